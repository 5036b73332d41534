import { formatAmount, isWholeNumber, parseDecimal, type Decimal } from "#app/lib/money.ts";

// The largest figures a quote or invoice takes (docs/product.md §5), for a
// Dakar firm with room to spare. They keep every amount the documents print,
// and every product the totals make (HT × a rate ≤ 100), an exact integer
// below 2^53, so that the browser's numbers and the JSON carry them to the
// franc (ADR 019; limits.test.ts proves it with its own arithmetic).

export const MAX_QUANTITY = 1_000_000;
/** FCFA. */
export const MAX_UNIT_PRICE = 10_000_000_000;
/** FCFA: the total HT and the total TTC of one document, so each line too. */
export const MAX_TOTAL = 10_000_000_000_000;
/** Discount and VAT, in whole percent. */
export const MAX_RATE = 100;

export const LIMIT_MESSAGES = {
  quantity: `La quantité ne peut pas dépasser ${formatAmount(MAX_QUANTITY)}`,
  unitPrice: `Le prix unitaire ne peut pas dépasser ${formatAmount(MAX_UNIT_PRICE)}\u00a0FCFA`,
  total: `Le total du document ne peut pas dépasser ${formatAmount(MAX_TOTAL)}\u00a0FCFA`,
  vat: `La TVA doit être comprise entre 0 et ${MAX_RATE}\u00a0%`,
  // Rates are whole percentages: a decimal typed is refused, never cut (docs/product.md §5).
  wholeDiscount: "La remise doit être un pourcentage entier, sans décimale",
  wholeVat: "La TVA doit être un pourcentage entier, sans décimale",
} as const;

/** The inputs' maxLength: room for any figure within the limits, spaces and decimals included. */
export const MAX_INPUT_LENGTH = 40;

// More characters than any figure within the limits needs (grouping aside):
// such a text is refused before it is made into a number of that many digits.
const MAX_DIGITS = 32;
const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/** The typed decimal, or null when it is too long to be within any limit. */
function readBounded(raw: string): Decimal | null {
  return raw.replace(GROUPING, "").length > MAX_DIGITS ? null : parseDecimal(raw);
}

/**
 * |value| ≤ max, exactly (no floating point on the way); whole-number inputs
 * are read as they are counted, their decimals cut (money.ts parseWhole).
 */
function atMost(raw: string, max: number, whole: boolean): boolean {
  const d = readBounded(raw);
  if (!d) return false;
  const units = d.units < 0n ? -d.units : d.units;
  const scale = 10n ** BigInt(d.scale);
  return whole ? units / scale <= BigInt(max) : units <= BigInt(max) * scale;
}

/** The quantity as typed is within ±MAX_QUANTITY. */
export const quantityWithin = (raw: string) => atMost(raw, MAX_QUANTITY, false);
/** The unit price as typed is within ±MAX_UNIT_PRICE. */
export const unitPriceWithin = (raw: string) => atMost(raw, MAX_UNIT_PRICE, true);
/** A rate as typed is within ±MAX_RATE. */
export const rateWithin = (raw: string) => atMost(raw, MAX_RATE, true);
/** A rate as typed is a whole percentage (« 12 », « 12,0 »), and so counted as typed. */
export const rateWhole = (raw: string) => readBounded(raw) !== null && isWholeNumber(raw);
