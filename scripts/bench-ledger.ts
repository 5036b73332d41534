// `npm run bench:ledger`: the studio at scale (ADR 025). On a database seeded by
// scripts/seed-ledger.ts (10 000 documents, 20 000 payments), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a database
// of its own there:
//  1. in the process, the queries behind each page (the register's page and count,
//     a document with its payments, the dashboard), beside `select 1` and a plain
//     count measured in the same run;
//  2. over HTTP on loopback, the built site answering a signed-in staff member
//     (session check, loader, React render), beside /healthz (`select 1`).
// Since ADR 060 also the time pages on the seed's projects side (50 000 time entries):
// /temps (the busiest week of the account it signs in with, the busiest member),
// /projets, /projets/:id (the project with the most entries), /marges (this year) and
// /depenses, with the queries behind each; and /clients, the client book's list.
// Goal: ≤ 300 ms each. Median of RUNS (default 15) after two warm-ups; each row prints
// its ratio to the reference (`select 1`, /healthz) and the machine's load (1 min). The seeded data stays (data/bench-ledger, <db>_bench_ledger):
// FRESH=1 seeds again; BENCH_ONLY=PGlite or BENCH_ONLY=PostgreSQL measures that target alone.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
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
const IDLE_MS = 5_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

type Timing = { median: number; p90: number; cpu: number; load: number };

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
  return {
    median: median(ms),
    p90: p90(ms),
    cpu: (cpuClock() - cpuStart) / RUNS,
    load: loadavg()[0]!,
  };
}

/** The rows, the first one the reference each is divided by. */
function print(title: string, rows: [string, Timing][], cpuLabel: string) {
  console.log(
    `\n${title}\n  (ms\u00a0: temps écoulé, médiane et 90e centile de ${RUNS} essais\u00a0; ${cpuLabel}, moyenne\u00a0;` +
      ` ratio\u00a0: médiane ÷ celle de «\u00a0${rows[0]![0]}\u00a0»\u00a0; charge sur 1\u00a0min à la fin de la ligne)`,
  );
  const width = Math.max(...rows.map(([n]) => n.length));
  const reference = Math.max(rows[0]![1].median, 0.1);
  console.log(
    `  ${"page ou requête".padEnd(width)}  ${"médiane".padStart(8)}  ${"90e".padStart(8)}  ${"CPU".padStart(8)}  ${"ratio".padStart(6)}  ${"charge".padStart(6)}`,
  );
  for (const [name, t] of rows) {
    const flag = t.median > GOAL_MS ? "  > 300 ms" : "";
    console.log(
      `  ${name.padEnd(width)}  ${t.median.toFixed(1).padStart(8)}  ${t.p90.toFixed(1).padStart(8)}  ${t.cpu.toFixed(1).padStart(8)}  ${(t.median / reference).toFixed(1).padStart(6)}  ${t.load.toFixed(2).padStart(6)}${flag}`,
    );
  }
}

/** What the time pages are measured on: the busiest member's busiest week, the busiest project. */
type TimeFacts = {
  userId: string;
  monday: string;
  weekEntries: number;
  projectId: string;
  projectEntries: number;
};

/** 1. The queries, in this process. */
async function inProcess(target: Target): Promise<{ heavy: string; time: TimeFacts }> {
  for (const k of ["DATABASE_URL", "DATA_DIR", "AUTH_SECRET"]) delete process.env[k];
  Object.assign(process.env, target.env, { LOG_LEVEL: "silent" });
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
  const { closeDb, db } = await import("#app/db/db.server.ts");
  const { getDocument, listDocuments } = await import("#app/features/documents/register.server.ts");
  const { loadDashboard } = await import("#app/features/dashboard/dashboard.server.ts");
  const { addDays, dakarDay } = await import("#app/features/documents/numbering.ts");
  const { clientChoices, getProject, listProjects, openProjects } =
    await import("#app/features/projects/projects.server.ts");
  const { catalogueChoices, runningTimer, weekEntries } =
    await import("#app/features/projects/time.server.ts");
  const { marginNames, marginRows, marginYears } =
    await import("#app/features/margins/margins.server.ts");
  const { marginsBy } = await import("#app/features/margins/margins.ts");
  const { listExpenses, projectChoices } =
    await import("#app/features/expenses/expenses.server.ts");
  const { monthBounds } = await import("#app/features/expenses/expense.ts");
  const { unbilledOf } = await import("#app/features/project-billing/billing.server.ts");
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
  // The account the site signs in with: its busiest week; and the busiest project.
  const [facts] = (
    await db().execute<TimeFacts & { entries: number; expenses: number; busiest: string }>(sql`
      with me as (select id from "user" where email = ${STAFF.email}),
        week as (select date_trunc('week', day)::date as monday, count(*)::int as n
          from time_entry where user_id = (select id from me) group by 1 order by 2 desc, 1 desc limit 1),
        project as (select project_id, count(*)::int as n from time_entry group by 1 order by 2 desc limit 1)
      select (select id from me) as "userId", (select to_char(monday, 'YYYY-MM-DD') from week) as monday,
        (select n from week) as "weekEntries", (select project_id from project) as "projectId",
        (select n from project) as "projectEntries",
        (select count(*)::int from time_entry) as entries, (select count(*)::int from expense) as expenses,
        (select u.name from time_entry t join "user" u on u.id = t.user_id
          group by u.id order by count(*) desc limit 1) as busiest`)
  ).rows as (TimeFacts & { entries: number; expenses: number; busiest: string })[];
  if (!facts?.userId || !facts.projectId) {
    throw new Error(
      "le jeu d'essai n'a ni temps ni le compte du banc d'essai\u00a0: relancez avec FRESH=1",
    );
  }
  console.log(
    `\n▶ ${target.name}\u00a0: ${counts!.documents} documents, ${counts!.payments} paiements\u00a0; facture aux ${heavy!.n} paiements ${heavy!.number}` +
      `\n  ${facts.entries} entrées de temps, ${facts.expenses} dépenses\u00a0; membre le plus chargé ${facts.busiest}\u00a0;` +
      ` semaine du ${facts.monday} (${facts.weekEntries} entrées)\u00a0; projet aux ${facts.projectEntries} entrées`,
  );
  const year = Number(today.slice(0, 4));
  const life = { from: "1900-01-01", to: "2999-12-31" };
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
    [
      "temps, semaine du plus chargé",
      await timed(() =>
        Promise.all([
          weekEntries(facts.userId, facts.monday, addDays(facts.monday, 6)),
          runningTimer(facts.userId),
          openProjects(),
          catalogueChoices(),
        ]),
      ),
    ],
    [
      "projets (liste, marges)",
      await timed(async () => {
        const projects = await listProjects({ status: null, clientId: null });
        await Promise.all([
          clientChoices(),
          marginRows(
            life,
            projects.map((p) => p.id),
          ),
        ]);
      }),
    ],
    [
      `projet aux ${facts.projectEntries} entrées`,
      await timed(() =>
        Promise.all([
          getProject(facts.projectId),
          listExpenses({ projectId: facts.projectId }),
          unbilledOf(facts.projectId),
          marginRows(life, [facts.projectId]),
        ]),
      ),
    ],
    [
      `marges ${year}`,
      await timed(async () => {
        const [, rows] = await Promise.all([
          marginYears(year),
          marginRows({ from: `${year}-01-01`, to: `${year}-12-31` }),
        ]);
        await marginNames(
          [...marginsBy(rows, "project").keys()],
          [...marginsBy(rows, "client").keys()],
        );
      }),
    ],
    [
      "dépenses du mois",
      await timed(() =>
        Promise.all([listExpenses(monthBounds(today.slice(0, 7))), projectChoices()]),
      ),
    ],
  ];
  print(
    `Requêtes dans le processus, ${target.name}`,
    rows,
    target.name === "PGlite"
      ? "CPU de ce processus (PGlite y tourne)"
      : "CPU de ce processus (client seulement)",
  );
  await closeDb();
  return { heavy: heavy!.number, time: facts };
}

const startSite = (target: Target) =>
  startBuiltSite(PORT, STAFF, { ...target.env, AUTH_SECRET: SECRET });

/** 2. The pages, over HTTP, as a signed-in staff member. */
async function overHttp(target: Target, heavy: string, time: TimeFacts) {
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
    // The register's first full verification (ADR 023) runs in the background after the
    // start and holds PGlite meanwhile: measured pages wait for it, not beside it.
    for (const deadline = Date.now() + 300_000; ;) {
      const res = await fetch(`${BASE}/documents`, { headers: { cookie } });
      const text = await res.text();
      if (res.status === 200 && !text.includes("Vérification du registre en cours")) break;
      if (Date.now() > deadline) throw new Error("la vérification du registre ne finit pas");
      await new Promise((r) => setTimeout(r, 1_000));
    }
    cpuClock = cpuOf(site.pid!);
    // What the server spends with no request (its jobs: reminders, outbox, checks), printed
    // so that background work is seen beside the pages' figures, not hidden in them.
    const idleFrom = cpuClock();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    console.log(
      `\nServeur au repos pendant ${IDLE_MS / 1000} s après la vérification : ${(cpuClock() - idleFrom).toFixed(0)} ms de CPU`,
    );
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
      [`/temps?semaine=${time.monday}`, await timed(get(`/temps?semaine=${time.monday}`))],
      ["/projets", await timed(get("/projets"))],
      [
        `/projets/:id (${time.projectEntries} entrées)`,
        await timed(get(`/projets/${time.projectId}`)),
      ],
      ["/marges", await timed(get("/marges"))],
      // The client book (ADR 031): its list read the documents' anti-join until issue 34.
      ["/clients", await timed(get("/clients"))],
      ["/depenses", await timed(get("/depenses"))],
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
  const { heavy, time } = await inProcess(target);
  await overHttp(target, heavy, time);
}
console.log(`\nCharge de la machine à la fin (1, 5, 15 min)\u00a0: ${load()}`);
