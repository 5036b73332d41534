import type { PaymentMethod } from "#app/db/schema.ts";

// The stamp duty on cash payments (ADR 049): 1 % of every payment in « Espèces », with no
// threshold since Loi n° 2025-17 (before: only above 100 000 FCFA), paid by the client on
// top of what settles the invoice and remitted by the firm that gives the receipt. Pure.

/** The only method the duty applies to: cheques, transfers, cards and mobile money are not. */
export const STAMPED_METHOD: PaymentMethod = "especes";

/** « 1 », « 0,5 », « 1.25 » (percent, at most two decimals) in basis points: 100, 50, 125. */
export function basisPoints(percent: string): number {
  const m = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(percent.trim());
  if (!m) return 0;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * The duty on a payment, whole francs: `amount × rate`, rounded to the nearest franc, a half
 * franc up (amounts are positive). Integer arithmetic: 10 000 basis points are 100 %.
 */
export function stampDutyOf(
  method: PaymentMethod,
  amount: number,
  rateBasisPoints: number,
): number {
  if (method !== STAMPED_METHOD || rateBasisPoints <= 0 || amount <= 0) return 0;
  return Math.floor((amount * rateBasisPoints + 5_000) / 10_000);
}

/** « 1 % », « 0,5 % »: the rate as printed. */
export function printedRate(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const cents = rateBasisPoints % 100;
  const decimals = cents === 0 ? "" : `,${String(cents).padStart(2, "0").replace(/0$/, "")}`;
  return `${whole}${decimals}\u00a0%`;
}
