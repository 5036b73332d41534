import { formatFcfa } from "./money.ts";
import { printedDay } from "./numbering.ts";
import type { QuoteInvoiceSnapshot } from "./snapshot.ts";

// What a deposit or balance invoice (ADR 021) adds to the printed invoice: its
// title, the quote it bills with its date, and the balance's table of deductions.

/** What an invoice made from a quote is: a deposit, the balance, or the whole quote. */
export type QuoteInvoiceKind = "deposit" | "balance" | "full";

/** « Facture d'acompte », « Facture de solde » or « Facture ». */
export function invoiceTitle(doc: QuoteInvoiceSnapshot): string {
  if (doc.billing?.kind === "deposit") return "Facture d'acompte";
  if (doc.billing?.kind === "balance") return "Facture de solde";
  return "Facture";
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
