import type { InvoiceBilling, ForeignMoney } from "#app/features/documents/snapshot.ts";
import type { CreditNoteSnapshot, QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import { printedWith } from "./printed-words.ts";

// The totals' rows of a priced document (its print page, its PDF, its client page), in
// the document's language and currency (ADR 055); French XOF as it always printed.

/** A document with totals: a quote, an invoice (a deposit, a balance), a credit note. */
type Totalled = Pick<
  QuoteInvoiceSnapshot | CreditNoteSnapshot,
  "kind" | "totals" | "discountPercentage" | "vatPercentage"
> & { billing?: InvoiceBilling } & ForeignMoney;

const percent = (p: number) => `${p}\u00a0%`;

/**
 * The totals as an accountant reads them: « Total net HT » only after a
 * discount, « TTC » only with VAT; the last row is the kind's (kinds.ts): without
 * VAT a quote ends on « Total », an invoice on « Net à payer ».
 */
export function totalRows(doc: Totalled): [label: string, value: string][] {
  if (doc.billing?.kind === "balance") return balanceRows(doc, doc.billing);
  if (doc.totals.vatBreakdown) return perLineRows(doc, doc.totals);
  const { totals } = doc;
  // French XOF prints as it always did; English, EUR and USD in their words and figures (ADR 055).
  const { words, money } = printedWith(doc);
  const rows: [string, string][] = [];
  const discount = doc.discountPercentage !== null;
  const vat = doc.vatPercentage !== null;
  if (discount || vat) rows.push([words.totalHT, money(totals.totalHT)]);
  if (discount) {
    rows.push([
      `${words.discount} (${percent(doc.discountPercentage!)})`,
      `−\u00a0${money(totals.discountAmount)}`,
    ]);
    if (vat) rows.push([words.totalNetHT, money(totals.totalAfterDiscount)]);
  }
  if (vat) rows.push([`${words.vat} (${percent(doc.vatPercentage!)})`, money(totals.vatAmount)]);
  const grand = words.kinds[doc.kind];
  rows.push([vat ? grand.grandVat : grand.grandPlain, money(totals.totalTTC)]);
  return rows;
}

/**
 * A document whose lines carry their own rates (ADR 050): the VAT of each rate on its
 * row (its base in the summary beside, vatSummary), the débours apart, then the total.
 */
function perLineRows(doc: Totalled, totals: Totals): [string, string][] {
  const { words, money } = printedWith(doc);
  const rows: [string, string][] = [];
  const discount = totals.discountAmount > 0 && doc.discountPercentage !== null;
  const debours = totals.debours ?? 0;
  rows.push([debours > 0 ? words.perLine.totalExDebours : words.totalHT, money(totals.totalHT)]);
  if (discount) {
    rows.push([
      `${words.discount} (${percent(doc.discountPercentage!)})`,
      `−\u00a0${money(totals.discountAmount)}`,
    ]);
    rows.push([words.totalNetHT, money(totals.totalAfterDiscount)]);
  }
  for (const group of totals.vatBreakdown ?? []) {
    if (group.category === "standard") {
      rows.push([`${words.vat} (${percent(group.rate)})`, money(group.vat)]);
    }
  }
  if (debours > 0) rows.push([words.perLine.debours, money(debours)]);
  const grand = words.kinds[doc.kind];
  rows.push([totals.vatAmount > 0 ? grand.grandVat : grand.grandPlain, money(totals.totalTTC)]);
  return rows;
}

/**
 * A balance invoice (ADR 021): the quote's totals, the deposit invoices deducted, then
 * « Net à payer ».
 */
function balanceRows(
  doc: Totalled,
  billing: Extract<InvoiceBilling, { kind: "balance" }>,
): [string, string][] {
  const { quote } = billing;
  const rows = totalRows({
    ...doc,
    kind: "quote",
    billing: undefined,
    totals: quote.totals,
    discountPercentage: quote.discountPercentage,
    vatPercentage: quote.vatPercentage,
  });
  // Each one by number and amount in the table of deductions beside (billing.ts).
  const deducted = billing.deposits.reduce((sum, d) => sum + d.ttc, 0);
  const { words, money } = printedWith(doc);
  rows.push([words.billing.deducted(billing.deposits.length), `−\u00a0${money(deducted)}`]);
  rows.push([words.billing.netToPay, money(doc.totals.totalTTC)]);
  return rows;
}
