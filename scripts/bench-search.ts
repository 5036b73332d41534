// `npm run bench:search`: « Rechercher » at scale (ADR 039). On the data of
// scripts/seed-ledger.ts (10 000 documents, 20 000 payments; the same folder and database
// as bench:ledger, seeded when empty) with 300 clients added from its parties (phones,
// NINEA), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
// server, on a database of its own there:
//  1. in the process, search() for realistic queries (a number, a client's name, an amount,
//     a phone, a NINEA, three letters, a word matching nothing), beside a plain query by
//     unique index (`select … from document where number = $1`) in the same run;
//  2. over HTTP on loopback, /recherche?q=… and /recherche.json?q=… answering a signed-in
//     Gérant, beside /healthz (`select 1`) and a document's page.
// Goal: ≤ 150 ms each. Median and 95th percentile of RUNS (default 30) after two warm-ups;
// prints the machine's load. FRESH=1 seeds again.
import { sql } from "drizzle-orm";
import { load } from "./bench-stats.ts";
import {
  benchTargets,
  SECRET,
  seed,
  STAFF,
  staffCookie,
  stop,
  type Target,
} from "./ledger-bench.ts";
import { startBuiltSite } from "./site-process.ts";

const RUNS = Number(process.env.RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3221);
const BASE = `http://localhost:${PORT}`;
const GOAL_MS = 150;
type Timing = { median: number; p95: number };

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)]!;

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 2; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  return { median: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

function print(title: string, rows: [string, Timing][]) {
  console.log(
    `\n${title}\n  (ms\u00a0: médiane et 95e centile de ${RUNS} essais\u00a0; objectif ≤ ${GOAL_MS}\u00a0ms)`,
  );
  const width = Math.max(...rows.map(([n]) => n.length));
  for (const [name, t] of rows) {
    const verdict = t.p95 <= GOAL_MS ? "✓" : t.median <= GOAL_MS ? "✓ (médiane)" : "✗";
    console.log(
      `  ${name.padEnd(width)}  ${t.median.toFixed(1).padStart(8)}  ${t.p95.toFixed(1).padStart(8)}  ${verdict}`,
    );
  }
}

/** The queries of the run, read from the seeded data (the same on every database). */
type Queries = { label: string; q: string }[];

/** 1. In the process; the queries it read from the data, for the HTTP part. */
async function inProcess(target: Target): Promise<{ queries: Queries; number: string }> {
  for (const k of ["DATABASE_URL", "DATA_DIR", "AUTH_SECRET"]) delete process.env[k];
  Object.assign(process.env, target.env, { LOG_LEVEL: "silent" });
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
  const { closeDb, db, migrateDb } = await import("#app/db/db.server.ts");
  const { search } = await import("#app/features/search/search.server.ts");
  const { formatAmount } = await import("#app/lib/money.ts");
  // Seeded before this command's migration: the site's start would apply it too.
  await migrateDb();
  // The book: one client per party, with a phone and a NINEA (the seed makes them since
  // ADR 060; a database seeded before, once here).
  await db().execute(sql`
    insert into client (name, email, phone, ninea)
    select party, 'contact@' || regexp_replace(lower(party), '[^a-z0-9]+', '-', 'g') || '.sn',
      '+221 77 ' || lpad((row_number() over (order by party))::text, 3, '0') || ' 45 67',
      lpad((4567000 + row_number() over (order by party))::text, 9, '0') || '2G3'
    from (select distinct party from document where kind <> 'credit_note') p
    where not exists (select 1 from client)`);
  await db().execute(sql`analyze`);
  const [facts] = (
    await db().execute<{ documents: number; clients: number; number: string; total: number }>(sql`
      select (select count(*)::int from document) as documents,
        (select count(*)::int from client) as clients,
        (select number from document where kind = 'invoice' order by issued_at desc offset 500 limit 1) as number,
        (select total_ttc from document where kind = 'invoice' order by issued_at desc offset 700 limit 1) as total`)
  ).rows as { documents: number; clients: number; number: string; total: number }[];
  const [phone] = (
    await db().execute<{ phone: string; ninea: string }>(
      sql`select phone, ninea from client where ninea is not null and phone like '+221 77 %' order by name offset 150 limit 1`,
    )
  ).rows as { phone: string; ninea: string }[];
  const queries: Queries = [
    { label: "un numéro entier", q: facts!.number },
    { label: "le début d'un numéro", q: facts!.number.slice(0, 12) },
    { label: "un nom de client (2 mots)", q: "quincaillerie khady" },
    { label: "un nom de client, accentué", q: "Médina" },
    { label: "un montant", q: `${formatAmount(facts!.total)} F` },
    { label: "un téléphone écrit localement", q: phone!.phone.replace("+221 ", "") },
    { label: "un NINEA", q: phone!.ninea },
    { label: "trois lettres (le plus court accepté)", q: "pha" },
    { label: "un mot qui ne trouve rien", q: "introuvable" },
  ];
  console.log(`\n▶ ${target.name}\u00a0: ${facts!.documents} documents, ${facts!.clients} clients`);
  const rows: [string, Timing][] = [
    ["select 1", await timed(() => db().execute(sql`select 1`))],
    [
      "document par numéro (index unique)",
      await timed(() => db().execute(sql`select * from document where number = ${facts!.number}`)),
    ],
  ];
  for (const { label, q } of queries) {
    rows.push([`search(« ${q} ») — ${label}`, await timed(() => search(q, "gerant"))]);
  }
  print(`Dans le processus, ${target.name}`, rows);
  await closeDb();
  return { queries, number: facts!.number };
}

/** 2. Over HTTP, as the signed-in Gérant. */
async function overHttp(target: Target, queries: Queries, number: string) {
  const site = await startBuiltSite(PORT, STAFF, { ...target.env, AUTH_SECRET: SECRET });
  try {
    const cookie = await staffCookie(BASE);
    const get = (path: string) => async () => {
      const res = await fetch(`${BASE}${path}`, { headers: { cookie }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}\u00a0: ${res.status}`);
    };
    const rows: [string, Timing][] = [
      ["/healthz (select 1)", await timed(get("/healthz"))],
      [`/documents/${number}`, await timed(get(`/documents/${number}`))],
    ];
    for (const { q } of queries) {
      const query = new URLSearchParams({ q });
      rows.push([`/recherche?${query}`, await timed(get(`/recherche?${query}`))]);
      rows.push([`/recherche.json?${query}`, await timed(get(`/recherche.json?${query}`))]);
    }
    print(`Sur HTTP (boucle locale, serveur construit), ${target.name}`, rows);
  } finally {
    await stop(site);
  }
}

console.log(`Charge de la machine au départ (1, 5, 15 min)\u00a0: ${load()}`);
const targets = await benchTargets();
for (const target of targets) {
  seed(target);
  const { queries, number } = await inProcess(target);
  if (!process.env.SKIP_HTTP) await overHttp(target, queries, number);
}
console.log(`\nCharge de la machine à la fin (1, 5, 15 min)\u00a0: ${load()}`);
