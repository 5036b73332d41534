import { divideRounded, formatAmount, formatFcfa, parseDecimal } from "./money.ts";

// Issue 35 §6 (ADR 055): documents in French or English, in XOF, EUR or USD. XOF has
// no minor unit (whole francs, docs/product.md §2); EUR and USD count in cents. What
// the firm sums (ledger, dashboard) stays in francs: the XOF equivalent, toXof.

export {
  CURRENCIES,
  CURRENCY_CODES,
  EUR_PARITY,
  LANGUAGE_LABELS,
  LANGUAGES,
  type Currency,
  type CurrencyEntry,
  type Language,
} from "./currencies.ts";
import {
  CURRENCIES,
  EUR_PARITY,
  type Currency,
  type CurrencyEntry,
  type Language,
} from "./currencies.ts";

const NBSP = "\u00a0";

/** A minor-unit amount's whole part and its cents (0 for XOF). */
export function splitMinor(minor: number | bigint, currency: Currency) {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const factor = 10n ** BigInt(CURRENCIES[currency].decimals);
  return { negative, major: abs / factor, minor: abs % factor };
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount as each language writes it: fr « 1 234,56 € », « 655 957 FCFA »;
 * en « €1,234.56 », « XOF 655,957 ». French XOF is exactly formatFcfa.
 */
export function formatMoney(minor: number | bigint, currency: Currency, language: Language) {
  if (currency === "XOF" && language === "fr") return formatFcfa(minor);
  const entry: CurrencyEntry = CURRENCIES[currency];
  const parts = splitMinor(minor, currency);
  const sign = parts.negative ? "-" : "";
  const cents = entry.decimals ? parts.minor.toString().padStart(entry.decimals, "0") : "";
  if (language === "en") {
    const number = group(parts.major.toString(), ",") + (cents ? `.${cents}` : "");
    return `${sign}${entry.prefixEn}${number}`;
  }
  const number = group(parts.major.toString(), NBSP) + (cents ? `,${cents}` : "");
  return `${sign}${number}${NBSP}${entry.suffixFr}`;
}

/** The figure alone, for a column headed with its currency: fr « 1 234,56 », en « 1,234.56 ». */
export function formatNumber(minor: number | bigint, currency: Currency, language: Language) {
  if (currency === "XOF" && language === "fr") return formatAmount(minor);
  const entry: CurrencyEntry = CURRENCIES[currency];
  const parts = splitMinor(minor, currency);
  const cents = entry.decimals ? parts.minor.toString().padStart(entry.decimals, "0") : "";
  const [thousands, point] = language === "en" ? [",", "."] : [NBSP, ","];
  const number = group(parts.major.toString(), thousands) + (cents ? `${point}${cents}` : "");
  return `${parts.negative ? "-" : ""}${number}`;
}

/** The currency as a column's head says it: « FCFA », « € », « XOF », « EUR ». */
export function currencyHead(currency: Currency, language: Language): string {
  return language === "fr" ? CURRENCIES[currency].suffixFr : currency;
}

/** An amount typed in a currency (« 1 234,56 »), in its minor unit, rounded half away from zero. */
export function parseMinor(raw: string | number, currency: Currency): number {
  const d = parseDecimal(raw);
  const factor = 10n ** BigInt(CURRENCIES[currency].decimals);
  return Number(divideRounded(d.units * factor, 10n ** BigInt(d.scale)));
}

/** A typed exchange rate (XOF per USD) as exact digits ('600.5'), or null if not above 0. */
export function parseRate(raw: string): string | null {
  const d = parseDecimal(raw);
  if (d.units <= 0n) return null;
  const digits = d.units.toString().padStart(d.scale + 1, "0");
  if (d.scale === 0) return digits;
  return `${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`.replace(/\.?0+$/, "");
}

/**
 * The XOF equivalent in whole francs, rounded half away from zero: EUR at the parity,
 * USD at the document's rate (XOF for one dollar).
 */
export function toXof(minor: number | bigint, currency: Currency, usdRate: string | null): number {
  if (currency === "XOF") return Number(minor);
  const rate = rateOf(currency, usdRate);
  if (rate.units <= 0n) throw new RangeError(`Taux manquant pour ${currency}`);
  return Number(divideRounded(BigInt(minor) * rate.units, rate.factor));
}

/**
 * The other way: whole francs as an EUR or USD amount's minor units (cents), rounded half
 * away from zero at the same rate; null when the document has no rate.
 */
export function fromXof(
  francs: number | bigint,
  currency: Exclude<Currency, "XOF">,
  usdRate: string | null,
): number | null {
  const rate = rateOf(currency, usdRate);
  if (rate.units <= 0n) return null;
  return Number(divideRounded(BigInt(francs) * rate.factor, rate.units));
}

/** XOF for one unit of `currency` as exact digits, and the power of ten between them and cents. */
function rateOf(currency: Exclude<Currency, "XOF">, usdRate: string | null) {
  const rate = parseDecimal(currency === "EUR" ? EUR_PARITY : (usdRate ?? ""));
  return { units: rate.units, factor: 10n ** BigInt(CURRENCIES[currency].decimals + rate.scale) };
}

/** Whether a value is one of the currencies (for input read from a form or a row). */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && value in CURRENCIES;
}

export function isLanguage(value: unknown): value is Language {
  return value === "fr" || value === "en";
}
