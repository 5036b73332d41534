import { describe, expect, it } from "vitest";
import { sendWording, sentMessage } from "./send-plan.ts";

describe("« Envoyer au client » says what it will do", () => {
  it("by e-mail, with the reason when the client prefers WhatsApp", () => {
    expect(sendWording({ channels: "email", whatsappTo: null, note: null })).toEqual({
      button: "Envoyer au client",
      hint: "Par e-mail, le PDF du document en pièce jointe.",
    });
    expect(sendWording({ channels: "email", whatsappTo: null, note: "Pas connecté." }).hint).toBe(
      "Pas connecté.",
    );
  });

  it("by WhatsApp alone, or both, naming the number", () => {
    const only = sendWording({ channels: "whatsapp", whatsappTo: "+221 77 123 45 67", note: null });
    expect(only.button).toBe("Envoyer au client par WhatsApp");
    expect(only.hint).toContain("au +221 77 123 45 67");
    expect(only.hint).toContain("ne part que si WhatsApp échoue");
    const both = sendWording({ channels: "both", whatsappTo: "+221 77 123 45 67", note: null });
    expect(both.button).toBe("Envoyer au client par e-mail et WhatsApp");
  });

  it("and then what it did", () => {
    expect(sentMessage("a@b.sn", null)).toBe(
      "Document envoyé à a@b.sn, avec le PDF en pièce jointe.",
    );
    expect(sentMessage("a@b.sn", { emailToo: true, to: "+221 77 123 45 67" })).toBe(
      "Document envoyé à a@b.sn et par WhatsApp au +221 77 123 45 67, avec le PDF.",
    );
    expect(sentMessage("a@b.sn", { emailToo: false, to: "+221 77 123 45 67" })).toContain(
      "Document envoyé par WhatsApp au +221 77 123 45 67",
    );
  });
});
