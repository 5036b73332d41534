import { describe, expect, it } from "vitest";
import { billingChoiceOf } from "./schemas.ts";

const ID = "0b7c5a52-6f0e-4c43-9f0e-2f4b8f1d2a10";
const LOT = "0123456789abcdef.12.345";
const url = (q: string) => new URL(`http://localhost/create-invoice?${q}`);

describe("billingChoiceOf", () => {
  it("reads the project, the grouping, the markup and the entries ticked", () => {
    const choice = billingChoiceOf(
      url(
        `projet=${ID}&regroupement=membre&majoration=15&temps=${ID}&depense=${ID}&lot=${LOT}&lot=${LOT}`,
      ),
    );
    expect(choice.success && choice.data).toEqual({
      projet: ID,
      regroupement: "membre",
      majoration: 15,
      temps: [ID],
      depense: [ID],
      lot: [LOT, LOT],
    });
  });

  it("refuses a lot that is not « key.count.minutes » in French", () => {
    for (const bad of ["abc", "0123456789abcdef.2", "0123456789ABCDEF.2.30", `${LOT}.1`]) {
      const choice = billingChoiceOf(url(`projet=${ID}&lot=${encodeURIComponent(bad)}`));
      expect(choice.success, bad).toBe(false);
      expect(choice.error?.issues[0]?.message).toBe("Groupe de temps introuvable");
    }
  });

  it("reads no markup as 0 and no grouping as « par prestation »", () => {
    const choice = billingChoiceOf(url(`projet=${ID}&majoration=`));
    expect(choice.success && choice.data).toMatchObject({
      regroupement: "prestation",
      majoration: 0,
    });
  });

  it("refuses a decimal, negative or too large markup in French", () => {
    for (const bad of ["10,5", "-3", "201"]) {
      const choice = billingChoiceOf(url(`projet=${ID}&majoration=${encodeURIComponent(bad)}`));
      expect(choice.success).toBe(false);
      expect(choice.error?.issues[0]?.message).toMatch(/^Majoration\u00a0: /);
    }
  });
});
