// Issue 35 §6 (ADR 055): the registry of the documents' languages and currencies, data
// only, so a form offering them (the client book's) loads no formatting code; the
// formatting, conversion and parsing are in currency.ts, which re-exports this.

export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = { fr: "Français", en: "Anglais" };

const NBSP = "\u00a0";

export type CurrencyEntry = {
  /** Digits after the decimal point: the amounts are stored in that minor unit. */
  decimals: 0 | 2;
  /** As the staff pick it. */
  label: string;
  /** Written after the amount in French, before it in English. */
  suffixFr: string;
  prefixEn: string;
  /** Whether Wave and PayTech take it (they take XOF only, ADR 055). */
  mobileMoney: boolean;
};

export const CURRENCIES = {
  XOF: {
    decimals: 0,
    label: "Franc CFA (XOF)",
    suffixFr: "FCFA",
    prefixEn: "XOF ",
    mobileMoney: true,
  },
  EUR: {
    decimals: 2,
    label: "Euro (EUR)",
    suffixFr: "€",
    prefixEn: "€",
    mobileMoney: false,
  },
  USD: {
    decimals: 2,
    label: "Dollar US (USD)",
    suffixFr: `$${NBSP}US`,
    prefixEn: "$",
    mobileMoney: false,
  },
} as const satisfies Record<string, CurrencyEntry>;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

/** The fixed parity of the franc CFA: 1 EUR = 655,957 XOF (exact, as a decimal). */
export const EUR_PARITY = "655.957";
