// The VAT summary of a document with rates per line as every page draws it; made in the
// document's language and currency by the wording feature (wording/vat-summary.ts).

/** The VAT summary of a document with rates per line (CGI art. 447, ADR 050), or null. */
export type VatSummary = {
  caption: string;
  head: [string, string, string];
  rows: [rate: string, base: string, vat: string][];
  /** « * Exonération : … », one per reason of its exempt lines. */
  notes: string[];
};
