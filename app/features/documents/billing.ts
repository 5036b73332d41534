import { DOCUMENT_KINDS } from "./kinds.ts";
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
