import { logger } from "#app/features/platform/logger.server.ts";
import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { remindDue } from "./reminders.server.ts";

/** How often the schedule looks for due reminders: a step is a day, ten minutes is on time. */
export const REMINDER_TICK_MS = 10 * 60_000;

export type ReminderScheduler = {
  /** One pass now (waits for the one running, if any); what this pass sent. */
  tick(): Promise<Awaited<ReturnType<typeof remindDue>>>;
  stop(): Promise<void>;
};

let current: ReminderScheduler | undefined;

/**
 * The schedule of the server process (no cron to install, ADR 022): a pass at
 * start, then every ten minutes. Each pass claims its reminders in the database,
 * so several instances may tick at once. `clock` is injected for tests.
 */
export function startReminderScheduler(
  options: { intervalMs?: number; clock?: () => Date } = {},
): ReminderScheduler {
  current ??= (() => {
    const interval = options.intervalMs ?? REMINDER_TICK_MS;
    const clock = options.clock ?? serverNow;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<Awaited<ReturnType<typeof remindDue>>> | undefined;
    let stopped = false;
    const pass = async () => {
      try {
        // A shutdown waits for the reminder being queued, not for the rest of the pass.
        const sent = await remindDue(clock(), undefined, { stopped: () => stopped });
        if (sent.length > 0) {
          logger().info(
            { reminders: sent.map((s) => ({ number: s.number, step: s.step })) },
            "invoice reminders queued",
          );
        }
        return sent;
      } catch (error) {
        logger().error({ err: error }, "reminder schedule error");
        return [];
      }
    };
    const tick = async (): Promise<Awaited<ReturnType<typeof remindDue>>> => {
      // One pass at a time in this process; the next waits for it, then runs.
      while (running) await running;
      if (stopped) return [];
      clearTimeout(timer);
      running = pass();
      try {
        return await running;
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(() => void tick(), interval);
      }
    };
    const scheduler: ReminderScheduler = {
      tick,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
        if (current === scheduler) current = undefined;
      },
    };
    void tick();
    return scheduler;
  })();
  return current;
}

/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export function reminderScheduler(): ReminderScheduler | undefined {
  return current;
}
