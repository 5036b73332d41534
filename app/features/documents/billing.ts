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

/** The balance invoice's « Acomptes déduits »: each deposit invoice, then the balance. */
export function deductionTable(doc: QuoteInvoiceSnapshot): DeductionTable | null {
  const billing = doc.billing;
  if (billing?.kind !== "balance") return null;
  const withVat = billing.quote.vatPercentage !== null;
  const money = (d: { ht: number; vat: number; ttc: number }) =>
    withVat ? [formatFcfa(d.ht), formatFcfa(d.vat), formatFcfa(d.ttc)] : [formatFcfa(d.ttc)];
  const t = doc.totals;
  return {
    withVat,
    head: ["Facture d'acompte", "Date", ...(withVat ? ["HT", "TVA", "TTC"] : ["Montant"])],
    rows: billing.deposits.map((d) => [d.number, printedDay(d.issuedOn), ...money(d)]),
    balance: [
      "Solde (net à payer)",
      "",
      ...money({ ht: t.totalAfterDiscount, vat: t.vatAmount, ttc: t.totalTTC }),
    ],
  };
}
