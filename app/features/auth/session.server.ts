import { and, eq, lt } from "drizzle-orm";
import { redirect } from "react-router";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { session as sessionTable, user as userTable } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { auth } from "./auth.server.ts";
import type { Role, SessionUser } from "./roles.ts";

// Writing the activity time on every request would cost a write per page view;
// a quarter of the idle limit (at most 15 s) keeps the clock precise enough.
function touchEveryMs() {
  return Math.min(15_000, (env().STAFF_IDLE_SECONDS * 1000) / 4);
}

export type CurrentSession = { user: SessionUser; sessionId: string };

/**
 * The signed-in person of a request, or null. A staff session idle longer than
 * STAFF_IDLE_SECONDS is deleted here, so an abandoned tab is signed out on the
 * server too, whatever the browser does.
 */
export async function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  const found = await auth().api.getSession({ headers: request.headers });
  if (!found) return null;
  const role = ((found.user as { role?: string }).role ?? "visitor") as Role;
  const [row] = await db()
    .select({ lastActiveAt: sessionTable.lastActiveAt })
    .from(sessionTable)
    .where(eq(sessionTable.id, found.session.id));
  if (!row) return null;
  const now = Date.now();
  const idleMs = now - row.lastActiveAt.getTime();
  if (role === "staff" && idleMs > env().STAFF_IDLE_SECONDS * 1000) {
    await db().delete(sessionTable).where(eq(sessionTable.id, found.session.id));
    logger().info({ userId: found.user.id }, "staff session expired after inactivity");
    return null;
  }
  if (idleMs > touchEveryMs()) {
    await db()
      .update(sessionTable)
      .set({ lastActiveAt: new Date(now) })
      .where(
        and(eq(sessionTable.id, found.session.id), lt(sessionTable.lastActiveAt, new Date(now))),
      );
  }
  const u = found.user as typeof found.user & { username?: string | null };
  return {
    sessionId: found.session.id,
    user: { id: u.id, name: u.name, email: u.email, username: u.username ?? null, role },
  };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getCurrentSession(request))?.user ?? null;
}

/** Staff only: anyone else is sent to the staff login. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user?.role !== "staff") throw redirect("/simple-login");
  return user;
}

/**
 * Checks staff credentials (username or email) and opens a session.
 * Returns the Set-Cookie headers, or null for anything but a staff account
 * with the right password.
 */
export async function signInStaff(input: {
  identifier: string;
  password: string;
  request: Request;
}): Promise<{ headers: Headers; user: SessionUser } | null> {
  const identifier = input.identifier.trim();
  const headers = forwardHeaders(input.request);
  let result: { headers: Headers; response: { user: { id: string } } };
  try {
    result = identifier.includes("@")
      ? await auth().api.signInEmail({
          body: { email: identifier.toLowerCase(), password: input.password, rememberMe: false },
          headers,
          returnHeaders: true,
        })
      : await auth().api.signInUsername({
          body: { username: identifier.toLowerCase(), password: input.password, rememberMe: false },
          headers,
          returnHeaders: true,
        });
  } catch {
    return null;
  }
  const [u] = await db().select().from(userTable).where(eq(userTable.id, result.response.user.id));
  if (u?.role !== "staff") {
    // A visitor account is not a key to the studio: close the session just opened.
    const token = sessionTokenFrom(result.headers);
    if (token) await db().delete(sessionTable).where(eq(sessionTable.token, token));
    return null;
  }
  return {
    headers: result.headers,
    user: { id: u.id, name: u.name, email: u.email, username: u.username, role: u.role },
  };
}

/** Ends the request's session; returns headers that clear the cookies. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch {
    return new Headers();
  }
}

function forwardHeaders(request: Request): Headers {
  const h = new Headers();
  for (const name of ["x-real-ip", "user-agent", "cookie"]) {
    const v = request.headers.get(name);
    if (v) h.set(name, v);
  }
  return h;
}

function sessionTokenFrom(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const m = /(?:^|\s)(?:__Secure-)?td\.session_token=([^;.]+)/.exec(cookie);
    if (m?.[1]) return decodeURIComponent(m[1]);
  }
  return null;
}
