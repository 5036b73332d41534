import { formatFcfa } from "./money.ts";
import type { QuoteInvoiceSnapshot } from "./snapshot.ts";

const percent = (p: number) => `${p}\u00a0%`;

/**
 * The totals as an accountant reads them: « Total net HT » only after a
 * discount, « TTC » only with VAT; without VAT a quote ends on « Total » and
 * an invoice on « Net à payer ».
 */
export function totalRows(doc: QuoteInvoiceSnapshot): [label: string, value: string][] {
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
