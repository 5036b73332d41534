import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { startSchedule, type Schedule } from "#app/features/platform/schedule.server.ts";
import { issueDue, type IssuedPeriod } from "./issue.server.ts";

/** How often the server looks for periods due: a period is a day at least, ten minutes is on time. */
export const SUBSCRIPTION_TICK_MS = 10 * 60_000;

export type SubscriptionScheduler = Schedule<IssuedPeriod[]>;

let current: SubscriptionScheduler | undefined;

/**
 * The subscriptions' schedule in the server process (ADR 032, like the reminders'
 * of ADR 022): a pass at start (catching up what a downtime missed), then every ten
 * minutes. Each period is claimed in the database, so several instances may tick
 * at once. `clock` is injected for tests.
 */
export function startSubscriptionScheduler(
  options: { intervalMs?: number; clock?: () => Date } = {},
): SubscriptionScheduler {
  if (current) return current;
  const clock = options.clock ?? serverNow;
  const schedule = startSchedule({
    name: "subscription",
    intervalMs: options.intervalMs ?? SUBSCRIPTION_TICK_MS,
    empty: () => [],
    // A shutdown waits for the invoice being issued, not for the rest of the pass.
    pass: (stopped) => issueDue(clock(), { stopped }),
  });
  const scheduler: SubscriptionScheduler = {
    tick: schedule.tick,
    async stop() {
      await schedule.stop();
      if (current === scheduler) current = undefined;
    },
  };
  current = scheduler;
  return scheduler;
}

/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export function subscriptionScheduler(): SubscriptionScheduler | undefined {
  return current;
}
