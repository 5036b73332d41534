// The invitation of a booked call (RFC 5545, iTIP RFC 5546): METHOD:REQUEST when it is
// made or moved, METHOD:CANCEL when it is cancelled; the same UID throughout and a
// SEQUENCE raised at each change, so calendars update the one event. Times in UTC (Z),
// which is also Dakar's. Pure: text in, text out.

export type CalendarEvent = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where to manage the call (cancel, reschedule). */
  url: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

/** "20261201T093000Z". */
export function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in a parameter
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF then one space, never inside
 * a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function mailto(email: string): string {
  return `mailto:${email}`;
}

/** The calendar file's text: CRLF line endings, folded lines, escaped text. */
export function calendarText(event: CalendarEvent): string {
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Teranga Digital//Reserver un appel//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "NEEDS-ACTION"};RSVP=FALSE:${mailto(a.email)}`,
    ),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
