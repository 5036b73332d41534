import { logger } from "#app/features/platform/logger.server.ts";
import type { notification } from "#app/db/schema.ts";
import { lastSeq, storedAfter } from "./notifications.server.ts";

// The live side (ADR 042): while at least one studio page listens, this process reads
// the notifications stored after the last one it has seen, every second, whichever
// instance wrote them (they share the database), and hands each to its listeners.
// Nothing listens: nothing is read.

type Row = typeof notification.$inferSelect;
type Listener = (row: Row) => void;

/** How often an instance reads the new notifications: « within 5 seconds » with room to spare. */
export const NOTIFICATION_POLL_MS = 1_000;

const listeners = new Set<Listener>();
const closers = new Set<() => void>();
let seen: number | null = null;
let timer: NodeJS.Timeout | null = null;
let reading: Promise<void> | null = null;
let stopped = false;

/** Reads the new notifications now (or waits for the read under way). */
export function poll(): Promise<void> {
  reading ??= read().finally(() => {
    reading = null;
  });
  return reading;
}

async function read() {
  try {
    if (seen === null) seen = await lastSeq();
    for (;;) {
      const rows = await storedAfter(seen);
      for (const row of rows) {
        seen = Math.max(seen, row.seq);
        for (const listener of listeners) listener(row);
      }
      if (rows.length < 100) break;
    }
  } catch (error) {
    // The database is away (a restart): the next tick tries again, nothing is lost.
    logger().warn({ err: error }, "notifications: reading the new ones failed");
  }
}

/**
 * Listens to every notification stored from now on; returns the function that stops.
 * `close` is called when the process shuts down (the stream ends its response).
 */
export function listen(listener: Listener, close: () => void): () => void {
  listeners.add(listener);
  closers.add(close);
  if (!timer && !stopped) {
    void poll();
    timer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    timer.unref();
  }
  return () => {
    listeners.delete(listener);
    closers.delete(close);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      // The next listener starts after the last one then, not after what it missed.
      seen = null;
    }
  };
}

/** At shutdown: every open stream ends now, so the server's drain does not wait on them. */
export function closeNotificationStreams(): void {
  stopped = true;
  if (timer) clearInterval(timer);
  timer = null;
  for (const close of [...closers]) close();
}
