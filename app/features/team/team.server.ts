import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { account, activity, session, staffInvitation, teamPolicy, user } from "#app/db/schema.ts";
import { doorsOf, landingOf, menuDoorsOf } from "#app/features/auth/doors.ts";
import { DOOR_GIVES } from "#app/features/auth/door-gives.server.ts";
import { STAFF_ROLE_LABELS, type StaffRole } from "#app/features/auth/permissions.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { INVITATION_DAYS, invitationState, type InvitationState } from "./invitation-state.ts";

type Result<T = null> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string) => ({ ok: false as const, message });

/** Only the token's SHA-256 is stored: the database alone opens no invitation. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type Member = {
  id: string;
  name: string;
  email: string;
  staffRole: StaffRole | null;
  /** The account made from STAFF_* (the bootstrap gives it the only username): the Gérant, kept. */
  owner: boolean;
  active: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: Date | null;
};

export type PendingInvitation = {
  id: string;
  email: string;
  staffRole: StaffRole;
  invitedByName: string;
  expiresAt: Date;
};

/** The members of /equipe (staff accounts, deactivated ones included), their last sign-in. */
export async function listMembers(): Promise<Member[]> {
  const rows = await db()
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      staffRole: user.staffRole,
      username: user.username,
      deactivatedAt: user.deactivatedAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.role, "staff"))
    .orderBy(asc(user.createdAt));
  const ids = rows.map((r) => r.id);
  const signIns =
    ids.length === 0
      ? []
      : await db()
          .select({ userId: activity.userId, at: max(activity.at) })
          .from(activity)
          .where(and(inArray(activity.userId, ids), eq(activity.kind, "sign-in")))
          .groupBy(activity.userId);
  const lastOf = new Map(signIns.map((s) => [s.userId, s.at]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    staffRole: r.staffRole,
    owner: r.username !== null,
    active: r.deactivatedAt === null,
    twoFactorEnabled: r.twoFactorEnabled,
    lastSignInAt: lastOf.get(r.id) ?? null,
  }));
}

export async function listPendingInvitations(at = now()): Promise<PendingInvitation[]> {
  return db()
    .select({
      id: staffInvitation.id,
      email: staffInvitation.email,
      staffRole: staffInvitation.staffRole,
      invitedByName: staffInvitation.invitedByName,
      expiresAt: staffInvitation.expiresAt,
    })
    .from(staffInvitation)
    .where(
      and(
        isNull(staffInvitation.usedAt),
        isNull(staffInvitation.revokedAt),
        gt(staffInvitation.expiresAt, at),
      ),
    )
    .orderBy(desc(staffInvitation.createdAt));
}

export async function teamPolicyOf(): Promise<{ requireTwoFactor: boolean }> {
  const [row] = await db().select().from(teamPolicy).where(eq(teamPolicy.id, 1));
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

export async function setTwoFactorPolicy(requireTwoFactor: boolean, by: SessionUser) {
  await db()
    .insert(teamPolicy)
    .values({ id: 1, requireTwoFactor, changedByName: by.name })
    .onConflictDoUpdate({
      target: teamPolicy.id,
      set: { requireTwoFactor, changedByName: by.name, updatedAt: new Date() },
    });
  logger().info({ requireTwoFactor, by: by.id }, "team two-factor policy changed");
}

/**
 * What a role gives and where its member starts, in the invitation's words: read from the
 * doors its permissions open (doors.ts), so the email never promises a page that refuses.
 */
export function roleSummary(role: StaffRole): string {
  // Every member has their own account's security: not worth a line of each role's email.
  const gives = doorsOf(role)
    .filter((d) => d.space !== "account")
    .map((d) => DOOR_GIVES[d.to]!);
  const list = gives.length > 1 ? `${gives.slice(0, -1).join(", ")} et ${gives.at(-1)}` : gives[0]!;
  const start = menuDoorsOf(role)[0]!.label;
  // « de écrire » is « d'écrire ».
  const of = /^[aeiouyéèêàâîôûh]/i.test(list) ? "d'" : "de ";
  return `Ce rôle vous permet ${of}${list}. Une fois votre mot de passe choisi, vous arriverez sur «\u00a0${start}\u00a0»\u00a0: ${publicOrigin()}${landingOf(role)}`;
}

/**
 * « Inviter un membre »: a single-use link valid 7 days, emailed through the
 * outbox in the same transaction. A newer invitation to the same address
 * replaces the pending one.
 */
export async function inviteMember(
  input: { email: string; staffRole: StaffRole },
  by: SessionUser,
  at = now(),
): Promise<Result<{ email: string; url: string }>> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db()
    .select({ role: user.role, deactivatedAt: user.deactivatedAt })
    .from(user)
    .where(eq(user.email, email));
  if (existing?.role === "staff") {
    return refuse(
      existing.deactivatedAt
        ? `${email} est déjà membre de l'équipe (désactivé)\u00a0: réactivez ce compte plutôt que de l'inviter.`
        : `${email} est déjà membre de l'équipe.`,
    );
  }
  if (existing) {
    return refuse(
      `L'adresse ${email} appartient à un compte client du site\u00a0: invitez une autre adresse (par exemple l'adresse professionnelle du collègue).`,
    );
  }
  const token = randomBytes(32).toString("base64url");
  const url = `${publicOrigin()}/invitation/${token}`;
  const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 86_400_000);
  const label = STAFF_ROLE_LABELS[input.staffRole];
  await db().transaction(async (tx) => {
    await tx
      .update(staffInvitation)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffInvitation.email, email),
          isNull(staffInvitation.usedAt),
          isNull(staffInvitation.revokedAt),
        ),
      );
    await tx.insert(staffInvitation).values({
      email,
      staffRole: input.staffRole,
      tokenHash: invitationTokenHash(token),
      invitedById: by.id,
      invitedByName: by.name,
      expiresAt,
    });
    const content = renderEmail({
      subject: `Invitation à rejoindre l'équipe de ${company.name}`,
      heading: `Rejoignez l'équipe de ${company.name}`,
      blocks: [
        {
          type: "paragraph",
          text: `${by.name} vous invite à rejoindre l'équipe de ${company.name} sur son site, avec le rôle «\u00a0${label}\u00a0».`,
        },
        { type: "paragraph", text: roleSummary(input.staffRole) },
        { type: "button", label: "Choisir mon mot de passe", href: url },
        {
          type: "details",
          rows: [
            ["Rôle", label],
            ["Pour commencer", `${publicOrigin()}${landingOf(input.staffRole)}`],
            ["Valable jusqu'au", formatFrenchDate(expiresAt)],
          ],
        },
        {
          type: "paragraph",
          text: `Ce lien ne sert qu'une fois et expire dans ${INVITATION_DAYS}\u00a0jours. Si vous n'attendiez pas cette invitation, ignorez cet e-mail.\n\n${url}`,
        },
      ],
    });
    await enqueueEmail({ ...content, kind: "staff-invitation", to: email }, tx);
  });
  logger().info({ email, staffRole: input.staffRole, by: by.id }, "team invitation sent");
  return { ok: true, value: { email, url } };
}

export async function revokeInvitation(id: string, at = now()): Promise<Result> {
  const done = await db()
    .update(staffInvitation)
    .set({ revokedAt: at })
    .where(
      and(
        eq(staffInvitation.id, id),
        isNull(staffInvitation.usedAt),
        isNull(staffInvitation.revokedAt),
      ),
    )
    .returning({ id: staffInvitation.id });
  if (done.length === 0) return refuse("Cette invitation n'est plus en attente.");
  return { ok: true, value: null };
}

/** What /invitation/<token> shows: the form, or why the link no longer opens anything. */
export async function findInvitation(
  token: string,
  at = now(),
): Promise<{ state: InvitationState; email?: string; staffRole?: StaffRole }> {
  const [row] = await db()
    .select()
    .from(staffInvitation)
    .where(eq(staffInvitation.tokenHash, invitationTokenHash(token)));
  const state = invitationState(row, at);
  return state === "valid" ? { state, email: row!.email, staffRole: row!.staffRole } : { state };
}

/**
 * The colleague picks their name and password: the invitation is claimed (one
 * statement, so two tabs never both use it), the staff account made, in one
 * transaction. The caller then signs them in with that password.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  at = now(),
): Promise<Result<{ email: string }> | { ok: false; state: InvitationState; message?: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await claimAndCreate(token, input.name, passwordHash, at);
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
    return refuse(
      "Un compte existe déjà avec cette adresse : demandez au gérant une invitation à une autre adresse.",
    );
  }
}

/** Thrown inside the transaction to undo the claim. */
class EmailTaken extends Error {}

async function claimAndCreate(token: string, name: string, passwordHash: string, at: Date) {
  return db().transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvitation)
      .set({ usedAt: at })
      .where(
        and(
          eq(staffInvitation.tokenHash, invitationTokenHash(token)),
          isNull(staffInvitation.usedAt),
          isNull(staffInvitation.revokedAt),
          gt(staffInvitation.expiresAt, at),
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await tx
        .select()
        .from(staffInvitation)
        .where(eq(staffInvitation.tokenHash, invitationTokenHash(token)));
      return { ok: false as const, state: invitationState(row, at) };
    }
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, claimed.email));
    // Made meanwhile (a visitor signed up with it): the claim is undone.
    if (taken) throw new EmailTaken();
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name,
      email: claimed.email,
      emailVerified: true,
      role: "staff",
      staffRole: claimed.staffRole,
    });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
    await tx.update(staffInvitation).set({ userId }).where(eq(staffInvitation.id, claimed.id));
    // Those who run the team hear it now (ADR 042); the newcomer is the actor.
    await notify(tx, {
      kind: "invitation_accepted",
      title: `${name} a rejoint l'équipe`,
      body: `${claimed.email} · ${STAFF_ROLE_LABELS[claimed.staffRole]}`,
      href: "/equipe",
      actorId: userId,
      at,
    });
    logger().info({ userId, staffRole: claimed.staffRole }, "team invitation accepted");
    return { ok: true as const, value: { email: claimed.email } };
  });
}

/** The Gérant changes a member's role; it holds from the member's next request. */
export async function changeRole(
  userId: string,
  staffRole: StaffRole,
  by: SessionUser,
): Promise<Result<{ name: string }>> {
  const target = await memberOf(userId);
  if (!target) return refuse("Membre inconnu\u00a0: rechargez la page.");
  if (target.username !== null && staffRole !== "gerant") {
    return refuse(
      "Le compte du gérant (créé à l'installation) reste Gérant\u00a0: son rôle ne se change pas ici.",
    );
  }
  if (target.id === by.id && staffRole !== "gerant") {
    return refuse("Vous ne pouvez pas retirer votre propre rôle de gérant.");
  }
  await db().update(user).set({ staffRole, updatedAt: new Date() }).where(eq(user.id, userId));
  logger().info({ userId, staffRole, by: by.id }, "team member role changed");
  return { ok: true, value: { name: target.name } };
}

/**
 * Deactivates a member: no sign-in any more, and every open session deleted in
 * the same transaction, so their next request is refused.
 */
export async function deactivateMember(
  userId: string,
  by: SessionUser,
  at = now(),
): Promise<Result<{ name: string }>> {
  const target = await memberOf(userId);
  if (!target) return refuse("Membre inconnu\u00a0: rechargez la page.");
  if (target.username !== null) {
    return refuse("Le compte du gérant (créé à l'installation) ne peut pas être désactivé.");
  }
  if (target.id === by.id) return refuse("Vous ne pouvez pas désactiver votre propre compte.");
  await db().transaction(async (tx) => {
    await tx.update(user).set({ deactivatedAt: at }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  });
  logger().info({ userId, by: by.id }, "team member deactivated");
  return { ok: true, value: { name: target.name } };
}

export async function reactivateMember(
  userId: string,
  by: SessionUser,
): Promise<Result<{ name: string }>> {
  const target = await memberOf(userId);
  if (!target) return refuse("Membre inconnu\u00a0: rechargez la page.");
  await db()
    .update(user)
    .set({ deactivatedAt: null })
    .where(and(eq(user.id, userId), isNotNull(user.deactivatedAt)));
  logger().info({ userId, by: by.id }, "team member reactivated");
  return { ok: true, value: { name: target.name } };
}

async function memberOf(userId: string) {
  const [row] = await db()
    .select({ id: user.id, name: user.name, username: user.username })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, "staff")));
  return row;
}

/** For the integration tests: how many sessions a member has open. */
export async function openSessions(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(session)
    .where(eq(session.userId, userId));
  return row?.n ?? 0;
}
