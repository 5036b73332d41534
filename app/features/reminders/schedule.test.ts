import { describe, expect, it } from "vitest";
import { daysLate, dueStep, nextStep, type SentReminder } from "./schedule.ts";

const STEPS = [3, 15, 30];
const DUE = "2026-10-31";
const step = (today: string, sent: SentReminder[] = [], steps = STEPS) =>
  dueStep({ dueDate: DUE, today, steps, sent });

describe("daysLate", () => {
  it("counts calendar days past the due date, across months and years", () => {
    expect(daysLate(DUE, "2026-10-31")).toBe(0);
    expect(daysLate(DUE, "2026-11-03")).toBe(3);
    expect(daysLate(DUE, "2026-10-30")).toBe(-1);
    expect(daysLate("2026-12-30", "2027-01-14")).toBe(15);
    expect(daysLate("2028-02-27", "2028-03-01")).toBe(3); // 2028 is a leap year
  });
});

describe("dueStep", () => {
  it("nothing before the first step: on the due date, and two days after", () => {
    expect(step("2026-10-31")).toBeNull();
    expect(step("2026-11-02")).toBeNull();
  });

  it("each step on its day (3, 15 and 30 days after the due date), and the days after", () => {
    expect(step("2026-11-03")).toBe(3);
    expect(step("2026-11-10")).toBe(3);
    expect(step("2026-11-15")).toBe(15);
    expect(step("2026-11-30")).toBe(30);
    expect(step("2027-03-01")).toBe(30);
  });

  it("a step already sent is not sent again; the next one comes on its day", () => {
    const sent3 = [{ step: 3, day: "2026-11-03" }];
    expect(step("2026-11-03", sent3)).toBeNull();
    expect(step("2026-11-14", sent3)).toBeNull();
    expect(step("2026-11-15", sent3)).toBe(15);
    const sentAll = [...sent3, { step: 15, day: "2026-11-15" }, { step: 30, day: "2026-11-30" }];
    expect(step("2027-01-01", sentAll)).toBeNull();
  });

  it("after days of the server being down, only the latest step due, once", () => {
    // Down from before the 3-day step until day 35: the 30-day one, not three at once.
    expect(step("2026-12-05")).toBe(30);
    expect(step("2026-12-05", [{ step: 30, day: "2026-12-05" }])).toBeNull();
    // The skipped 3 and 15 never go out afterwards.
    expect(step("2026-12-06", [{ step: 30, day: "2026-12-05" }])).toBeNull();
  });

  it("a reminder sent by hand since the step fell due stands for it", () => {
    expect(step("2026-11-05", [{ step: null, day: "2026-11-04" }])).toBeNull();
    expect(step("2026-11-03", [{ step: null, day: "2026-11-03" }])).toBeNull();
    // Sent by hand before the step's day: the step still goes.
    expect(step("2026-11-03", [{ step: null, day: "2026-11-02" }])).toBe(3);
    expect(step("2026-11-15", [{ step: null, day: "2026-11-04" }])).toBe(15);
  });

  it("follows the configured steps, whatever their order; none configured, none sent", () => {
    expect(step("2026-11-07", [], [30, 7])).toBe(7);
    expect(step("2026-11-06", [], [30, 7])).toBeNull();
    expect(step("2027-01-01", [], [])).toBeNull();
    // Steps lowered after a later one was sent: never back to an earlier step.
    expect(step("2026-11-20", [{ step: 30, day: "2026-11-30" }], [3, 10])).toBeNull();
  });
});

describe("nextStep", () => {
  it("the next step still to come, with its day", () => {
    expect(nextStep({ dueDate: DUE, today: "2026-10-20", steps: STEPS, sent: [] })).toEqual({
      step: 3,
      day: "2026-11-03",
    });
    expect(
      nextStep({
        dueDate: DUE,
        today: "2026-11-03",
        steps: STEPS,
        sent: [{ step: 3, day: "2026-11-03" }],
      }),
    ).toEqual({ step: 15, day: "2026-11-15" });
    expect(nextStep({ dueDate: DUE, today: "2026-12-01", steps: STEPS, sent: [] })).toBeNull();
  });
});
