import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/db.server.ts";
import { opportunity, opportunityStage } from "#app/db/schema.ts";
import { MIGRATIONS, migrationsUpTo } from "#tests/fixtures/migrations.ts";
import { scratchDatabases } from "#tests/fixtures/scratch-databases.ts";

// A firm that ran the version before the pipeline upgrades: each contact request it
// stored becomes an opportunity (« Contacté » when marked handled), a spam does not.

const { fresh } = scratchDatabases("site-pipeline-upgrade");
const scratch = mkdtempSync(path.join(tmpdir(), "site-pipeline-folders-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let database: Db;

/** The migrations before the pipeline's (whatever number the merge gives them). */
function beforePipeline(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => /^\d{4}_pipeline$/.test(e.tag));
  return migrationsUpTo(journal.entries[at - 1]!.tag, scratch);
}

const OPEN = "11111111-1111-4111-8111-111111111111";
const HANDLED = "22222222-2222-4222-8222-222222222222";
const SPAM = "33333333-3333-4333-8333-333333333333";

beforeAll(async () => {
  const made = await fresh("pipeline");
  database = made.database;
  await made.migrate(beforePipeline());
  await database.execute(sql`insert into contact_message
    (id, name, email, subject, message, spam, answered_at, answered_by_name, created_at) values
    (${OPEN}, 'Khady Fall', 'khady@example.sn', 'site-vitrine', 'Un site', false, null, null, '2026-10-01T09:00:00Z'),
    (${HANDLED}, 'Ibou Sarr', 'ibou@example.sn', 'e-commerce', 'Une boutique', false, '2026-10-03T15:00:00Z', 'Awa Ndiaye', '2026-10-02T08:00:00Z'),
    (${SPAM}, 'Bot', 'bot@example.com', 'autre', 'x', true, null, null, '2026-10-04T08:00:00Z')`);
  await made.migrate();
}, 120_000);

describe("upgrading to the pipeline", () => {
  it("makes an opportunity of every real request, with its history", async () => {
    const rows = await database.select().from(opportunity).orderBy(asc(opportunity.createdAt));
    expect(rows.map((r) => [r.contactMessageId, r.source, r.stage, r.name, r.version])).toEqual([
      [OPEN, "contact", "new", "Khady Fall", 1],
      [HANDLED, "contact", "contacted", "Ibou Sarr", 1],
    ]);
    expect(rows[1]!.stageAt).toEqual(new Date("2026-10-03T15:00:00Z"));
    const history = await database
      .select()
      .from(opportunityStage)
      .orderBy(asc(opportunityStage.at));
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
