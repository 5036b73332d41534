import type { WhatsappPurpose } from "./registry.ts";

// The message templates the firm has Meta approve in WhatsApp Manager (README), one per
// purpose: a business may write first, or after the 24-hour window, only by a template.
// Each has a DOCUMENT header (the PDF) and a body of three text parameters: the client's
// name, the sentence about the document, its private link.
export const WHATSAPP_TEMPLATES = {
  document: { name: "envoi_document", language: "fr", body: "Bonjour {{1}}, {{2}} {{3}}" },
  reminder: { name: "relance_facture", language: "fr", body: "Bonjour {{1}}, {{2}} {{3}}" },
} as const satisfies Record<WhatsappPurpose, { name: string; language: string; body: string }>;
