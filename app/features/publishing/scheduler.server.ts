import { logger } from "#app/features/platform/logger.server.ts";
import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { publishDue, sendMailingTurn } from "./publishing.server.ts";

/** How often the schedule looks: a « Programmé » article shows within this of its time. */
export const PUBLISHING_TICK_MS = 15_000;

type Pass = { published: { kind: string; slug: string }[]; queued: number; skipped: number };

export type PublishingScheduler = {
  /** One pass now (waits for the one running, if any). */
  tick(): Promise<Pass>;
  stop(): Promise<void>;
};

let current: PublishingScheduler | undefined;

/**
 * The publishing schedule of the server process (as the reminders', ADR 022): scheduled
 * articles and projects go public at their time, and newsletters are queued in turns.
 * Each pass claims its rows in the database, so several instances may tick at once.
 */
export function startPublishingScheduler(
  options: { intervalMs?: number; clock?: () => Date } = {},
): PublishingScheduler {
  current ??= (() => {
    const interval = options.intervalMs ?? PUBLISHING_TICK_MS;
    const clock = options.clock ?? serverNow;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<Pass> | undefined;
    let stopped = false;
    const pass = async (): Promise<Pass> => {
      try {
        const published = await publishDue(clock());
        if (published.length > 0) logger().info({ published }, "scheduled content published");
        const mailing = await sendMailingTurn();
        return { published, ...mailing };
      } catch (error) {
        logger().error({ err: error }, "publishing schedule error");
        return { published: [], queued: 0, skipped: 0 };
      }
    };
    const tick = async (): Promise<Pass> => {
      while (running) await running;
      if (stopped) return { published: [], queued: 0, skipped: 0 };
      clearTimeout(timer);
      running = pass();
      try {
        return await running;
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(() => void tick(), interval);
      }
    };
    const scheduler: PublishingScheduler = {
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
export function publishingScheduler(): PublishingScheduler | undefined {
  return current;
}
