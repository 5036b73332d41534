import { describe, expect, it } from "vitest";
import { signedBarChart } from "./chart.ts";

describe("the margin chart", () => {
  it("draws a loss below the zero line, a gain above, on one scale", () => {
    // Plot 100 high (top 0, bottom 0); axis +100 000 / −50 000: zero at 100 × 100/150.
    const c = signedBarChart([100_000, -50_000, 0], { width: 300, height: 100, top: 0, bottom: 0 });
    expect(c.zero).toBeCloseTo(66.667, 2);
    expect(c.bars[0]).toMatchObject({ negative: false });
    expect(c.bars[0]!.y).toBeCloseTo(0, 5);
    expect(c.bars[0]!.height).toBeCloseTo(66.667, 2);
    expect(c.bars[1]).toMatchObject({ negative: true });
    expect(c.bars[1]!.y).toBeCloseTo(66.667, 2);
    expect(c.bars[1]!.height).toBeCloseTo(33.333, 2);
    expect(c.bars[2]!.height).toBe(0);
    expect(c.ticks.map((t) => t.value)).toEqual([100_000, 0, -50_000]);
  });

  it("with only gains, zero is the bottom", () => {
    const c = signedBarChart([10, 20], { width: 100, height: 50, top: 10, bottom: 10 });
    expect(c.zero).toBe(40);
    expect(c.ticks.map((t) => t.value)).toEqual([20, 0]);
  });
});

describe("a month's bounds for the links", () => {
  it("knows February and December", async () => {
    const { monthBounds } = await import("./links.ts");
    expect(monthBounds("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});
