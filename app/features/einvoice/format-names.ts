// The e-invoice formats by name (ADR 050): their slug in the addresses
// (/documents/<numero>/e-facture/<slug>) and their button. Each has its adapter in
// formats/, listed in formats.ts; this file stays light for the pages' bundles.

export const EINVOICE_FORMAT_NAMES = {
  ubl: {
    label: "Facture électronique UBL",
    description: "Facture électronique EN 16931 au format UBL 2.1 (XML)",
  },
  "factur-x": {
    label: "Factur-X",
    description: "Facture électronique EN 16931 au format Factur-X (PDF/A-3 avec son XML)",
  },
} as const;

export type EInvoiceFormatId = keyof typeof EINVOICE_FORMAT_NAMES;

export const EINVOICE_FORMAT_IDS = Object.keys(EINVOICE_FORMAT_NAMES) as EInvoiceFormatId[];
