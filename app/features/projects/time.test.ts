import { describe, expect, it } from "vitest";
import { isIsoDay } from "#app/lib/form-fields.ts";
import {
  amountOfMinutes,
  billingRate,
  formatMinutes,
  parseDuration,
  timerMinutes,
  weekOf,
} from "./time.ts";

// The rules of docs/product.md « Temps », checked against arithmetic written here.

/** Half away from zero, in exact integers (independent of the app's helper). */
function roundHalfAway(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  const a = n * sign;
  const q = a / d;
  const r = a - q * d;
  return sign * (r * 2n >= d ? q + 1n : q);
}

describe("parseDuration", () => {
  it.each([
    ["1h30", 90],
    ["1 h 30", 90],
    ["1h30min", 90],
    ["1\u00a0h\u00a030", 90],
    ["90", 90],
    ["90 min", 90],
    ["45mn", 45],
    ["1:30", 90],
    ["0:05", 5],
    ["2h", 120],
    ["2 heures", 120],
    ["1,5 h", 90],
    ["1.25h", 75],
    ["0,01h", 1], // 0.6 min → 1
    ["24h", 1440],
    ["8:00", 480],
  ])("reads « %s » as %i minutes", (raw, minutes) => {
    expect(parseDuration(raw)).toEqual({ ok: true, minutes });
  });

  it.each([
    ["", /Indiquez la durée/],
    ["abc", /Durée illisible/],
    ["1h30h", /Durée illisible/],
    ["-30", /Durée illisible/],
    ["1,5", /Durée illisible/],
    ["0", /Durée nulle/],
    ["0h00", /Durée nulle/],
    ["1:75", /Minutes au-delà de 59/],
    ["1h75", /Minutes au-delà de 59/],
    ["25h", /Plus de 24\u00a0heures/],
    ["1441", /Durée illisible|Plus de 24/],
  ])("refuses « %s » in French", (raw, message) => {
    const parsed = parseDuration(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(message);
      expect(parsed.message).toMatch(/[éèàûù«]/);
    }
  });
});

describe("rounding: minutes whole, francs whole, half away from zero", () => {
  it("a timer counts to the nearest minute, 30 s up", () => {
    const t0 = new Date("2026-11-30T08:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(timerMinutes(t0, at(29))).toBe(0);
    expect(timerMinutes(t0, at(30))).toBe(1);
    expect(timerMinutes(t0, at(89))).toBe(1);
    expect(timerMinutes(t0, at(90))).toBe(2);
    expect(timerMinutes(t0, at(3 * 3600 + 17 * 60 + 31))).toBe(198);
  });

  it("time's worth: round(minutes × rate / 60), against the exact integers", () => {
    const cases: [number, number][] = [];
    for (const minutes of [1, 7, 13, 45, 59, 61, 90, 97, 479, 1440])
      for (const rate of [1, 3, 25_000, 17_999, 12_345, 333_333, 7]) cases.push([minutes, rate]);
    for (const [minutes, rate] of cases) {
      const expected = roundHalfAway(BigInt(minutes) * BigInt(rate), 60n);
      expect(amountOfMinutes(minutes, rate), `${minutes} min × ${rate}`).toBe(Number(expected));
    }
    // The half case by hand: 1 min at 30 F = 0,5 F → 1 F; at 90 F = 1,5 F → 2 F.
    expect(amountOfMinutes(1, 30)).toBe(1);
    expect(amountOfMinutes(1, 90)).toBe(2);
    expect(amountOfMinutes(1, 29)).toBe(0);
  });

  it("the billing rate: the project's, else the prestation's by the hour or the day", () => {
    expect(billingRate(20_000, { unitPrice: 100_000, unit: "jour" })).toBe(20_000);
    expect(billingRate(null, { unitPrice: 15_000, unit: "heure" })).toBe(15_000);
    expect(billingRate(null, { unitPrice: 15_000, unit: "h" })).toBe(15_000);
    // 100 004 / 8 = 12 500,5 → 12 501.
    expect(billingRate(null, { unitPrice: 100_004, unit: "Jour" })).toBe(12_501);
    expect(billingRate(null, { unitPrice: 750_000, unit: "forfait" })).toBeNull();
    expect(billingRate(null, null)).toBeNull();
  });

  it("writes durations the French way", () => {
    expect(formatMinutes(90)).toBe("1\u00a0h\u00a030");
    expect(formatMinutes(45)).toBe("45\u00a0min");
    expect(formatMinutes(480)).toBe("8\u00a0h");
    expect(formatMinutes(65)).toBe("1\u00a0h\u00a005");
  });
});

describe("weekOf: Monday to Sunday", () => {
  it.each([
    ["2026-11-30", "2026-11-30"], // a Monday
    ["2026-12-06", "2026-11-30"], // its Sunday
    ["2026-12-03", "2026-11-30"],
    ["2027-01-01", "2026-12-28"], // across the year
    ["2028-03-01", "2028-02-28"], // across a leap February
  ])("%s is in the week of Monday %s", (day, monday) => {
    const week = weekOf(day);
    expect(week.monday).toBe(monday);
    expect(week.days).toHaveLength(7);
    expect(week.days).toContain(day);
    // Independent: Monday is getUTCDay() 1, each next day one more, Sunday 0.
    expect(week.days.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay())).toEqual([
      1, 2, 3, 4, 5, 6, 0,
    ]);
    expect(week.sunday).toBe(week.days[6]);
  });

  it("knows a real day from a typo", () => {
    expect(isIsoDay("2026-11-30")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("30/11/2026")).toBe(false);
  });
});
