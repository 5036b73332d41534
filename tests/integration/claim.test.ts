import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { outbox } from "#app/db/schema.ts";
import { claimQueued } from "#app/features/platform/claim.server.ts";

// The one claim of time-driven work (platform/claim.server.ts), on a queue of its own
// shape (the outbox): up to N due rows, never the same row twice, a lease that lapses
// on the clock it is given.

afterEach(async () => {
  await db().delete(outbox);
});

const AT = new Date("2026-12-01T10:00:00Z");

async function queue(n: number, due: Date) {
  const rows = await db()
    .insert(outbox)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind: "test",
        to: "contact@teranga-digital.sn",
        subject: `Message ${i}`,
        html: "<p>Bonjour</p>",
        text: "Bonjour",
        nextAttemptAt: due,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

describe("claiming due rows", () => {
  it("takes up to N due rows, two claims at once never the same, and leaves those not yet due", async () => {
    const due = await queue(5, new Date(AT.getTime() - 60_000));
    const later = await queue(2, new Date(AT.getTime() + 60_000));
    const [a, b] = await Promise.all([
      claimQueued(outbox, { now: AT, leaseSeconds: 120, limit: 3 }),
      claimQueued(outbox, { now: AT, leaseSeconds: 120, limit: 3 }),
    ]);
    // 3 + 2 of the 5 due ones, in either order, none twice; the 2 later ones untouched.
    expect([a.length, b.length].sort()).toEqual([2, 3]);
    expect([...a, ...b].sort()).toEqual([...due].sort());
    const rows = await db()
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [...due, ...later]));
    for (const row of rows) {
      if (later.includes(row.id)) {
        expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
      } else {
        // Leased for 120 s from the clock given: 10:02:00.
        expect(row).toMatchObject({ status: "sending", attempts: 1 });
        expect(row.lockedUntil?.toISOString()).toBe("2026-12-01T10:02:00.000Z");
      }
    }
  });

  it("a lease is taken again only once it has lapsed, at one attempt more", async () => {
    const [id] = await queue(1, AT);
    expect(await claimQueued(outbox, { now: AT, leaseSeconds: 120 })).toEqual([id]);
    // 10:01: still leased.
    const minute = new Date(AT.getTime() + 60_000);
    expect(await claimQueued(outbox, { now: minute, leaseSeconds: 120 })).toEqual([]);
    // 10:02:01: the worker is taken for gone; another claims it.
    const lapsed = new Date(AT.getTime() + 121_000);
    expect(await claimQueued(outbox, { now: lapsed, leaseSeconds: 120 })).toEqual([id]);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [id!]));
    expect(row).toMatchObject({ status: "sending", attempts: 2 });
    expect(row!.lockedUntil?.toISOString()).toBe("2026-12-01T10:04:01.000Z");
  });
});
