import { and, eq, lt, ne } from "drizzle-orm";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { db } from "#app/db/db.server.ts";
import {
  session as sessionTable,
  teamPolicy,
  twoFactor,
  twoFactorUsedStep,
  user as userTable,
} from "#app/db/schema.ts";
import { consumeLimit } from "#app/features/guard/limits.server.ts";
import { recordStaffRefusal } from "./staff-refusals.server.ts";
import { matchingStep, totpStep } from "./totp.ts";

// Two-factor sign-in that holds, by every door (ADR 030, issue 29): our forms
// call better-auth's twoFactor plugin on the server and /api/auth/two-factor/*
// reaches it directly; both pass through auth-hooks.server.ts, which calls here.

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whether the Gérant requires two-factor sign-in of every member (/equipe). */
export async function twoFactorRequired(): Promise<boolean> {
  const [row] = await db()
    .select({ required: teamPolicy.requireTwoFactor })
    .from(teamPolicy)
    .where(eq(teamPolicy.id, 1));
  return row?.required ?? false;
}

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Le gérant exige la connexion en deux étapes pour toute l'équipe\u00a0: elle ne peut pas être désactivée.";

export const USED_CODE_MESSAGE =
  "Ce code a déjà servi\u00a0: attendez le suivant dans votre application d'authentification.";

/** The endpoints that take a code of the second factor. */
export const TWO_FACTOR_CODE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

/** The pending sign-in's cookie, as better-auth's plugin names it (its constant is not exported). */
const PENDING_COOKIE = "two_factor";

/** The account a code is checked against, as better-auth picks it. */
export type CodeOwner = {
  id: string;
  email: string;
  username: string | null;
  role: string;
  /** A signed-in account (turning two-factor on, or checking a code); else a pending sign-in. */
  signedIn: boolean;
  /** Whether two-factor was on before this request. */
  enabled: boolean;
  /** The TOTP step this request claimed, if any. */
  claimed?: number;
};

// The owner found before the endpoint ran, for the after-hook of the same
// request: better-auth gives both hooks the same `ctx.context` object.
const owners = new WeakMap<object, CodeOwner>();

async function accountOf(userId: string, signedIn: boolean): Promise<CodeOwner | null> {
  const [row] = await db()
    .select({
      id: userTable.id,
      email: userTable.email,
      username: userTable.username,
      role: userTable.role,
      enabled: userTable.twoFactorEnabled,
    })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row ? { ...row, signedIn } : null;
}

/** The signed-in account of the request (a live session), if any. */
async function signedInAccount(ctx: HookContext): Promise<CodeOwner | null> {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token) return null;
  const found = await ctx.context.internalAdapter.findSession(token);
  if (!found || found.session.expiresAt.getTime() <= Date.now()) return null;
  return accountOf(found.user.id, true);
}

/** Like the plugin: the signed-in account, else the one whose password opened the pending step. */
async function codeOwner(ctx: HookContext): Promise<CodeOwner | null> {
  const signedIn = await signedInAccount(ctx);
  if (signedIn) return signedIn;
  const pending = await ctx.getSignedCookie(
    ctx.context.createAuthCookie(PENDING_COOKIE).name,
    ctx.context.secret,
  );
  if (!pending) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(pending);
  return value ? accountOf(value.value, false) : null;
}

/**
 * A refused code on a pending sign-in counts against the address it came from
 * (the staff limit its password step reads) and towards the firm's warning:
 * never against the account, so whoever fails codes never keeps the owner out.
 */
async function codeRefused(owner: CodeOwner, ip: string) {
  if (owner.signedIn || owner.role !== "staff") return;
  await consumeLimit("staff-login", ip);
  await recordStaffRefusal(owner, ip);
}

/**
 * Records `step` as used by the account; false when it already was (by any
 * instance: the key makes the second insert a conflict). Steps too old to be
 * accepted again go.
 */
async function claimStep(userId: string, step: number, at: number): Promise<boolean> {
  const claimed = await db()
    .insert(twoFactorUsedStep)
    .values({ userId, step })
    .onConflictDoNothing()
    .returning({ step: twoFactorUsedStep.step });
  await db()
    .delete(twoFactorUsedStep)
    .where(and(eq(twoFactorUsedStep.userId, userId), lt(twoFactorUsedStep.step, totpStep(at) - 2)));
  return claimed.length > 0;
}

async function releaseStep(userId: string, step: number) {
  await db()
    .delete(twoFactorUsedStep)
    .where(and(eq(twoFactorUsedStep.userId, userId), eq(twoFactorUsedStep.step, step)));
}

/**
 * A right TOTP code claims its step before better-auth accepts it (RFC 6238
 * §5.2: a used code is refused the second time). A wrong one is left to
 * better-auth, which refuses it and counts it against the pending sign-in.
 */
async function claimCode(ctx: HookContext, owner: CodeOwner, code: unknown, ip: string) {
  if (typeof code !== "string") return;
  const [row] = await db()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, owner.id));
  if (!row) return;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  } catch {
    return; // better-auth's own check fails alike
  }
  // better-auth's check reads the real time (it takes no clock) and accepts the
  // step before and after its own; one more each side here covers a step that
  // changes between its reading and this one.
  const at = Date.now();
  const step = matchingStep(secret, code, at, 2);
  if (step === null) return;
  if (await claimStep(owner.id, step, at)) {
    owner.claimed = step;
    return;
  }
  await codeRefused(owner, ip);
  throw new APIError("UNAUTHORIZED", { code: "TOTP_CODE_USED", message: USED_CODE_MESSAGE });
}

/** Before a code step: its owner noted, a used TOTP code refused, no trusted device. */
export async function beforeCodeStep(
  ctx: HookContext,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ body: Record<string, unknown> } | undefined> {
  const owner = await codeOwner(ctx);
  if (owner) {
    owners.set(ctx.context, owner);
    if (ctx.path === "/two-factor/verify-totp") await claimCode(ctx, owner, body.code, ip);
  }
  // A staff sign-in is never remembered (ADR 030): each one asks for a code.
  return "trustDevice" in body ? { body: { ...body, trustDevice: false } } : undefined;
}

/**
 * After a code step: a refused code counted; two-factor just turned on ends
 * the account's other sessions, as a password reset does (opened with the
 * password alone, they would stay open for days). Returns the code's owner.
 */
export async function afterCodeStep(ctx: HookContext, ip: string): Promise<CodeOwner | null> {
  const owner = owners.get(ctx.context) ?? null;
  if (!owner) return null;
  const returned = ctx.context.returned;
  if (returned instanceof APIError) {
    // Refused all the same (a pending sign-in that died, a lapsed step): the
    // code opened nothing, so it is not used.
    if (owner.claimed !== undefined) await releaseStep(owner.id, owner.claimed);
    await codeRefused(owner, ip);
    return owner;
  }
  const kept = ctx.context.newSession?.session.token;
  if (owner.signedIn && !owner.enabled && kept) {
    await db()
      .delete(sessionTable)
      .where(and(eq(sessionTable.userId, owner.id), ne(sessionTable.token, kept)));
  }
  return owner;
}

/**
 * Turning two-factor off: refused to a member while the Gérant requires it,
 * by /securite and by better-auth's own endpoint alike (the same 409 and words).
 */
export async function refuseDisablingWhenRequired(ctx: HookContext) {
  const account = await signedInAccount(ctx);
  if (account?.role !== "staff" || !(await twoFactorRequired())) return;
  throw new APIError("CONFLICT", {
    code: "TWO_FACTOR_REQUIRED",
    message: TWO_FACTOR_REQUIRED_MESSAGE,
  });
}
