import { DOCUMENT_KINDS } from "./kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "./numbering.ts";
import type { DocumentSnapshot, QuoteInvoiceSnapshot } from "./snapshot.ts";

// What a deposit or balance invoice (ADR 021) adds to the printed invoice: its
// title, the quote it bills with its date, and the balance's table of deductions.

/** What an invoice made from a quote is: a deposit, the balance, or the whole quote. */
export type QuoteInvoiceKind = "deposit" | "balance" | "full";

export const BILLING_TITLES = {
  deposit: "Facture d'acompte",
  balance: "Facture de solde",
} as const;

/** Its title as printed: « Facture d'acompte », « Facture de solde », else its kind's (« Devis »). */
export function documentTitle(doc: DocumentSnapshot): string {
  const billing = "billing" in doc ? doc.billing : undefined;
  return billing ? BILLING_TITLES[billing.kind] : DOCUMENT_KINDS[doc.kind].title;
}

/** « DEVIS-… du 26/11/2026 » on a deposit or balance invoice, the number alone otherwise. */
export function quoteReference(doc: QuoteInvoiceSnapshot): string {
  const quote = doc.billing?.quote;
  return quote ? `${quote.number} du ${printedDay(quote.issuedOn)}` : (doc.sourceQuote ?? "");
}

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
