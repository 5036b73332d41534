import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Db } from "#app/db/db.server.ts";
import { appTables, FORMAT, MANIFEST, migrationLevel, type Manifest } from "./backup.server.ts";
import { verifyRegister } from "./verify.server.ts";
import type { VerifyReport } from "./verify.ts";

export type RestoreResult =
  | { ok: true; manifest: Manifest; report: VerifyReport }
  | { ok: false; message: string; report?: VerifyReport };

type Target = {
  database: Db;
  /** Applies the application's migrations to the target first. */
  migrate: () => Promise<void>;
  /** Empties a database that holds data before restoring (« --remplacer »). */
  replace?: boolean;
};

// Rows sent per INSERT, and at most this many characters of JSON.
const ROWS = 500;
const CHARS = 4_000_000;

const refuse = (message: string, report?: VerifyReport): RestoreResult => ({
  ok: false,
  message,
  report,
});

function readManifest(folder: string): Manifest | string {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) {
    return `${folder} n'est pas une sauvegarde\u00a0: ${MANIFEST} est introuvable.`;
  }
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    if (manifest.format !== FORMAT) {
      return `${file}\u00a0: format inconnu (${String(manifest.format)}), attendu ${FORMAT}.`;
    }
    return manifest;
  } catch {
    return `${file} est illisible (JSON invalide).`;
  }
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The tables in an order where every table comes after those its foreign keys name. */
async function insertOrder(database: Db, tables: string[]): Promise<string[]> {
  const { rows } = await database.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const r of rows) if (r.child === table) visit(r.parent);
    ordered.push(table);
  };
  for (const t of tables) visit(t);
  return ordered.filter((t) => tables.includes(t));
}

/** Rows per table now in the database. */
async function counts(database: Db, tables: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(t)}`,
    );
    result[t] = Number(rows[0]?.n ?? 0);
  }
  return result;
}

async function insertFile(database: Db, table: string, file: string) {
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await database.execute(
      sql`insert into ${sql.identifier(table)}
          select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::jsonb)`,
    );
    batch = [];
    size = 0;
  };
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= ROWS || size >= CHARS) await flush();
  }
  await flush();
}

/**
 * Brings a backup back (ADR 023): checks its files against the manifest, applies the
 * migrations, refuses a database that holds data (unless `replace`), restores every row
 * in one transaction with the tables' own triggers off (the rows are history, not new
 * writes: the chain comes back as it was), resets the sequences, then checks the counts
 * against the manifest and verifies the register's chain.
 */
export async function restoreBackup(folder: string, target: Target): Promise<RestoreResult> {
  const manifest = readManifest(folder);
  if (typeof manifest === "string") return refuse(manifest);
  for (const [table, { file, sha256 }] of Object.entries(manifest.tables)) {
    const full = path.join(folder, file);
    if (!existsSync(full))
      return refuse(`Le fichier ${file} (table ${table}) manque à la sauvegarde.`);
    if ((await fileSha256(full)) !== sha256) {
      return refuse(
        `Le fichier ${file} a été modifié depuis la sauvegarde (son empreinte ne correspond plus au manifeste)\u00a0: rien n'a été restauré.`,
      );
    }
  }

  const { database } = target;
  await target.migrate();
  const level = await migrationLevel(database);
  if (level.count !== manifest.migrations.count || level.last !== manifest.migrations.last) {
    return refuse(
      `Cette sauvegarde a été faite au niveau de migration ${manifest.migrations.last ?? "aucune"} (${manifest.migrations.count}), la base est au niveau ${level.last ?? "aucune"} (${level.count})\u00a0: restaurez-la avec la version de l'application qui l'a faite, puis démarrez la nouvelle, qui migrera la base.`,
    );
  }
  const tables = await appTables(database);
  const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
  if (unknown.length > 0) {
    return refuse(`La base n'a pas les tables ${unknown.join(", ")} de la sauvegarde.`);
  }

  const before = await counts(database, tables);
  // A fresh database holds two rows: the register's empty head and the numbering by date
  // (ADR 046; a switch would have left a history line).
  const seeded = new Set(["register_head", "document_numbering"]);
  const held = Object.entries(before).filter(([t, n]) => n > (seeded.has(t) ? 1 : 0));
  const headSeq = (
    await database.execute<{ seq: string }>(sql`select seq::text as seq from register_head`)
  ).rows[0]?.seq;
  if (headSeq !== undefined && headSeq !== "0") held.push(["register_head", 1]);
  if (held.length > 0 && !target.replace) {
    const list = held.map(([t, n]) => `${t}\u00a0: ${n}`).join(", ");
    return refuse(
      `La base n'est pas vide (${list})\u00a0: la restauration remplacerait ses données. Restaurez dans une base vide, ou ajoutez --remplacer pour effacer tout son contenu d'abord.`,
    );
  }

  try {
    await putBack(database, folder, manifest, tables);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const reason = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
    return refuse(
      `La restauration a échoué, la base est restée telle qu'elle était\u00a0: ${reason}`,
    );
  }

  const after = await counts(database, Object.keys(manifest.tables));
  const wrong = Object.entries(manifest.tables).filter(([t, { rows }]) => after[t] !== rows);
  if (wrong.length > 0) {
    const list = wrong.map(([t, { rows }]) => `${t}\u00a0: ${after[t]} au lieu de ${rows}`);
    return refuse(`Les lignes restaurées ne correspondent pas au manifeste (${list.join(", ")}).`);
  }
  const report = await verifyRegister(database);
  if (!report.ok) {
    return refuse(
      `Données restaurées, mais le registre n'est pas intègre\u00a0: ${report.problems[0]?.message}`,
      report,
    );
  }
  if (report.count !== manifest.chain.seq || report.head !== manifest.chain.hash) {
    return refuse(
      `Données restaurées, mais le registre ne finit pas où la sauvegarde l'annonce (n°\u00a0${manifest.chain.seq}, ${manifest.chain.hash.slice(0, 16)}…)\u00a0: n°\u00a0${report.count}, ${report.head.slice(0, 16)}….`,
      report,
    );
  }
  return { ok: true, manifest, report };
}

/** Every row back, in one transaction, with the tables' own triggers off. */
async function putBack(database: Db, folder: string, manifest: Manifest, tables: string[]) {
  await database.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(
      sql.raw(`truncate table ${tables.map((n) => `"${n}"`).join(", ")} restart identity`),
    );
    for (const table of tables) {
      await t.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    }
    for (const table of await insertOrder(t, Object.keys(manifest.tables))) {
      await insertFile(t, table, path.join(folder, manifest.tables[table]!.file));
    }
    for (const table of tables) {
      await t.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    }
    // The time summed per month is the database's own (ADR 062): made again from the entries,
    // also for a backup taken before it existed.
    await t.execute(sql`select time_month_rebuild()`);
    // Sequences (serial and identity columns) continue after the restored rows.
    const { rows: sequences } = await t.execute<{ tbl: string; col: string; seq: string }>(sql`
      select c.table_name as tbl, c.column_name as col,
        pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
      from information_schema.columns c
      where c.table_schema = 'public'
        and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`);
    for (const s of sequences) {
      await t.execute(
        sql`select setval(${s.seq}, coalesce((select max(${sql.identifier(s.col)}) from ${sql.identifier(s.tbl)}), 0) + 1, false)`,
      );
    }
  });
}
