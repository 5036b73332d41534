import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Db } from "#app/db/db.server.ts";

// Time-driven work is claimed in the database, so that two instances do it once: the due
// rows are chosen FOR UPDATE SKIP LOCKED (an instance claiming at the same moment skips
// them and takes others) and marked as claimed in the same statement. The mail outbox,
// WhatsApp's messages and the calls' reminders all claim this way.

type Executor = Pick<Db, "execute">;

/**
 * An instant for SQL: the injectable clock's reading (platform/clock.server.ts), or,
 * absent, the database's own clock (the outbox, whose rows the database stamps).
 */
export function sqlInstant(at?: Date): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * Claims up to `limit` due rows of `table` (one by default) and returns their ids, in
 * `orderBy`'s order: `due` says which rows are waiting, `set` marks them as this
 * worker's (a lease, an attempt, a date), written unqualified (`status = 'sending'`).
 * In `tx`, the claim holds until that transaction ends.
 */
export async function claimDue(
  table: PgTable & { id: AnyPgColumn },
  claim: { due: SQL; orderBy: AnyPgColumn; set: SQL; limit?: number },
  tx: Executor = db(),
): Promise<string[]> {
  // `= any(array(…))`: the choice is made once, however the update is planned.
  const claimed = await tx.execute<{ id: string }>(sql`
    update ${table} set ${claim.set}
    where ${table.id} = any(array(
      select ${table.id} from ${table}
      where ${claim.due}
      order by ${claim.orderBy}
      limit ${claim.limit ?? 1}
      for update skip locked
    ))
    returning ${table.id} as id
  `);
  return claimed.rows.map((r) => r.id);
}

/** A queue of messages tried until sent (the outbox, WhatsApp's): its columns. */
type Queue = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  lockedUntil: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
};

/**
 * Claims a queue's due messages: the pending ones whose next attempt has come, and those
 * whose lease lapsed (a crashed worker's). Each becomes `sending`, at one attempt more,
 * leased for `leaseSeconds` from `now` (absent: the database's clock).
 */
export function claimQueued(
  queue: Queue,
  options: { now?: Date; leaseSeconds: number; limit?: number },
): Promise<string[]> {
  const at = sqlInstant(options.now);
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  return claimDue(queue, {
    due: sql`(${queue.status} = 'pending' and ${queue.nextAttemptAt} <= ${at})
      or (${queue.status} = 'sending' and ${queue.lockedUntil} < ${at})`,
    orderBy: queue.nextAttemptAt,
    set: sql`${column(queue.status)} = 'sending', ${column(queue.attempts)} = ${queue.attempts} + 1,
      ${column(queue.lockedUntil)} = ${at} + make_interval(secs => ${options.leaseSeconds})`,
    limit: options.limit,
  });
}
