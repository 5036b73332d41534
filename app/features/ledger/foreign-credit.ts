import { fromXof, toXof, type Currency } from "#app/lib/currency.ts";

// A credit note of an EUR or USD invoice (ADR 055): in the invoice's currency and rate
// (cents; EUR at the fixed parity, USD at the invoice's frozen rate), crediting the
// invoice the francs the ledger holds for it. Apart from ledger.ts: the browser's
// forms never load the conversion.

const CENTS = /^\d{1,3}(?:[\s\u00a0\u202f]?\d{3})*(?:[.,]\d{1,2})?$/;
/** An amount typed with its cents, « 1 234,56 », above 0 (the credit form's, checked here). */
export const isCentsAmount = (raw: string) => CENTS.test(raw.trim()) && /[1-9]/.test(raw);

/**
 * The francs a credit note of `cents` credits, the invoice's earlier credit notes having
 * credited `before` cents: the notes of one invoice are converted together, on their
 * running sum, half away from zero (toXof), and each credits what it adds to that sum in
 * francs. So a full credit note, or notes that add up to the whole invoice, credit exactly
 * its francs (the register's total, itself toXof of its TTC), never a franc off.
 * Null when the cents are not above 0 or exceed what is left of the invoice.
 */
export function foreignCreditFrancs(
  money: { currency: Currency; usdRate: string | null },
  invoice: { cents: number; francs: number },
  before: number,
  cents: number,
): number | null {
  if (cents <= 0 || before < 0 || before + cents > invoice.cents) return null;
  const convert = (minor: number) => toXof(minor, money.currency, money.usdRate);
  // The last one takes the register's own francs: what the ledger holds, to the franc.
  const after = before + cents === invoice.cents ? invoice.francs : convert(before + cents);
  return after - convert(before);
}

/**
 * « Annuler la facture » of an EUR or USD invoice once francs came in: as for an XOF
 * invoice, the credit note credits what remains owed, `francs` (the ledger's balance), the
 * payments standing. Its cents are those francs converted back at the invoice's rate (half
 * away from zero), at least one cent and never more than the cents not yet credited; its
 * francs are the balance itself, so the invoice ends owing exactly nothing.
 * Null when nothing remains, in francs or in cents.
 */
export function foreignRemainderCents(
  money: { currency: Currency; usdRate: string | null },
  centsLeft: number,
  francs: number,
): number | null {
  if (francs <= 0 || centsLeft <= 0 || money.currency === "XOF") return null;
  const cents = fromXof(francs, money.currency, money.usdRate);
  return cents === null ? null : Math.min(centsLeft, Math.max(1, cents));
}
