import { describe, expect, it } from "vitest";
import { AvailabilitySchema, BookingSchema } from "./schemas.ts";

const good = {
  slot: "2026-12-08T10:00:00.000Z",
  name: "Aminata Fall",
  email: "aminata@keurfall.sn",
  phone: "+221 77 555 12 34",
  subject: "site-vitrine",
};

const messages = (value: unknown) => {
  const parsed = BookingSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("the booking form's rules", () => {
  it("accepts a complete form, company and note optional", () => {
    expect(BookingSchema.parse(good)).toMatchObject({ company: "", note: "" });
  });

  it("says in French what is missing or wrong", () => {
    expect(messages({ ...good, slot: undefined })).toEqual(["Choisissez un créneau"]);
    expect(messages({ ...good, slot: "2026-13-45T99:99Z" })).toEqual([
      "Choisissez un créneau proposé",
    ]);
    expect(messages({ ...good, slot: "demain" })).toEqual(["Choisissez un créneau proposé"]);
    expect(messages({ ...good, email: undefined })).toEqual(["Indiquez votre adresse e-mail"]);
    expect(messages({ ...good, email: "pas-un-email" })).toEqual(["Email invalide"]);
    expect(messages({ ...good, phone: undefined })).toEqual([
      "Indiquez un numéro de téléphone ou WhatsApp",
    ]);
    expect(messages({ ...good, phone: "abc" })).toEqual([
      "Le numéro de téléphone n'est pas valide",
    ]);
    expect(messages({ ...good, subject: "autre-chose" })).toEqual([
      "Veuillez sélectionner un sujet",
    ]);
    expect(messages({ ...good, name: "A" })).toEqual([
      "Le nom doit contenir au moins 2 caractères",
    ]);
  });
});

describe("a member's hours", () => {
  const week = (from: string[], to: string[]) => ({
    takesCalls: "on",
    from,
    to,
    noticeMinutes: "120",
    bufferMinutes: "10",
    daysOff: "2026-12-25, 2027-01-01 2026-12-25",
  });
  const open = ["09:00", "09:00", "09:00", "09:00", "09:00", "", ""];
  const close = ["18:00", "18:00", "18:00", "18:00", "18:00", "", ""];

  it("reads the week, the numbers and the days off (sorted, once each)", () => {
    expect(AvailabilitySchema.parse(week(open, close))).toEqual({
      takesCalls: true,
      from: open,
      to: close,
      noticeMinutes: 120,
      bufferMinutes: 10,
      daysOff: ["2026-12-25", "2027-01-01"],
    });
  });

  it("refuses a day with a start and no end, an end before the start, a date that is not one", () => {
    const issues = (v: unknown) => {
      const parsed = AvailabilitySchema.safeParse(v);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(issues(week(["09:00", ...open.slice(1)], ["", ...close.slice(1)]))).toEqual([
      "Indiquez le début et la fin, ou laissez les deux vides",
    ]);
    expect(issues(week(["18:00", ...open.slice(1)], ["09:00", ...close.slice(1)]))).toEqual([
      "La fin doit venir au moins 30 minutes après le début",
    ]);
    expect(issues({ ...week(open, close), daysOff: "25/12/2026" })).toEqual([
      "« 25/12/2026 » n'est pas une date (AAAA-MM-JJ)",
    ]);
  });
});
