import { DOCUMENT_KINDS } from "./kinds.ts";
import { formatFcfa } from "./money.ts";
import type { CreditNoteSnapshot, InvoiceBilling, QuoteInvoiceSnapshot } from "./snapshot.ts";

/** A document with totals: a quote, an invoice (a deposit, a balance), a credit note. */
type Totalled = Pick<
  QuoteInvoiceSnapshot | CreditNoteSnapshot,
  "kind" | "totals" | "discountPercentage" | "vatPercentage"
> & { billing?: InvoiceBilling };

const percent = (p: number) => `${p}\u00a0%`;

/**
 * The totals as an accountant reads them: « Total net HT » only after a
 * discount, « TTC » only with VAT; the last row is the kind's (kinds.ts): without
 * VAT a quote ends on « Total », an invoice on « Net à payer ».
 */
export function totalRows(doc: Totalled): [label: string, value: string][] {
  if (doc.billing?.kind === "balance") return balanceRows(doc, doc.billing);
  const { totals } = doc;
  const rows: [string, string][] = [];
  const discount = doc.discountPercentage !== null;
  const vat = doc.vatPercentage !== null;
  if (discount || vat) rows.push(["Total HT", formatFcfa(totals.totalHT)]);
  if (discount) {
    rows.push([
      `Remise (${percent(doc.discountPercentage!)})`,
      `−\u00a0${formatFcfa(totals.discountAmount)}`,
    ]);
    if (vat) rows.push(["Total net HT", formatFcfa(totals.totalAfterDiscount)]);
  }
  if (vat) rows.push([`TVA (${percent(doc.vatPercentage!)})`, formatFcfa(totals.vatAmount)]);
  const { grandTotal } = DOCUMENT_KINDS[doc.kind];
  rows.push([vat ? grandTotal.vat : grandTotal.plain, formatFcfa(totals.totalTTC)]);
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
  rows.push([
    billing.deposits.length > 1 ? "Acomptes déduits" : "Acompte déduit",
    `−\u00a0${formatFcfa(deducted)}`,
  ]);
  rows.push(["Net à payer", formatFcfa(doc.totals.totalTTC)]);
  return rows;
}
