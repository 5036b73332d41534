import { eq, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { noteDatabaseAnswered, noteDatabaseFailure } from "#app/db/outage.server.ts";
import { siteRevision } from "#app/db/schema.ts";
import { logger } from "./logger.server.ts";

// What the public pages are made of (the firm's settings, articles, projects) lives in
// the database and changes while the site runs. One counter says it changed: the
// instance that made the change bumps it and hears it at once; every other instance
// reads it every second. Listeners then reload what they keep in memory and the server
// remakes its pre-rendered pages (server/prerendered.ts, ADR 026).

export type SiteChange = { revision: number; reason: string };
type Listener = (change: SiteChange) => void | Promise<void>;

const listeners = new Set<Listener>();
/** The last revision read from the database. */
let seen: number | undefined;
/** The last revision whose listeners have all run: what pages are made from. */
let settled = 0;
let delivering: Promise<void> = Promise.resolve();

/** How often an instance reads the counter: « within seconds » on every instance. */
export const SITE_REVISION_POLL_MS = 1_000;

/**
 * The revision this process is up to date with: its listeners have reloaded what
 * they keep (0 before the first read). Pages made for it show the change.
 */
export function currentSiteRevision(): number {
  return settled;
}

/**
 * Called on every change of the site, in this process, after the listeners added
 * before it; returns a function that removes it. Listeners run one change at a time.
 */
export function onSiteChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function deliver(change: SiteChange): Promise<void> {
  delivering = delivering.then(async () => {
    for (const listener of listeners) {
      try {
        await listener(change);
      } catch (error) {
        logger().error({ err: error, ...change }, "site change listener failed");
      }
    }
    settled = Math.max(settled, change.revision);
  });
  return delivering;
}

/**
 * Says the public site changed. Call it once the change is committed: this process's
 * listeners have run when it returns; other instances follow within a second.
 */
export async function markSiteChanged(reason: string): Promise<number> {
  // The row is made by the first change: a fresh database holds no data (a backup restores into it).
  const [row] = await db()
    .insert(siteRevision)
    .values({ id: 1, revision: 1, reason, changedAt: new Date() })
    .onConflictDoUpdate({
      target: siteRevision.id,
      set: { revision: sql`${siteRevision.revision} + 1`, reason, changedAt: new Date() },
    })
    .returning({ revision: siteRevision.revision });
  const revision = row!.revision;
  if (seen === undefined || revision > seen) {
    seen = revision;
    await deliver({ revision, reason });
  }
  return revision;
}

/** Reads the counter; listeners run (and are awaited) when another instance moved it. */
export async function checkSiteRevision(): Promise<number> {
  const [row] = await db()
    .select({ revision: siteRevision.revision, reason: siteRevision.reason })
    .from(siteRevision)
    .where(eq(siteRevision.id, 1));
  const revision = row?.revision ?? 0;
  if (seen === undefined) {
    seen = revision;
    settled = revision;
  } else if (revision > seen) {
    seen = revision;
    await deliver({ revision, reason: row?.reason ?? "" });
  }
  return revision;
}

export type SiteRevisionWatch = { stop(): Promise<void> };

/** The server's watch on the counter: a read now, then one per interval. */
export async function watchSiteRevision(
  intervalMs = SITE_REVISION_POLL_MS,
): Promise<SiteRevisionWatch> {
  await checkSiteRevision();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // Also the heartbeat of an outage (ADR 035): its end is seen within a second.
    running = checkSiteRevision().then(noteDatabaseAnswered, (error: unknown) =>
      noteDatabaseFailure(error, "site revision", "site revision check failed"),
    );
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await delivering;
    },
  };
}
