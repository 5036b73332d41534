import { formatFcfa } from "./money.ts";
import { printedDay } from "./numbering.ts";
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
 * A balance invoice (ADR 021): the quote's totals, each deposit invoice deducted by
 * number, then « Net à payer ».
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
  for (const d of billing.deposits) {
    rows.push([`Acompte ${d.number} du ${printedDay(d.issuedOn)}`, `−\u00a0${formatFcfa(d.ttc)}`]);
  }
  rows.push(["Net à payer", formatFcfa(doc.totals.totalTTC)]);
  return rows;
}
