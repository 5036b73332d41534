import { hashPassword, verifyPassword } from "better-auth/crypto";
import { APIError } from "better-auth/api";
import { and, eq, isNull, or } from "drizzle-orm";
import { redirect } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { db } from "#app/db/db.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.ts";
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
import { twoFactorRequired, USED_CODE_MESSAGE } from "./two-factor.server.ts";
import type { Role, SessionUser } from "./roles.ts";

export type CurrentSession = {
  user: SessionUser;
  sessionId: string;
  /** better-auth's twoFactor plugin: whether this account signs in with a code. */
  twoFactorEnabled: boolean;
};

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
    twoFactorEnabled?: boolean | null;
    deactivatedAt?: Date | string | null;
  };
  // A deactivated member's sessions are deleted at once (team feature); this
  // refuses one that would still be read in the same instant.
  if (u.deactivatedAt) return null;
  const role = (u.role ?? "visitor") as Role;
  return {
    sessionId: found.session.id,
    twoFactorEnabled: u.twoFactorEnabled === true,
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

export { twoFactorRequired };

/** Where a staff member turns on two-factor sign-in (their security page). */
export const TWO_FACTOR_SETUP_PATH = "/securite";

/**
 * Staff only: anyone else is sent to the staff login. When the Gérant requires
 * two-factor sign-in, a member without it is sent to set it up before anything
 * else (`allowWithoutTwoFactor`: the setup page itself).
 */
export async function requireStaff(
  request: Request,
  options: { allowWithoutTwoFactor?: boolean } = {},
): Promise<SessionUser> {
  const current = await getCurrentSession(request);
  const user = current?.user;
  if (!current || user?.role !== "staff") throw redirect("/simple-login");
  if (!options.allowWithoutTwoFactor && !current.twoFactorEnabled && (await twoFactorRequired())) {
    throw redirect(TWO_FACTOR_SETUP_PATH);
  }
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
  if (!can(user.staffRole, permission)) throw forbidden();
  return user;
}

/** The 403 of a staff member whose role lacks a permission (the error page shows the message). */
export function forbidden() {
  return httpError(
    { message: "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant." },
    403,
  );
}

export type StaffSignIn =
  | { status: "ok"; headers: Headers; user: SessionUser }
  /** The password was right; the account asks for its authenticator code next (headers: its pending cookie). */
  | { status: "two-factor"; headers: Headers }
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
        // Every active member of the team; a deactivated one is refused as an unknown one.
        isNull(userTable.deactivatedAt),
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
    if ("twoFactorRedirect" in result.response && result.response.twoFactorRedirect) {
      return { status: "two-factor", headers: result.headers };
    }
    const u = (result.response as { user: { id: string; name: string; email: string } }).user as {
      id: string;
      name: string;
      email: string;
      username?: string | null;
    };
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
    // The database away is not a wrong password: the action answers « réessayez » (ADR 035).
    if (isDatabaseUnavailable(error)) throw error;
    return { status: "refused" };
  }
}

export type TwoFactorSignIn =
  | { status: "ok"; headers: Headers; staffRole: StaffRole | null }
  | { status: "refused"; message: string };

/**
 * The second step of a staff sign-in: a 6-digit code of the authenticator app,
 * or one of the backup codes, checked by better-auth's twoFactor plugin against
 * the pending cookie the password step set.
 */
export async function verifyStaffTwoFactor(input: {
  code: string;
  request: Request;
}): Promise<TwoFactorSignIn> {
  const code = input.code.replace(/\s+/g, "");
  const headers = forwardHeaders(input.request);
  try {
    const result = /^\d{6}$/.test(code)
      ? await auth().api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : await auth().api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    // better-auth answers with the user, its additional fields included.
    const signedIn = (result.response as { user?: { staffRole?: string | null } }).user;
    return {
      status: "ok",
      headers: result.headers,
      staffRole: (signedIn?.staffRole ?? null) as StaffRole | null,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof APIError) {
      const body = error.body as { code?: string; message?: string } | undefined;
      const code = body?.code ?? "";
      if (code === "TOTP_CODE_USED") return { status: "refused", message: USED_CODE_MESSAGE };
      if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
        return {
          status: "refused",
          message:
            "Cette étape de connexion a expiré ou a reçu trop de codes faux. Saisissez de nouveau votre mot de passe.",
        };
      }
      if (error.status === "TOO_MANY_REQUESTS") {
        return {
          status: "refused",
          message: "Trop de codes faux\u00a0: patientez quelques minutes avant de réessayer.",
        };
      }
    }
    return {
      status: "refused",
      message: "Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.",
    };
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
