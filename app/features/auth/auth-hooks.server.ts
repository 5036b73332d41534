import { eq } from "drizzle-orm";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { user as userTable } from "#app/db/schema.ts";
import { recordActivity } from "#app/features/account/account.server.ts";
import { describeDevice } from "#app/features/account/activity.ts";
import { NameSchema, NewPasswordSchema } from "#app/features/account/schemas.ts";
import {
  consumeLimit,
  limitMessage,
  refundLimit,
  type LimitResult,
} from "#app/features/guard/limits.server.ts";
import { safeLocation } from "#app/lib/safe-redirect.ts";
import {
  accountDelayMessage,
  accountKey,
  accountSignedIn,
  consumeAccountAttempt,
  isKnownAddress,
} from "./account-limit.server.ts";
import { enforceIdleLimit } from "./idle.server.ts";
import { queueStaffLoginNotification } from "./staff-login-email.server.ts";
import { recordStaffRefusal } from "./staff-refusals.server.ts";
import {
  afterCodeStep,
  beforeCodeStep,
  refuseDisablingWhenRequired,
  TWO_FACTOR_CODE_PATHS,
} from "./two-factor.server.ts";

// Rules that hold whatever door is used: our forms call better-auth on the
// server, and /api/auth/* reaches it directly, and both go through these hooks.

/** One attempt at the staff account from `ip` (the `staff-login` limit counts failures). */
export function consumeStaffLoginAttempt(ip: string): Promise<LimitResult> {
  return consumeLimit("staff-login", ip);
}

export function staffLoginLimitMessage(retryAfter: number | null): string {
  return limitMessage("staff-login", retryAfter);
}

function ipOf(headers: Headers | undefined): string {
  return headers?.get("x-real-ip") ?? "unknown";
}

function invalid(message: string): never {
  throw new APIError("BAD_REQUEST", { code: "INVALID_INPUT", message });
}

/** A JSON object, or a clear 400 (a `null` or array body used to reach better-auth's code). */
function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    invalid("Le corps de la requête doit être un objet JSON.");
  }
  return body as Record<string, unknown>;
}

function checkName(name: unknown) {
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success) invalid(parsed.error.issues[0]!.message);
}

/**
 * A new password has 8 characters at least (docs/product.md §5), whatever the door:
 * better-auth's own minimum is the 6 that sign-in and sign-up accept.
 */
function checkNewPassword(password: unknown) {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) invalid(parsed.error.issues[0]!.message);
}

// What better-auth redirects to, or puts in an emailed link and redirects to later.
const CALLBACK_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/**
 * `values` with every callback field through the site's one redirect check
 * (a URL of this site becomes its path, anything unsafe the home page), or
 * `values` itself when nothing had to change.
 */
function safeCallbacks<T>(values: T): T {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return values;
  const record = values as Record<string, unknown>;
  let safe: Record<string, unknown> | undefined;
  for (const field of CALLBACK_FIELDS) {
    const value = record[field];
    if (typeof value !== "string") continue;
    const judged = safeLocation(value, publicOrigin(), "/");
    if (judged !== value) (safe ??= { ...record })[field] = judged;
  }
  return (safe as T | undefined) ?? values;
}

export const beforeAuth = createAuthMiddleware(async (ctx) => {
  // The staff idle limit, for every endpoint (get-session, update-user, list-sessions…).
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (token) await enforceIdleLimit(token);

  const changed = await rules(ctx);
  const body: unknown = changed?.body ?? ctx.body;
  const context: { body?: unknown; query?: unknown } = {};
  const safeBody = safeCallbacks(body);
  if (safeBody !== ctx.body) context.body = safeBody;
  const safeQuery = safeCallbacks(ctx.query as unknown);
  if (safeQuery !== ctx.query) context.query = safeQuery;
  return context.body || context.query ? { context } : undefined;
});

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The rules of each endpoint; a changed body when one must be. */
async function rules(ctx: HookContext): Promise<{ body: Record<string, unknown> } | undefined> {
  switch (ctx.path) {
    case "/sign-up/email": {
      checkName(objectBody(ctx.body).name);
      return;
    }
    case "/update-user": {
      const body = objectBody(ctx.body);
      if ("name" in body) checkName(body.name);
      // No picture on this site: nothing to store.
      if ("image" in body) invalid("La photo de profil ne peut pas être modifiée.");
      return;
    }
    case "/change-password": {
      const body = objectBody(ctx.body);
      checkNewPassword(body.newPassword);
      // As a reset does: whoever knew the old password is signed out everywhere else.
      return { body: { ...body, revokeOtherSessions: true } };
    }
    case "/reset-password": {
      checkNewPassword(objectBody(ctx.body).newPassword);
      return;
    }
    case "/two-factor/verify-totp":
    case "/two-factor/verify-backup-code":
    case "/two-factor/verify-otp":
      return beforeCodeStep(ctx, objectBody(ctx.body), ipOf(ctx.headers));
    case "/two-factor/disable": {
      await refuseDisablingWhenRequired(ctx);
      return;
    }
    case "/sign-in/email": {
      const email = objectBody(ctx.body).email;
      if (typeof email !== "string") return;
      const ip = ipOf(ctx.headers);
      const account = await accountByEmail(email);
      // A deactivated member (/equipe) cannot sign in by any door.
      if (account?.role === "staff" && account.deactivatedAt) {
        throw new APIError("UNAUTHORIZED", {
          code: "INVALID_EMAIL_OR_PASSWORD",
          message: "Identifiants incorrects",
        });
      }
      const staff = account?.role === "staff" ? account : undefined;
      if (staff) {
        const limit = await consumeStaffLoginAttempt(ip);
        if (!limit.allowed) {
          await recordStaffRefusal(staff, ip);
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "STAFF_LOGIN_LIMIT",
            message: staffLoginLimitMessage(limit.retryAfter),
            retryAfter: limit.retryAfter,
          });
        }
      }
      // The limit per account (ADR 016), by every door; an address that already
      // signed in to the account is not slowed, so the owner is never kept out.
      if (account && (await isKnownAddress(account.id, ip))) return;
      const attempt = await consumeAccountAttempt(accountKey(account, email));
      if (!attempt.allowed) {
        if (staff) await recordStaffRefusal(staff, ip);
        throw new APIError("TOO_MANY_REQUESTS", {
          code: "ACCOUNT_LOGIN_DELAY",
          message: accountDelayMessage(attempt.retryAfter),
          retryAfter: attempt.retryAfter,
        });
      }
      return;
    }
  }
}

/**
 * After a sign-in, from any door: the activity record, and for staff the firm's
 * notification; a refused one on the staff account counts towards the firm's warning.
 */
export const afterAuth = createAuthMiddleware(async (ctx) => {
  const created = ctx.context.newSession;
  if (TWO_FACTOR_CODE_PATHS.has(ctx.path)) {
    // A two-factor sign-in opens its session at the code's step (ADR 030); the
    // same step while turning it on, signed in already, is no sign-in.
    const owner = await afterCodeStep(ctx, ipOf(ctx.headers));
    if (!owner || owner.signedIn || !created) return;
  } else if (ctx.path === "/sign-in/email") {
    // With two-factor on, the password opens no session: the plugin's hook (run
    // after this one) turns it into the pending code step. The sign-in, its
    // record, the firm's email and the limits given back, happens at the code.
    const user = created?.user as { twoFactorEnabled?: boolean } | undefined;
    if (user?.twoFactorEnabled) return;
  } else return;
  if (!created) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return;
    const returned = ctx.context.returned;
    const refused = returned instanceof APIError && returned.statusCode === 401;
    const account = refused ? await accountByEmail(email) : undefined;
    if (account?.role === "staff") await recordStaffRefusal(account, ipOf(ctx.headers));
    return;
  }
  const { session, user } = created;
  const ip = ipOf(ctx.headers);
  // Counted against the account before the password was checked: given back,
  // unless it was not counted (an address already known).
  if (!(await isKnownAddress(user.id, ip))) await accountSignedIn({ userId: user.id });
  await recordActivity(user.id, "sign-in", {
    device: describeDevice(session.userAgent),
    // The address every limit keys on, which isKnownAddress looks for: better-auth's
    // own (session.ipAddress) is rewritten (an IPv6 address cut to its /64).
    ip,
  });
  const [row] = await db().select().from(userTable).where(eq(userTable.id, user.id));
  if (row?.role !== "staff") return;
  // The limit counts failures only.
  await refundLimit("staff-login", ipOf(ctx.headers));
  await queueStaffLoginNotification({
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    role: row.role,
    staffRole: row.staffRole,
  });
});

async function accountByEmail(email: string) {
  const [row] = await db()
    .select({
      id: userTable.id,
      role: userTable.role,
      email: userTable.email,
      username: userTable.username,
      deactivatedAt: userTable.deactivatedAt,
    })
    .from(userTable)
    .where(eq(userTable.email, email.trim().toLowerCase()));
  return row;
}
