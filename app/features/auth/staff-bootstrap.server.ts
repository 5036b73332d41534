import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, or } from "drizzle-orm";
import { company } from "#app/config/company.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { account, user } from "#app/db/schema.ts";

export type StaffBootstrapResult =
  | { action: "created" | "updated"; email: string; username: string; generatedPassword?: string }
  | { action: "unchanged" };

const DEFAULT_USERNAME = "admin";

/**
 * Makes sure the studio has a staff account: the one of STAFF_* (created, or
 * its password and role brought up to date), or, with none configured and no
 * staff in the database, a new one with a random password that the caller
 * prints once.
 */
export async function ensureStaffAccount(): Promise<StaffBootstrapResult> {
  const e = env();
  if (e.STAFF_EMAIL && e.STAFF_PASSWORD) {
    const email = e.STAFF_EMAIL.toLowerCase();
    const username = (e.STAFF_USERNAME ?? email.split("@")[0] ?? DEFAULT_USERNAME).toLowerCase();
    return upsertStaff({ email, username, password: e.STAFF_PASSWORD });
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
  return { ...result, generatedPassword: password };
}

async function upsertStaff(input: { email: string; username: string; password: string }) {
  const hash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(user)
      .where(or(eq(user.email, input.email), eq(user.username, input.username)))
      .limit(1);
    const now = new Date();
    let userId: string;
    let action: "created" | "updated";
    if (found) {
      userId = found.id;
      action = "updated";
      await tx
        .update(user)
        .set({ role: "staff", emailVerified: true, updatedAt: now })
        .where(eq(user.id, userId));
    } else {
      userId = randomUUID();
      action = "created";
      await tx.insert(user).values({
        id: userId,
        name: company.name,
        email: input.email,
        emailVerified: true,
        username: input.username,
        displayUsername: input.username,
        role: "staff",
      });
    }
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
      });
    }
    return {
      action,
      email: found?.email ?? input.email,
      username: found?.username ?? input.username,
    };
  });
}
