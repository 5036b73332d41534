import { and, eq } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import { memberCost, memberCostHistory, user } from "#app/db/schema.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { now } from "#app/features/platform/clock.server.ts";

// Members' internal cost per hour (ADR 052): set by the Gérant on /equipe, read only
// behind the `team` permission and the margins' (ADR 058). No other page loads these rows,
// so no other role's page can carry them. Each change is also kept, from today, in
// member_cost_history: the margins price an entry at the cost of its own day.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
  const effectiveFrom = dakarDay(now());
  await db().transaction(async (tx: Tx) => {
    if (hourlyCost === null) {
      await tx.delete(memberCost).where(eq(memberCost.userId, userId));
    } else {
      await tx
        .insert(memberCost)
        .values({ userId, hourlyCost })
        .onConflictDoUpdate({
          target: memberCost.userId,
          set: { hourlyCost, updatedAt: new Date() },
        });
    }
    await tx
      .insert(memberCostHistory)
      .values({ userId, effectiveFrom, hourlyCost })
      .onConflictDoUpdate({
        target: [memberCostHistory.userId, memberCostHistory.effectiveFrom],
        set: { hourlyCost },
      });
  });
  return true;
}
