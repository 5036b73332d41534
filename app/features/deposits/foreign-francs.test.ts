import { describe, expect, test } from "vitest";
import { balanceFrancs, depositFrancs } from "./foreign-francs.ts";

// Figures worked out by hand, half away from zero (ADR 055).
const EUR = { currency: "EUR" as const, usdRate: null };
const USD = { currency: "USD" as const, usdRate: "605.5" };

describe("the francs of an EUR or USD quote's deposits and balance", () => {
  test("a 30 % deposit on 1 234,56 €, then the balance: the quote's francs exactly", () => {
    // 1 234,56 € × 655,957 = 809 818,274… → 809 818 F. 30 % = 370,368 → 370,37 €;
    // × 655,957 = 242 946,794… → 242 947 F. The balance: 864,19 € and 809 818 − 242 947.
    const quote = { cents: 123_456, francs: 809_818 };
    const deposit = depositFrancs(EUR, quote, { cents: 0, francs: 0 }, 37_037);
    expect(deposit).toBe(242_947);
    expect(balanceFrancs(quote, { cents: 37_037, francs: deposit })).toBe(566_871);
    // 864,19 € alone would be 566 871,480… → 566 871: here the same, by the difference.
  });

  test("two deposits in dollars: the second carries what the running sum adds", () => {
    // At 605,50: 100,01 $ = 60 556,055 → 60 556; 300,10 $ = 181 710,555 → 181 711;
    // so 200,09 $ after 100,01 $ carries 121 155 (alone it would round to 121 154).
    const quote = { cents: 50_000, francs: 302_750 };
    const first = depositFrancs(USD, quote, { cents: 0, francs: 0 }, 10_001);
    expect(first).toBe(60_556);
    const second = depositFrancs(USD, quote, { cents: 10_001, francs: first }, 20_009);
    expect(second).toBe(121_155);
    // 500,00 $ × 605,50 = 302 750: the balance of 199,90 $ carries 302 750 − 181 711.
    expect(balanceFrancs(quote, { cents: 30_010, francs: first + second })).toBe(121_039);
  });

  test("a deposit reaching the quote's cents takes the rest of its francs", () => {
    const quote = { cents: 30_010, francs: 181_711 };
    expect(depositFrancs(USD, quote, { cents: 10_001, francs: 60_556 }, 20_009)).toBe(121_155);
    expect(depositFrancs(USD, quote, { cents: 0, francs: 0 }, 30_010)).toBe(181_711);
  });
});
