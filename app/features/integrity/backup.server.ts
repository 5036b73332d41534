import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#app/db/db.server.ts";
import { findUp } from "#app/lib/find-up.server.ts";

// A backup is a folder written by the application itself (ADR 023): one NDJSON file per
// table, each line a row as PostgreSQL's `to_jsonb` writes it (bytea in hex, jsonb as
// is, numbers exact), read in one REPEATABLE READ transaction so that every table is
// seen at the same instant; and a manifest. The same on PGlite and PostgreSQL.

export const MANIFEST = "manifest.json";
export const FORMAT = "teranga-sauvegarde/1";

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  engine: "pglite" | "postgres";
  /** The migrations applied to the database it was made from. */
  migrations: { count: number; last: string | null };
  /** The register's head: the number of entries and the last one's hash (hex). */
  chain: { seq: number; hash: string };
  /** Per table: its file, its number of rows and the file's SHA-256 (hex). */
  tables: Record<string, { file: string; rows: number; sha256: string }>;
};

/** The tables of the application's schema, by name. */
export async function appTables(database: Db): Promise<string[]> {
  const { rows } = await database.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** The migration level: how many are applied, and the last one's tag (from the journal). */
export async function migrationLevel(database: Db): Promise<Manifest["migrations"]> {
  const { rows } = await database.execute<{ n: number; last: string | null }>(
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const { n, last } = rows[0] ?? { n: 0, last: null };
  return { count: Number(n), last: last === null ? null : tagOf(last) };
}

function tagOf(when: string): string {
  const journal = findUp(import.meta.url, ["drizzle/meta/_journal.json"]);
  const { entries } = JSON.parse(readFileSync(journal, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return entries.find((e) => String(e.when) === when)?.tag ?? when;
}

// Rows read per query: about this many bytes at a time (a file row is up to 10 MB).
const BATCH_BYTES = 8_000_000;
const MAX_BATCH = 2_000;

/** The name of a backup's folder: its instant, sortable and valid on every file system. */
export function backupFolderName(now: Date): string {
  return `sauvegarde-${now
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z")}`;
}

/**
 * Writes a consistent copy of the whole database into a new folder under `parent`
 * and returns its path and manifest.
 */
export async function backupDatabase(
  database: Db,
  engine: Manifest["engine"],
  parent: string,
  now: Date = new Date(),
  batchBytes = BATCH_BYTES,
): Promise<{ folder: string; manifest: Manifest }> {
  // Private (the copy holds personal data and password hashes), and never over another one.
  mkdirSync(path.resolve(parent), { recursive: true });
  let folder = path.join(path.resolve(parent), backupFolderName(now));
  for (let n = 2; ; n += 1) {
    try {
      mkdirSync(folder, { mode: 0o700 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      folder = path.join(path.resolve(parent), `${backupFolderName(now)}-${n}`);
    }
  }
  mkdirSync(path.join(folder, "tables"), { mode: 0o700 });
  const manifest = await database.transaction(async (tx) => {
    // One snapshot for every table: what a concurrent writer commits meanwhile is not seen.
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const t = tx as unknown as Db;
    const tables: Manifest["tables"] = {};
    for (const table of await appTables(t)) {
      tables[table] = await dumpTable(t, table, path.join(folder, "tables"), batchBytes);
    }
    const head = (
      await t.execute<{ seq: string; hash: string }>(
        sql`select seq::text as seq, encode(hash, 'hex') as hash from register_head where id = 1`,
      )
    ).rows[0];
    return {
      format: FORMAT,
      createdAt: now.toISOString(),
      engine,
      migrations: await migrationLevel(t),
      chain: { seq: Number(head?.seq ?? 0), hash: head?.hash ?? "" },
      tables,
    } satisfies Manifest;
  });
  const out = createWriteStream(path.join(folder, MANIFEST));
  out.end(JSON.stringify(manifest, null, 2) + "\n");
  await once(out, "finish");
  return { folder, manifest };
}

async function dumpTable(database: Db, table: string, dir: string, batchBytes: number) {
  const file = `${table}.ndjson`;
  const { rows: size } = await database.execute<{ n: string; bytes: string }>(
    sql`select count(*)::text as n, pg_total_relation_size(${table}::regclass)::text as bytes
        from ${sql.identifier(table)}`,
  );
  const average = Number(size[0]?.bytes ?? 0) / Math.max(1, Number(size[0]?.n ?? 0));
  const batch = Math.max(1, Math.min(MAX_BATCH, Math.floor(batchBytes / Math.max(1, average))));
  const out = createWriteStream(path.join(dir, file));
  const hash = createHash("sha256");
  let rows = 0;
  // A cursor inside the snapshot transaction: each row read once, whatever the table.
  await database.execute(
    sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const { rows: page } = await database.execute<{ row: string }>(
      sql.raw(`fetch forward ${batch} from backup_rows`),
    );
    for (const r of page) {
      const line = r.row + "\n";
      hash.update(line, "utf8");
      if (!out.write(line)) await once(out, "drain");
    }
    rows += page.length;
    if (page.length < batch) break;
  }
  await database.execute(sql`close backup_rows`);
  out.end();
  await once(out, "finish");
  return { file: `tables/${file}`, rows, sha256: hash.digest("hex") };
}
