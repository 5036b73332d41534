import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { E2E_DATA, STAFF } from "../../playwright.config.ts";

/**
 * The data folder of one first start (migrated, the content imported, the staff
 * account made), made once per run by global-setup.ts. A server started on a copy
 * skips that work: at a load of 20 a first start took 131 s, a start on a copy 34 s.
 */
export const TEMPLATE_DATA = path.join(
  fileURLToPath(new URL("../../", import.meta.url)),
  E2E_DATA,
  "template",
);

/**
 * Servers this worker started and has not seen exit. A test that fails before its
 * `stop` leaves its server running; Playwright then replaces the worker, and this
 * stops them with it, so the next test finds its port free.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Fills `dataDir` with a copy of the run's first start (see TEMPLATE_DATA). */
export function copyTemplate(dataDir: string) {
  if (!existsSync(TEMPLATE_DATA)) throw new Error(`no template: ${TEMPLATE_DATA}`);
  cpSync(TEMPLATE_DATA, dataDir, { recursive: true });
}

/** The PostgreSQL server of the specs that run two instances (CI sets it); they skip without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A database on TEST_DATABASE_URL's server named after the test database and `suffix`. */
function databaseNamed(suffix: string): { name: string; url: string } {
  const url = new URL(TEST_DATABASE_URL!);
  const name = `${url.pathname.slice(1) || "site"}_${suffix}`;
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * The database of one first start on PostgreSQL (migrated, the content imported, the
 * suite's staff), made once per run by global-setup.ts: what TEMPLATE_DATA is to PGlite.
 */
const PG_TEMPLATE = "e2e_template";

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on TEST_DATABASE_URL's server, named after the test database and
 * `suffix` (two checkouts sharing one server never drop each other's): its URL. It is a
 * copy of the run's first start on PostgreSQL (PG_TEMPLATE), as the servers on a copy of
 * TEMPLATE_DATA are: on a quiet machine a first start took 4,5 s, a start on a copy 1,7 s,
 * the copy itself 0,25 s.
 */
export async function freshDatabase(suffix: string): Promise<string> {
  const { name, url } = databaseNamed(suffix);
  const template = databaseNamed(PG_TEMPLATE).name;
  await admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${template}`);
  });
  return url;
}

/** Makes PG_TEMPLATE: a first start of the built site on an empty database, stopped. */
export async function makeDatabaseTemplate(port: number) {
  const { name, url } = databaseNamed(PG_TEMPLATE);
  await admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-pg-template-"));
  try {
    const first = await startServer({
      port,
      dataDir,
      env: {
        DATABASE_URL: url,
        // Its own: each test's instances share theirs (startTwoInstances).
        AUTH_SECRET: "une-cle-pour-la-premiere-mise-en-route-du-modele",
        STAFF_USERNAME: STAFF.username,
        STAFF_EMAIL: STAFF.email,
        STAFF_PASSWORD: STAFF.password,
        LOG_LEVEL: "warn",
      },
      ready: "Site disponible sur",
    });
    if ((await first.stop()) !== 0) {
      throw new Error(`the first start on PostgreSQL failed:\n${first.output()}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the built site as `npm start` would (without rebuilding), for tests
 * that need a server of their own: a fresh data folder, another database, a
 * second instance. Resolves once it listens.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  /** Where `scripts/start.mjs` is run from: the checkout, or a copy of the build. */
  cwd?: string;
  env?: Record<string, string>;
  /** What the output says once the site answers: pino's line, or the console's at LOG_LEVEL=warn. */
  ready?: string;
  /**
   * Start on a copy of the run's first start (TEMPLATE_DATA) instead of an empty
   * folder: for servers whose test is not about a first start, with the suite's staff.
   */
  template?: boolean;
}) {
  if (options.template) copyTemplate(options.dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    "STAFF_USERNAME",
    "STAFF_EMAIL",
    "STAFF_PASSWORD",
    "DATABASE_URL",
    "STAFF_IDLE_SECONDS",
  ]) {
    delete env[k];
  }
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: options.cwd,
    env: {
      ...env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: `http://localhost:${options.port}`,
      LOG_LEVEL: "info",
      // The build the suite's servers made: `npm start` as it serves it.
      SKIP_BUILD: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  await new Promise<void>((resolve, reject) => {
    // A first start migrates and imports the content: two minutes at a load of 20.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(options.ready ?? "server listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    url: `http://localhost:${options.port}`,
    output: () => output,
    /** The process has not exited. */
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, then the exit code. */
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Two servers on one PostgreSQL database, sharing their secret; `stop` cleans up. */
export async function startTwoInstances(
  databaseUrl: string,
  name: string,
  ports: readonly [number, number],
  env: Record<string, string> = {},
) {
  const dirs = ports.map(() => mkdtempSync(path.join(tmpdir(), `site-${name}-`)));
  const common = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: `une-cle-partagee-par-les-deux-instances-${name}`,
    STAFF_USERNAME: STAFF.username,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    RATE_LIMIT_FACTOR: "50",
    ...env,
  };
  const [a, b] = await Promise.all(
    ports.map((port, i) => startServer({ port, dataDir: dirs[i]!, env: common })),
  );
  return {
    a: a!,
    b: b!,
    dirs,
    stop: async () => {
      await Promise.all([a!.stop(), b!.stop()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
