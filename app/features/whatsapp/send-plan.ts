// What « Envoyer au client » says it will do, and what it says it did (ADR 045): by
// e-mail, by WhatsApp Business (the email only if WhatsApp fails) or both, as the
// client's preference, the firm's settings and the connection decide. Pure.

/** What « Envoyer au client » will do. */
export type SendPlan = {
  channels: "email" | "whatsapp" | "both";
  /** The WhatsApp number, when it goes by WhatsApp. */
  whatsappTo: string | null;
  /** Why a client who prefers WhatsApp still gets an email (not connected, setting off, no mobile). */
  note: string | null;
};

/** The button and the hint under it. */
export function sendWording(plan: SendPlan): { button: string; hint: string } {
  switch (plan.channels) {
    case "whatsapp":
      return {
        button: "Envoyer au client par WhatsApp",
        hint: `Le client préfère WhatsApp\u00a0: le PDF part au ${plan.whatsappTo} par WhatsApp Business. L'e-mail ci-dessus ne part que si WhatsApp échoue.`,
      };
    case "both":
      return {
        button: "Envoyer au client par e-mail et WhatsApp",
        hint: `Le client a choisi les deux\u00a0: l'e-mail ci-dessus avec le PDF, et le PDF au ${plan.whatsappTo} par WhatsApp Business.`,
      };
    default:
      return {
        button: "Envoyer au client",
        hint: plan.note ?? "Par e-mail, le PDF du document en pièce jointe.",
      };
  }
}

/** The toast after sending. */
export function sentMessage(
  email: string,
  whatsapp: { emailToo: boolean; to: string } | null,
): string {
  if (!whatsapp) return `Document envoyé à ${email}, avec le PDF en pièce jointe.`;
  if (!whatsapp.emailToo)
    return `Document envoyé par WhatsApp au ${whatsapp.to}, avec le PDF (l'e-mail à ${email} ne part que si WhatsApp échoue).`;
  return `Document envoyé à ${email} et par WhatsApp au ${whatsapp.to}, avec le PDF.`;
}
