import { and, desc, eq, gte, like, lt, ne } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { db } from "#app/db/db.server.ts";
import {
  activity,
  notificationPreference,
  session as sessionTable,
  user as userTable,
  verification,
} from "#app/db/schema.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import {
  ACTIVITY_LABELS,
  ACTIVITY_RETENTION_DAYS,
  describeDevice,
  type ActivityKind,
} from "./activity.ts";
import {
  NOTIFICATION_DEFAULTS,
  type NotificationKey,
  type NotificationPreferences,
} from "./schemas.ts";

const DAY_MS = 86_400_000;

/** Records an event of the account; a failure is logged, never shown. */
export async function recordActivity(
  userId: string,
  kind: ActivityKind,
  details: Record<string, string> = {},
) {
  try {
    await db().insert(activity).values({ userId, kind, details });
  } catch (error) {
    logger().error({ err: error, kind }, "activity not recorded");
  }
}

export type ActivityEntry = {
  id: string;
  kind: ActivityKind;
  label: string;
  at: string;
  details: string;
};

/** The last 30 days (the note of docs/product.md §2), newest first; older rows are removed. */
export async function listActivity(userId: string, now = new Date()): Promise<ActivityEntry[]> {
  const since = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS);
  // Kept 30 days, as the profile says: older events go.
  await db()
    .delete(activity)
    .where(and(eq(activity.userId, userId), lt(activity.at, since)));
  const rows = await db()
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), gte(activity.at, since)))
    .orderBy(desc(activity.at))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ActivityKind,
    label: ACTIVITY_LABELS[r.kind as ActivityKind] ?? r.kind,
    at: r.at.toISOString(),
    details: [r.details.device, r.details.ip ? `IP ${r.details.ip}` : "", r.details.note]
      .filter(Boolean)
      .join(" · "),
  }));
}

export async function getPreferences(userId: string): Promise<NotificationPreferences> {
  const [row] = await db()
    .select()
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, userId));
  if (!row) return { ...NOTIFICATION_DEFAULTS };
  return {
    email: row.email,
    marketing: row.marketing,
    activityUpdates: row.activityUpdates,
    securityAlerts: row.securityAlerts,
  };
}

export async function setPreference(userId: string, key: NotificationKey, value: boolean) {
  await db()
    .insert(notificationPreference)
    .values({ userId, ...NOTIFICATION_DEFAULTS, [key]: value })
    .onConflictDoUpdate({ target: notificationPreference.userId, set: { [key]: value } });
}

export type SessionEntry = {
  id: string;
  device: string;
  ip: string;
  lastActiveAt: string;
  createdAt: string;
  current: boolean;
};

export async function listSessions(userId: string, currentId: string): Promise<SessionEntry[]> {
  const rows = await db()
    .select()
    .from(sessionTable)
    .where(and(eq(sessionTable.userId, userId), gte(sessionTable.expiresAt, new Date())))
    .orderBy(desc(sessionTable.lastActiveAt));
  return rows
    .map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ipAddress ?? "inconnue",
      lastActiveAt: s.lastActiveAt.toISOString(),
      createdAt: s.createdAt.toISOString(),
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends another session of the same account; false when there is none such. */
export async function revokeSession(userId: string, currentId: string, id: string) {
  if (id === currentId) return false;
  const deleted = await db()
    .delete(sessionTable)
    .where(and(eq(sessionTable.id, id), eq(sessionTable.userId, userId)))
    .returning({ ua: sessionTable.userAgent });
  if (!deleted.length) return false;
  await recordActivity(userId, "session-revoked", { device: describeDevice(deleted[0]!.ua) });
  return true;
}

export async function revokeOtherSessions(userId: string, currentId: string) {
  const deleted = await db()
    .delete(sessionTable)
    .where(and(eq(sessionTable.userId, userId), ne(sessionTable.id, currentId)))
    .returning({ id: sessionTable.id });
  await recordActivity(userId, "sessions-revoked", { note: `${deleted.length} session(s)` });
  return deleted.length;
}

/** Ends every password-reset link still outstanding for the account (better-auth keeps one row per link). */
export async function revokeResetLinks(userId: string) {
  await db()
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/** When the account was created ('Membre depuis…' on /profile); null if it is gone. */
export async function memberSince(userId: string): Promise<Date | null> {
  const [row] = await db()
    .select({ createdAt: userTable.createdAt })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row?.createdAt ?? null;
}

export async function updateName(userId: string, name: string) {
  await db().update(userTable).set({ name }).where(eq(userTable.id, userId));
  await recordActivity(userId, "profile-updated", { note: "Nom complet" });
}

/** Loi n° 2008-12: the account and everything tied to it (sessions, activity, preferences). */
export async function deleteAccount(userId: string) {
  await db().delete(userTable).where(eq(userTable.id, userId));
}

export function activityCsvRows(entries: ActivityEntry[]): string[][] {
  return entries.map((e) => [formatFrenchDateTime(new Date(e.at)), e.label, e.details]);
}

const MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: "Cette adresse e-mail est déjà utilisée.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Cette adresse e-mail est déjà utilisée.",
  INVALID_EMAIL_OR_PASSWORD: "Adresse e-mail ou mot de passe incorrect.",
  EMAIL_NOT_VERIFIED:
    "Votre adresse e-mail n'est pas encore vérifiée. Un nouveau lien de confirmation vient de vous être envoyé.",
  INVALID_PASSWORD: "Le mot de passe actuel est incorrect.",
  INVALID_TOKEN: "Ce lien n'est plus valable. Demandez-en un nouveau.",
  PASSWORD_TOO_SHORT: "Le mot de passe est trop court.",
  PASSWORD_TOO_LONG: "Le mot de passe est trop long.",
  TOO_MANY_REQUESTS: "Trop de tentatives. Réessayez dans quelques minutes.",
};

/** better-auth's errors, in French (never its English text on screen). */
const OWN_LIMITS = new Set(["ACCOUNT_LOGIN_DELAY", "STAFF_LOGIN_LIMIT"]);

export function authErrorMessage(error: unknown): string;
/** `quiet`: null for an unknown code, nothing logged (api-answers.server.ts). */
export function authErrorMessage(error: unknown, options: { quiet: true }): string | null;
export function authErrorMessage(error: unknown, options?: { quiet: true }): string | null {
  if (error instanceof APIError) {
    const body = error.body as { code?: string; message?: string } | undefined;
    const code = body?.code ?? "";
    if (MESSAGES[code]) return MESSAGES[code];
    // Our hooks' limits say when to try again (auth-hooks.server.ts).
    if (OWN_LIMITS.has(code) && body?.message) return body.message;
    if (error.status === 429 || error.statusCode === 429) return MESSAGES.TOO_MANY_REQUESTS!;
  }
  if (options?.quiet) return null;
  logger().error({ err: error }, "unexpected auth error");
  return "Une erreur est survenue.";
}

/**
 * better-auth answers a sign-up for a known address with a silent success (it
 * hides who has an account). The issue wants it said: the register action asks
 * here first, behind its rate limit, and says only that the address is taken.
 */
export async function emailTaken(email: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export const EMAIL_TAKEN = MESSAGES.USER_ALREADY_EXISTS!;
