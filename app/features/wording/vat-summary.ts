import type { VatSummary } from "#app/features/documents/total-rows.ts";
import { lineVatLabel, type LineVat } from "#app/features/documents/vat.ts";
import { currencyHead } from "#app/lib/currency.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import type { ForeignMoney, SnapshotLine } from "#app/features/documents/snapshot.ts";
import { printedWith } from "./printed-words.ts";
import { vatSummary } from "./vat-summary-rows.ts";

// A document with rates per line (ADR 050) in its language and currency (ADR 055): the
// VAT summary by rate and each line's rate; French XOF as it always printed.

type PerLine = { totals: Totals; lines: SnapshotLine[] } & ForeignMoney;

/** The VAT summary by rate, its heads naming the document's currency, or null. */
export function printedVatSummary(doc: PerLine): VatSummary | null {
  const { words, figure, language, currency } = printedWith(doc);
  return vatSummary(doc, words.perLine.summary, figure, currencyHead(currency, language));
}

/** A line's rate as its column prints it: « 18 % », « 0 %* », « Débours », « Disbursement ». */
export function printedVatLabel(doc: ForeignMoney): (line: Partial<LineVat>) => string {
  const { words } = printedWith(doc);
  return (line) => lineVatLabel(line, words.perLine.deboursLine);
}
