import { sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";

export type RateLimitResult = { allowed: boolean; retryAfter: number | null };

/**
 * Counts one hit against `key` in a fixed window of `window` seconds, atomically
 * in the database so every app instance shares the same counters.
 */
export async function consumeRateLimit(
  key: string,
  rule: { window: number; max: number },
): Promise<RateLimitResult> {
  const result = await db().execute<{ count: number; retry: number }>(sql`
    insert into rate_limit (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                   then 1 else rate_limit.count + 1 end,
      window_start = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                   then now() else rate_limit.window_start end
    returning count,
      greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.window}) - now()))))::int as retry
  `);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfter: null };
  const allowed = Number(row.count) <= rule.max;
  return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row.retry)) };
}

/**
 * Gives back one hit of `key` (a sign-in that succeeded): the limits on
 * sign-in count failures, so a person who signs in often is never locked out.
 */
export async function refundRateLimit(key: string) {
  await db().execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}

/** "Réessayez dans 3 minutes": the wait of a refused attempt, in whole minutes. */
export function retryMinutes(retryAfter: number | null): string {
  const minutes = Math.ceil((retryAfter ?? 60) / 60);
  return `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}

/** The client address the server put in `x-real-ip` (client values are overwritten). */
export function clientIp(request: Request): string {
  return request.headers.get("x-real-ip") ?? "unknown";
}
