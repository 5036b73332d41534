import { describe, expect, it } from "vitest";
import {
  ageBucket,
  barChart,
  conversionRate,
  lastMonths,
  monthBounds,
  monthLabel,
  monthSeries,
  monthShort,
  niceMax,
  shortAmount,
} from "./figures.ts";

describe("ageBucket", () => {
  it.each([
    ["2026-11-26", null], // due today: not late
    ["2026-12-01", null], // due later
    ["2026-11-25", "1-30"], // late by 1 day
    ["2026-10-27", "1-30"], // 30 days
    ["2026-10-26", "31-60"], // 31 days
    ["2026-09-27", "31-60"], // 60 days
    ["2026-09-26", "61-90"], // 61 days
    ["2026-08-28", "61-90"], // 90 days
    ["2026-08-27", "91+"], // 91 days
    ["2020-01-01", "91+"],
  ])("due %s, seen on 2026-11-26 → %s", (due, bucket) => {
    expect(ageBucket(due, "2026-11-26")).toBe(bucket);
  });

  it("counts days across a month end and a leap day", () => {
    expect(ageBucket("2024-01-30", "2024-03-01")).toBe("31-60"); // 31 days with 29 February
    expect(ageBucket("2023-01-30", "2023-03-01")).toBe("1-30"); // 30 days
  });
});

describe("the month series", () => {
  it("ends with the current month, twelve months, oldest first, across a year", () => {
    expect(lastMonths("2026-02-14")).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  it("fills empty months with 0 and drops months outside the window", () => {
    const s = monthSeries(
      [
        { month: "2026-01", amount: 500, count: 2 },
        { month: "2024-01", amount: 9, count: 1 },
        { month: "2026-11", amount: 7, count: 1 },
      ],
      "2026-11-30",
    );
    expect(s).toHaveLength(12);
    expect(s[0]).toEqual({ month: "2025-12", amount: 0, count: 0 });
    expect(s[1]).toEqual({ month: "2026-01", amount: 500, count: 2 });
    expect(s[11]).toEqual({ month: "2026-11", amount: 7, count: 1 });
    expect(s.reduce((t, m) => t + m.amount, 0)).toBe(507);
  });

  it("knows each month's last day", () => {
    expect(monthBounds("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("names months in French", () => {
    expect(monthLabel("2026-08")).toBe("août 2026");
    expect(monthShort("2026-02")).toBe("févr.");
    expect(monthShort("2026-06")).toBe("juin");
    expect(monthShort("2026-11")).toBe("nov.");
  });
});

describe("conversionRate", () => {
  it("is accepted out of issued, in whole percent, rounded half up", () => {
    expect(conversionRate(5, 2)).toBe(40);
    expect(conversionRate(3, 1)).toBe(33);
    expect(conversionRate(3, 2)).toBe(67);
    expect(conversionRate(8, 1)).toBe(13); // 12.5 → 13
    expect(conversionRate(4, 4)).toBe(100);
    expect(conversionRate(4, 0)).toBe(0);
  });

  it("is no rate at all without a quote", () => {
    expect(conversionRate(0, 0)).toBeNull();
  });
});

describe("the bar chart's geometry", () => {
  it("rounds the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(1_180_000)).toBe(2_000_000);
    expect(niceMax(2_360_000)).toBe(2_500_000);
    expect(niceMax(3_000_000)).toBe(5_000_000);
    expect(niceMax(500)).toBe(500);
  });

  it("puts bars on the baseline, proportional to their value, inside the box", () => {
    const c = barChart([0, 250, 1000, 500], {
      width: 440,
      height: 200,
      left: 40,
      top: 10,
      bottom: 30,
    });
    expect(c.baseline).toBe(170);
    const plot = 160;
    expect(c.bars.map((b) => b.height)).toEqual([0, plot / 4, plot, plot / 2]);
    for (const b of c.bars) {
      expect(b.y + b.height).toBeCloseTo(170);
      expect(b.x).toBeGreaterThanOrEqual(40);
      expect(b.x + b.width).toBeLessThanOrEqual(440);
    }
    // Equal slots of 100: centres at 90, 190, 290, 390; bars 64 wide.
    expect(c.bars.map((b) => b.cx)).toEqual([90, 190, 290, 390]);
    expect(c.bars[0]!.width).toBeCloseTo(64);
    expect(c.ticks).toEqual([
      { value: 0, y: 170 },
      { value: 500, y: 90 },
      { value: 1000, y: 10 },
    ]);
  });

  it("draws a tiny amount at least one unit high, and all zeros flat", () => {
    const c = barChart([1, 1_000_000], { width: 100, height: 100 });
    expect(c.bars[0]!.height).toBe(1);
    expect(barChart([0, 0], { width: 100, height: 100 }).bars.every((b) => b.height === 0)).toBe(
      true,
    );
  });

  it("labels the axis shortly", () => {
    expect(shortAmount(2_500_000)).toBe("2,5\u00a0M");
    expect(shortAmount(750_000)).toBe("750\u00a0k");
    expect(shortAmount(0)).toBe("0");
  });
});
