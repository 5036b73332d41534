import { describe, expect, it } from "vitest";
import { formatFrenchDate, formatFrenchDateTime, relativeTimeFr } from "./dates.ts";

describe("formatFrenchDateTime", () => {
  it("writes the weekday capitalised, the day, month, year and 24-hour time in Dakar", () => {
    expect(formatFrenchDateTime(new Date("2026-11-22T14:30:00Z"))).toBe(
      "Dimanche 22 novembre 2026 à 14:30",
    );
  });
  it("uses Dakar time (UTC+0 all year) whatever the host time zone", () => {
    expect(formatFrenchDateTime(new Date("2026-01-05T23:05:00Z"))).toBe(
      "Lundi 5 janvier 2026 à 23:05",
    );
  });
  it("keeps midnight as 00, not 24", () => {
    expect(formatFrenchDateTime(new Date("2026-03-01T00:07:00Z"))).toBe(
      "Dimanche 1 mars 2026 à 00:07",
    );
  });
  it("follows another time zone when asked", () => {
    expect(formatFrenchDateTime(new Date("2026-11-22T14:30:00Z"), "Europe/Paris")).toBe(
      "Dimanche 22 novembre 2026 à 15:30",
    );
  });
});

describe("formatFrenchDate", () => {
  it("writes the day, month name and year", () => {
    expect(formatFrenchDate(new Date("2026-11-22T12:00:00Z"))).toBe("22 novembre 2026");
  });
});

describe("relativeTimeFr", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:30Z", "à l'instant"],
    ["2026-11-22T11:55:00Z", "il y a 5 minutes"],
    ["2026-11-22T09:00:00Z", "il y a 3 heures"],
    ["2026-11-21T12:00:00Z", "hier"],
    ["2026-11-19T12:00:00Z", "il y a 3 jours"],
    ["2026-11-08T12:00:00Z", "il y a 2 semaines"],
    ["2026-06-24T12:00:00Z", "il y a 5 mois"],
    ["2025-03-04T00:00:00Z", "il y a 1 an"],
    ["2024-01-04T00:00:00Z", "il y a 2 ans"],
  ])("%s → %s", (date, expected) => {
    expect(relativeTimeFr(new Date(date), now).replace(/\u00a0/g, " ")).toBe(expected);
  });
});
