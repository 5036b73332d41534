// `npm run bench:ledger`: the studio at scale (ADR 025). On a database seeded by
// scripts/seed-ledger.ts (10 000 documents, 20 000 payments), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a database
// of its own there:
//  1. in the process, the queries behind each page (the register's page and count,
//     a document with its payments, the dashboard), beside `select 1` and a plain
//     count measured in the same run;
//  2. over HTTP on loopback, the built site answering a signed-in staff member
//     (session check, loader, React render), beside /healthz (`select 1`).
// Goal: ≤ 300 ms each. Median of RUNS (default 15) after two warm-ups; prints the
// machine's load. The seeded data stays (data/bench-ledger, <db>_bench_ledger):
// FRESH=1 seeds again.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { startBuiltSite } from "./site-process.ts";
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

const RUNS = Number(process.env.RUNS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3219);
const BASE = `http://localhost:${PORT}`;
const GOAL_MS = 300;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

type Timing = { median: number; p90: number; cpu: number };

/** This process's CPU time (ms). */
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** Another process's CPU time (ms), from /proc (user and system ticks). */
const cpuOf = (pid: number) => () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

/** The CPU clock of the process that serves: this one, then the site's. */
let cpuClock: () => number = ownCpu;

/**
 * Wall time, and the CPU time the serving process spent: on a machine shared with
 * other work, wall time includes waiting for a processor, CPU time much less so.
 */
async function timed(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 2; i++) await run();
  const ms: number[] = [];
  const cpuStart = cpuClock();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  return { median: median(ms), p90: p90(ms), cpu: (cpuClock() - cpuStart) / RUNS };
}

function print(title: string, rows: [string, Timing][], cpuLabel: string) {
  console.log(
    `\n${title}\n  (ms\u00a0: temps écoulé, médiane et 90e centile de ${RUNS} essais\u00a0; ${cpuLabel}, moyenne)`,
  );
  const width = Math.max(...rows.map(([n]) => n.length));
  for (const [name, t] of rows) {
    const flag = t.median > GOAL_MS ? "  > 300 ms" : "";
    console.log(
      `  ${name.padEnd(width)}  ${t.median.toFixed(1).padStart(8)}  ${t.p90.toFixed(1).padStart(8)}  ${t.cpu.toFixed(1).padStart(8)}${flag}`,
    );
  }
}

/** 1. The queries, in this process. */
async function inProcess(target: Target): Promise<string> {
  for (const k of ["DATABASE_URL", "DATA_DIR", "AUTH_SECRET"]) delete process.env[k];
  Object.assign(process.env, target.env, { LOG_LEVEL: "silent" });
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
  const { closeDb, db } = await import("#app/db/db.server.ts");
  const { getDocument, listDocuments } = await import("#app/features/documents/register.server.ts");
  const { loadDashboard } = await import("#app/features/dashboard/dashboard.server.ts");
  const { dakarDay } = await import("#app/features/documents/numbering.ts");
  const today = dakarDay(new Date());
  const month = { from: `${today.slice(0, 7)}-01`, to: today };
  const [heavy] = (
    await db().execute<{ number: string; id: string; n: number }>(sql`
      select d.number, d.id, count(*)::int as n from payment p join document d on d.id = p.document_id
      group by d.id order by 3 desc limit 1`)
  ).rows as { number: string; id: string; n: number }[];
  const [counts] = (
    await db().execute<{ documents: number; payments: number }>(sql`
      select (select count(*)::int from document) as documents, (select count(*)::int from payment) as payments`)
  ).rows as { documents: number; payments: number }[];
  console.log(
    `\n▶ ${target.name}\u00a0: ${counts!.documents} documents, ${counts!.payments} paiements\u00a0; facture aux ${heavy!.n} paiements ${heavy!.number}`,
  );
  cpuClock = ownCpu;
  const select1 = await timed(() => db().execute(sql`select 1`));
  const rows: [string, Timing][] = [
    ["select 1", select1],
    [
      "select count(*) from document",
      await timed(() => db().execute(sql`select count(*) from document`)),
    ],
    ["registre, page 1", await timed(() => listDocuments({ page: 1 }))],
    ["registre, page 200", await timed(() => listDocuments({ page: 200 }))],
    ["registre, recherche « pharmacie »", await timed(() => listDocuments({ q: "pharmacie" }))],
    [
      "registre, factures en retard",
      await timed(() => listDocuments({ kind: "invoice", status: "overdue" })),
    ],
    [
      "registre, encaissé ce mois (lien du tableau)",
      await timed(() =>
        listDocuments({ kind: "invoice", cashedFrom: month.from, cashedTo: month.to }),
      ),
    ],
    ["registre, à encaisser (lien du tableau)", await timed(() => listDocuments({ owing: true }))],
    [
      `document aux ${heavy!.n} paiements + ses paiements`,
      await timed(() =>
        Promise.all([
          getDocument(heavy!.number),
          db().execute(
            sql`select * from payment where document_id = ${heavy!.id} order by paid_on, recorded_at`,
          ),
        ]),
      ),
    ],
    ["tableau de bord (toutes ses requêtes)", await timed(() => loadDashboard())],
  ];
  print(
    `Requêtes dans le processus, ${target.name}`,
    rows,
    target.name === "PGlite"
      ? "CPU de ce processus (PGlite y tourne)"
      : "CPU de ce processus (client seulement)",
  );
  await closeDb();
  return heavy!.number;
}

const startSite = (target: Target) =>
  startBuiltSite(PORT, STAFF, { ...target.env, AUTH_SECRET: SECRET });

/** 2. The pages, over HTTP, as a signed-in staff member. */
async function overHttp(target: Target, heavy: string) {
  const site = await startSite(target);
  try {
    const cookie = await staffCookie(BASE);
    const get = (path: string) => async () => {
      const res = await fetch(`${BASE}${path}`, { headers: { cookie }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}\u00a0: ${res.status}`);
    };
    const today = new Date().toISOString().slice(0, 10);
    const month = `encaisse_du=${today.slice(0, 7)}-01&encaisse_au=${today}`;
    cpuClock = cpuOf(site.pid!);
    const healthz = await timed(get("/healthz"));
    const rows: [string, Timing][] = [
      ["/healthz (select 1)", healthz],
      ["/documents", await timed(get("/documents"))],
      ["/documents?page=200", await timed(get("/documents?page=200"))],
      ["/documents?q=pharmacie", await timed(get("/documents?q=pharmacie"))],
      ["/documents?type=invoice&retard=1-", await timed(get("/documents?type=invoice&retard=1-"))],
      [`/documents?type=invoice&${month}`, await timed(get(`/documents?type=invoice&${month}`))],
      [`/documents/${heavy}`, await timed(get(`/documents/${heavy}`))],
      ["/tableau-de-bord", await timed(get("/tableau-de-bord"))],
    ];
    print(
      `Pages sur HTTP (boucle locale, serveur construit), ${target.name}`,
      rows,
      target.name === "PGlite"
        ? "CPU du serveur (PGlite compris)"
        : "CPU du serveur (sans PostgreSQL)",
    );
  } finally {
    await stop(site);
  }
}

console.log(`Charge de la machine au départ (1, 5, 15 min)\u00a0: ${load()}`);
const targets = await benchTargets();
if (!existsSync("build/server/index.js"))
  console.log("(le site est construit au premier démarrage)");
for (const target of targets) {
  seed(target);
  const heavy = await inProcess(target);
  await overHttp(target, heavy);
}
console.log(`\nCharge de la machine à la fin (1, 5, 15 min)\u00a0: ${load()}`);
