import { toCardinal } from "n2words/en-US";
import { CURRENCIES, splitMinor, type Currency } from "./currency.ts";

// What only an English document needs (ADR 055): its amounts in words and its dates.
// Fetched by the browser when a document becomes English (wording/languages.ts), never
// by a page whose documents are French.

/** The months in English, January first. */
export const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** An ISO day as an English document prints it: « 30 November 2026 » (day first: no US/UK ambiguity). */
export function formatDateEn(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${Number(day)} ${ENGLISH_MONTHS[Number(month) - 1]} ${year}`;
}

/** « One thousand two hundred thirty-four euros and fifty-six cents »: a sentence, capitalised. */
export function amountInWordsEn(minor: number | bigint, currency: Currency): string {
  const words = CURRENCIES[currency].words.en as {
    one: string;
    many: string;
    minorOne?: string;
    minorMany?: string;
  };
  const parts = splitMinor(minor, currency);
  const unit = (n: bigint, one: string, many: string) =>
    `${toCardinal(n)} ${n === 1n ? one : many}`;
  let text = unit(parts.major, words.one, words.many);
  if (parts.minor > 0n && words.minorOne && words.minorMany) {
    text += ` and ${unit(parts.minor, words.minorOne, words.minorMany)}`;
  }
  const signed = parts.negative ? `minus ${text}` : text;
  return signed.charAt(0).toUpperCase() + signed.slice(1);
}
