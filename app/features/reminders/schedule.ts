import { addDays } from "#app/features/documents/numbering.ts";

// When an unpaid invoice is reminded (ADR 022): at each configured step, in days
// after its due date, once. Pure: the days and what was sent come in, a step goes out.

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO days): '2026-11-01' → '2026-11-04' is 3. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days past the due date on `today` (0 or less: not late). */
export function daysLate(dueDate: string, today: string): number {
  return daysBetween(dueDate, today);
}

export type SentReminder = {
  /** The step it was sent for; null when sent by hand. */
  step: number | null;
  /** The Dakar day it was sent. */
  day: string;
};

/**
 * The step to send today, or null. Only the latest step already due: a server
 * that was down across several steps sends one reminder when it comes back, not
 * all of them at once. Nothing when that step (or a later one) was already sent,
 * or when any reminder, by hand included, went out since that step fell due.
 */
export function dueStep(input: {
  dueDate: string;
  today: string;
  steps: readonly number[];
  sent: readonly SentReminder[];
}): number | null {
  const late = daysLate(input.dueDate, input.today);
  const due = input.steps.filter((s) => s >= 1 && s <= late);
  if (due.length === 0) return null;
  const step = Math.max(...due);
  const since = addDays(input.dueDate, step);
  const covered = input.sent.some((r) => (r.step !== null && r.step >= step) || r.day >= since);
  return covered ? null : step;
}

/** The next step still to come after `today`, with its day, or null. */
export function nextStep(input: {
  dueDate: string;
  today: string;
  steps: readonly number[];
  sent: readonly SentReminder[];
}): { step: number; day: string } | null {
  const late = daysLate(input.dueDate, input.today);
  const highestSent = Math.max(0, ...input.sent.map((r) => r.step ?? 0));
  const step = [...input.steps].sort((a, b) => a - b).find((s) => s > late && s > highestSent);
  return step === undefined ? null : { step, day: addDays(input.dueDate, step) };
}
