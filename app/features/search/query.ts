import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";

// Reading what a member typed in « Rechercher » (ADR 039): the words to find, folded as
// the database folds them (search_fold in the migration: lower case, no accents), and what
// the same text may also mean: a document number, an amount in francs, a phone number,
// a NINEA. Pure: the server builds its queries from this, the tests read the same rules.

/** Words kept from a query (each one must match: more would only slow it down). */
export const MAX_WORDS = 5;

export type SearchTerms = {
  /** Lower case, without accents, LIKE's wildcards escaped: each must appear. */
  words: string[];
  /** « 150 000 », « 150000 F », « 150.000 FCFA »: whole francs. */
  amount: number | null;
  /** A phone as the digits it is stored with, without the country code (« 771234567 »). */
  phone: string | null;
  /** Letters and digits only, for a NINEA written with or without spaces. */
  compact: string | null;
};

/**
 * The accents search_fold takes off in the database (drizzle/0026_search-trigram.sql, one
 * replace() each: a test compares): French's, and a few of names from elsewhere.
 */
export const FOLDS: readonly [string, string][] = [
  ["à", "a"],
  ["â", "a"],
  ["ä", "a"],
  ["á", "a"],
  ["ç", "c"],
  ["é", "e"],
  ["è", "e"],
  ["ê", "e"],
  ["ë", "e"],
  ["î", "i"],
  ["ï", "i"],
  ["í", "i"],
  ["ô", "o"],
  ["ö", "o"],
  ["ó", "o"],
  ["ù", "u"],
  ["û", "u"],
  ["ü", "u"],
  ["ú", "u"],
  ["ÿ", "y"],
  ["ñ", "n"],
  ["œ", "oe"],
  ["æ", "ae"],
];

/** Lower case, no accents, as search_fold: « École Médina » → « ecole medina ». */
export function foldText(text: string): string {
  let folded = text.normalize("NFC").toLowerCase();
  for (const [accented, plain] of FOLDS) folded = folded.replaceAll(accented, plain);
  return folded;
}

/** A word for LIKE: `%`, `_` and `\` stand for themselves. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Spaces in numbers: ordinary, no-break and narrow no-break (French grouping).
const SPACES = /[\s\u00a0\u202f]+/g;
const CURRENCY = /\s*(?:f\s*cfa|fcfa|cfa|xof|francs?|f)\.?$/i;

/**
 * An amount in whole francs, or null: digits alone, or grouped by three with spaces,
 * dots or commas (« 150 000 », « 150.000 », « 1,500,000 »), then a currency or not
 * (« F », « FCFA », « francs »). A decimal part is not francs: null.
 */
export function readAmount(text: string): number | null {
  const bare = text.trim().replace(CURRENCY, "").trim();
  if (!/^\d{1,3}(?:(?:[\s\u00a0\u202f]+|\.|,)\d{3})*$|^\d+$/.test(bare)) return null;
  const digits = bare.replace(SPACES, "").replace(/[.,]/g, "");
  if (digits.length > 15) return null;
  const amount = Number(digits);
  return amount > 0 ? amount : null;
}

/**
 * A phone number as its digits, or null: « 77 123 45 67 », « +221 77 123 45 67 »,
 * « 00221771234567 » are all « 771234567 » (Senegal's code dropped, as a number written
 * locally or not is found either way); six digits at least.
 */
export function readPhone(text: string): string | null {
  const bare = text.trim().replace(/[\s\u00a0\u202f.()-]+/g, "");
  if (!/^(?:\+|00)?\d{6,15}$/.test(bare)) return null;
  let digits = bare.replace(/^(?:\+|00)/, "");
  if (digits.startsWith("221") && digits.length === 12) digits = digits.slice(3);
  return digits;
}

const PREFIXES = Object.values(DOCUMENT_KINDS)
  .map((k) => k.prefix.toLowerCase())
  .sort((a, b) => b.length - a.length);

/**
 * A document number, or the start of one, as it is printed in lower case (« FACT 2026 11 »
 * → « fact-2026-11 »); null when the text does not start with a number's prefix.
 */
export function readDocumentNumber(text: string): string | null {
  const folded = foldText(text.trim()).replace(/[\s\u00a0\u202f]+/g, "-");
  const prefix = PREFIXES.find((p) => folded === p || folded.startsWith(`${p}-`));
  return prefix ? folded.replace(/-+/g, "-") : null;
}

/** What a query may mean, every reading at once (the server ORs them within a group). */
export function readSearch(q: string): SearchTerms {
  // Control characters are no search, and PostgreSQL refuses a NUL in a text.
  // eslint-disable-next-line no-control-regex
  const text = q.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  const number = readDocumentNumber(text);
  const amount = readAmount(text);
  const phone = readPhone(text);
  // A number read whole is one word: « 150 000 » is not « 150 » and « 000 » anywhere.
  const whole = number ?? (amount !== null ? String(amount) : phone);
  const words = whole
    ? [whole]
    : foldText(text)
        .split(/[\s\u00a0\u202f]+/)
        .filter(Boolean)
        .slice(0, MAX_WORDS);
  const compact = foldText(text).replace(/[^0-9a-z]+/g, "");
  return {
    words: words.map(escapeLike),
    amount,
    phone,
    compact: compact.length >= 5 && /\d/.test(compact) ? compact : null,
  };
}
