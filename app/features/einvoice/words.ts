import type { Language } from "#app/lib/currencies.ts";

// What an e-invoice says that no printed word does (its notes and reasons), in each
// document language (ADR 064); the words it shares with the PDF (the deposits deducted,
// a credit note's reason) come from the document's language pack. Here, not in that pack:
// the e-invoices are written on the server, and the forms' JavaScript carries the pack.

const NBSP = "\u00a0";

export type EInvoiceWords = {
  /** BT-20: « Paiement ». */
  terms: string;
  /** BT-97: the discount's reason, « Remise de 10 % ». */
  discount: (percent: number) => string;
  /** BT-120: why a line carries no VAT when the staff gave no reason. */
  exempt: string;
  /** BT-120 of a débours. */
  debours: string;
};

export const EINVOICE_WORDS: Record<Language, EInvoiceWords> = {
  fr: {
    terms: "Paiement",
    discount: (percent) => `Remise de ${percent}${NBSP}%`,
    exempt: "Exonération de TVA",
    debours: "Débours (frais engagés au nom et pour le compte du client)",
  },
  en: {
    terms: "Payment",
    discount: (percent) => `${percent}% discount`,
    exempt: "Exempt from VAT",
    debours: "Disbursements (costs incurred in the name and on behalf of the client)",
  },
};
