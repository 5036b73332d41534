import { logger } from "#app/features/platform/logger.server.ts";
import { databaseErrorCode, isDatabaseUnavailable } from "./unavailable.ts";

// One outage is said once in the log, however many requests and loops meet it, and its
// end once (ADR 035): a restart of PostgreSQL is routine, not a flood of stack traces.

let downSince: number | undefined;

/** Whether the database was last seen unreachable (and not seen answering since). */
export function databaseDown(): boolean {
  return downSince !== undefined;
}

/**
 * Notes a failure met by `where` (a loop, a page, the pool). A database that is not
 * answering starts an outage (logged once, without any connection detail) and returns
 * true; any other error is logged as an error with `message` and returns false.
 */
export function noteDatabaseFailure(error: unknown, where: string, message?: string): boolean {
  if (!isDatabaseUnavailable(error)) {
    if (message) logger().error({ err: error }, message);
    return false;
  }
  if (downSince === undefined) {
    downSince = Date.now();
    logger().warn(
      { where, code: databaseErrorCode(error) },
      "database unavailable: pages that need it answer 503 until it is back",
    );
  }
  return true;
}

/** The database answered: ends the outage, if there was one (logged once). */
export function noteDatabaseAnswered() {
  if (downSince === undefined) return;
  const ms = Date.now() - downSince;
  downSince = undefined;
  logger().info({ ms }, "database available again");
}
