import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";

// Each test file gets a fresh database, copied from the one migrated once for the
// run (global-setup.ts): a PGlite folder, or a PostgreSQL database of its own made
// from the template, so files can run side by side.
const dataDir = mkdtempSync(path.join(tmpdir(), "site-it-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.PUBLIC_URL = "http://localhost:3000";
process.env.NODE_ENV = "test";
const onPostgres = process.env.TEST_DB === "postgres";
let fileDatabase = "";
if (onPostgres) {
  if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = new URL(process.env.TEST_DATABASE_URL);
  // One database per worker: a file's side databases (named after it) stay its own.
  fileDatabase = `${url.pathname.slice(1) || "site"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  url.pathname = `/${fileDatabase}`;
  process.env.DATABASE_URL = url.toString();
  // Required with DATABASE_URL (instances sharing a database share the secret).
  process.env.AUTH_SECRET ??= "secret-des-tests-d-integration-sur-postgresql";
} else {
  delete process.env.DATABASE_URL;
}

beforeAll(async () => {
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${fileDatabase}" with (force)`);
      await admin.query(
        `create database "${fileDatabase}" template "${inject("templateDatabase")}"`,
      );
    } finally {
      await admin.end();
    }
  } else {
    cpSync(inject("templateDir"), dataDir, { recursive: true });
  }
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
});

afterAll(async () => {
  const { closeDb } = await import("#app/db/db.server.ts");
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});
