import { and, eq, lt } from "drizzle-orm";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { session as sessionTable, user as userTable } from "#app/db/schema.ts";
import { logger } from "#app/features/platform/logger.server.ts";

// Writing the activity time on every request would cost a write per page view;
// a quarter of the idle limit (at most 15 s) keeps the clock precise enough.
function touchEveryMs() {
  return Math.min(15_000, (env().STAFF_IDLE_SECONDS * 1000) / 4);
}

/**
 * The staff idle limit (STAFF_IDLE_SECONDS), for the session of `token`: an
 * idle staff session is deleted, any other is marked active. better-auth runs
 * it before every endpoint (auth.server.ts), so our pages, which read the
 * session through better-auth, and its own /api/auth/* share this one check.
 * Returns false when the session was ended here.
 */
export async function enforceIdleLimit(token: string, now = Date.now()): Promise<boolean> {
  const [row] = await db()
    .select({ id: sessionTable.id, lastActiveAt: sessionTable.lastActiveAt, role: userTable.role })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, token));
  if (!row) return true;
  const idleMs = now - row.lastActiveAt.getTime();
  if (row.role === "staff" && idleMs > env().STAFF_IDLE_SECONDS * 1000) {
    await db().delete(sessionTable).where(eq(sessionTable.id, row.id));
    logger().info({ sessionId: row.id }, "staff session expired after inactivity");
    return false;
  }
  if (idleMs > touchEveryMs()) {
    await db()
      .update(sessionTable)
      .set({ lastActiveAt: new Date(now) })
      .where(and(eq(sessionTable.id, row.id), lt(sessionTable.lastActiveAt, new Date(now))));
  }
  return true;
}
