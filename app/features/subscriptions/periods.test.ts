import { describe, expect, it } from "vitest";
import {
  addMonths,
  duePeriods,
  nextDate,
  periodEnd,
  periodLabel,
  periodStart,
  skippedByPause,
  type Calendar,
} from "./periods.ts";

const monthly = (over: Partial<Calendar> = {}): Calendar => ({
  period: "monthly",
  startOn: "2026-11-26",
  endOn: null,
  pausedOn: null,
  stoppedOn: null,
  ...over,
});

describe("addMonths", () => {
  it("keeps the day, or takes the last day of a shorter month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-08-31", 1)).toBe("2026-09-30");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonths("2026-12-31", 12)).toBe("2027-12-31");
  });
});

describe("periods of a subscription", () => {
  it("starting on the 31st: every month, on the 31st or the month's last day, never drifting", () => {
    const starts = Array.from({ length: 6 }, (_, n) => periodStart("2027-01-31", "monthly", n));
    expect(starts).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
    ]);
    expect(periodEnd("2027-01-31", "monthly", 0)).toBe("2027-02-27");
    expect(periodEnd("2027-01-31", "monthly", 1)).toBe("2027-03-30");
  });

  it("quarterly and yearly, a leap day included", () => {
    expect(periodStart("2026-11-30", "quarterly", 1)).toBe("2027-02-28");
    expect(periodStart("2026-11-30", "quarterly", 2)).toBe("2027-05-30");
    expect(periodStart("2028-02-29", "yearly", 1)).toBe("2029-02-28");
    expect(periodStart("2028-02-29", "yearly", 4)).toBe("2032-02-29");
  });

  it("the first period is due on its start day", () => {
    expect(duePeriods(monthly(), "2026-11-25", new Set())).toEqual([]);
    expect(duePeriods(monthly(), "2026-11-26", new Set())).toEqual([
      { n: 0, start: "2026-11-26", end: "2026-12-25" },
    ]);
  });

  it("after a downtime, each missed period once, with its own dates; claimed ones never again", () => {
    const due = duePeriods(monthly(), "2027-02-27", new Set(["2026-11-26"]));
    expect(due.map((p) => p.start)).toEqual(["2026-12-26", "2027-01-26", "2027-02-26"]);
    expect(
      duePeriods(monthly(), "2027-02-27", new Set(["2026-11-26", "2026-12-26", "2027-01-26"])),
    ).toEqual([{ n: 3, start: "2027-02-26", end: "2027-03-25" }]);
  });

  it("end date: no period starting after it", () => {
    const cal = monthly({ endOn: "2027-01-26" });
    expect(duePeriods(cal, "2027-06-01", new Set()).map((p) => p.start)).toEqual([
      "2026-11-26",
      "2026-12-26",
      "2027-01-26",
    ]);
    expect(nextDate(cal, "2027-01-26", new Set(["2026-11-26", "2026-12-26", "2027-01-26"]))).toBe(
      null,
    );
  });

  it("paused or stopped: nothing from that day on", () => {
    expect(
      duePeriods(monthly({ pausedOn: "2026-12-26" }), "2027-03-01", new Set(["2026-11-26"])),
    ).toEqual([]);
    // Missed before the pause: still due.
    expect(
      duePeriods(monthly({ pausedOn: "2027-01-01" }), "2027-03-01", new Set(["2026-11-26"])).map(
        (p) => p.start,
      ),
    ).toEqual(["2026-12-26"]);
    expect(
      duePeriods(monthly({ stoppedOn: "2026-12-26" }), "2027-03-01", new Set(["2026-11-26"])),
    ).toEqual([]);
    expect(nextDate(monthly({ pausedOn: "2026-12-01" }), "2026-12-01", new Set())).toBe(null);
  });

  it("on resume, the periods that started during the pause are skipped, not the one starting that day", () => {
    const cal = monthly();
    expect(skippedByPause(cal, "2026-12-10", "2027-02-26")).toEqual(["2026-12-26", "2027-01-26"]);
    expect(skippedByPause(cal, "2026-12-10", "2026-12-20")).toEqual([]);
    expect(skippedByPause(cal, "2026-12-10", "2026-12-10")).toEqual([]);
    expect(skippedByPause({ ...cal, endOn: "2026-12-31" }, "2026-12-10", "2027-03-01")).toEqual([
      "2026-12-26",
    ]);
  });

  it("the next date", () => {
    expect(nextDate(monthly(), "2026-11-20", new Set())).toBe("2026-11-26");
    expect(nextDate(monthly(), "2026-11-26", new Set(["2026-11-26"]))).toBe("2026-12-26");
  });
});

describe("periodLabel", () => {
  it("names calendar months, quarters and years, and any other span by its days", () => {
    expect(periodLabel("2026-12-01", "2026-12-31")).toBe("décembre 2026");
    expect(periodLabel("2027-01-01", "2027-03-31")).toBe("janvier à mars 2027");
    expect(periodLabel("2026-12-01", "2027-02-28")).toBe("décembre 2026 à février 2027");
    expect(periodLabel("2027-01-01", "2027-12-31")).toBe("année 2027");
    expect(periodLabel("2026-11-26", "2026-12-25")).toBe(
      "du 26\u00a0novembre 2026 au 25\u00a0décembre 2026",
    );
    expect(periodLabel("2026-12-01", "2026-12-15")).toBe(
      "du 1er\u00a0décembre 2026 au 15\u00a0décembre 2026",
    );
  });
});
