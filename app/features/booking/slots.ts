// « Réserver un appel » (ADR 044): the free 30-minute slots of the next days, from each
// member's weekly hours, notice, buffer and days off, minus what is booked. Pure: the
// clock, the members and the bookings are given. Dakar is UTC+0 all year (no daylight
// saving), so a Dakar day and hour are the UTC ones.

/** A call lasts this long; slots start on this grid from the opening hour. */
export const CALL_MINUTES = 30;
/** How many days ahead the page offers (today included). */
export const BOOKING_DAYS = 14;

export const WEEKDAYS = [
  "Lundi",
  "Mardi",
  "Mercredi",
  "Jeudi",
  "Vendredi",
  "Samedi",
  "Dimanche",
] as const;

/** One day's hours, "HH:MM" Dakar time; null: no calls that day. */
export type DayHours = { from: string; to: string } | null;
/** Monday first, seven entries. */
export type WeeklyHours = DayHours[];

export type Availability = {
  memberId: string;
  weekly: WeeklyHours;
  /** No slot starts sooner than this after now. */
  noticeMinutes: number;
  /** Kept free before and after each call. */
  bufferMinutes: number;
  /** "YYYY-MM-DD" days without calls (leave, public holidays). */
  daysOff: string[];
};

/** Opening hours by default: Monday to Friday, 09:00–18:00. */
export const DEFAULT_WEEKLY: WeeklyHours = [
  ...Array.from({ length: 5 }, () => ({ from: "09:00", to: "18:00" })),
  null,
  null,
];
export const DEFAULT_NOTICE_MINUTES = 120;
export const DEFAULT_BUFFER_MINUTES = 0;

export function defaultAvailability(memberId: string): Availability {
  return {
    memberId,
    weekly: DEFAULT_WEEKLY,
    noticeMinutes: DEFAULT_NOTICE_MINUTES,
    bufferMinutes: DEFAULT_BUFFER_MINUTES,
    daysOff: [],
  };
}

export type Busy = { memberId: string; start: Date; end: Date };
export type Slot = { start: Date; memberIds: string[] };

const MINUTE = 60_000;

/** "09:30" → 570; null when not a time of day. */
export function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The Dakar day of an instant, "YYYY-MM-DD". */
export function dakarDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whether `member` is free for a call at `start`: hours, day off, notice, buffer, bookings. */
export function isFree(a: Availability, start: Date, busy: Busy[], now: Date): boolean {
  return whyNot(a, start, busy, now) === null;
}

export type Refusal = "past" | "notice" | "hours" | "taken";

/** Why `member` cannot take a call at `start` (null when they can). */
export function whyNot(a: Availability, start: Date, busy: Busy[], now: Date): Refusal | null {
  if (start.getTime() <= now.getTime()) return "past";
  const day = dakarDate(start);
  const hours = a.weekly[weekdayIndex(day)];
  const from = hours ? minutesOf(hours.from) : null;
  const to = hours ? minutesOf(hours.to) : null;
  const at = start.getUTCHours() * 60 + start.getUTCMinutes();
  if (
    from === null ||
    to === null ||
    a.daysOff.includes(day) ||
    at < from ||
    at + CALL_MINUTES > to ||
    (at - from) % CALL_MINUTES !== 0 ||
    start.getUTCSeconds() !== 0 ||
    start.getUTCMilliseconds() !== 0
  ) {
    return "hours";
  }
  if (start.getTime() < now.getTime() + a.noticeMinutes * MINUTE) return "notice";
  const buffer = a.bufferMinutes * MINUTE;
  const begin = start.getTime() - buffer;
  const end = start.getTime() + CALL_MINUTES * MINUTE + buffer;
  const clash = busy.some(
    (b) => b.memberId === a.memberId && b.start.getTime() < end && b.end.getTime() > begin,
  );
  return clash ? "taken" : null;
}

/**
 * The free slots from `now` for `days` days (today first), each with the members free
 * then, in time order. A slot is offered once even when several members are free.
 */
export function freeSlots(
  members: Availability[],
  busy: Busy[],
  now: Date,
  days = BOOKING_DAYS,
): Slot[] {
  const byStart = new Map<number, string[]>();
  const today = dakarDate(now);
  for (const a of members) {
    for (let d = 0; d < days; d++) {
      const day = addDay(today, d);
      const hours = a.weekly[weekdayIndex(day)];
      const from = hours ? minutesOf(hours.from) : null;
      const to = hours ? minutesOf(hours.to) : null;
      if (from === null || to === null) continue;
      for (let m = from; m + CALL_MINUTES <= to; m += CALL_MINUTES) {
        const start = new Date(Date.parse(`${day}T00:00:00Z`) + m * MINUTE);
        if (!isFree(a, start, busy, now)) continue;
        const list = byStart.get(start.getTime()) ?? [];
        list.push(a.memberId);
        byStart.set(start.getTime(), list);
      }
    }
  }
  return [...byStart.entries()]
    .sort(([x], [y]) => x - y)
    .map(([t, memberIds]) => ({ start: new Date(t), memberIds }));
}

/** The slots grouped by Dakar day, in order. */
export function slotsByDay(slots: Slot[]): { day: string; slots: Slot[] }[] {
  const days: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const day = dakarDate(slot.start);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** "14:30", Dakar time (as the studio writes hours). */
export function timeLabel(at: Date): string {
  return at.toISOString().slice(11, 16);
}

const DAY_FORMAT = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** « Mardi 1 décembre » for a Dakar day "YYYY-MM-DD". */
export function dayLabel(day: string): string {
  const text = DAY_FORMAT.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

/** Why a chosen slot cannot be booked, in French, for the visitor. */
export const REFUSALS: Record<Refusal | "unknown", string> = {
  past: "Ce créneau est déjà passé. Choisissez un autre créneau.",
  notice: "Ce créneau est trop proche. Choisissez un créneau plus tard.",
  hours: "Ce créneau est en dehors de nos horaires d'appel. Choisissez un créneau proposé.",
  taken: "Ce créneau vient d'être réservé. Voici les prochains créneaux libres.",
  unknown: "Choisissez un créneau proposé.",
};

/**
 * The refusal to give for `start` across members: taken when it would have been free
 * for someone but for a booking, else the first member's reason, else nothing.
 */
export function slotRefusal(
  members: Availability[],
  start: Date,
  busy: Busy[],
  now: Date,
): Refusal | null {
  const reasons = members.map((a) => whyNot(a, start, busy, now));
  if (reasons.includes(null)) return null;
  if (members.length === 0) return "hours";
  for (const r of ["past", "taken", "notice", "hours"] as const) {
    if (reasons.includes(r)) return r;
  }
  return "hours";
}
