import { logger } from "#app/features/platform/logger.server.ts";
import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { issueDue, type IssuedPeriod } from "./issue.server.ts";

/** How often the server looks for periods due: a period is a day at least, ten minutes is on time. */
export const SUBSCRIPTION_TICK_MS = 10 * 60_000;

export type SubscriptionScheduler = {
  /** One pass now (waits for the one running, if any); what this pass issued. */
  tick(): Promise<IssuedPeriod[]>;
  stop(): Promise<void>;
};

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
  current ??= (() => {
    const interval = options.intervalMs ?? SUBSCRIPTION_TICK_MS;
    const clock = options.clock ?? serverNow;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<IssuedPeriod[]> | undefined;
    let stopped = false;
    const pass = async () => {
      try {
        // A shutdown waits for the invoice being issued, not for the rest of the pass.
        return await issueDue(clock(), { stopped: () => stopped });
      } catch (error) {
        logger().error({ err: error }, "subscription schedule error");
        return [];
      }
    };
    const tick = async (): Promise<IssuedPeriod[]> => {
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
    const scheduler: SubscriptionScheduler = {
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
export function subscriptionScheduler(): SubscriptionScheduler | undefined {
  return current;
}
