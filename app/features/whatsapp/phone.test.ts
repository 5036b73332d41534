import { describe, expect, it } from "vitest";
import { whatsappNumber, whatsappUrl } from "./phone.ts";

describe("a client's number for WhatsApp", () => {
  it("writes a Senegalese mobile number in full, however it was typed", () => {
    for (const raw of [
      "77 123 45 67",
      "771234567",
      "+221 77 123 45 67",
      "+221771234567",
      "00221 77-123-45-67",
      "221771234567",
      "(+221) 77.123.45.67",
    ]) {
      expect(whatsappNumber(raw), raw).toEqual({
        ok: true,
        digits: "221771234567",
        display: "+221 77 123 45 67",
      });
    }
    for (const prefix of ["70", "75", "76", "78"])
      expect(whatsappNumber(`${prefix}0000000`)).toMatchObject({
        ok: true,
        digits: `221${prefix}0000000`,
      });
  });

  it("refuses in French a fixed line, a wrong length, letters, nothing", () => {
    expect(whatsappNumber("33 869 12 34")).toEqual({
      ok: false,
      message:
        "Le +221 33 869 12 34 est un fixe\u00a0: WhatsApp demande un numéro de mobile (70, 75, 76, 77 ou 78).",
    });
    expect(whatsappNumber("+221 33 869 12 34")).toMatchObject({ ok: false });
    expect(whatsappNumber("77 123 45")).toMatchObject({
      ok: false,
      message: expect.stringContaining("n'est pas un numéro de mobile sénégalais"),
    });
    expect(whatsappNumber("72 123 45 67")).toMatchObject({ ok: false });
    expect(whatsappNumber("appelez-moi")).toEqual({
      ok: false,
      message: "«\u00a0appelez-moi\u00a0» n'est pas un numéro de téléphone.",
    });
    expect(whatsappNumber("  ")).toMatchObject({
      ok: false,
      message: expect.stringContaining("pas de numéro de téléphone du client"),
    });
  });

  it("takes another country's number with its code", () => {
    expect(whatsappNumber("+33 6 12 34 56 78")).toEqual({
      ok: true,
      digits: "33612345678",
      display: "+33612345678",
    });
    expect(whatsappNumber("001 514 555 0199")).toMatchObject({ ok: true, digits: "15145550199" });
    expect(whatsappNumber("+1 234")).toMatchObject({ ok: false });
  });

  it("opens the chat with the message encoded", () => {
    expect(
      whatsappUrl("221771234567", "Bonjour Awa, voici le devis : https://x.sn/d/abc?x=1&y=é"),
    ).toBe(
      "https://wa.me/221771234567?text=Bonjour%20Awa%2C%20voici%20le%20devis%20%3A%20https%3A%2F%2Fx.sn%2Fd%2Fabc%3Fx%3D1%26y%3D%C3%A9",
    );
    // The client book's plain chat link: no text at all.
    expect(whatsappUrl("221771234567")).toBe("https://wa.me/221771234567");
  });
});
