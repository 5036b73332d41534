// What bench:ledger and bench:search share (ADR 025, ADR 039): the seeded data of
// scripts/seed-ledger.ts, on PGlite (data/bench-ledger) and on a PostgreSQL database of
// its own, the built site's account, its session cookie and its stop.
import { spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";

export type Target = { name: string; env: Record<string, string> };

export const PGLITE_DIR = "data/bench-ledger";
export const SECRET = "banc-d-essai-du-registre-0123456789abcdef";
export const STAFF = {
  username: "banc",
  email: "banc@teranga-digital.sn",
  password: "Banc-d-essai-2026!",
};

/** `<db>_bench_ledger` beside the database of `url`, made once (FRESH=1: made again). */
async function pgDatabase(url: string): Promise<string> {
  const name = `${new URL(url).pathname.slice(1) || "site"}_bench_ledger`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name]))
    .rowCount;
  if (process.env.FRESH && exists) await admin.query(`drop database ${name} with (force)`);
  if (!exists || process.env.FRESH) await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export async function benchTargets(): Promise<Target[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (process.env.FRESH) rmSync(PGLITE_DIR, { recursive: true, force: true });
  const targets: Target[] = [{ name: "PGlite", env: { DATA_DIR: PGLITE_DIR } }];
  if (!url) {
    console.log("BENCH_DATABASE_URL / TEST_DATABASE_URL absents\u00a0: PGlite seulement.");
    return targets;
  }
  // BENCH_ONLY=PostgreSQL (or PGlite): that target alone, to measure one without the other.
  const only = process.env.BENCH_ONLY;
  if (only === "PostgreSQL") targets.length = 0;
  if (only === "PGlite") return targets;
  targets.push({
    name: "PostgreSQL",
    env: {
      DATA_DIR: `${PGLITE_DIR}-pg-files`,
      DATABASE_URL: await pgDatabase(url),
      AUTH_SECRET: SECRET,
    },
  });
  return targets;
}

/** Seeds the target unless it already holds documents (the seed refuses a second time). */
export function seed(target: Target) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-ledger.ts"], {
    env: { ...process.env, ...target.env, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0 && !result.stderr.includes("contient déjà")) {
    throw new Error(`le jeu d'essai n'a pas pu être chargé\u00a0:\n${result.stderr}`);
  }
  if (result.status !== 0) console.log(`  (${result.stderr.trim()})`);
}

/** The staff account signed in on the site at `base`: its cookie header. */
export async function staffCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/simple-login`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF.password }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`connexion refusée (${login.status})`);
  return cookie;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
