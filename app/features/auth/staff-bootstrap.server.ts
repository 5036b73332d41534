import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { account, session, user } from "#app/db/schema.ts";

export type StaffBootstrapResult = (
  | { action: "created" | "updated"; email: string; username: string; generatedPassword?: string }
  | { action: "unchanged" }
) & {
  /** Emails of staff accounts a previous STAFF_EMAIL made, retired at this start. */
  retired?: string[];
  /**
   * With `passwordLater`, when the account already had a password: compares it
   * with STAFF_PASSWORD and brings it up to date; true when it changed.
   */
  checkPassword?: () => Promise<boolean>;
};

/** The start must stop: the configured staff account would take someone else's. */
export class StaffBootstrapError extends Error {}

const DEFAULT_USERNAME = "admin";

/**
 * The role of a staff account that STAFF_EMAIL no longer names: no staff
 * access, no password, no username. Only the bootstrap makes staff, so the
 * role also marks the account as its own: set STAFF_EMAIL back and it is staff again.
 */
export const RETIRED_STAFF_ROLE = "retired-staff";

/**
 * Makes sure the studio has a staff account: the one of STAFF_* (created, or
 * its username and password brought up to date), or, with none configured and
 * no staff in the database, a new one with a random password that the caller
 * prints once. The account is found by its email only, and an account that is
 * not already staff is never promoted: a visitor who registered the staff's
 * address or username stops the start with a StaffBootstrapError instead.
 */
export async function ensureStaffAccount(
  options: { passwordLater?: boolean } = {},
): Promise<StaffBootstrapResult> {
  const e = env();
  if (e.STAFF_EMAIL && e.STAFF_PASSWORD) {
    const email = e.STAFF_EMAIL.toLowerCase();
    const username = (e.STAFF_USERNAME ?? email.split("@")[0] ?? DEFAULT_USERNAME).toLowerCase();
    return upsertStaff({ email, username, password: e.STAFF_PASSWORD }, options.passwordLater);
  }
  const [existing] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, "staff"))
    .limit(1);
  if (existing) return { action: "unchanged" };
  const password = randomBytes(12).toString("base64url");
  const result = await upsertStaff({
    email: company.emails.contact,
    username: DEFAULT_USERNAME,
    password,
  });
  // No staff existed, so the account was just created (or refused above).
  return result.action === "unchanged" ? result : { ...result, generatedPassword: password };
}

async function upsertStaff(
  input: { email: string; username: string; password: string },
  passwordLater = false,
): Promise<StaffBootstrapResult> {
  return db().transaction(async (tx) => {
    const retired = await retireOtherStaff(tx, input.email);
    const result = await upsertInTx(tx, input, passwordLater);
    return retired.length > 0 ? { ...result, retired } : result;
  });
}

/**
 * STAFF_EMAIL names the owner's account: another account with a username was
 * made by an earlier STAFF_EMAIL (only the bootstrap gives one), and its old
 * password must open nothing. It loses the role, its password, its username
 * and its sessions. Members invited from /equipe (no username) are kept.
 */
async function retireOtherStaff(tx: Tx, email: string): Promise<string[]> {
  const others = await tx
    .update(user)
    .set({ role: RETIRED_STAFF_ROLE, username: null, displayUsername: null, updatedAt: new Date() })
    .where(and(eq(user.role, "staff"), isNotNull(user.username), ne(user.email, email)))
    .returning({ id: user.id, email: user.email });
  for (const other of others) {
    await tx.delete(session).where(eq(session.userId, other.id));
    await tx
      .delete(account)
      .where(and(eq(account.userId, other.id), eq(account.providerId, "credential")));
  }
  return others.map((o) => o.email);
}

async function upsertInTx(
  tx: Tx,
  input: { email: string; username: string; password: string },
  passwordLater: boolean,
): Promise<StaffBootstrapResult> {
  {
    const [byEmail] = await tx.select().from(user).where(eq(user.email, input.email));
    const [byUsername] = await tx.select().from(user).where(eq(user.username, input.username));
    if (byEmail && byEmail.role !== "staff" && byEmail.role !== RETIRED_STAFF_ROLE) {
      throw new StaffBootstrapError(
        `Compte du personnel refusé\u00a0: l'adresse ${input.email} (STAFF_EMAIL) appartient à un compte visiteur. ` +
          "Choisissez une autre adresse pour le personnel, ou supprimez d'abord ce compte visiteur.",
      );
    }
    if (byUsername && byUsername.id !== byEmail?.id) {
      throw new StaffBootstrapError(
        `Compte du personnel refusé\u00a0: l'identifiant «\u00a0${input.username}\u00a0» (STAFF_USERNAME) est déjà celui ` +
          `d'un autre compte (${byUsername.email}). Choisissez un autre STAFF_USERNAME.`,
      );
    }

    if (!byEmail) {
      const userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: company.name,
        email: input.email,
        emailVerified: true,
        username: input.username,
        displayUsername: input.username,
        role: "staff",
        // The account made from STAFF_* is the firm's owner.
        staffRole: "gerant",
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: await hashPassword(input.password),
      });
      return { action: "created", email: input.email, username: input.username };
    }

    const [credential] = await tx
      .select()
      .from(account)
      .where(and(eq(account.userId, byEmail.id), eq(account.providerId, "credential")));
    // The owner's role is put back too, should it have been changed in the database.
    const sameUsername = byEmail.username === input.username && byEmail.staffRole === "gerant";
    const wasRetired = byEmail.role === RETIRED_STAFF_ROLE;
    if (!sameUsername || !byEmail.emailVerified || wasRetired) {
      await tx
        .update(user)
        .set({
          username: input.username,
          displayUsername: input.username,
          emailVerified: true,
          role: "staff",
          staffRole: "gerant",
          updatedAt: new Date(),
        })
        .where(eq(user.id, byEmail.id));
    }
    const profileSame = sameUsername && byEmail.emailVerified && !wasRetired;
    // The comparison costs a password hash (scrypt): the start can listen first.
    if (passwordLater && credential?.password) {
      const checkPassword = () =>
        db().transaction((later) => setPassword(later, byEmail.id, input.password));
      return profileSame
        ? { action: "unchanged", checkPassword }
        : { action: "updated", email: input.email, username: input.username, checkPassword };
    }
    const passwordChanged = await setPassword(tx, byEmail.id, input.password);
    if (profileSame && !passwordChanged) return { action: "unchanged" };
    return { action: "updated", email: input.email, username: input.username };
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * Makes `password` the account's password, unless it already is; a change
 * signs out whoever signed in with the old one. True when it changed.
 */
async function setPassword(tx: Tx, userId: string, password: string): Promise<boolean> {
  const [credential] = await tx
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (credential?.password && (await verifyPassword({ hash: credential.password, password }))) {
    return false;
  }
  const hash = await hashPassword(password);
  if (credential) {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(account.id, credential.id));
  } else {
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
    });
  }
  // Whoever signed in with the old password is signed out.
  await tx.delete(session).where(eq(session.userId, userId));
  return true;
}
