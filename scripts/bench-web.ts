// `npm run bench:web`: the figures of the process and of the pre-rendered
// pages, on loopback only, each beside a reference measured in the same run
// (absolute figures drift on a shared machine):
//  1. Start: time from `node` to the first 200 of /healthz, beside a bare Node
//     HTTP server; idle RSS once started (embedded database, and PostgreSQL
//     when BENCH_DATABASE_URL is set).
//  2. Throughput of the pre-rendered `/` beside nginx serving the same
//     precompressed bytes (gzip_static), same tool (autocannon), alternating rounds.
//  3. On each database, memory after 20 000 requests (pages, assets, a rendered page),
//     back at idle, then 20 s after 200 PDF files from the studio's route (signed in as
//     staff, 25 invoices in turn, so each file is drawn: the server keeps the last 20):
//     ≤ 200 MiB on PGlite, ≤ 150 MiB on PostgreSQL.
//  4. SOAK_MINUTES (30) of mixed use on every database at once: visitors, the contact
//     form, staff in the studio with invoices and PDFs, clients on their page; the RSS
//     of each minute (lowest and highest of a sample every 5 s) and the machine's load.
// Reference rows, same run: a bare Node HTTP server (start, RSS) and nginx (RSS).
// Lighthouse: performance from `npm run bench:lighthouse`, the other categories from `npm run audit:web`.
// BENCH_PORT moves the ports (site, nginx, bare server: three from 3420);
// ROUNDS and SECONDS_PER_ROUND the throughput rounds, PARTS (start,throughput,load,soak)
// the parts measured. Exits 1 when a goal is missed.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchInvoice } from "./bench-invoice.ts";
import { findNginx, spawnNginx } from "./nginx.ts";
import { load, median } from "./bench-stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const NGINX_PORT = PORT + 1;
const BARE_PORT = PORT + 2;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS_PER_ROUND ?? 5);
const HOST = "127.0.0.1";
const STARTS = 3;
// The parts measured (all by default): start, throughput, load, soak.
const PARTS = new Set(
  (process.env.PARTS ?? "start,throughput,load,soak").split(",").map((p) => p.trim()),
);
// Minutes of mixed use at the end (0: none), and how many visitors browse at once.
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SOAK_USERS = Number(process.env.SOAK_USERS ?? 4);
const IDLE_MS = 15_000;

const GOALS = {
  startSeconds: 1.2,
  rssPglite: 200,
  rssPostgres: 150,
  ratioNginx: 0.5,
  /** After 20 000 requests, and after 200 PDFs, at most this much above the idle RSS. */
  backToIdle: 1.15,
};
const PDFS = 200;
const INVOICES = 25;
// The PDF worker stops after this long without a file (pdf/render.server.tsx), plus a margin.
const PDF_REST_MS = 20_000;
const STAFF = { email: "banc@teranga-digital.sn", password: "Banc-d-essai-2026!" };

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function until200(port: number, pathname: string, child: ChildProcess, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`arrêté avant de répondre (${child.exitCode})`);
    try {
      const res = await fetch(`http://${HOST}:${port}${pathname}`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`pas de réponse sur le port ${port}`);
    await sleep(20);
  }
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Starts the built site as `npm start` does; resolves with the seconds until /healthz answered. */
async function startSite(dataDir: string, extra: Record<string, string> = {}, port = PORT) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      // What `npm start` and the systemd unit of docs/production.md set (ADR 014, fourth pass).
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "65536",
      MALLOC_MMAP_THRESHOLD_: "65536",
      SKIP_BUILD: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      ...extra,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await until200(port, "/healthz", child);
  return { child, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** The reference start: a bare Node HTTP server, timed the same way; its RSS once idle when asked. */
async function startBare(idle = false) {
  const started = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => s.end("ok")).listen(${BARE_PORT}, "${HOST}")`,
    ],
    { stdio: "ignore" },
  );
  await until200(BARE_PORT, "/", child);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  let rss = 0;
  if (idle) {
    await sleep(IDLE_MS);
    rss = rssMiB(child.pid!);
  }
  await stop(child);
  return { seconds, rss };
}

/** RSS of nginx, master (the process started, `daemon off`) and worker together. */
function nginxRssMiB(master: number): number {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [master, ...children].reduce((sum, pid) => sum + rssMiB(pid), 0);
}

/** Signs in as staff like the form does; the session cookie. */
async function staffCookie(port = PORT): Promise<string> {
  const res = await fetch(`http://localhost:${port}/simple-login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://localhost:${port}`,
    },
    body: new URLSearchParams({ identifier: STAFF.email, password: STAFF.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session_token"))
    .join("; ");
  if (res.status !== 302 || !cookie) throw new Error(`connexion refusée (${res.status})`);
  return cookie;
}

/** Issues `count` invoices of 1 to 40 lines through the studio's route; their numbers. */
async function issueInvoices(cookie: string, count: number, port = PORT): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const lines = 1 + ((i * 13) % 40);
    const res = await fetch(`http://localhost:${port}/documents/emettre`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: `http://localhost:${port}`,
        Cookie: cookie,
      },
      body: JSON.stringify({
        kind: "invoice",
        requestKey: crypto.randomUUID(),
        form: { ...benchInvoice(lines, `Client ${i + 1}`), showPaidStamp: false },
      }),
    });
    const answer = (await res.json()) as { number?: string; error?: string };
    if (!answer.number) throw new Error(`émission refusée : ${answer.error ?? res.status}`);
    numbers.push(answer.number);
  }
  return numbers;
}

/** Starts, then the RSS after a quiet while (the process's idle size). */
async function startAndIdle(dataDir: string, extra: Record<string, string> = {}) {
  const starts: number[] = [];
  let rss = 0;
  for (let i = 0; i < STARTS; i++) {
    const { child, seconds } = await startSite(dataDir, extra);
    starts.push(seconds);
    if (i === STARTS - 1) {
      await sleep(IDLE_MS);
      rss = rssMiB(child.pid!);
    }
    await stop(child);
  }
  return { start: median(starts), rss };
}

async function startNginx(dir: string, gzipped: Buffer, started: (child: ChildProcess) => void) {
  if (!findNginx()) {
    console.log("nginx manque : apt-get install -y nginx-light");
    const installed = spawn("apt-get", ["install", "-y", "-qq", "nginx-light"], {
      stdio: "inherit",
    });
    await new Promise((r) => installed.once("exit", r));
  }
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx introuvable");
  // The very bytes the site sends with gzip: the same precompressed file.
  const root = path.join(dir, "www");
  mkdirSync(root);
  // nginx's worker runs as another user: it must be able to read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(root, "index.html.gz"), gzipped);
  // try_files looks for the plain file; gzip_static then sends the .gz beside it.
  writeFileSync(path.join(root, "index.html"), gunzipSync(gzipped));
  const child = spawnNginx({
    bin: nginx,
    dir,
    root,
    host: HOST,
    port: NGINX_PORT,
    compression: "gzip_static always;\n  etag on;",
  });
  started(child);
  await until200(NGINX_PORT, "/", child);
  return child;
}

async function cannon(port: number, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url: `http://${HOST}:${port}/`,
    connections: 32,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    ...options,
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

type Database = {
  name: string;
  dataDir: string;
  extra: Record<string, string>;
  /** RSS at most this many MiB 20 s after the load, and over the mixed use. */
  goalMiB: number;
};
type Row = [string, string, string, string];
type Goal = (ok: boolean, text: string) => string;

/** The addresses a visit fetches: public pages (kept in memory or rendered) and the first page's assets. */
async function visitPaths(port: number): Promise<string[]> {
  const html = await (await fetch(`http://${HOST}:${port}/`)).text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])];
  return [
    "/",
    "/terms",
    "/about",
    "/services",
    "/articles",
    "/articles/animations-css-performantes",
    "/realisations",
    "/contact",
    ...assets.slice(0, 12),
  ];
}

/** 20 000 requests of what visitors fetch, then 200 PDFs from the studio; the RSS at rest after each. */
async function afterLoad(site: ChildProcess, db: Database, goal: Goal): Promise<Row[]> {
  const rows: Row[] = [];
  await sleep(IDLE_MS);
  const idle = rssMiB(site.pid!);
  const paths = await visitPaths(PORT);
  const mixed = await autocannon({
    url: `http://${HOST}:${PORT}`,
    connections: 16,
    amount: 20_000,
    requests: paths.map((p) => ({
      method: "GET" as const,
      path: p,
      headers: { "accept-encoding": "br, gzip" },
    })),
  });
  const peak = rssMiB(site.pid!);
  await sleep(IDLE_MS);
  const after = rssMiB(site.pid!);
  rows.push([
    `${db.name} : RSS après 20 000 requêtes (${paths.length} adresses), au repos`,
    `${after.toFixed(0)} Mio`,
    `avant ${idle.toFixed(0)} Mio (×${(after / idle).toFixed(2)}), pendant ${peak.toFixed(0)} Mio`,
    goal(
      after <= idle * GOALS.backToIdle && mixed.errors === 0 && mixed.non2xx === 0,
      `≤ ${GOALS.backToIdle}× avant, 0 erreur`,
    ),
  ]);

  // 200 PDF files from the studio, as staff download them, then at rest.
  const cookie = await staffCookie();
  const numbers = await issueInvoices(cookie, INVOICES);
  await sleep(PDF_REST_MS);
  const beforePdfs = rssMiB(site.pid!);
  let pdfPeak = 0;
  let pdfErrors = 0;
  for (let i = 0; i < PDFS; i++) {
    const res = await fetch(`http://${HOST}:${PORT}/documents/${numbers[i % numbers.length]}/pdf`, {
      headers: { Cookie: cookie },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || bytes.subarray(0, 5).toString() !== "%PDF-") pdfErrors++;
    if (i % 20 === 0) pdfPeak = Math.max(pdfPeak, rssMiB(site.pid!));
  }
  await sleep(PDF_REST_MS);
  const afterPdfs = rssMiB(site.pid!);
  rows.push([
    `${db.name} : RSS ${PDF_REST_MS / 1000} s après ${PDFS} PDF (${INVOICES} factures tour à tour)`,
    `${afterPdfs.toFixed(0)} Mio`,
    `avant ${beforePdfs.toFixed(0)} Mio (×${(afterPdfs / beforePdfs).toFixed(2)}), pendant ${pdfPeak.toFixed(0)} Mio`,
    goal(
      afterPdfs <= beforePdfs * GOALS.backToIdle && afterPdfs <= db.goalMiB && pdfErrors === 0,
      `≤ ${GOALS.backToIdle}× avant et ≤ ${db.goalMiB} Mio, 0 erreur`,
    ),
  ]);
  return rows;
}

/**
 * Mixed use of one server for SOAK_MINUTES: visitors browse and send the contact form,
 * staff open the studio's pages, issue invoices and download PDFs, clients open their
 * private page, each at a person's pace (SOAK_USERS loops). The RSS at each minute.
 */
async function soak(
  port: number,
  minutes: number,
  perMinute: (minute: number, low: number, high: number) => void,
  pid: number,
) {
  const base = `http://${HOST}:${port}`;
  const cookie = await staffCookie(port);
  const numbers = await issueInvoices(cookie, 5, port);
  const paths = await visitPaths(port);
  const staffPages = [
    "/invoice-quote",
    "/documents",
    "/tableau-de-bord",
    "/clients",
    "/catalogue",
    "/demandes",
  ];
  const clientLinks = new Set<string>();
  const counts = { requests: 0, errors: 0, pdfs: 0, issued: 0, contact: 0 };
  const deadline = Date.now() + minutes * 60_000;
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${pathname}`, {
      headers: { "accept-encoding": "br, gzip", ...headers },
    });
    const body = await res.arrayBuffer();
    counts.requests++;
    if (res.status >= 500) counts.errors++;
    return { res, body };
  };
  const visitor = async (i: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      await get(paths[(n + i) % paths.length]!);
      if (n % 40 === 39) {
        // The contact form as a browser with JavaScript sends it (some refused by the rate limit).
        const form = new FormData();
        form.set("name", `Visiteur ${i}-${n}`);
        form.set("email", `visiteur${i}.${n}@exemple.sn`);
        form.set("subject", "site-vitrine");
        form.set("message", "Bonjour, je voudrais un devis pour un site vitrine de cinq pages.");
        const res = await fetch(`${base}/contact/envoi`, {
          method: "POST",
          body: form,
          headers: { Origin: base },
        });
        await res.arrayBuffer();
        counts.requests++;
        counts.contact++;
        if (res.status >= 500) counts.errors++;
      }
      await sleep(100);
    }
  };
  const staff = async () => {
    for (let n = 0; Date.now() < deadline; n++) {
      await get(staffPages[n % staffPages.length]!, { Cookie: cookie });
      const number = numbers[n % numbers.length]!;
      const page = await get(`/documents/${number}`, { Cookie: cookie });
      const link = /\/d\/[\w-]{16,}/.exec(Buffer.from(page.body).toString());
      if (link) clientLinks.add(link[0]);
      if (n % 3 === 0) {
        const pdf = await get(`/documents/${number}/pdf`, { Cookie: cookie });
        counts.pdfs++;
        if (Buffer.from(pdf.body).subarray(0, 5).toString() !== "%PDF-") counts.errors++;
      }
      if (n % 10 === 9 && numbers.length < 40) {
        numbers.push(...(await issueInvoices(cookie, 1, port)));
        counts.issued++;
      }
      await sleep(500);
    }
  };
  const client = async () => {
    for (let n = 0; Date.now() < deadline; n++) {
      const links = [...clientLinks];
      if (links.length) await get(links[n % links.length]!);
      await sleep(1_000);
    }
  };
  const started = Date.now();
  // Every 5 s; per minute the lowest figure (the process between two PDFs, or with the
  // worker) and the highest (the PDF worker drawing: it stops 15 s after its last file).
  const sampler = (async () => {
    for (let minute = 1; minute <= minutes; minute++) {
      const samples: number[] = [];
      while (Date.now() < started + minute * 60_000) {
        samples.push(rssMiB(pid));
        await sleep(Math.min(5_000, Math.max(0, started + minute * 60_000 - Date.now())));
      }
      perMinute(minute, Math.min(...samples), Math.max(...samples));
    }
  })();
  await Promise.all([
    ...Array.from({ length: SOAK_USERS }, (_, i) => visitor(i)),
    staff(),
    client(),
    sampler,
  ]);
  return counts;
}

/** The mixed use on every database at once; the table per minute, then the goals. */
async function soakAll(databases: Database[], goal: Goal, started: (c: ChildProcess) => void) {
  const rows: Row[] = [];
  const lows = databases.map(() => [] as number[]);
  const highs = databases.map(() => [] as number[]);
  const sites = [];
  for (const [i, db] of databases.entries()) {
    const port = PORT + 3 + i;
    const { child } = await startSite(db.dataDir, db.extra, port);
    started(child);
    sites.push({ db, port, child });
  }
  console.log(
    `\nUtilisation mixte, ${SOAK_MINUTES} min (RSS de chaque minute, Mio, relevé toutes les 5 s : le plus bas – le plus haut ; charge) :`,
  );
  console.log(`  min │ ${databases.map((d) => d.name.padStart(11)).join(" │ ")} │ charge`);
  const printed = new Set<number>();
  const perMinute = (i: number) => (minute: number, low: number, high: number) => {
    lows[i]![minute - 1] = low;
    highs[i]![minute - 1] = high;
    if (lows.every((s) => s[minute - 1] !== undefined) && !printed.has(minute)) {
      printed.add(minute);
      const cells = lows.map((l, j) =>
        `${l[minute - 1]!.toFixed(0)}–${highs[j]![minute - 1]!.toFixed(0)}`.padStart(11),
      );
      console.log(`  ${String(minute).padStart(3)} │ ${cells.join(" │ ")} │ ${load()}`);
    }
  };
  const counts = await Promise.all(
    sites.map((s, i) => soak(s.port, SOAK_MINUTES, perMinute(i), s.child.pid!)),
  );
  await sleep(PDF_REST_MS);
  // Flat: from the third minute on (caches warm), each minute's lowest figure within ±10 %
  // of their median (the process's own memory does not grow), and likewise each minute's
  // highest (the process with its PDF worker).
  const flat = (series: number[]) => {
    const steady = series.slice(2);
    const mid = median(steady);
    const low = Math.min(...steady);
    const high = Math.max(...steady);
    return { mid, low, high, ok: steady.length > 0 && high <= mid * 1.1 && low >= mid * 0.9 };
  };
  const spread = (f: ReturnType<typeof flat>) =>
    `${f.low.toFixed(0)}–${f.high.toFixed(0)} (médiane ${f.mid.toFixed(0)}, ${((f.low / f.mid - 1) * 100).toFixed(1)} % / +${((f.high / f.mid - 1) * 100).toFixed(1)} %)`;
  for (const [i, s] of sites.entries()) {
    const rest = rssMiB(s.child.pid!);
    await stop(s.child);
    const own = flat(lows[i]!);
    const withWorker = flat(highs[i]!);
    const c = counts[i]!;
    rows.push([
      `${s.db.name} : ${SOAK_MINUTES} min d'utilisation mixte (${c.requests.toLocaleString("fr-FR")} requêtes, ${c.pdfs} PDF, ${c.issued} factures, ${c.contact} formulaires)`,
      `bas ${spread(own)} Mio`,
      `haut ${spread(withWorker)} Mio`,
      goal(own.ok && withWorker.ok && c.errors === 0, "± 10 % dès la 3e minute, 0 erreur"),
    ]);
    rows.push([
      `${s.db.name} : RSS ${PDF_REST_MS / 1000} s après l'utilisation mixte`,
      `${rest.toFixed(0)} Mio`,
      `pendant ${withWorker.high.toFixed(0)} Mio au plus`,
      goal(rest <= s.db.goalMiB, `≤ ${s.db.goalMiB} Mio`),
    ]);
  }
  return rows;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  let site: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  const soakers: ChildProcess[] = [];
  const rows: [string, string, string, string][] = [];
  const row = (r: [string, string, string, string]) => {
    rows.push(r);
    console.log(`  ${r.join(" │ ")}`);
  };
  let failed = false;
  const goal = (ok: boolean, text: string) => {
    if (!ok) failed = true;
    return `${ok ? "✓" : "✗"} ${text}`;
  };
  // Interrupted: no server or nginx left behind.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      for (const child of [nginx, site, ...soakers]) child?.kill("SIGTERM");
      process.exit(130);
    });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const pgExtra = {
    DATABASE_URL: pgUrl ?? "",
    AUTH_SECRET: "banc-d-essai-secret-partage-entre-instances",
  };
  try {
    console.log(`Charge de la machine au départ : ${load()} (2 cœurs)`);
    if (!pgUrl) console.log("BENCH_DATABASE_URL absent : pas de mesure sur PostgreSQL.");
    // The first start creates the database (migrations, the site's articles and projects,
    // the catalogue): a process that did it holds more than one that reopens it. The
    // measured ones reopen it, on each database.
    await stop((await startSite(path.join(dir, "data"))).child);
    if (pgUrl) await stop((await startSite(path.join(dir, "data-pg"), pgExtra)).child);

    if (PARTS.has("start")) {
      const bareRuns = [await startBare(), await startBare(), await startBare(true)];
      const bare = median(bareRuns.map((b) => b.seconds));
      const bareRss = bareRuns[2]!.rss;
      row([
        "Référence : Node nu, démarrage (médiane de 3) et RSS au repos",
        `${bare.toFixed(2)} s, ${bareRss.toFixed(0)} Mio`,
        "serveur HTTP de 1 ligne",
        "",
      ]);
      const pglite = await startAndIdle(path.join(dir, "data"));
      row([
        "Démarrage → /healthz 200 (PGlite, médiane de 3)",
        `${pglite.start.toFixed(2)} s`,
        `Node nu ${bare.toFixed(2)} s (×${(pglite.start / bare).toFixed(1)})`,
        goal(pglite.start <= GOALS.startSeconds, `≤ ${GOALS.startSeconds} s`),
      ]);
      row([
        `RSS au repos (PGlite, ${IDLE_MS / 1000} s après le démarrage)`,
        `${pglite.rss.toFixed(0)} Mio`,
        `Node nu ${bareRss.toFixed(0)} Mio (+${(pglite.rss - bareRss).toFixed(0)})`,
        goal(pglite.rss <= GOALS.rssPglite, `≤ ${GOALS.rssPglite} Mio`),
      ]);
      if (pgUrl) {
        const pg = await startAndIdle(path.join(dir, "data-pg"), pgExtra);
        row([
          "Démarrage → /healthz 200 (PostgreSQL)",
          `${pg.start.toFixed(2)} s`,
          `Node nu ${bare.toFixed(2)} s`,
          goal(pg.start <= GOALS.startSeconds, `≤ ${GOALS.startSeconds} s`),
        ]);
        row([
          "RSS au repos (PostgreSQL)",
          `${pg.rss.toFixed(0)} Mio`,
          "",
          goal(pg.rss <= GOALS.rssPostgres, `≤ ${GOALS.rssPostgres} Mio`),
        ]);
      }
    }
    if (PARTS.has("throughput")) {
      const running = startSite(path.join(dir, "data"));
      site = (await running).child;
      const page = await fetch(`http://${HOST}:${PORT}/`, {
        headers: { "accept-encoding": "gzip" },
      });
      if (page.headers.get("content-encoding") !== "gzip") throw new Error("/ sans gzip");
      // fetch decodes the body: compress the page as the site does, once, for nginx.
      const gzipped = gzipSync(Buffer.from(await page.arrayBuffer()), { level: 9 });
      await startNginx(dir, gzipped, (child) => (nginx = child));

      // Warm both, then alternate rounds so a change in load hits both alike.
      await cannon(PORT, { duration: 1 });
      await cannon(NGINX_PORT, { duration: 1 });
      const siteRps: number[] = [];
      const nginxRps: number[] = [];
      let errors = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const n = await cannon(NGINX_PORT);
        const s = await cannon(PORT);
        nginxRps.push(n.rps);
        siteRps.push(s.rps);
        errors += n.errors + s.errors;
      }
      const ratio = median(siteRps) / median(nginxRps);
      row([
        "Référence : nginx (maître + worker), RSS après les rondes",
        `${nginxRssMiB((nginx as ChildProcess | null)!.pid!).toFixed(0)} Mio`,
        "les mêmes octets gzip, gzip_static",
        "",
      ]);
      row([
        `/ pré-rendue, gzip, req/s (autocannon, 32 conn., ${ROUNDS}×${SECONDS} s)`,
        Math.round(median(siteRps)).toLocaleString("fr-FR"),
        `nginx ${Math.round(median(nginxRps)).toLocaleString("fr-FR")} (×${ratio.toFixed(2)})`,
        goal(ratio >= GOALS.ratioNginx && errors === 0, `≥ ${GOALS.ratioNginx}× nginx, 0 erreur`),
      ]);

      await stop(nginx);
      await stop(site);
      site = null;
    }
    // The same load on each database, one after the other: the RSS 20 s after it.
    const databases: Database[] = [
      { name: "PGlite", dataDir: path.join(dir, "data"), extra: {}, goalMiB: GOALS.rssPglite },
    ];
    if (pgUrl) {
      databases.push({
        name: "PostgreSQL",
        dataDir: path.join(dir, "data-pg"),
        extra: pgExtra,
        goalMiB: GOALS.rssPostgres,
      });
    }
    if (PARTS.has("load")) {
      for (const db of databases) {
        site = (await startSite(db.dataDir, db.extra)).child;
        for (const r of await afterLoad(site, db, goal)) row(r);
        await stop(site);
        site = null;
      }
    }
    // Mixed use for SOAK_MINUTES on every database at once (each its own server and port).
    if (PARTS.has("soak") && SOAK_MINUTES > 0) {
      for (const r of await soakAll(databases, goal, (c) => soakers.push(c))) row(r);
    }
  } finally {
    await stop(nginx);
    await stop(site);
    for (const child of soakers) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log("");
  console.log(
    ["mesure", "site", "référence (même passage)", "objectif (ADR 014)"]
      .map((h, i) => h.padEnd(widths[i]!))
      .join(" │ "),
  );
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join(" │ "));
  console.log(`\nCharge de la machine à la fin : ${load()}`);
  if (failed) {
    process.exitCode = 1;
    console.log("Au moins un objectif manqué (✗).");
  }
}

await main();
