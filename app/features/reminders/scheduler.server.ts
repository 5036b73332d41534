import { logger } from "#app/features/platform/logger.server.ts";
import { processSchedule, type Schedule } from "#app/features/platform/schedule.server.ts";
import { remindDue } from "./reminders.server.ts";

/** How often the schedule looks for due reminders: a step is a day, ten minutes is on time. */
export const REMINDER_TICK_MS = 10 * 60_000;

export type ReminderScheduler = Schedule<Awaited<ReturnType<typeof remindDue>>>;

/**
 * The schedule of the server process (no cron to install, ADR 022): a pass at
 * start, then every ten minutes. Each pass claims its reminders in the database,
 * so several instances may tick at once. `clock` is injected for tests.
 */
const reminders = processSchedule({
  name: "reminder",
  intervalMs: REMINDER_TICK_MS,
  empty: () => [],
  // A shutdown waits for the reminder being queued, not for the rest of the pass.
  pass: async (clock, stopped) => {
    const sent = await remindDue(clock(), undefined, { stopped });
    if (sent.length > 0) {
      logger().info(
        { reminders: sent.map((s) => ({ number: s.number, step: s.step })) },
        "invoice reminders queued",
      );
    }
    return sent;
  },
});

export const startReminderScheduler = reminders.start;
/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export const reminderScheduler = reminders.running;
