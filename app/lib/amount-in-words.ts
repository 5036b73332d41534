import { toCardinal } from "n2words/fr-FR";

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
