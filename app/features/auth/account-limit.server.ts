import { and, eq, gte, sql } from "drizzle-orm";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { activity, user as userTable } from "#app/db/schema.ts";
import { FREE_FAILURES, MAX_DELAY_SECONDS, QUIET_SECONDS } from "./account-delay.ts";

export {
  accountDelayMessage,
  delayAfter,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  QUIET_SECONDS,
} from "./account-delay.ts";

// The limit per account (ADR 016): the per-address limits let 21 addresses make
// 210 password checks on the staff account in a minute. Every sign-in is also
// counted against the account it names, with a delay that doubles after a few
// failures; an address that already signed in to that account is never slowed,
// so an attacker cannot keep the owner out. Counted in `rate_limit`, so every
// instance shares the counters; times come from `now()` below, never the database's,
// so tests move the clock instead of waiting.

/** An address that signed in to the account within this many days is known. */
const KNOWN_ADDRESS_DAYS = 30;

let clock: () => Date = () => new Date();

/** The time every account limit reads. */
export function now(): Date {
  return clock();
}

/** Tests move time instead of waiting; without an argument the real clock is back. */
export function setAuthClockForTests(next?: () => Date) {
  clock = next ?? (() => new Date());
}

function freeFailures(): number {
  return FREE_FAILURES * env().RATE_LIMIT_FACTOR;
}

/** The counter of an account, or of an identifier that names none (same treatment, no enumeration). */
export type AccountKey = { userId: string } | { identifier: string };

function rowKey(key: AccountKey): string {
  return "userId" in key ? `account:${key.userId}` : `account:?${key.identifier}`;
}

/** The account an identifier (email or username) names, if any. */
export async function findAccount(
  identifier: string,
): Promise<{ id: string; role: string; email: string } | undefined> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db()
    .select({ id: userTable.id, role: userTable.role, email: userTable.email })
    .from(userTable)
    .where(eq(value.includes("@") ? userTable.email : userTable.username, value))
    .limit(1);
  return row;
}

export function accountKey(account: { id: string } | undefined, identifier: string): AccountKey {
  return account ? { userId: account.id } : { identifier: identifier.trim().toLowerCase() };
}

/** Whether `ip` signed in to this account within the last 30 days (its activity says so). */
export async function isKnownAddress(userId: string, ip: string): Promise<boolean> {
  if (!ip || ip === "unknown") return false;
  const since = new Date(now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const [row] = await db()
    .select({ id: activity.id })
    .from(activity)
    .where(
      and(
        eq(activity.userId, userId),
        eq(activity.kind, "sign-in"),
        sql`${activity.details}->>'ip' = ${ip}`,
        gte(activity.at, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type AccountAttempt = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Takes the right to check one password on the account, atomically: allowed
 * when the account's delay has run out (the attempt is then counted as a
 * failure until `accountSignedIn` gives it back); refused, and not counted,
 * while it runs. Concurrent attempts never get more checks than the delay allows.
 */
export async function consumeAccountAttempt(key: AccountKey): Promise<AccountAttempt> {
  const at = sql`${now().toISOString()}::timestamptz`;
  const free = freeFailures();
  const delay = (count: unknown) => sql`(case when ${count} < ${free} then 0
    else least(${MAX_DELAY_SECONDS}, power(2, ${count} - ${free})) end)`;
  const claimed = await db().execute<{ count: number }>(sql`
    insert into rate_limit (key, count, window_start) values (${rowKey(key)}, 1, ${at})
    on conflict (key) do update set
      count = case when rate_limit.window_start <= ${at} - make_interval(secs => ${QUIET_SECONDS})
                   then 1 else rate_limit.count + 1 end,
      window_start = ${at}
    where rate_limit.window_start <= ${at} - make_interval(secs => ${QUIET_SECONDS})
       or rate_limit.window_start + make_interval(secs => ${delay(sql`rate_limit.count`)}) <= ${at}
    returning count
  `);
  if (claimed.rows.length > 0) return { allowed: true };
  const waiting = await db().execute<{ retry: number }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${delay(sql`count`)}) - ${at})))::int as retry
    from rate_limit where key = ${rowKey(key)}
  `);
  return { allowed: false, retryAfter: Math.max(1, Number(waiting.rows[0]?.retry ?? 1)) };
}

/** A sign-in that succeeded gives its attempt back: only failures slow the account. */
export async function accountSignedIn(key: AccountKey) {
  await db().execute(
    sql`update rate_limit set count = greatest(count - 1, 0) where key = ${rowKey(key)}`,
  );
}
