import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";

// A balance invoice's table of deductions (ADR 021), in the document's words (ADR 055):
// its print page, its PDF, its client page and the staff's deposits card.

export type DeductionTable = {
  /** With VAT: HT, TVA and TTC columns; without, one « Montant ». */
  withVat: boolean;
  head: string[];
  rows: string[][];
  /** The balance: what remains of the quote once the deposits are deducted. */
  balance: string[];
};

/** The deduction table's heads, in the document's language (French here, ADR 055). */
export type DeductionWords = {
  deposit: string;
  date: string;
  vatColumns: [ht: string, vat: string, ttc: string];
  amount: string;
  balance: string;
};

export const FRENCH_DEDUCTIONS: DeductionWords = {
  deposit: "Facture d'acompte",
  date: "Date",
  vatColumns: ["HT", "TVA", "TTC"],
  amount: "Montant",
  balance: "Solde (net à payer)",
};

/** The balance invoice's « Acomptes déduits »: each deposit invoice, then the balance. */
export function deductionTable(
  doc: QuoteInvoiceSnapshot,
  w: DeductionWords = FRENCH_DEDUCTIONS,
  day: (isoDay: string) => string = printedDay,
  format: (amount: number) => string = formatFcfa,
): DeductionTable | null {
  const billing = doc.billing;
  if (billing?.kind !== "balance") return null;
  const withVat = billing.quote.vatPercentage !== null;
  const money = (d: { ht: number; vat: number; ttc: number }) =>
    withVat ? [format(d.ht), format(d.vat), format(d.ttc)] : [format(d.ttc)];
  const t = doc.totals;
  return {
    withVat,
    head: [w.deposit, w.date, ...(withVat ? w.vatColumns : [w.amount])],
    rows: billing.deposits.map((d) => [d.number, day(d.issuedOn), ...money(d)]),
    balance: [
      w.balance,
      "",
      ...money({ ht: t.totalAfterDiscount, vat: t.vatAmount, ttc: t.totalTTC }),
    ],
  };
}
