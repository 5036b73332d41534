// `npm run bench:server`: how the built site holds up, on loopback only and in
// about a minute.
//  1. Requests per second of `/` (pre-rendered) and of `/contact` (rendered on
//     each request), beside nginx serving the same `/` file: the reference,
//     measured in the same run because absolute figures drift on a shared machine.
//  2. A flood of 20 000 idle connections (opened by four helper processes, so no
//     process needs more than 5 000 file descriptors): /healthz must still answer.
//  3. `/` again once the flood is gone.
// BENCH_PORT moves the ports (site, then nginx); SECONDS_PER_RUN the length of each run.
import { fork, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { findNginx, spawnNginx } from "./nginx.ts";
import { load } from "./bench-stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3217);
const NGINX_PORT = PORT + 1;
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 5);
const CONNECTIONS = 32;
const FLOOD = 20_000;
const FLOOD_WORKERS = 4;
const HOST = "127.0.0.1";

type FloodReport = { opened: number; refused: number; closedByServer: number };
type FloodMessage =
  { type: "opened"; opened: number; refused: number } | { type: "report"; report: FloodReport };

// ---------------------------------------------------------------------------
// Flood helper (this file, forked with --flood): opens idle sockets and holds them.
// ---------------------------------------------------------------------------

async function floodWorker(port: number, count: number, localAddress: string) {
  const sockets: Socket[] = [];
  let refused = 0;
  let closedByServer = 0;
  let releasing = false;
  const openOne = () =>
    new Promise<void>((resolve) => {
      const socket = connect({ port, host: HOST, localAddress });
      socket.on("error", () => undefined);
      socket.once("connect", () => {
        sockets.push(socket);
        socket.once("close", () => {
          if (!releasing) closedByServer++;
        });
        resolve();
      });
      socket.once("error", () => {
        refused++;
        resolve();
      });
    });
  // A few hundred handshakes in flight at a time, as a flood script would.
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, openOne));
  }
  process.send!({ type: "opened", opened: sockets.length, refused } satisfies FloodMessage);
  process.on("message", (message) => {
    if (message !== "release") return;
    releasing = true;
    process.send!({
      type: "report",
      report: { opened: sockets.length, refused, closedByServer },
    } satisfies FloodMessage);
    for (const s of sockets) s.destroy();
    setTimeout(() => process.exit(0), 100);
  });
}

// ---------------------------------------------------------------------------
// Load: CONNECTIONS keep-alive connections, each sending one request after another.
// ---------------------------------------------------------------------------

async function requestsPerSecond(port: number, pathname: string, seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = () =>
    new Promise<number>((resolve) => {
      const req = http.get({ host: HOST, port, path: pathname, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", () => resolve(0));
    });
  // One second of warm-up, then the measure.
  for (const [duration, counted] of [
    [1, false],
    [seconds, true],
  ] as const) {
    const until = Date.now() + duration * 1000;
    let ok = 0;
    let failed = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          if ((await get()) === 200) ok++;
          else failed++;
        }
      }),
    );
    if (counted) {
      agent.destroy();
      return { rps: ok / ((Date.now() - started) / 1000), failed };
    }
  }
  throw new Error("unreachable");
}

async function timedGet(port: number, pathname: string) {
  const started = process.hrtime.bigint();
  try {
    const res = await fetch(`http://${HOST}:${port}${pathname}`, {
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  } catch {
    return { status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  }
}

// ---------------------------------------------------------------------------
// The servers
// ---------------------------------------------------------------------------

async function waitFor(port: number, pathname: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`arrêté avant de répondre (${child.exitCode})`);
    if ((await timedGet(port, pathname)).status === 200) return;
    if (Date.now() > deadline) throw new Error(`pas de réponse sur le port ${port}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startSite(dataDir: string) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      STAFF_EMAIL: "banc@teranga-digital.sn",
      STAFF_PASSWORD: "Banc-d-essai-2026!",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(PORT, "/healthz", child);
  return child;
}

/** nginx, one worker (the site is one process), serving the built `/` file. */
async function startNginx(dir: string) {
  const bin = findNginx();
  if (!bin) return null;
  const child = spawnNginx({
    bin,
    dir,
    root: path.resolve("build/client"),
    host: HOST,
    port: NGINX_PORT,
    compression: "gzip on;",
  });
  await waitFor(NGINX_PORT, "/", child);
  return child;
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

// ---------------------------------------------------------------------------
// The flood, from helper processes
// ---------------------------------------------------------------------------

async function flood() {
  const perWorker = FLOOD / FLOOD_WORKERS;
  const workers = Array.from({ length: FLOOD_WORKERS }, (_, i) =>
    fork(import.meta.filename, ["--flood", String(PORT), String(perWorker), `127.0.0.${2 + i}`], {
      execArgv: ["--import", "tsx"],
    }),
  );
  const next = (w: ChildProcess, type: FloodMessage["type"]) =>
    new Promise<FloodMessage>((resolve) =>
      w.on("message", (m: FloodMessage) => {
        if (m.type === type) resolve(m);
      }),
    );
  const started = Date.now();
  const opened = await Promise.all(workers.map((w) => next(w, "opened")));
  const openSeconds = (Date.now() - started) / 1000;
  // Every helper now holds its sockets: the site is asked for /healthz meanwhile.
  const health = [];
  for (let i = 0; i < 10; i++) health.push(await timedGet(PORT, "/healthz"));
  const page = await timedGet(PORT, "/");
  const reports = await Promise.all(
    workers.map((w) => {
      const report = next(w, "report");
      w.send("release");
      return report;
    }),
  );
  const sum = (key: keyof FloodReport) =>
    reports.reduce((n, r) => n + (r.type === "report" ? r.report[key] : 0), 0);
  return {
    opened: opened.reduce((n, m) => n + (m.type === "opened" ? m.opened : 0), 0),
    refused: sum("refused"),
    closedByServer: sum("closedByServer"),
    openSeconds,
    health,
    page,
  };
}

// ---------------------------------------------------------------------------

const fmt = (n: number) => Math.round(n).toLocaleString("fr-FR");

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
  let site: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  try {
    site = await startSite(path.join(dir, "data"));
    nginx = await startNginx(dir);
    console.log(`\nCharge de la machine au départ : ${load()} (2 cœurs)\n`);

    const rows: [string, { rps: number; failed: number }][] = [];
    if (nginx)
      rows.push(["nginx, même fichier `/` (référence)", await requestsPerSecond(NGINX_PORT, "/")]);
    rows.push(["site `/` (pré-rendue)", await requestsPerSecond(PORT, "/")]);
    rows.push([
      "site `/contact` (rendue à chaque requête)",
      await requestsPerSecond(PORT, "/contact"),
    ]);

    const f = await flood();
    const after = await requestsPerSecond(PORT, "/");
    rows.push(["site `/` après l'inondation", after]);

    console.log(
      `Requêtes par seconde (${CONNECTIONS} connexions keep-alive, ${SECONDS} s chacune) :`,
    );
    for (const [label, r] of rows) {
      console.log(`  ${label.padEnd(44)} ${fmt(r.rps).padStart(8)} req/s   échecs : ${r.failed}`);
    }
    const ok = f.health.filter((h) => h.status === 200);
    const ms = ok.map((h) => h.ms).sort((a, b) => a - b);
    console.log(
      `\nInondation de ${fmt(FLOOD)} connexions inactives (${FLOOD_WORKERS} processus) :`,
    );
    console.log(
      `  ouvertes : ${fmt(f.opened)} en ${f.openSeconds.toFixed(1)} s, refusées : ${fmt(f.refused)}`,
    );
    console.log(
      `  fermées par le site (plafond atteint, les plus anciennes d'abord) : ${fmt(f.closedByServer)}`,
    );
    console.log(
      `  encore ouvertes côté client à la fin : ${fmt(f.opened - f.closedByServer)} (le site en garde au plus 1 000)`,
    );
    console.log(
      `  /healthz pendant l'inondation : ${ok.length}/${f.health.length} réponses 200` +
        (ms.length
          ? `, ${ms[0]!.toFixed(1)} / ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} / ${ms.at(-1)!.toFixed(1)} ms (min / médiane / max)`
          : ""),
    );
    console.log(`  /  pendant l'inondation : ${f.page.status}, ${f.page.ms.toFixed(1)} ms`);
    console.log(`\nCharge de la machine à la fin : ${load()}`);
    if (ok.length !== f.health.length || f.page.status !== 200 || after.failed > 0) {
      process.exitCode = 1;
      console.log("ÉCHEC : le site n'a pas répondu à tout.");
    }
  } finally {
    await stop(nginx);
    await stop(site);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--flood") {
  await floodWorker(Number(process.argv[3]), Number(process.argv[4]), process.argv[5]!);
} else {
  await main();
}
