import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

// The integration database is migrated once per run, here, then copied for each
// test file (a PGlite folder copied, a PostgreSQL database made from a template):
// migrating 19 files of SQL per test file took most of the suite's time and, on a
// busy machine, more than a setup hook's minute.

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the migrated, empty data folder each file copies. */
    templateDir: string;
    /** PostgreSQL: the migrated, empty database each file is created from. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const onPostgres = process.env.TEST_DB === "postgres";
  const templateDir = mkdtempSync(path.join(tmpdir(), "site-it-template-"));
  process.env.DATA_DIR = templateDir;
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "http://localhost:3000";
  let templateDatabase = "";
  let admin: pg.Client | undefined;
  if (onPostgres) {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const url = new URL(base);
    templateDatabase = `${url.pathname.slice(1) || "site"}_template`;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists "${templateDatabase}" with (force)`);
    await admin.query(`create database "${templateDatabase}"`);
    url.pathname = `/${templateDatabase}`;
    process.env.DATABASE_URL = url.toString();
    process.env.AUTH_SECRET ??= "secret-des-tests-d-integration-sur-postgresql";
  } else {
    delete process.env.DATABASE_URL;
  }
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
  const { closeDb, migrateDb } = await import("#app/db/db.server.ts");
  // Freshly migrated: empty but for what the migrations write (the register's first head).
  await migrateDb();
  await closeDb();
  project.provide("templateDir", templateDir);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    rmSync(templateDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists "${templateDatabase}" with (force)`);
      await admin.end();
    }
  };
}
