import path from "node:path";
import { env, EnvError } from "#app/config/env.server.ts";
import {
  closeDb,
  db,
  dbKind,
  migrateDb,
  MigrationError,
  PGLITE_PID_FILE,
  readPid,
  type Db,
} from "#app/db/db.server.ts";

// What the operator's commands (verify:register, backup, restore) share: the database
// the server would open (same environment), refused beside a running site on PGlite.

export class OperatorError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type Opened = { database: Db; kind: "pglite" | "postgres"; migrate: () => Promise<void> };

/** The database of DATABASE_URL or DATA_DIR, migrated as at a start. */
export async function openForOperator(): Promise<Opened> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) {
    const holder = readPid(path.join(DATA_DIR, PGLITE_PID_FILE));
    if (holder !== undefined && holder !== process.pid && alive(holder)) {
      throw new OperatorError(
        `Le site tourne sur la base embarquée de ${DATA_DIR} (processus ${holder})\u00a0: une base PGlite ne s'ouvre que dans un processus à la fois. Arrêtez le site, relancez cette commande, puis redémarrez-le (sur PostgreSQL, pas besoin d'arrêter).`,
      );
    }
  }
  return { database: db(), kind: dbKind(), migrate: migrateDb };
}

/** Runs a command: known errors in one French line (exit 2), the database closed. */
export async function runCommand(work: () => Promise<number>) {
  let code: number;
  try {
    code = await work();
  } catch (error) {
    if (
      error instanceof OperatorError ||
      error instanceof EnvError ||
      error instanceof MigrationError
    ) {
      console.error(error.message);
      code = 2;
    } else {
      throw error;
    }
  } finally {
    await closeDb();
  }
  process.exitCode = code;
}

/** « 1,2 s » or « 340 ms ». */
export function elapsed(ms: number): string {
  return ms < 1000
    ? `${Math.round(ms)}\u00a0ms`
    : `${(ms / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0s`;
}
