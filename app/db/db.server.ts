import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { env } from "#app/config/env.server.ts";
import { findUp } from "#app/lib/find-up.server.ts";
import { noteDatabaseAnswered, noteDatabaseFailure } from "./outage.server.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import * as schema from "./schema.ts";
import { isDatabaseUnavailable, isDeadInstance } from "./unavailable.ts";

// Both drivers speak PostgreSQL and expose the same query builder; one type keeps callers simple.
export type Db = NodePgDatabase<typeof schema>;

type Handle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  /** The embedded instance died (aborted, closed under us): the next use opens a new one. */
  dead?: () => boolean;
};

/** How long opening one connection may take. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long a query may wait for one of the pool's connections to be free. */
const QUEUE_TIMEOUT_MS = 30_000;

/**
 * A server that does not answer at all (a failover in progress) fails the query after 5 s
 * instead of holding the request until the visitor gives up. pg-pool's own
 * `connectionTimeoutMillis` also bounds the wait for a free connection: at 5 s, a burst
 * of requests on a busy machine was refused while the database answered well. So each
 * connection carries the 5 s (pg's client keeps it for its own connect) and the pool
 * waits up to 30 s for a free one.
 */
export function poolOptions(connectionString: string): pg.PoolConfig {
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  return { connectionString, max: 10, connectionTimeoutMillis: QUEUE_TIMEOUT_MS, Client };
}

function open(): Handle {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const pool = new pg.Pool(poolOptions(DATABASE_URL));
    watchPool(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    };
  }
  const dir = path.join(DATA_DIR, "db");
  mkdirSync(dir, { recursive: true });
  // PostgreSQL compiled to WebAssembly (9 MB) is run by V8's baseline compiler only:
  // optimising it (TurboFan, in the background) held about 75 MB more for good and
  // took seconds of CPU at start, for queries of a few milliseconds (ADR 014, fourth
  // pass). Read when the module is compiled, below; nothing else in the process is WebAssembly.
  v8.setFlagsFromString("--liftoff-only");
  const opened = new PGlite(dir, {
    // PostgreSQL's default 128 MB of shared buffers is the process's largest cost
    // (RSS), for a database of a few megabytes; 12 MB also opens it faster. 8 MB held
    // ~10 MiB less after a load but slowed the register's queries at 10 000 documents
    // by up to 3×; 12 MB keeps them (ADR 014, seventh pass).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=12MB"],
    extensions: PGLITE_EXTENSIONS,
  });
  let dead = false;
  // An instance that aborted (a WebAssembly trap, out of memory) or was closed under the
  // site fails every query after: the first such failure marks it, and the next use of
  // the database opens a new instance on the same folder (its WAL recovers it, ADR 035).
  const client = watchInstance(opened, () => {
    if (!dead) noteDatabaseFailure(new Error("PGlite is closed"), "pglite");
    dead = true;
  });
  const db = drizzlePglite(client, { schema });
  // Who holds the embedded database: the operator's commands (backup, restore,
  // verification) refuse to open it beside a running site (ADR 023).
  const pidFile = path.join(DATA_DIR, PGLITE_PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: async () => {
      // An aborted instance cannot close: its files are left as after a crash.
      if (!opened.closed) await opened.close().catch(() => undefined);
      if (readPid(pidFile) === process.pid) rmSync(pidFile, { force: true });
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    dead: () => dead,
  };
}

/**
 * The pool survives the database going away (ADR 035): an idle connection the server
 * closed (`pg_ctl stop`, a failover) is reported on the pool, and one checked out for a
 * transaction on the connection itself. Without a listener either kills the process.
 * Both are noted (logged once per outage); the next query opens a new connection, and
 * the first one that succeeds ends the outage.
 */
export function watchPool(pool: pg.Pool) {
  pool.on("error", (error) => {
    noteDatabaseFailure(error, "pool", "database connection error");
  });
  pool.on("connect", (client) => {
    noteDatabaseAnswered();
    client.on("error", (error) => {
      noteDatabaseFailure(error, "connection", "database connection error");
    });
  });
}

// PGlite runs in this thread and settles its queries as microtasks: a loop of awaited
// queries (the register's verification, a job's batches) never let the event loop turn,
// and no request was answered until it ended (ADR 061). A query lets the loop turn first
// when it has not turned for SLICE_MS, as a query to PostgreSQL waits on its socket; a
// request's few quick queries go on without waiting for other work.
const SLICE_MS = 10;
let turnedAt = performance.now();
let turnNoted = false;

async function letTheLoopTurn() {
  if (performance.now() - turnedAt >= SLICE_MS) {
    await new Promise((resolve) => setImmediate(resolve));
    turnedAt = performance.now();
    return;
  }
  // The next turn of the loop, whoever makes it, starts a new slice.
  if (turnNoted) return;
  turnNoted = true;
  setImmediate(() => {
    turnNoted = false;
    turnedAt = performance.now();
  });
}

/**
 * The PGlite instance, each query watched: a failure that means the instance is dead
 * calls `died` (queries go on failing, each classified as unavailable); each lets the event
 * loop turn when it has not for a while (above).
 */
function watchInstance(instance: PGlite, died: () => void): PGlite {
  return new Proxy(instance, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "query" && property !== "exec" && property !== "transaction") {
        return value.bind(target);
      }
      return async (...args: unknown[]) => {
        await letTheLoopTurn();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (isDeadInstance(error)) died();
          throw error;
        }
      };
    },
  });
}

/** In DATA_DIR: the id of the process that has the embedded database open. */
export const PGLITE_PID_FILE = "db.pid";

/** The process id a pid file names, or undefined. */
export function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

// drizzle/ at the repository's root, or its copy beside the server bundle (build/server/drizzle).
const MIGRATIONS = path.resolve(findUp(import.meta.url, ["drizzle/meta/_journal.json"]), "../..");

/** The database, opened on first use (never at import: the build imports this module). */
export function db(): Db {
  return handle().db;
}

export function dbKind() {
  return handle().kind;
}

let opened: Handle | undefined;

function handle(): Handle {
  if (opened?.dead?.()) {
    // A new instance at once, on the same folder; the dead one is let go in the background.
    const dead = opened;
    opened = undefined;
    void dead.close();
  }
  opened ??= open();
  return opened;
}

/** A migration that cannot be applied: the start stops with this one French line. */
export class MigrationError extends Error {}

/**
 * Applies the migrations not yet applied (all in one transaction). A missing
 * or broken migration stops the start with the file's name, not a stack trace.
 */
export async function migrateDb() {
  const files = migrationFiles();
  try {
    await handle().migrate();
  } catch (error) {
    // The database went away while migrating: not the file's fault, the start waits.
    if (isDatabaseUnavailable(error)) throw error;
    const query = (error as { query?: unknown }).query;
    const file =
      typeof query === "string"
        ? files.find((f) => f.statements.includes(query.trim()))?.path
        : undefined;
    if (!file) throw error;
    const cause = (error as { cause?: unknown }).cause;
    const reason = (cause instanceof Error ? cause.message : String(cause ?? "")).split("\n")[0];
    throw new MigrationError(
      `La migration ${file} a échoué${reason ? `\u00a0: ${reason}` : ""}. Rien n'a été appliqué\u00a0; corrigez ce fichier, puis relancez.`,
    );
  }
}

/** The migrations the journal lists, read as drizzle reads them; a missing or unreadable one named. */
function migrationFiles(): { path: string; statements: string[] }[] {
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const journal = path.join(MIGRATIONS, "meta/_journal.json");
  let entries: { tag: string }[];
  try {
    entries = (JSON.parse(readFileSync(journal, "utf8")) as { entries: { tag: string }[] }).entries;
  } catch {
    throw new MigrationError(
      `Le journal des migrations ${shown(journal)} est illisible\u00a0: rétablissez-le, puis relancez.`,
    );
  }
  return entries.map(({ tag }) => {
    const file = path.join(MIGRATIONS, `${tag}.sql`);
    if (!existsSync(file)) {
      throw new MigrationError(
        `La migration ${shown(file)} est introuvable (elle est listée dans ${shown(journal)})\u00a0: rétablissez le fichier, puis relancez.`,
      );
    }
    const statements = readFileSync(file, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim());
    return { path: shown(file), statements };
  });
}

// Any constant: the key of the PostgreSQL advisory lock held during start-up.
const STARTUP_LOCK = 7_242_011;

/**
 * Runs start-up work (migrations, the staff account) one instance at a time:
 * several app instances starting together on one PostgreSQL would otherwise
 * race to create the same tables and rows.
 */
export async function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return work();
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
  // The server going away while the lock is held: the work in progress fails, the start
  // tries again (server/main.ts); without a listener the process would die.
  client.on("error", (error) => noteDatabaseFailure(error, "startup lock"));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function closeDb() {
  const closing = opened;
  if (!closing) return;
  opened = undefined;
  await closing.close();
}
