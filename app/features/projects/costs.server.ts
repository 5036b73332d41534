import { and, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { memberCost, user } from "#app/db/schema.ts";

// Members' internal cost per hour (ADR 052): set by the Gérant on /equipe, read only
// behind the `team` permission (and, with issue 34 §5, the margins'). No other page
// loads these rows, so no other role's page can carry them.

export async function memberCosts(): Promise<Record<string, number>> {
  const rows = await db().select().from(memberCost);
  return Object.fromEntries(rows.map((r) => [r.userId, r.hourlyCost]));
}

/** Sets (or, with null, removes) a member's cost; false when no such staff member. */
export async function setMemberCost(userId: string, hourlyCost: number | null): Promise<boolean> {
  const [member] = await db()
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, "staff")));
  if (!member) return false;
  if (hourlyCost === null) {
    await db().delete(memberCost).where(eq(memberCost.userId, userId));
  } else {
    await db()
      .insert(memberCost)
      .values({ userId, hourlyCost })
      .onConflictDoUpdate({
        target: memberCost.userId,
        set: { hourlyCost, updatedAt: new Date() },
      });
  }
  return true;
}
