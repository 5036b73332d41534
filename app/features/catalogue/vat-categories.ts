// Apart from schemas.ts: the catalogue's page lists them without loading zod.

/** What a line of a document takes from the item (issue 35 §2; documents/vat.ts reads the same). */
export const CATALOGUE_VAT_CATEGORIES = [
  { value: "standard", label: "Taxable au taux ci-dessus" },
  { value: "exempt", label: "Exonérée (0\u00a0%, motif requis)" },
  { value: "debours", label: "Débours (hors TVA et hors remise)" },
] as const;
