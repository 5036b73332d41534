import { sql } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { whenNoRequest } from "#app/lib/requests-in-flight.server.ts";
import { verifyRegister } from "./verify.server.ts";
import type { IntegrityView, VerifyReport } from "./verify.ts";

export type { IntegrityView };

// The register page's line (ADR 023). A full verification reads every snapshot: too slow
// for each request once the register is large, so each process keeps the last result:
// - the head has not moved: the result stands;
// - the head moved forward after an intact result: only the new entries are verified;
// - every FULL_EVERY, a full verification runs again in the background (a row changed
//   behind the application's back is named on the page within that delay; the
//   command `npm run verify:register` always verifies everything).

export const FULL_EVERY_MS = 10 * 60_000;

// The first request of a process waits for the first verification only when the register
// is small (and at most FIRST_WAIT_MS); otherwise the page says it is under way.
const FIRST_WAIT_MS = 1_000;
const SMALL = 2_000;
// Entries per query while the site serves: requests pass between the queries.
const SERVING_BATCH = 100;
// In the background (ADR 061) smaller batches, each waiting for the requests being answered
// (at most YIELD_AT_MOST_MS, so that it ends under a steady stream): on the embedded
// database a request's every query otherwise waited behind a batch.
const BACKGROUND_BATCH = 50;
const YIELD_AT_MOST_MS = 1_000;
const inTheBackground = {
  batch: BACKGROUND_BATCH,
  beforeBatch: () => whenNoRequest(YIELD_AT_MOST_MS),
};

type State = { report: VerifyReport; fullAt: number; refreshing?: Promise<void> };

const states = new WeakMap<Db, State>();
/** The first verification of a process; a large register's runs in the background. */
const first = new WeakMap<Db, { done: Promise<State>; large: boolean }>();

function view(report: VerifyReport): IntegrityView {
  if (report.ok) return { state: "intact", count: report.count, head: report.head };
  return {
    state: "broken",
    count: report.count,
    message: report.problems[0]?.message ?? "",
    more: report.problemCount - 1,
  };
}

/** `background`: nobody waits for it, the requests being answered go first. */
async function full(database: Db, now: number, background: boolean): Promise<State> {
  const report = await verifyRegister(
    database,
    background ? inTheBackground : { batch: SERVING_BATCH },
  );
  const state = states.get(database);
  if (!state) {
    const fresh = { report, fullAt: now };
    states.set(database, fresh);
    return fresh;
  }
  state.report = report;
  state.fullAt = now;
  return state;
}

/**
 * The register's integrity for the page: from the cache, incrementally, or in full.
 * Never throws: the register stays readable if the verification cannot run.
 */
export async function registerIntegrity(
  database: Db = db(),
  now: number = Date.now(),
): Promise<IntegrityView> {
  try {
    return await integrity(database, now);
  } catch (error) {
    noteDatabaseFailure(error, "integrity", "vérification du registre");
    return { state: "pending" };
  }
}

async function integrity(database: Db, now: number): Promise<IntegrityView> {
  const state = states.get(database);
  if (!state) {
    let starting = first.get(database);
    if (!starting) {
      const size = await head(database);
      starting = first.get(database) ?? begin(database, now, !size || Number(size.seq) > SMALL);
    }
    if (starting.large) {
      starting.done.catch(() => undefined);
      return { state: "pending" };
    }
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      starting.done.then((s) => view(s.report)),
      new Promise<IntegrityView>((resolve) => {
        timer = setTimeout(() => resolve({ state: "pending" }), FIRST_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return done;
  }
  if (now - state.fullAt >= FULL_EVERY_MS && !state.refreshing) {
    state.refreshing = full(database, now, true)
      .then(
        () => undefined,
        (error: unknown) => {
          noteDatabaseFailure(error, "integrity", "vérification du registre");
        },
      )
      .finally(() => {
        state.refreshing = undefined;
      });
  }
  const { report } = state;
  // A break stays on the page until a full verification finds the register intact.
  if (!report.ok) return view(report);
  const current = await head(database);
  if (current && Number(current.seq) === report.count && current.hash === report.head)
    return view(report);
  if (current && Number(current.seq) > report.count) {
    const next = await verifyRegister(database, {
      from: { seq: report.count, hash: report.head },
    });
    state.report = { ...next, count: report.count + next.count };
    return view(state.report);
  }
  return view((await full(database, now, false)).report);
}

/**
 * The first verification: a large register's in the background (the request that starts
 * it says it is under way), a small one's awaited by that request, so not yielding to it.
 */
function begin(database: Db, now: number, large: boolean) {
  const starting = {
    done: full(database, now, large).finally(() => first.delete(database)),
    large,
  };
  first.set(database, starting);
  return starting;
}

async function head(database: Db) {
  return (
    await database.execute<{ seq: string; hash: string }>(
      sql`select seq::text as seq, encode(hash, 'hex') as hash from register_head where id = 1`,
    )
  ).rows[0];
}

/** The verification in flight, if any (tests wait for it). */
export function integrityRefresh(database: Db = db()): Promise<unknown> | undefined {
  return first.get(database)?.done ?? states.get(database)?.refreshing;
}
