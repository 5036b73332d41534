// The e-invoice formats by name (ADR 051): their slug in the addresses
// (/documents/<numero>/e-facture/<slug>) and their button. Each has its adapter in
// formats/, listed in formats.ts; this file stays light for the pages' bundles.

export const EINVOICE_FORMAT_NAMES = {
  /** UBL 2.1, EN 16931 (XML). */
  ubl: "Facture électronique UBL",
  /** Factur-X, profile EN 16931: the PDF/A-3 with its XML. */
  "factur-x": "Factur-X",
} as const;

export type EInvoiceFormatId = keyof typeof EINVOICE_FORMAT_NAMES;

export const EINVOICE_FORMAT_IDS = Object.keys(EINVOICE_FORMAT_NAMES) as EInvoiceFormatId[];
