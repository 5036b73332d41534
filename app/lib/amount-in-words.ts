import { toCardinal } from "n2words/fr-FR";
import { toCardinal as toCardinalEn } from "n2words/en-US";
import { CURRENCIES, splitMinor, type Currency, type Language } from "./currency.ts";

/**
 * The total in French words, as written on FCFA-zone invoices:
 * 1080000 → 'un million quatre-vingt mille francs CFA' (traditional spelling).
 * A round million or milliard takes 'de': 'deux millions de francs CFA'.
 */
export function amountInWords(amount: number | bigint): string {
  const value = BigInt(amount);
  const words = toCardinal(value);
  const unit = value === 0n || value === 1n || value === -1n ? "franc CFA" : "francs CFA";
  const de = /(millions?|milliards?)$/.test(words) ? "de " : "";
  return `${words} ${de}${unit}`;
}

/**
 * An amount in a currency, in words, in a language (ADR 055): French XOF is amountInWords;
 * en « One thousand two hundred thirty-four euros and fifty-six cents ».
 */
export function amountInWordsIn(
  minor: number | bigint,
  currency: Currency,
  language: Language,
): string {
  if (currency === "XOF" && language === "fr") return amountInWords(minor);
  const words = CURRENCIES[currency].words[language] as {
    one: string;
    many: string;
    minorOne?: string;
    minorMany?: string;
  };
  const parts = splitMinor(minor, currency);
  const cardinal = language === "en" ? toCardinalEn : toCardinal;
  const unit = (n: bigint, one: string, many: string) => {
    // French: « un million d'euros », as « un million de francs CFA ».
    const big = language === "fr" && /(millions?|milliards?)$/.test(cardinal(n));
    const de = big ? (/^[aeiou]/.test(many) ? "d'" : "de ") : "";
    return `${cardinal(n)} ${de}${n === 1n ? one : many}`;
  };
  let text = unit(parts.major, words.one, words.many);
  if (parts.minor > 0n && words.minorOne && words.minorMany) {
    const and = language === "en" ? "and" : "et";
    text += ` ${and} ${unit(parts.minor, words.minorOne, words.minorMany)}`;
  }
  const signed = parts.negative ? `${language === "en" ? "minus" : "moins"} ${text}` : text;
  // English writes the sum as a sentence that starts with a capital.
  return language === "en" ? signed.charAt(0).toUpperCase() + signed.slice(1) : signed;
}
