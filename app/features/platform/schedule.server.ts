import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { now as serverNow } from "./clock.server.ts";

export type Schedule<T> = {
  /** One pass now (waits for the one running, if any); what this pass did. */
  tick(): Promise<T>;
  /** No pass after this one; waits for the one running. */
  stop(): Promise<void>;
};

/**
 * A job of the server process, with no cron to install (ADR 022): a pass at start,
 * then one `intervalMs` after each pass ends, one at a time in this process. Each
 * job claims its rows in the database, so several instances may run it at once. A
 * pass that throws is logged (once per outage of the database) and answers `empty()`; `stopped` lets a long pass end
 * early at shutdown (after the row it is on, not the rest).
 */
export function startSchedule<T>(options: {
  name: string;
  intervalMs: number;
  pass: (stopped: () => boolean) => Promise<T>;
  empty: () => T;
}): Schedule<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = false;
  const pass = async (): Promise<T> => {
    try {
      return await options.pass(() => stopped);
    } catch (error) {
      // The database away: said once per outage; the next pass tries again (ADR 035).
      noteDatabaseFailure(error, options.name, `${options.name} schedule error`);
      return options.empty();
    }
  };
  const tick = async (): Promise<T> => {
    while (running) await running;
    if (stopped) return options.empty();
    clearTimeout(timer);
    running = pass();
    try {
      return await running;
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void tick(), options.intervalMs);
    }
  };
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A job that runs once per server process: `start` makes it (or gives the one running),
 * `running` is what the test clock's endpoint ticks. Stopped, it may be started again.
 * `pass` is given the clock (the server's, or a test's) and the shutdown flag.
 */
export function processSchedule<T>(job: {
  name: string;
  intervalMs: number;
  empty: () => T;
  pass: (clock: () => Date, stopped: () => boolean) => Promise<T>;
}) {
  let current: Schedule<T> | undefined;
  return {
    start(options: { intervalMs?: number; clock?: () => Date } = {}): Schedule<T> {
      if (current) return current;
      const clock = options.clock ?? serverNow;
      const schedule = startSchedule({
        name: job.name,
        intervalMs: options.intervalMs ?? job.intervalMs,
        empty: job.empty,
        pass: (stopped) => job.pass(clock, stopped),
      });
      const scheduler: Schedule<T> = {
        tick: schedule.tick,
        async stop() {
          await schedule.stop();
          if (current === scheduler) current = undefined;
        },
      };
      current = scheduler;
      return scheduler;
    },
    running: (): Schedule<T> | undefined => current,
  };
}
