import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import type { Db } from "#app/db/db.server.ts";
import * as schema from "#app/db/schema.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import { cancelPayment, insertDocument, insertPayment } from "#tests/fixtures/ledger-rows.ts";
import { MIGRATIONS, migrationsUpTo } from "#tests/fixtures/migrations.ts";

// Documents and payments written before 0009_integrity are chained by it, in the order
// they happened.

const scratch = mkdtempSync(path.join(tmpdir(), "site-chain-migration-"));
const closers: (() => Promise<void>)[] = [];
// PostgreSQL databases made here, dropped at the end.
const created: string[] = [];

afterAll(async () => {
  for (const close of closers) await close();
  if (created.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

async function freshDatabase() {
  if (process.env.TEST_DB !== "postgres") {
    const dir = path.join(scratch, "db");
    mkdirSync(dir, { recursive: true });
    const client = new PGlite(dir);
    closers.push(() => client.close());
    const database = drizzlePglite(client, { schema });
    return {
      database: database as unknown as Db,
      migrate: (folder: string) => migratePglite(database, { migrationsFolder: folder }),
    };
  }
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_chain_migration`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  created.push(name);
  await admin.end();
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  closers.push(() => pool.end());
  const database = drizzlePg(pool, { schema });
  return {
    database: database as unknown as Db,
    migrate: (folder: string) => migratePg(database, { migrationsFolder: folder }),
  };
}

it("0009_integrity chains what was issued and received before it, in the order it happened", async () => {
  const { database, migrate } = await freshDatabase();
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
}, 60_000);
