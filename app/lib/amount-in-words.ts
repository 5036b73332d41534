import { toCardinal } from "n2words/fr-FR";
import { splitMinor, type Currency } from "./currency.ts";
import { CURRENCY_WORDS } from "./currency-words.ts";

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
 * An amount in a currency in French words (ADR 055): XOF is amountInWords;
 * « mille deux cent trente-quatre euros et cinquante-six centimes ». English is
 * english.ts's, loaded only for an English document.
 */
export function amountInWordsFr(minor: number | bigint, currency: Currency): string {
  if (currency === "XOF") return amountInWords(minor);
  const words = CURRENCY_WORDS.fr[currency];
  const parts = splitMinor(minor, currency);
  const unit = (n: bigint, one: string, many: string) => {
    // « un million d'euros », as « un million de francs CFA ».
    const de = /(millions?|milliards?)$/.test(toCardinal(n))
      ? /^[aeiou]/.test(many)
        ? "d'"
        : "de "
      : "";
    return `${toCardinal(n)} ${de}${n === 1n ? one : many}`;
  };
  let text = unit(parts.major, words.one, words.many);
  if (parts.minor > 0n) text += ` et ${unit(parts.minor, words.minorOne, words.minorMany)}`;
  return parts.negative ? `moins ${text}` : text;
}
