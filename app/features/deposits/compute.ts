import { divideRounded, formatFcfa, parseDecimal } from "#app/lib/money.ts";

// Deposit and balance invoices (ADR 021): how a quote's total is split between its
// deposit invoices and its balance invoice, in whole francs, so that the deposits
// and the balance add up to the quote exactly — TTC, VAT and HT.

/** One invoice's figures: HT, VAT and TTC in whole francs (HT + VAT = TTC). */
export type Split = { ht: number; vat: number; ttc: number };

/** The quote as billed: its net HT (after discount), VAT and TTC, and its VAT rate (null: none). */
export type QuoteFigures = Split & { vatPercentage: number | null };

export type DepositRequest =
  | { mode: "percent"; percent: string }
  /** `amount` in whole francs; `text` as typed, read in cents on an EUR or USD quote (ADR 055). */
  | { mode: "amount"; amount: number; text?: string };

/** A percentage as typed, with two decimals at most: « 30 », « 33,5 », « 12.25 ». */
export const PERCENT_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

/** The deposit's TTC: the amount, or round-half-up(quote TTC × percent / 100). */
export function depositTtc(quoteTtc: number, request: DepositRequest): number {
  if (request.mode === "amount") return request.amount;
  const p = parseDecimal(request.percent);
  return Number(divideRounded(BigInt(quoteTtc) * p.units, 100n * 10n ** BigInt(p.scale)));
}

/**
 * The VAT inside a TTC amount, cumulatively: the deposits issued so far carry `before`
 * (their TTC and VAT sums); this one takes round-half-up((before.ttc + ttc) × rate /
 * (100 + rate)) less the VAT they already carry, kept between 0 and its TTC. Without
 * cancellations the deposits' VAT is then always round((Σ TTC) × rate / (100 + rate)),
 * which never exceeds the quote's VAT: the balance's VAT is never below zero.
 */
export function depositSplit(
  ttc: number,
  before: { ttc: number; vat: number },
  vatPercentage: number | null,
  /**
   * A quote whose lines carry their own rates (ADR 050): its VAT and TTC. The deposits
   * then carry the quote's share of VAT, round((Σ TTC) × VAT / TTC), cumulatively.
   */
  perLine?: { vat: number; ttc: number },
): Split {
  if (perLine) {
    if (perLine.ttc <= 0 || perLine.vat <= 0) return { ht: ttc, vat: 0, ttc };
    const share = divideRounded(
      BigInt(before.ttc + ttc) * BigInt(perLine.vat),
      BigInt(perLine.ttc),
    );
    const vat = Math.min(ttc, Math.max(0, Number(share) - before.vat));
    return { ht: ttc - vat, vat, ttc };
  }
  if (!vatPercentage) return { ht: ttc, vat: 0, ttc };
  const rate = BigInt(vatPercentage);
  const cumulative = divideRounded(BigInt(before.ttc + ttc) * rate, 100n + rate);
  const vat = Math.min(ttc, Math.max(0, Number(cumulative) - before.vat));
  return { ht: ttc - vat, vat, ttc };
}

/** The balance: the quote's figures less the deposits' sums, so that every total adds up. */
export function balanceSplit(quote: Split, deposits: Split[]): Split {
  const sum = sumOf(deposits);
  return { ht: quote.ht - sum.ht, vat: quote.vat - sum.vat, ttc: quote.ttc - sum.ttc };
}

export function sumOf(splits: Split[]): Split {
  return splits.reduce((a, s) => ({ ht: a.ht + s.ht, vat: a.vat + s.vat, ttc: a.ttc + s.ttc }), {
    ht: 0,
    vat: 0,
    ttc: 0,
  });
}

/**
 * Why a deposit of `ttc` (the quote's unit: francs, or an EUR/USD quote's cents) cannot be
 * invoiced on the quote, in French, or null; `format` writes the quote's currency.
 */
export function depositAmountRefusal(
  ttc: number,
  quoteTtc: number,
  depositedTtc: number,
  format: (amount: number) => string = formatFcfa,
): string | null {
  const remaining = quoteTtc - depositedTtc;
  if (ttc <= 0)
    return `Un acompte de ${format(0)} ne se facture pas\u00a0: indiquez un montant ou un pourcentage au-dessus de 0.`;
  if (ttc > remaining) {
    return remaining <= 0
      ? "Les acomptes couvrent déjà tout le devis\u00a0: émettez la facture de solde."
      : `L'acompte dépasse ce qui reste à facturer sur le devis (${format(remaining)}).`;
  }
  return null;
}
