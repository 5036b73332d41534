import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";

// Each test file gets a fresh database: a new PGlite folder, or the PostgreSQL
// test database emptied (files run one at a time).
const dataDir = mkdtempSync(path.join(tmpdir(), "site-it-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.PUBLIC_URL = "http://localhost:3000";
process.env.NODE_ENV = "test";
if (process.env.TEST_DB === "postgres") {
  if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  // Required with DATABASE_URL (instances sharing a database share the secret).
  process.env.AUTH_SECRET ??= "secret-des-tests-d-integration-sur-postgresql";
} else {
  delete process.env.DATABASE_URL;
}

beforeAll(async () => {
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
  const { db, migrateDb } = await import("#app/db/db.server.ts");
  await migrateDb();
  await db().execute(
    sql`truncate table "user", session, account, verification, activity, rate_limit, contact_message, newsletter_subscriber, attachment, outbox, document, document_event, document_sequence, site_revision, client_link, client, catalogue_item, subscription, subscription_period, quote_response, two_factor, staff_invitation, team_policy, company_settings, company_settings_history, company_image, online_payment, client_document, client_lead, article, project, publishing_revision, media, article_mailing cascade`,
  );
});

afterAll(async () => {
  const { closeDb } = await import("#app/db/db.server.ts");
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});
