import { describe, expect, test } from "vitest";
import { phoneIn, quoteFromLead } from "./prefill.ts";

describe("a lead becomes a quote", () => {
  test.each([
    ["Appelez-moi au 77 123 45 67 svp", "77 123 45 67"],
    ["Tél : +221 77.123.45.67", "+221 77 123 45 67"],
    ["fixe 33 824 57 10", "33 824 57 10"],
    ["WhatsApp +33 6 12 34 56 78", "+33 6 12 34 56 78"],
    ["Budget 1 500 000 FCFA", ""],
    ["Pas de numéro", ""],
  ])("%j → %j", (text, phone) => {
    expect(phoneIn(text)).toBe(phone);
  });

  test("name, email, phone and the request's reference", () => {
    const p = quoteFromLead("5b1f9a0e-8c1d-4a57-9a0b-3f2e1d4c5b6a", {
      name: "Awa Diop",
      email: "awa@example.sn",
      message: "Bonjour, joignable au 78 000 11 22.",
      reference: "Demande de devis pour: Site Vitrine",
      service: "Site Vitrine",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    });
    expect(p.form).toMatchObject({
      clientName: "Awa Diop",
      clientEmail: "awa@example.sn",
      clientPhone: "78 000 11 22",
      projectTitle: "Demande de devis pour: Site Vitrine",
    });
    expect(p.note).toContain("demande de Awa Diop du 20 novembre 2026");
    // Carried to « Générer »: the issued quote moves the request's opportunity.
    expect(p.source).toBe("5b1f9a0e-8c1d-4a57-9a0b-3f2e1d4c5b6a");
  });
});
