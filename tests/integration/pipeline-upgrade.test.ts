import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDb, db, dbKind, migrateDb, withStartupLock } from "#app/db/db.server.ts";
import { opportunity, opportunityStage } from "#app/db/schema.ts";
import { MIGRATIONS, migrationsUpTo } from "#tests/fixtures/migrations.ts";

// A firm that ran the version before the pipeline upgrades: each contact request it
// stored becomes an opportunity (« Contacté » when marked handled), a spam does not.

const scratch = mkdtempSync(path.join(tmpdir(), "site-pipeline-upgrade-"));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let created: string | undefined;

async function freshDatabase() {
  await closeDb();
  if (process.env.TEST_DB === "postgres") {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    created = `${url.pathname.slice(1)}_pipeline_upgrade`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${created}" with (force)`);
    await admin.query(`create database "${created}"`);
    await admin.end();
    url.pathname = `/${created}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    process.env.DATA_DIR = path.join(scratch, "data");
  }
  resetEnvForTests();
}

/** The migrations before the pipeline's (whatever number the merge gives them). */
function beforePipeline(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => /^\d{4}_pipeline$/.test(e.tag));
  return migrationsUpTo(journal.entries[at - 1]!.tag, scratch);
}

afterAll(async () => {
  await closeDb();
  Object.assign(process.env, saved);
  if (!saved.DATABASE_URL) delete process.env.DATABASE_URL;
  resetEnvForTests();
  if (created) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${created}" with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

const OPEN = "11111111-1111-4111-8111-111111111111";
const HANDLED = "22222222-2222-4222-8222-222222222222";
const SPAM = "33333333-3333-4333-8333-333333333333";

beforeAll(async () => {
  await freshDatabase();
  const folder = beforePipeline();
  if (dbKind() === "postgres") await migratePg(db(), { migrationsFolder: folder });
  else await migratePglite(db() as unknown as PgliteDatabase, { migrationsFolder: folder });
  await db().execute(sql`insert into contact_message
    (id, name, email, subject, message, spam, answered_at, answered_by_name, created_at) values
    (${OPEN}, 'Khady Fall', 'khady@example.sn', 'site-vitrine', 'Un site', false, null, null, '2026-10-01T09:00:00Z'),
    (${HANDLED}, 'Ibou Sarr', 'ibou@example.sn', 'e-commerce', 'Une boutique', false, '2026-10-03T15:00:00Z', 'Awa Ndiaye', '2026-10-02T08:00:00Z'),
    (${SPAM}, 'Bot', 'bot@example.com', 'autre', 'x', true, null, null, '2026-10-04T08:00:00Z')`);
  await withStartupLock(migrateDb);
}, 120_000);

describe("upgrading to the pipeline", () => {
  it("makes an opportunity of every real request, with its history", async () => {
    const rows = await db().select().from(opportunity).orderBy(asc(opportunity.createdAt));
    expect(rows.map((r) => [r.contactMessageId, r.source, r.stage, r.name, r.version])).toEqual([
      [OPEN, "contact", "new", "Khady Fall", 1],
      [HANDLED, "contact", "contacted", "Ibou Sarr", 1],
    ]);
    expect(rows[1]!.stageAt).toEqual(new Date("2026-10-03T15:00:00Z"));
    const history = await db().select().from(opportunityStage).orderBy(asc(opportunityStage.at));
    expect(
      history.map((h) => [
        h.opportunityId === rows[0]!.id ? "open" : "handled",
        h.fromStage,
        h.toStage,
        h.at.toISOString(),
        h.byName,
      ]),
    ).toEqual([
      ["open", null, "new", "2026-10-01T09:00:00.000Z", null],
      ["handled", null, "new", "2026-10-02T08:00:00.000Z", null],
      ["handled", "new", "contacted", "2026-10-03T15:00:00.000Z", "Awa Ndiaye"],
    ]);
  });
});
