import { formatFcfa } from "./money.ts";
import type { InvoiceBilling, QuoteInvoiceSnapshot } from "./snapshot.ts";

const percent = (p: number) => `${p}\u00a0%`;

/**
 * The totals as an accountant reads them: « Total net HT » only after a
 * discount, « TTC » only with VAT; without VAT a quote ends on « Total » and
 * an invoice on « Net à payer ».
 */
export function totalRows(doc: QuoteInvoiceSnapshot): [label: string, value: string][] {
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
  const last = vat ? "Total TTC" : doc.kind === "quote" ? "Total" : "Net à payer";
  rows.push([last, formatFcfa(totals.totalTTC)]);
  return rows;
}

/**
 * A balance invoice (ADR 021): the quote's totals, the deposit invoices deducted, then
 * « Net à payer ».
 */
function balanceRows(
  doc: QuoteInvoiceSnapshot,
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
