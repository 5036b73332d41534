import { FRENCH_MONTHS } from "#app/lib/dates.ts";

// The calendar of a subscription (ADR 032): pure, on ISO days ('2026-12-31'),
// no clock and no database. Every period starts on the start date's day of the
// month, or on the last day of a shorter month (31 January → 28 February →
// 31 March: the day is always read from the start date, never from the
// previous period, so it never drifts).

export const PERIODS = ["monthly", "quarterly", "yearly"] as const;

/** The lines a subscription holds at most (here, not in schemas.ts: the form loads no zod). */
export const MAX_LINES = 20;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  monthly: "Mensuel",
  quarterly: "Trimestriel",
  yearly: "Annuel",
};

/** « par mois », for amounts in the list. */
export const PER_PERIOD: Record<Period, string> = {
  monthly: "par mois",
  quarterly: "par trimestre",
  yearly: "par an",
};

const MONTHS: Record<Period, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** A subscription's calendar and what stops it. */
export type Calendar = {
  period: Period;
  startOn: string;
  /** Last day a period may start (included). */
  endOn: string | null;
  /** Paused since that day: no period starting that day or later is due until resumed. */
  pausedOn: string | null;
  /** Stopped that day: no period starting that day or later, ever. */
  stoppedOn: string | null;
};

function parts(isoDay: string): { y: number; m: number; d: number } {
  const [y, m, d] = isoDay.split("-").map(Number);
  return { y: y!, m: m!, d: d! };
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Days in a month (m = 1…12). */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** `isoDay` plus n months, the day kept or brought back to the month's last day. */
export function addMonths(isoDay: string, n: number): string {
  const { y, m, d } = parts(isoDay);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

/** An ISO day plus n days. */
export function addDaysIso(isoDay: string, n: number): string {
  const { y, m, d } = parts(isoDay);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The start of period n (0 = the first), always from the start date. */
export function periodStart(startOn: string, period: Period, n: number): string {
  return addMonths(startOn, n * MONTHS[period]);
}

/** The last day of period n: the day before the next one starts. */
export function periodEnd(startOn: string, period: Period, n: number): string {
  return addDaysIso(periodStart(startOn, period, n + 1), -1);
}

/** The periods (index and start) that start between `from` and `to`, both included. */
export function periodsBetween(
  startOn: string,
  period: Period,
  from: string,
  to: string,
): { n: number; start: string }[] {
  const out: { n: number; start: string }[] = [];
  for (let n = 0; ; n++) {
    const start = periodStart(startOn, period, n);
    if (start > to) break;
    if (start >= from) out.push({ n, start });
    // A subscription of a thousand years is not one: the loop stays bounded.
    if (n > 12_000) break;
  }
  return out;
}

/** Whether a period starting that day is billed at all (end date, stop, pause). */
function billable(cal: Calendar, start: string): boolean {
  if (cal.endOn && start > cal.endOn) return false;
  if (cal.stoppedOn && start >= cal.stoppedOn) return false;
  if (cal.pausedOn && start >= cal.pausedOn) return false;
  return true;
}

/**
 * The periods due on `today` and not yet claimed (issued or skipped), oldest
 * first: one per missed period after a downtime, each with its own dates.
 */
export function duePeriods(
  cal: Calendar,
  today: string,
  claimed: ReadonlySet<string>,
): { n: number; start: string; end: string }[] {
  return periodsBetween(cal.startOn, cal.period, cal.startOn, today)
    .filter((p) => billable(cal, p.start) && !claimed.has(p.start))
    .map((p) => ({ ...p, end: periodEnd(cal.startOn, cal.period, p.n) }));
}

/**
 * On resume: the periods that started while paused (from `pausedOn` to the day
 * before `today`), recorded as skipped. A period that starts on the day of the
 * resume is billed.
 */
export function skippedByPause(
  cal: Pick<Calendar, "period" | "startOn" | "endOn">,
  pausedOn: string,
  today: string,
): string[] {
  if (today <= pausedOn) return [];
  return periodsBetween(cal.startOn, cal.period, pausedOn, addDaysIso(today, -1))
    .map((p) => p.start)
    .filter((start) => !cal.endOn || start <= cal.endOn);
}

/** The next period to be billed after `today`, or null when none will be. */
export function nextDate(
  cal: Calendar,
  today: string,
  claimed: ReadonlySet<string>,
): string | null {
  if (cal.stoppedOn || cal.pausedOn) return null;
  const due = duePeriods(cal, today, claimed);
  if (due.length > 0) return due[0]!.start;
  for (let n = 0; n <= 12_000; n++) {
    const start = periodStart(cal.startOn, cal.period, n);
    if (cal.endOn && start > cal.endOn) return null;
    if (start > today) return start;
  }
  return null;
}

/** '2026-12-01' → '1er décembre 2026'. */
export function longDay(isoDay: string): string {
  const { y, m, d } = parts(isoDay);
  return `${d === 1 ? "1er" : d}\u00a0${FRENCH_MONTHS[m - 1]} ${y}`;
}

function monthYear(isoDay: string): string {
  const { y, m } = parts(isoDay);
  return `${FRENCH_MONTHS[m - 1]} ${y}`;
}

/**
 * The period as the invoice names it: « décembre 2026 » for a calendar month,
 * « janvier à mars 2027 » for calendar months together, « année 2027 » for a
 * calendar year, otherwise « du 15 décembre 2026 au 14 janvier 2027 ».
 */
export function periodLabel(start: string, end: string): string {
  const s = parts(start);
  const e = parts(end);
  const wholeMonths = s.d === 1 && e.d === daysInMonth(e.y, e.m);
  if (!wholeMonths) return `du ${longDay(start)} au ${longDay(end)}`;
  if (s.y === e.y && s.m === e.m) return monthYear(start);
  if (s.y === e.y && s.m === 1 && e.m === 12) return `année ${s.y}`;
  if (s.y === e.y) return `${FRENCH_MONTHS[s.m - 1]} à ${monthYear(end)}`;
  return `${monthYear(start)} à ${monthYear(end)}`;
}
