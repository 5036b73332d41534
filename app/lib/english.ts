import { toCardinal } from "n2words/en-US";
import { splitMinor, type Currency } from "./currency.ts";
import { CURRENCY_WORDS } from "./currency-words.ts";

// An English document's total in words (ADR 055), written by the server when it issues
// the document (the snapshot keeps the words): never in the browser.

/** « One thousand two hundred thirty-four euros and fifty-six cents »: a sentence, capitalised. */
export function amountInWordsEn(minor: number | bigint, currency: Currency): string {
  const words: { one: string; many: string; minorOne?: string; minorMany?: string } =
    CURRENCY_WORDS.en[currency];
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
