// Which errors mean « the database is not answering right now » (a restart, a failover,
// the embedded database's instance gone), as opposed to a bug or a refused query. Every
// part of the server asks here (ADR 035): pages answer 503, forms « réessayez », loops
// log once per outage and try again, the start waits instead of stopping.

/** PostgreSQL SQLSTATEs of a server going away or not ready: retry later. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_ctl stop -m fast, a failover
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or in recovery
  "57P05", // idle_session_timeout: the server closed an idle connection
  "53300", // too_many_connections
  "53100", // disk_full
  "58000", // system_error
  "58030", // io_error
]);

/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SYSCALLS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

// node-postgres's own messages for a connection that ended or never came, and PGlite's
// for an instance that was closed under the site.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
];

/** The SQLSTATE or system code an error carries (or one of its causes), if any. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code !== "") return code;
  }
  return undefined;
}

/**
 * The embedded database's WebAssembly instance aborted (`Aborted(…)`, out of memory, a
 * trap) or was closed: every later query fails the same way, so it must be opened again.
 */
export function isDeadInstance(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      (typeof WebAssembly !== "undefined" && e instanceof WebAssembly.RuntimeError) ||
      (e instanceof Error && /^(Aborted\(|PGlite is clos(ed|ing))/.test(e.message)),
  );
}

/**
 * True when the error says the database cannot be reached or is going away (a restart,
 * a failover, a full disk, the embedded instance aborted): the request may be tried
 * again in a moment. False for everything else, a refused query or a bug included.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDeadInstance(error)) return true;
  return chain(error).some((e) => {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      // Class 08: connection exception (08000, 08001, 08003, 08004, 08006, 08P01).
      if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_SYSCALLS.has(code)) return true;
    }
    const message = e instanceof Error ? e.message : "";
    return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/**
 * The database refused who we are or where we point (wrong password, user or database):
 * an operator's mistake, which waiting will not fix.
 */
export function isDatabaseMisconfigured(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === "28P01" || code === "28000" || code === "3D000";
}

/** The error, its causes (Drizzle wraps the driver's) and an AggregateError's errors. */
function chain(error: unknown): object[] {
  const seen: object[] = [];
  const walk = (e: unknown, depth: number) => {
    if (!e || typeof e !== "object" || depth > 5 || seen.includes(e)) return;
    seen.push(e);
    walk((e as { cause?: unknown }).cause, depth + 1);
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner)) for (const i of inner) walk(i, depth + 1);
  };
  walk(error, 0);
  return seen;
}
