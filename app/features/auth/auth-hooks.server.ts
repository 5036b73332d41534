import { eq } from "drizzle-orm";
import { APIError, createAuthMiddleware } from "better-auth/api";
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
import { enforceIdleLimit } from "./idle.server.ts";
import { queueStaffLoginNotification } from "./staff-login-email.server.ts";

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

export const beforeAuth = createAuthMiddleware(async (ctx) => {
  // The staff idle limit, for every endpoint (get-session, update-user, list-sessions…).
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (token) await enforceIdleLimit(token);

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
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    case "/reset-password": {
      checkNewPassword(objectBody(ctx.body).newPassword);
      return;
    }
    case "/sign-in/email": {
      const email = objectBody(ctx.body).email;
      if (typeof email !== "string" || !(await isStaffEmail(email))) return;
      const limit = await consumeStaffLoginAttempt(ipOf(ctx.headers));
      if (!limit.allowed) {
        throw new APIError("TOO_MANY_REQUESTS", {
          code: "STAFF_LOGIN_LIMIT",
          message: staffLoginLimitMessage(limit.retryAfter),
          retryAfter: limit.retryAfter,
        });
      }
      return;
    }
  }
});

/** After a sign-in, from any door: the activity record, and for staff the firm's notification. */
export const afterAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const created = ctx.context.newSession;
  if (!created) return;
  const { session, user } = created;
  await recordActivity(user.id, "sign-in", {
    device: describeDevice(session.userAgent),
    ip: session.ipAddress ?? "",
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
  });
});

async function isStaffEmail(email: string): Promise<boolean> {
  const [row] = await db()
    .select({ role: userTable.role })
    .from(userTable)
    .where(eq(userTable.email, email.trim().toLowerCase()));
  return row?.role === "staff";
}
