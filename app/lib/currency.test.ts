import { describe, expect, test } from "vitest";
import {
  CURRENCIES,
  EUR_PARITY,
  formatMoney,
  formatNumber,
  parseMinor,
  parseRate,
  toXof,
} from "#app/lib/currency.ts";
import { amountInWordsFr } from "#app/lib/amount-in-words.ts";
import { amountInWordsEn } from "#app/lib/english.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";

const NBSP = "\u00a0";

describe("the currency registry", () => {
  test("XOF has no minor unit; EUR and USD count in cents", () => {
    expect(CURRENCIES.XOF.decimals).toBe(0);
    expect(CURRENCIES.EUR.decimals).toBe(2);
    expect(CURRENCIES.USD.decimals).toBe(2);
  });

  test("the EUR parity is 655.957 francs", () => {
    expect(EUR_PARITY).toBe("655.957");
  });
});

describe("formatMoney", () => {
  test.each([
    [123456, "EUR", "fr", `1${NBSP}234,56${NBSP}€`],
    [123456, "EUR", "en", "€1,234.56"],
    [655957, "XOF", "fr", `655${NBSP}957${NBSP}FCFA`],
    [655957, "XOF", "en", "XOF 655,957"],
    [100000, "USD", "en", "$1,000.00"],
    [5, "USD", "fr", `0,05${NBSP}$${NBSP}US`],
    [-2050, "EUR", "en", "-€20.50"],
  ] as const)("%s %s %s → %s", (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language)).toBe(expected);
  });
});

describe("typed amounts become minor units", () => {
  test.each([
    ["1 234,56", "EUR", 123456],
    ["1234.5", "EUR", 123450],
    ["12", "USD", 1200],
    // Beyond the cent: rounded half away from zero.
    ["0,005", "EUR", 1],
    ["0,004", "EUR", 0],
    ["1 500 000", "XOF", 1500000],
    ["abc", "EUR", 0],
  ] as const)("%s %s → %s", (typed, currency, expected) => {
    expect(parseMinor(typed, currency)).toBe(expected);
  });

  test("a rate is a positive decimal or null", () => {
    expect(parseRate("600,50")).toBe("600.5");
    expect(parseRate("605")).toBe("605");
    expect(parseRate("0")).toBeNull();
    expect(parseRate("")).toBeNull();
    expect(parseRate("-3")).toBeNull();
  });
});

describe("toXof: the XOF equivalent, rounded half away from zero to the franc", () => {
  test("EUR at the fixed parity", () => {
    // 1 234,56 € × 655,957 = 809 818,273 92 → 809 818 francs (computed by hand).
    expect(toXof(123456, "EUR", null)).toBe(809818);
    // 500,00 € = 327 978,5 exactly: the half goes away from zero.
    expect(toXof(50000, "EUR", null)).toBe(327979);
    expect(toXof(-50000, "EUR", null)).toBe(-327979);
    // 1,00 € = 655,957 → 656 francs.
    expect(toXof(100, "EUR", null)).toBe(656);
    // 100 € = 65 595,7 → 65 596.
    expect(toXof(10000, "EUR", null)).toBe(65596);
    // 0,50 € = 327,9785 → 328; − 0,50 € → − 328 (away from zero).
    expect(toXof(50, "EUR", null)).toBe(328);
    expect(toXof(-50, "EUR", null)).toBe(-328);
  });

  test("USD at the rate typed on the document", () => {
    // 10,00 $ at 600,5 = 6 005 francs; 0,01 $ at 605,25 = 6,0525 → 6.
    expect(toXof(1000, "USD", "600.5")).toBe(6005);
    expect(toXof(1, "USD", "605.25")).toBe(6);
    // 0,03 $ at 605,5 = 18,165 → 18; 0,09 $ at 605,5 = 54,495 → 54; 0,1 $ → 60,55 → 61.
    expect(toXof(3, "USD", "605.5")).toBe(18);
    expect(toXof(10, "USD", "605.5")).toBe(61);
    // 0,01 $ at 650 = 6,5 exactly → 7.
    expect(toXof(1, "USD", "650")).toBe(7);
  });

  test("XOF is itself", () => {
    expect(toXof(1500000, "XOF", null)).toBe(1500000);
  });

  test("USD without a rate cannot be converted", () => {
    expect(() => toXof(100, "USD", null)).toThrow();
  });
});

describe("amount in words by language and currency", () => {
  test.each([
    [123456, "EUR", "en", "One thousand two hundred thirty-four euros and fifty-six cents"],
    [100, "EUR", "en", "One euro"],
    [1, "USD", "en", "Zero dollars and one cent"],
    [250000, "USD", "en", "Two thousand five hundred dollars"],
    [655957, "XOF", "en", "Six hundred fifty-five thousand nine hundred fifty-seven CFA francs"],
    [123456, "EUR", "fr", "mille deux cent trente-quatre euros et cinquante-six centimes"],
    [100000000, "EUR", "fr", "un million d'euros"],
    [1080000, "XOF", "fr", "un million quatre-vingt mille francs CFA"],
  ] as const)("%s %s %s", (minor, currency, language, expected) => {
    const inWords = language === "en" ? amountInWordsEn : amountInWordsFr;
    expect(inWords(minor, currency)).toBe(expected);
  });
});

describe("dates by language", () => {
  test("a day in English and in French", () => {
    expect(formatDateEn("2026-11-30")).toBe("30 November 2026");
    expect(formatDateEn("2026-03-01")).toBe("1 March 2026");
  });
});

describe("formatNumber: the figure under a column headed with the currency", () => {
  test.each([
    [1500000, "XOF", "fr", `1${NBSP}500${NBSP}000`],
    [1500000, "XOF", "en", "1,500,000"],
    [123456, "EUR", "fr", `1${NBSP}234,56`],
    [123456, "EUR", "en", "1,234.56"],
    [7, "USD", "en", "0.07"],
  ] as const)("%s %s %s → %s", (minor, currency, language, expected) => {
    expect(formatNumber(minor, currency, language)).toBe(expected);
  });
});
