import { describe, expect, test } from "vitest";
import { foreignCreditFrancs, foreignRemainderCents, isCentsAmount } from "./foreign-credit.ts";

// Figures worked out by hand, half away from zero (ADR 055).
const EUR = { currency: "EUR" as const, usdRate: null };
const USD = { currency: "USD" as const, usdRate: "605.5" };

describe("the francs of a credit note in EUR or USD", () => {
  test("a full credit note of 1 456,78 € credits the invoice's 955 585 francs", () => {
    // 1 456,78 × 655,957 = 955 585,038… → 955 585.
    const invoice = { cents: 145_678, francs: 955_585 };
    expect(foreignCreditFrancs(EUR, invoice, 0, 145_678)).toBe(955_585);
  });

  test("two notes in dollars add up to the invoice's francs, not their own roundings", () => {
    // 300,10 $ × 605,50 = 181 710,555 → 181 711; 100,01 $ = 60 556,055 → 60 556;
    // 200,09 $ alone would round to 121 154 (121 154,495): the second credits 121 155.
    const invoice = { cents: 30_010, francs: 181_711 };
    expect(foreignCreditFrancs(USD, invoice, 0, 10_001)).toBe(60_556);
    expect(foreignCreditFrancs(USD, invoice, 10_001, 20_009)).toBe(121_155);
  });

  test("never more cents than the invoice, never 0", () => {
    const invoice = { cents: 30_010, francs: 181_711 };
    expect(foreignCreditFrancs(USD, invoice, 10_001, 20_010)).toBeNull();
    expect(foreignCreditFrancs(USD, invoice, 0, 0)).toBeNull();
  });

  test("an amount typed with its cents: two decimals at most, above 0", () => {
    expect(["1 234,56", "1\u00a0234.5", "15", "0,01"].map(isCentsAmount)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["12,345", "0,00", "", "1,2,3", "-5"].map(isCentsAmount)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test("cancelled after a payment: the francs still owed, in cents at the invoice's rate", () => {
    // 1 456,78 € (955 585 F) paid 500 000 F: 455 585 F remain; ÷ 6,559 57 = 69 453,48… → 694,53 €.
    expect(foreignRemainderCents(EUR, 145_678, 455_585)).toBe(69_453);
    // 300,10 $ at 605,50, 100,01 $ credited, 100 000 F paid: 21 155 F remain;
    // ÷ 6,055 = 3 493,80… → 34,94 $, within the 200,09 $ not yet credited.
    expect(foreignRemainderCents(USD, 20_009, 21_155)).toBe(3_494);
  });

  test("never more cents than are left, at least one cent, nothing when nothing is owed", () => {
    expect(foreignRemainderCents(EUR, 100, 955_585)).toBe(100);
    // 2 F ÷ 6,559 57 = 0,30 cent: one cent, the francs still the balance's.
    expect(foreignRemainderCents(EUR, 145_678, 2)).toBe(1);
    expect(foreignRemainderCents(EUR, 145_678, 0)).toBeNull();
    expect(foreignRemainderCents(EUR, 0, 500)).toBeNull();
  });
});
