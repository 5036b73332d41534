import { describe, expect, it } from "vitest";
import { calendarText, escapeText, foldLine, icsTime, type CalendarEvent } from "./ics.ts";

const event: CalendarEvent = {
  method: "REQUEST",
  uid: "0b7e-booking@teranga.example",
  sequence: 0,
  stamp: new Date("2026-11-30T08:15:00Z"),
  start: new Date("2026-12-01T09:30:00Z"),
  end: new Date("2026-12-01T10:00:00Z"),
  summary: "Appel découverte, 30 minutes",
  description: "Sujet : Site Vitrine; note, avec virgule\nDeuxième ligne \\ fin",
  url: "https://site.example/rendez-vous/abc",
  organizer: { name: "Awa Ndiaye", email: "awa@teranga.example" },
  attendees: [{ name: 'Moussa "Mo" Diop', email: "moussa@example.sn" }],
};

describe("the call's invitation (.ics)", () => {
  it("writes the times in UTC", () => {
    expect(icsTime(new Date("2026-12-01T09:30:00.000Z"))).toBe("20261201T093000Z");
  });

  it("escapes text values", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    // Unfolding (removing CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("makes a REQUEST with its UID, sequence, organizer and attendee, CRLF throughout", () => {
    const text = calendarText(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Teranga Digital//Reserver un appel//FR",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:0b7e-booking@teranga.example",
      "SEQUENCE:0",
      "DTSTAMP:20261130T081500Z",
      "DTSTART:20261201T093000Z",
      "DTEND:20261201T100000Z",
      "SUMMARY:Appel découverte\\, 30 minutes",
      "DESCRIPTION:Sujet : Site Vitrine\\; note\\, avec virgule\\nDeuxième ligne \\\\ fin",
      "URL:https://site.example/rendez-vous/abc",
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      'ORGANIZER;CN="Awa Ndiaye":mailto:awa@teranga.example',
      'ATTENDEE;CN="Moussa Mo Diop";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:moussa@example.sn',
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
    for (const line of text.split("\r\n")) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    }
  });

  it("cancels with the same UID, a higher sequence and METHOD:CANCEL", () => {
    const lines = calendarText({ ...event, method: "CANCEL", sequence: 2 })
      .replace(/\r\n /g, "")
      .split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("UID:0b7e-booking@teranga.example");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CANCELLED");
  });
});
