import { processSchedule, type Schedule } from "#app/features/platform/schedule.server.ts";
import { issueDue, type IssuedPeriod } from "./issue.server.ts";

/** How often the server looks for periods due: a period is a day at least, ten minutes is on time. */
export const SUBSCRIPTION_TICK_MS = 10 * 60_000;

export type SubscriptionScheduler = Schedule<IssuedPeriod[]>;

/**
 * The subscriptions' schedule in the server process (ADR 032, like the reminders'
 * of ADR 022): a pass at start (catching up what a downtime missed), then every ten
 * minutes. Each period is claimed in the database, so several instances may tick
 * at once. `clock` is injected for tests.
 */
const subscriptions = processSchedule<IssuedPeriod[]>({
  name: "subscription",
  intervalMs: SUBSCRIPTION_TICK_MS,
  empty: () => [],
  // A shutdown waits for the invoice being issued, not for the rest of the pass.
  pass: (clock, stopped) => issueDue(clock(), { stopped }),
});

export const startSubscriptionScheduler = subscriptions.start;
/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export const subscriptionScheduler = subscriptions.running;
