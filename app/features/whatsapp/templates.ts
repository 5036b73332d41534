import type { WhatsappPurpose } from "./registry.ts";

// The message templates the firm has Meta approve in WhatsApp Manager (docs/configuration.md),
// one per purpose: a business may write first, or after the 24-hour window, only by a
// template. `header`: a DOCUMENT header (the PDF) or none. The body's parameters, in order:
// the client's name, the sentence about what happened, the private link when there is one.
export const WHATSAPP_TEMPLATES = {
  document: {
    name: "envoi_document",
    language: "fr",
    header: "document",
    body: "Bonjour {{1}}, {{2}} {{3}}",
  },
  reminder: {
    name: "relance_facture",
    language: "fr",
    header: "document",
    body: "Bonjour {{1}}, {{2}} {{3}}",
  },
  // A receipt has no private link of its own: the invoice's stays with the invoice.
  receipt: {
    name: "recu_paiement",
    language: "fr",
    header: "document",
    body: "Bonjour {{1}}, {{2}}",
  },
  acceptance: {
    name: "confirmation_accord",
    language: "fr",
    header: "document",
    body: "Bonjour {{1}}, {{2}} {{3}}",
  },
  // A booked call's reminder the day before: no PDF, the link that cancels or moves it.
  call: {
    name: "rappel_appel",
    language: "fr",
    header: "none",
    body: "Bonjour {{1}}, {{2}} {{3}}",
  },
} as const satisfies Record<
  WhatsappPurpose,
  { name: string; language: string; header: "document" | "none"; body: string }
>;
