import { toXof, type Currency } from "#app/lib/currency.ts";

// Deposits and the balance of an EUR or USD quote (ADR 055): in the quote's cents and
// rate, each invoice carrying francs for the ledger (`document.total_ttc`). Apart from
// compute.ts: the browser's deposit form never loads the conversion.

/** The quote as billed: its TTC in cents and its francs (the register's, toXof of its cents). */
export type ForeignQuote = { cents: number; francs: number };

/** What the quote's deposit invoices not cancelled already bill: their cents and francs. */
export type Billed = { cents: number; francs: number };

/**
 * The francs of a deposit of `cents`: the deposits of one quote are converted together,
 * on their running sum, half away from zero, and each carries what it adds to that sum in
 * francs, `toXof(billed + cents) − billed francs` (as the credit notes of ledger/foreign-credit.ts).
 * A deposit that reaches the quote's cents takes the rest of the quote's own francs; the
 * balance takes what the deposits leave (`balanceFrancs`), so deposits and balance add up
 * to the quote's francs exactly. Counted on the francs the standing deposits carry (not
 * on their cents converted), a deposit cancelled in between leaves no franc astray.
 */
export function depositFrancs(
  money: { currency: Currency; usdRate: string | null },
  quote: ForeignQuote,
  billed: Billed,
  cents: number,
): number {
  const reached = billed.cents + cents;
  const after =
    reached >= quote.cents ? quote.francs : toXof(reached, money.currency, money.usdRate);
  return after - billed.francs;
}

/** The balance's francs: the quote's less what its deposits carry. */
export function balanceFrancs(quote: ForeignQuote, billed: Billed): number {
  return quote.francs - billed.francs;
}
