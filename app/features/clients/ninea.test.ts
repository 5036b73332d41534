import { describe, expect, test } from "vitest";
import { ClientSchema, NINEA_FORMAT_MESSAGE, nineaWellFormed } from "./schemas.ts";

describe("the client's NINEA (issue 35 §2: printed on its invoices)", () => {
  test("7 or 9 digits, then the COFI code (digit, letter, digit), separators allowed", () => {
    for (const ok of [
      "004 567 890 2G3",
      "0045678902G3",
      "0045678902g3",
      "004-567-890-2G3",
      "0098765431A2",
      "1234567",
      "12345672G3",
      "004567890",
    ]) {
      expect([ok, nineaWellFormed(ok)]).toEqual([ok, true]);
    }
    for (const bad of ["12345678", "0045678902GG", "004567890 2G", "ABCDEFGHI", "00456789012G3"]) {
      expect([bad, nineaWellFormed(bad)]).toEqual([bad, false]);
    }
  });

  test("the client book refuses a malformed one in French, keeps the short-NINEA message", () => {
    const errors = (ninea: string) =>
      ClientSchema.safeParse({ name: "Keur Yaay", ninea }).error?.issues.map((i) => i.message);
    expect(errors("0045678902GG")).toEqual([NINEA_FORMAT_MESSAGE]);
    expect(errors("12")).toEqual(["NINEA incomplet\u00a0: au moins 7 chiffres"]);
    expect(errors("004 567 890 2G3")).toBeUndefined();
    expect(errors("")).toBeUndefined();
  });

  test("outside Senegal the field holds the client's own tax number, the country from the list", () => {
    const errors = (input: Record<string, string>) =>
      ClientSchema.safeParse({ name: "Atelier Lumière", ...input }).error?.issues.map(
        (i) => i.message,
      );
    // A French VAT number is not a NINEA: refused for a client in Senegal, kept in France.
    expect(errors({ ninea: "FR 40 303265045", country: "SN" })).toEqual([NINEA_FORMAT_MESSAGE]);
    expect(errors({ ninea: "FR 40 303265045", country: "FR" })).toBeUndefined();
    expect(errors({ ninea: "FR4", country: "FR" })).toEqual([
      "NINEA incomplet\u00a0: au moins 7 chiffres",
    ]);
    expect(errors({ country: "XX" })).toEqual(["Pays\u00a0: choisissez-le dans la liste"]);
    expect(ClientSchema.parse({ name: "Keur Yaay" }).country).toBe("SN");
  });
});
