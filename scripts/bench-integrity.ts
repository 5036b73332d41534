// `npm run bench:integrity`: seeds a register of DOCUMENTS documents (default 10 000,
// with a real invoice's snapshot) and PAYMENTS payments (default 20 000, 1 % cancelled)
// into a fresh database, then times the chain's verification, the register page's
// check (cold, then cached), a backup and a restore into another fresh database (ADR 023).
// PGlite in a temporary folder; BENCH_DATABASE_URL=postgres://…/db for PostgreSQL (the
// database and db_restore are dropped and created again).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "#app/db/pglite-extensions.ts";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db } from "#app/db/db.server.ts";
import * as schema from "#app/db/schema.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { backupDatabase } from "#app/features/integrity/backup.server.ts";
import { restoreBackup } from "#app/features/integrity/restore.server.ts";
import { integrityRefresh, registerIntegrity } from "#app/features/integrity/status.server.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 10_000);
const PAYMENTS = Number(process.env.PAYMENTS ?? 20_000);
const URL_PG = process.env.BENCH_DATABASE_URL;
const MIGRATIONS = path.resolve(import.meta.dirname, "../drizzle");
const scratch = mkdtempSync(path.join(tmpdir(), "bench-integrity-"));

async function open(name: string) {
  if (!URL_PG) {
    const client = new PGlite(path.join(scratch, name), { extensions: PGLITE_EXTENSIONS });
    const database = drizzlePglite(client, { schema });
    return {
      database: database as unknown as Db,
      kind: "pglite" as const,
      migrate: () => migratePglite(database, { migrationsFolder: MIGRATIONS }),
      close: () => client.close(),
    };
  }
  const url = new URL(URL_PG);
  url.pathname = `${url.pathname}${name === "main" ? "" : `_${name}`}`;
  const dbName = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: URL_PG.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const database = drizzlePg(pool, { schema });
  return {
    database: database as unknown as Db,
    kind: "postgres" as const,
    migrate: () => migratePg(database, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
  };
}

async function time<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(
    `${label.padEnd(44)} ${Math.round(performance.now() - started)
      .toString()
      .padStart(7)} ms`,
  );
  return result;
}

const main = await open("main");
await main.migrate();
const snapshot = snapshotQuoteInvoice(
  "invoice",
  quoteForm({
    prestations: Array.from({ length: 5 }, (_, i) => ({
      designation: `Prestation ${i + 1} : développement et intégration`,
      quantity: "2",
      unitPrice: "150 000",
    })),
  }),
  { number: "FACT-BENCH", issuedAt: new Date("2026-01-01T09:00:00Z") },
)!;
const snapshotText = JSON.stringify(snapshot);
console.log(
  `${URL_PG ? "PostgreSQL" : "PGlite"}: ${DOCUMENTS} documents (snapshot ${snapshotText.length} octets), ${PAYMENTS} paiements`,
);

await time("seed (documents, payments, chain by triggers)", async () => {
  const CHUNK = 1_000;
  for (let from = 1; from <= DOCUMENTS; from += CHUNK) {
    const to = Math.min(DOCUMENTS, from + CHUNK - 1);
    await main.database.transaction(async (tx) => {
      await tx.execute(sql`
        insert into document (kind, number, series, seq, issued_at, issued_by_name, party, project, total_ttc, due_date, snapshot)
        select 'invoice', 'FACT-BENCH-' || i, 'FACT-BENCH-' || i, 1,
          timestamptz '2025-01-01 09:00Z' + i * interval '37 minutes', 'Banc d''essai',
          'Client ' || (i % 300), 'Projet ' || i, 1000000 + i, date '2025-02-01' + (i / 40),
          jsonb_set(${snapshotText}::jsonb, '{number}', to_jsonb('FACT-BENCH-' || i))
        from generate_series(${from}::int, ${to}::int) i`);
    });
  }
  const perDoc = Math.ceil(PAYMENTS / Math.max(1, DOCUMENTS));
  const CHUNK_P = 2_000;
  for (let from = 1; from <= PAYMENTS; from += CHUNK_P) {
    const to = Math.min(PAYMENTS, from + CHUNK_P - 1);
    await main.database.transaction(async (tx) => {
      await tx.execute(sql`
        insert into payment (document_id, amount, paid_on, method, reference, recorded_at, recorded_by_name,
          cancelled_at, cancelled_by_name, cancel_reason)
        select d.id, 1000 + p, date '2025-03-01' + (p / 60), 'wave', 'Réf ' || p,
          timestamptz '2025-03-01 10:00Z' + p * interval '13 minutes', 'Banc d''essai',
          case when p % 100 = 0 then timestamptz '2025-03-02 10:00Z' + p * interval '13 minutes' end,
          case when p % 100 = 0 then 'Banc d''essai' end,
          case when p % 100 = 0 then 'Doublon' end
        from generate_series(${from}::int, ${to}::int) p
        join document d on d.number = 'FACT-BENCH-' || (1 + (p - 1) / ${perDoc})`);
    });
  }
});
const { rows } = await main.database.execute<{ n: string }>(
  sql`select count(*)::text as n from register_entry`,
);
console.log(`écritures au registre : ${rows[0]!.n}`);

const report = await time("verify:register (full, independent)", () =>
  verifyRegister(main.database),
);
console.log(
  `  → ${report.ok ? "intègre" : report.problems[0]?.message}, ${report.count} écritures`,
);
await time("register page: first check (full, waited for)", async () => {
  await registerIntegrity(main.database);
  await integrityRefresh(main.database);
});
await time("register page: next request (cached)", () => registerIntegrity(main.database));
await main.database.execute(sql`
  insert into document (kind, number, series, seq, issued_at, issued_by_name, party, project, total_ttc, snapshot)
  values ('invoice', 'FACT-BENCH-NEW', 'FACT-BENCH-NEW', 1, now(), 'Banc', 'Client', 'Projet', 1, ${snapshotText}::jsonb)`);
await time("register page: after one new entry", () => registerIntegrity(main.database));

// A query of the site alone, then while a background verification runs (the page's, every 10 min).
{
  const alone: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    await main.database.execute(sql`select count(*) from document where status = 'issued'`);
    alone.push(performance.now() - started);
  }
  alone.sort((a, b) => a - b);
  console.log(
    `${"the same query alone (max, median)".padEnd(44)} ${Math.round(alone.at(-1)!).toString().padStart(7)} ms, ${Math.round(alone[alone.length >> 1]!)} ms`,
  );
}
{
  const running = verifyRegister(main.database, { batch: 100 });
  const waits: number[] = [];
  let done = false;
  void running.then(() => (done = true));
  while (!done) {
    const started = performance.now();
    await main.database.execute(sql`select count(*) from document where status = 'issued'`);
    waits.push(performance.now() - started);
  }
  waits.sort((a, b) => a - b);
  console.log(
    `${"a query during a full verification (max, median)".padEnd(44)} ${Math.round(waits.at(-1)!).toString().padStart(7)} ms, ${Math.round(waits[waits.length >> 1]!)} ms (${waits.length} queries)`,
  );
}

const { folder, manifest } = await time("backup", () =>
  backupDatabase(main.database, main.kind, path.join(scratch, "backups")),
);
console.log(
  `  → ${Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0)} lignes dans ${folder}`,
);
await main.close();
const target = await open("restore");
const restored = await time("restore (migrations, rows, verification)", () =>
  restoreBackup(folder, target),
);
console.log(
  `  → ${restored.ok ? `intègre, ${restored.report.count} écritures` : restored.message}`,
);
await target.close();
console.log(
  `charge (uptime) : ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
rmSync(scratch, { recursive: true, force: true });
