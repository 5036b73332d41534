// FCFA has no minor unit: every amount is a whole number of francs (docs/product.md §2).
// Arithmetic runs on BigInt so that quantities like 0.1 never meet binary
// floating point, and amounts up to 10¹¹ stay exact.

const NBSP = "\u00a0";

/** A decimal typed by a person, as an exact fraction `units / 10^scale`. */
export type Decimal = { units: bigint; scale: number };

// Spaces people (and French number formatting) put between thousands:
// ordinary, no-break, narrow no-break and thin spaces.
const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/**
 * Reads a decimal as typed ("1.5", "1,5", "1 000,5", " 2 "); anything else
 * is 0, as docs/product.md §5 asks of the document inputs.
 */
export function parseDecimal(raw: string | number): Decimal {
  const text = String(raw).replace(GROUPING, "").replace(",", ".");
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && !match[3])) return { units: 0n, scale: 0 };
  const [, sign, int = "", frac = ""] = match;
  const units = BigInt(`${int || "0"}${frac}`) * (sign === "-" ? -1n : 1n);
  return { units, scale: frac.length };
}

/** A decimal as a JavaScript number (for display and validation only). */
export function decimalToNumber(d: Decimal): number {
  return Number(d.units) / 10 ** d.scale;
}

/** Whole-number inputs (prices, rates): non-numeric is 0, decimals are cut. */
export function parseWhole(raw: string | number): number {
  const d = parseDecimal(raw);
  return Number(d.units / 10n ** BigInt(d.scale));
}

/** Whether a typed number has no decimals but zeros (« 12 », « 12,0 »; not « 12,5 »). */
export function isWholeNumber(raw: string | number): boolean {
  const d = parseDecimal(raw);
  return d.units % 10n ** BigInt(d.scale) === 0n;
}

/** numerator / denominator, rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division par zéro");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** round(quantity × unit price) in whole francs. */
export function lineAmount(quantity: Decimal, unitPrice: number): bigint {
  return divideRounded(quantity.units * BigInt(unitPrice), 10n ** BigInt(quantity.scale));
}

/** round(amount × percent / 100) in whole francs. */
export function percentOf(amount: bigint, percent: number): bigint {
  return divideRounded(amount * BigInt(percent), 100n);
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** 1500000 → '1 500 000' (non-breaking spaces, French grouping). */
export function formatAmount(amount: number | bigint): string {
  const value = BigInt(amount);
  const sign = value < 0n ? "-" : "";
  return sign + group((value < 0n ? -value : value).toString());
}

/** 1500000 → '1 500 000 FCFA'. */
export function formatFcfa(amount: number | bigint): string {
  return `${formatAmount(amount)}${NBSP}FCFA`;
}

/** A decimal's sign, integer digits and significant decimals. */
function splitDecimal({ units, scale }: Decimal) {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  return {
    sign: negative ? "-" : "",
    int: digits.slice(0, digits.length - scale),
    frac: digits.slice(digits.length - scale).replace(/0+$/, ""),
  };
}

/** A quantity as French write it: 1.5 → '1,5', 1000 → '1 000'. */
export function formatQuantity(quantity: Decimal): string {
  const { sign, int, frac } = splitDecimal(quantity);
  return `${sign}${group(int)}${frac ? `,${frac}` : ""}`;
}

/**
 * What a decimal input shows once left, written the French way so that what
 * is shown is what is counted: '1.50' → '1,5', '1000,5' → '1 000,5', 'abc' → '0'.
 */
export function normalizeDecimal(raw: string): string {
  return formatQuantity(parseDecimal(raw));
}

/** What a whole-number input shows once left: '1500000.7' → '1 500 000', '' → '0'. */
export function normalizeWhole(raw: string): string {
  // In BigInt: a figure past 2^53 is shown as typed (and refused), never rounded.
  const d = parseDecimal(raw);
  return formatAmount(d.units / 10n ** BigInt(d.scale));
}
