import { hashPassword, verifyPassword } from "better-auth/crypto";
import { APIError } from "better-auth/api";
import { and, eq, or } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "#app/db/db.server.ts";
import { user as userTable } from "#app/db/schema.ts";
import { clientIp } from "#app/features/guard/limits.server.ts";
import { auth } from "./auth.server.ts";
import {
  accountDelayMessage,
  accountKey,
  consumeAccountAttempt,
  findAccount,
} from "./account-limit.server.ts";
import { consumeStaffLoginAttempt } from "./auth-hooks.server.ts";
import { can, type Permission, type StaffRole } from "./permissions.ts";
import type { Role, SessionUser } from "./roles.ts";

export type CurrentSession = { user: SessionUser; sessionId: string };

/**
 * The signed-in person of a request, or null. better-auth's hook has already
 * applied the staff idle limit (idle.server.ts) before it answers.
 */
export async function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  const found = await auth().api.getSession({ headers: request.headers });
  if (!found) return null;
  const u = found.user as typeof found.user & {
    username?: string | null;
    role?: string;
    staffRole?: string | null;
  };
  const role = (u.role ?? "visitor") as Role;
  return {
    sessionId: found.session.id,
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      username: u.username ?? null,
      role,
      staffRole: role === "staff" ? ((u.staffRole ?? null) as StaffRole | null) : null,
    },
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
 * Staff holding `permission` (permissions.ts): anyone else is sent to the staff
 * login, a staff member whose role lacks it gets a 403 page in French.
 */
export async function requirePermission(
  request: Request,
  permission: Permission,
): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (!can(user.staffRole, permission)) {
    throw data(
      { message: "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant." },
      { status: 403 },
    );
  }
  return user;
}

export type StaffSignIn =
  | { status: "ok"; headers: Headers; user: SessionUser }
  | { status: "refused" }
  /** `message`: the refusal to show, when it is not the staff limit's. */
  | { status: "limited"; retryAfter: number | null; message?: string };

// Checked against when the identifier is not the staff account's, so both
// answers take the time of one password hash.
let decoyHash: Promise<string> | undefined;

/**
 * Checks staff credentials (username or email) and opens a session. Only the
 * staff account is ever signed in here: a visitor's credentials are refused
 * before better-auth sees them, so no visitor session or « Connexion » is made.
 * Every attempt counts against the staff limit (auth-hooks.server.ts) once.
 */
export async function signInStaff(input: {
  identifier: string;
  password: string;
  request: Request;
}): Promise<StaffSignIn> {
  const identifier = input.identifier.trim().toLowerCase();
  const [staff] = await db()
    .select({ email: userTable.email })
    .from(userTable)
    .where(
      and(
        eq(userTable.role, "staff"),
        or(eq(userTable.email, identifier), eq(userTable.username, identifier)),
      ),
    )
    .limit(1);
  if (!staff) {
    const limit = await consumeStaffLoginAttempt(clientIp(input.request));
    if (!limit.allowed) return { status: "limited", retryAfter: limit.retryAfter };
    // Counted per identifier as the staff account is (ADR 016): the answers
    // never tell an identifier that names an account from one that does not.
    const attempt = await consumeAccountAttempt(
      accountKey(await findAccount(identifier), identifier),
    );
    if (!attempt.allowed) {
      return {
        status: "limited",
        retryAfter: attempt.retryAfter,
        message: accountDelayMessage(attempt.retryAfter),
      };
    }
    decoyHash ??= hashPassword("not-the-staff-password");
    await verifyPassword({ hash: await decoyHash, password: input.password });
    return { status: "refused" };
  }
  try {
    const result = await auth().api.signInEmail({
      body: { email: staff.email, password: input.password, rememberMe: false },
      headers: forwardHeaders(input.request),
      returnHeaders: true,
    });
    const u = result.response.user as typeof result.response.user & { username?: string | null };
    return {
      status: "ok",
      headers: result.headers,
      user: {
        id: u.id,
        name: u.name,
        email: u.email,
        username: u.username ?? null,
        role: "staff",
        staffRole: ((u as { staffRole?: string | null }).staffRole ?? null) as StaffRole | null,
      },
    };
  } catch (error) {
    if (error instanceof APIError && error.status === "TOO_MANY_REQUESTS") {
      const body = error.body as
        { retryAfter?: number; code?: string; message?: string } | undefined;
      const retryAfter = body?.retryAfter ?? null;
      if (body?.code === "ACCOUNT_LOGIN_DELAY") {
        return { status: "limited", retryAfter, message: body.message };
      }
      return { status: "limited", retryAfter };
    }
    return { status: "refused" };
  }
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
