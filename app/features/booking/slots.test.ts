import { describe, expect, it } from "vitest";
import {
  dayLabel,
  defaultAvailability,
  freeSlots,
  slotRefusal,
  slotsByDay,
  timeLabel,
  whyNot,
  type Availability,
  type Busy,
} from "./slots.ts";

// Dakar is UTC+0: every instant below is written in Dakar time with its Z.
const at = (iso: string) => new Date(iso);
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString().slice(0, 16));

/** Every half hour of a day between two hours, written out by hand. */
function halfHours(day: string, from: number, to: number): string[] {
  const out: string[] = [];
  for (let h = from; h < to; h++) {
    out.push(`${day}T${String(h).padStart(2, "0")}:00`, `${day}T${String(h).padStart(2, "0")}:30`);
  }
  return out;
}

describe("free slots", () => {
  it("offers Monday to Friday 09:00–18:00 by default, 30 minutes each, for 14 days", () => {
    // Monday 30 November 2026, 07:00: two hours' notice leaves 09:00 as the first slot.
    const slots = freeSlots([defaultAvailability("a")], [], at("2026-11-30T07:00:00Z"));
    const days = slotsByDay(slots).map((d) => d.day);
    // Two working weeks: the weekends (5–6 and 12–13 December) are skipped.
    expect(days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
    ]);
    expect(starts(slotsByDay(slots)[0]!.slots)).toEqual(halfHours("2026-11-30", 9, 18));
    expect(slots).toHaveLength(10 * 18);
    expect(slots[0]!.memberIds).toEqual(["a"]);
  });

  it("keeps the minimum notice from now", () => {
    const a: Availability = { ...defaultAvailability("a"), noticeMinutes: 180 };
    const slots = freeSlots([a], [], at("2026-11-30T10:10:00Z"), 1);
    // 10:10 + 3 h = 13:10: the first slot is 13:30.
    expect(starts(slots)).toEqual(halfHours("2026-11-30", 13, 18).slice(1));
  });

  it("skips the days off and follows each member's own hours", () => {
    const a: Availability = {
      ...defaultAvailability("a"),
      weekly: [
        { from: "10:00", to: "11:00" },
        { from: "10:00", to: "11:00" },
        null,
        null,
        null,
        { from: "09:00", to: "10:00" },
        null,
      ],
      daysOff: ["2026-12-01"],
    };
    // From Sunday 29 November, nine days: up to Monday 7 December.
    const slots = freeSlots([a], [], at("2026-11-29T00:00:00Z"), 9);
    expect(starts(slots)).toEqual([
      "2026-11-30T10:00",
      "2026-11-30T10:30",
      // Tuesday 1 December is a day off; Saturday 5 December is open for this member.
      "2026-12-05T09:00",
      "2026-12-05T09:30",
      "2026-12-07T10:00",
      "2026-12-07T10:30",
    ]);
  });

  it("leaves out booked slots and the buffer around them, per member", () => {
    const a: Availability = { ...defaultAvailability("a"), bufferMinutes: 15, noticeMinutes: 0 };
    const b: Availability = { ...defaultAvailability("b"), noticeMinutes: 0 };
    const busy: Busy[] = [
      { memberId: "a", start: at("2026-11-30T10:00:00Z"), end: at("2026-11-30T10:30:00Z") },
    ];
    const slots = freeSlots([a, b], busy, at("2026-11-30T08:00:00Z"), 1);
    const of = (member: string) => starts(slots.filter((s) => s.memberIds.includes(member)));
    // a: 09:30 ends 10:00 + 15 min buffer reaches the call; 10:30 starts within its buffer.
    expect(of("a")).toEqual(
      halfHours("2026-11-30", 9, 18).filter(
        (s) => !["2026-11-30T09:30", "2026-11-30T10:00", "2026-11-30T10:30"].includes(s),
      ),
    );
    // b is free all day: the slot at 10:00 is still offered, with b only.
    expect(of("b")).toEqual(halfHours("2026-11-30", 9, 18));
    expect(
      slots.find((s) => s.start.toISOString().startsWith("2026-11-30T10:00"))!.memberIds,
    ).toEqual(["b"]);
  });

  it("says why a slot cannot be booked", () => {
    const a = defaultAvailability("a");
    const now = at("2026-11-30T10:00:00Z");
    const busy: Busy[] = [
      { memberId: "a", start: at("2026-11-30T15:00:00Z"), end: at("2026-11-30T15:30:00Z") },
    ];
    expect(whyNot(a, at("2026-11-30T09:00:00Z"), busy, now)).toBe("past");
    expect(whyNot(a, at("2026-11-30T11:00:00Z"), busy, now)).toBe("notice");
    expect(whyNot(a, at("2026-11-30T18:00:00Z"), busy, now)).toBe("hours");
    expect(whyNot(a, at("2026-11-30T17:30:00Z"), busy, now)).toBeNull();
    expect(whyNot(a, at("2026-11-30T14:15:00Z"), busy, now)).toBe("hours");
    expect(whyNot(a, at("2026-12-05T10:00:00Z"), busy, now)).toBe("hours");
    expect(whyNot(a, at("2026-11-30T15:00:00Z"), busy, now)).toBe("taken");
    expect(slotRefusal([a], at("2026-11-30T15:00:00Z"), busy, now)).toBe("taken");
    expect(
      slotRefusal([a, defaultAvailability("b")], at("2026-11-30T15:00:00Z"), busy, now),
    ).toBeNull();
    expect(slotRefusal([], at("2026-11-30T15:00:00Z"), busy, now)).toBe("hours");
  });

  it("writes the time the French way", () => {
    expect(timeLabel(at("2026-11-30T09:30:00Z"))).toBe("09:30");
    expect(dayLabel("2026-12-01")).toBe("Mardi 1 décembre");
  });
});
