import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import { cancelPayment, insertDocument, insertPayment } from "#tests/fixtures/ledger-rows.ts";
import { MIGRATIONS, migrationsUpTo } from "#tests/fixtures/migrations.ts";
import { scratchDatabases } from "#tests/fixtures/scratch-databases.ts";

// Documents and payments written before 0009_integrity are chained by it, in the order
// they happened.

const { scratch, fresh } = scratchDatabases("site-chain-migration");

it("0009_integrity chains what was issued and received before it, in the order it happened", async () => {
  const { database, migrate } = await fresh("chain_migration");
  // Before the chain: up to 0007 (0008 adds only indexes).
  await migrate(migrationsUpTo("0007_ledger", scratch));
  // Inserted out of order: the chain follows the instants, not the insertion.
  const later = await insertDocument(database);
  const earlier = await insertDocument(database, { issuedAt: new Date("2026-01-05T08:00:00Z") });
  const paid = await insertPayment(database, later.id, 20_000);
  await cancelPayment(database, paid, "Chèque rejeté");

  await migrate(MIGRATIONS);
  const { rows } = await database.execute<{ seq: string; kind: string; subject: string }>(sql`
    select seq::text as seq, kind, subject_id::text as subject from register_entry order by register_entry.seq`);
  expect(rows.map((r) => [r.kind, r.subject])).toEqual([
    ["document", earlier.id],
    ["document", later.id],
    ["payment", paid],
    ["payment_cancellation", paid],
  ]);
  expect(await verifyRegister(database)).toMatchObject({ ok: true, count: 4, problems: [] });
  // Every migration from nothing, in two steps: on PGlite (WebAssembly) about 13 s on a
  // quiet machine, three times that with both cores busy.
}, 120_000);
