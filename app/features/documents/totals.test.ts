import { describe, expect, test } from "vitest";
import { billableLines, computeTotals, priceLine, type RatesInput } from "./totals.ts";

const NO_RATES: RatesInput = {
  applyDiscount: false,
  discountPercentage: 0,
  applyVat: false,
  vatPercentage: 18,
};
const line = (designation: string, quantity: string, unitPrice: string) => ({
  designation,
  quantity,
  unitPrice,
});

describe("computeTotals (docs/product.md §9)", () => {
  test("nothing at all is 0 everywhere", () => {
    expect(computeTotals([], { ...NO_RATES, applyVat: true, applyDiscount: true })).toEqual({
      totalHT: 0,
      discountAmount: 0,
      totalAfterDiscount: 0,
      vatAmount: 0,
      totalTTC: 0,
    });
  });

  test("a typical quote: discount then VAT once on the after-discount total", () => {
    const lines = [line("Site vitrine", "1", "450000"), line("Hébergement", "12", "5000")].map(
      priceLine,
    );
    const totals = computeTotals(lines, {
      applyDiscount: true,
      discountPercentage: 10,
      applyVat: true,
      vatPercentage: 18,
    });
    expect(totals).toEqual({
      totalHT: 510000,
      discountAmount: 51000,
      totalAfterDiscount: 459000,
      vatAmount: 82620,
      totalTTC: 541620,
    });
  });

  test("each line is rounded before the sum, so the printed lines add up", () => {
    // 3 × round(0.5 × 1) = 3, where rounding the sum (1.5) would give 2
    const lines = [line("a", "0.5", "1"), line("b", "0.5", "1"), line("c", "0.5", "1")].map(
      priceLine,
    );
    expect(lines.map((l) => l.total)).toEqual([1, 1, 1]);
    expect(computeTotals(lines, NO_RATES).totalHT).toBe(3);
  });

  test("half-franc discount and VAT round away from zero", () => {
    const lines = [priceLine(line("x", "1", "5"))];
    const totals = computeTotals(lines, {
      applyDiscount: true,
      discountPercentage: 10, // 0.5 → 1
      applyVat: true,
      vatPercentage: 50, // 4 × 50 % = 2
    });
    expect(totals).toMatchObject({ discountAmount: 1, totalAfterDiscount: 4, vatAmount: 2 });

    const vatHalf = computeTotals([priceLine(line("y", "1", "25"))], {
      ...NO_RATES,
      applyVat: true,
      vatPercentage: 18, // 4.5 → 5
    });
    expect(vatHalf).toMatchObject({ vatAmount: 5, totalTTC: 30 });
  });

  test("TTC is exactly after-discount + VAT, and HT − discount = after-discount", () => {
    for (let price = 1; price < 2000; price += 37) {
      for (const discount of [0, 3, 7, 15, 33, 100]) {
        const t = computeTotals([priceLine(line("x", "2.5", String(price)))], {
          applyDiscount: true,
          discountPercentage: discount,
          applyVat: true,
          vatPercentage: 18,
        });
        expect(t.totalHT - t.discountAmount).toBe(t.totalAfterDiscount);
        expect(t.totalAfterDiscount + t.vatAmount).toBe(t.totalTTC);
        expect(Number.isInteger(t.vatAmount)).toBe(true);
      }
    }
  });

  test("rates that are not applied count for nothing", () => {
    const t = computeTotals([priceLine(line("x", "1", "1000"))], {
      applyDiscount: false,
      discountPercentage: 50,
      applyVat: false,
      vatPercentage: 18,
    });
    expect(t).toMatchObject({ discountAmount: 0, vatAmount: 0, totalTTC: 1000 });
  });

  test("a 100 % discount leaves nothing to pay", () => {
    const t = computeTotals([priceLine(line("x", "3", "333333"))], {
      applyDiscount: true,
      discountPercentage: 100,
      applyVat: true,
      vatPercentage: 18,
    });
    expect(t).toMatchObject({ totalHT: 999999, totalAfterDiscount: 0, totalTTC: 0 });
  });

  test("amounts up to 10¹¹ stay exact", () => {
    const t = computeTotals([priceLine(line("Infrastructure", "1", "100000000000"))], {
      applyDiscount: true,
      discountPercentage: 3,
      applyVat: true,
      vatPercentage: 18,
    });
    expect(t).toEqual({
      totalHT: 100_000_000_000,
      discountAmount: 3_000_000_000,
      totalAfterDiscount: 97_000_000_000,
      vatAmount: 17_460_000_000,
      totalTTC: 114_460_000_000,
    });
    const odd = computeTotals([priceLine(line("x", "0.5", "99999999999"))], {
      ...NO_RATES,
      applyVat: true,
      vatPercentage: 18,
    });
    // 49 999 999 999.5 → 50 000 000 000; VAT 9 000 000 000
    expect(odd).toMatchObject({ totalHT: 50_000_000_000, vatAmount: 9_000_000_000 });
  });
});

describe("billableLines (docs/product.md §5 at generation)", () => {
  test("drops blank designations, quantities not above 0 and negative prices", () => {
    const lines = billableLines([
      line("Conception", "1", "100000"),
      line("   ", "1", "5000"),
      line("Gratuit", "1", "0"),
      line("Zéro", "0", "5000"),
      line("Négatif", "1", "-5"),
      line("Texte", "abc", "5000"),
      line("  Formation  ", "0.5", "80000"),
    ]);
    expect(lines.map((l) => l.designation)).toEqual(["Conception", "Gratuit", "Formation"]);
    expect(lines.map((l) => l.total)).toEqual([100000, 0, 40000]);
  });

  test("non-numeric price counts as 0", () => {
    expect(priceLine(line("x", "2", "douze")).total).toBe(0);
  });
});
