import type { Currency, Language } from "./currencies.ts";

// The currencies' names as an amount in words writes them (ADR 055): apart from the
// registry (currencies.ts), which the studio's forms load, as only the server writes words.

type Words = { one: string; many: string; minorOne: string; minorMany: string };

export const CURRENCY_WORDS: Record<Language, Record<Exclude<Currency, "XOF">, Words>> & {
  en: { XOF: Pick<Words, "one" | "many"> };
} = {
  fr: {
    EUR: { one: "euro", many: "euros", minorOne: "centime", minorMany: "centimes" },
    USD: { one: "dollar", many: "dollars", minorOne: "cent", minorMany: "cents" },
  },
  en: {
    XOF: { one: "CFA franc", many: "CFA francs" },
    EUR: { one: "euro", many: "euros", minorOne: "cent", minorMany: "cents" },
    USD: { one: "dollar", many: "dollars", minorOne: "cent", minorMany: "cents" },
  },
};
