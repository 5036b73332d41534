import { describe, expect, test } from "vitest";
import {
  divideRounded,
  formatAmount,
  formatFcfa,
  formatQuantity,
  lineAmount,
  normalizeDecimal,
  normalizeWhole,
  parseDecimal,
  parseWhole,
  percentOf,
} from "#app/lib/money.ts";

const NB = "\u00a0";

describe("divideRounded (half away from zero)", () => {
  test.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 2n, 4n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [0n, 7n, 0n],
    [249n, 100n, 2n],
    [250n, 100n, 3n],
  ])("%s / %s = %s", (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  test("division by zero is refused", () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe("parseDecimal: what people type", () => {
  test.each([
    ["1", 1n, 0],
    ["1.5", 15n, 1],
    ["1,5", 15n, 1],
    [" 2 ", 2n, 0],
    ["0.1", 1n, 1],
    [".5", 5n, 1],
    ["-3", -3n, 0],
  ])("%j", (raw, units, scale) => {
    expect(parseDecimal(raw)).toEqual({ units, scale });
  });

  test.each(["", "abc", "1e5", "1.2.3", "-", "12abc", "NaN"])("non-numeric %j is 0", (raw) => {
    expect(parseDecimal(raw).units).toBe(0n);
  });

  test("whole-number inputs cut decimals and read garbage as 0", () => {
    expect(parseWhole("1500")).toBe(1500);
    expect(parseWhole("1500.9")).toBe(1500);
    expect(parseWhole("x")).toBe(0);
    expect(parseWhole("-20")).toBe(-20);
  });
});

describe("line amounts and percentages in whole francs", () => {
  test("0.5 × 1 franc is 1 franc (half away from zero, not banker's)", () => {
    expect(lineAmount(parseDecimal("0.5"), 1)).toBe(1n);
    expect(lineAmount(parseDecimal("0.5"), 3)).toBe(2n);
    expect(lineAmount(parseDecimal("2.5"), 1)).toBe(3n);
  });

  test("0.1 × 3 stays exact where floating point drifts", () => {
    // 0.1 * 3 === 0.30000000000000004 in floating point
    expect(lineAmount(parseDecimal("0.1"), 3)).toBe(0n);
    expect(lineAmount(parseDecimal("0.3"), 5)).toBe(2n); // 1.5 → 2
    expect(lineAmount(parseDecimal("1.15"), 10)).toBe(12n); // 11.5 → 12 (floats give 11.499…)
  });

  test("percentages round half away from zero", () => {
    expect(percentOf(5n, 10)).toBe(1n); // 0.5 → 1
    expect(percentOf(50n, 1)).toBe(1n); // 0.5 → 1
    expect(percentOf(149n, 1)).toBe(1n); // 1.49 → 1
    expect(percentOf(0n, 18)).toBe(0n);
  });
});

describe("French formatting", () => {
  test.each([
    [0, "0"],
    [999, "999"],
    [1000, `1${NB}000`],
    [1500000, `1${NB}500${NB}000`],
    [100_000_000_000, `100${NB}000${NB}000${NB}000`],
    [-25000, `-25${NB}000`],
  ])("%d → %j", (n, expected) => {
    expect(formatAmount(n)).toBe(expected);
  });

  test("FCFA after a non-breaking space", () => {
    expect(formatFcfa(1500000)).toBe(`1${NB}500${NB}000${NB}FCFA`);
    expect(formatFcfa(1500000).replace(/\u00a0/g, " ")).toBe("1 500 000 FCFA");
  });

  test("quantities with a decimal comma", () => {
    expect(formatQuantity(parseDecimal("1.5"))).toBe("1,5");
    expect(formatQuantity(parseDecimal("2.50"))).toBe("2,5");
    expect(formatQuantity(parseDecimal("0.1"))).toBe("0,1");
    expect(formatQuantity(parseDecimal("1000"))).toBe(`1${NB}000`);
    expect(formatQuantity(parseDecimal("3.0"))).toBe("3");
  });
});

describe("inputs settle on what they count for (docs/product.md §5: non-numeric becomes 0)", () => {
  test.each([
    ["1,50", "1,5"],
    ["2.5", "2,5"],
    ["1 000,5", `1${NB}000,5`],
    ["abc", "0"],
    ["", "0"],
    ["007", "7"],
    [".5", "0,5"],
    ["-0.25", "-0,25"],
    ["2.0", "2"],
  ])("decimal %j → %j", (raw, shown) => {
    expect(normalizeDecimal(raw)).toBe(shown);
  });

  test.each([
    ["1500.7", `1${NB}500`],
    ["1 500 000", `1${NB}500${NB}000`],
    ["", "0"],
    ["x", "0"],
    ["18", "18"],
  ])("whole %j → %j", (raw, shown) => {
    expect(normalizeWhole(raw)).toBe(shown);
  });

  test("what is shown is read back as the same number", () => {
    for (const raw of ["2,5", "1 000,5", "0.1", "12"]) {
      expect(parseDecimal(normalizeDecimal(raw))).toEqual(parseDecimal(raw));
    }
    expect(parseWhole(normalizeWhole("1500000"))).toBe(1_500_000);
  });
});

describe("French typing: decimal comma and grouped thousands", () => {
  test.each([
    ["2,5", 25n, 1],
    ["2.5", 25n, 1],
    ["1 000,5", 10005n, 1],
    [`1${NB}000,5`, 10005n, 1],
    ["1\u202f000", 1000n, 0],
    ["1 500 000", 1500000n, 0],
  ])("%j", (raw, units, scale) => {
    expect(parseDecimal(raw)).toEqual({ units, scale });
  });

  test("« 2,5 » × 10 000 is 25 000, not 250 000", () => {
    expect(lineAmount(parseDecimal("2,5"), parseWhole("10 000"))).toBe(25_000n);
  });

  test("a price typed with spaces is read whole", () => {
    expect(parseWhole("1 500 000")).toBe(1_500_000);
  });
});

describe("normalizeWhole past 2^53", () => {
  test("shows the figure typed, to the unit, and never throws", () => {
    expect(normalizeWhole("9007199254740993")).toBe(`9${NB}007${NB}199${NB}254${NB}740${NB}993`);
    expect(normalizeWhole("9".repeat(400)).replaceAll(NB, "")).toBe("9".repeat(400));
  });
});
