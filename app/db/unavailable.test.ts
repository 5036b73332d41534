import { describe, expect, it } from "vitest";
import {
  databaseErrorCode,
  isDatabaseMisconfigured,
  isDatabaseUnavailable,
  isDeadInstance,
} from "./unavailable.ts";

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: « Failed query: … » with the real one as its cause.
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["08006", "connection failure"],
    ["08001", "could not connect"],
    ["08P01", "protocol violation"],
    ["53300", "too many connections"],
    ["ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"],
    ["ECONNRESET", "read ECONNRESET"],
  ])("%s (%s) is the database away", (code, message) => {
    expect(isDatabaseUnavailable(coded(code, message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded(code, message)))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error and is not queryable",
    "PGlite is closed",
  ])("node-postgres's and PGlite's « %s »", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it("a connection refused on every address (AggregateError)", () => {
    const error = new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("PGlite's WebAssembly instance aborted", () => {
    const abort = new WebAssembly.RuntimeError("Aborted(OOM). Build with -sASSERTIONS");
    expect(isDatabaseUnavailable(abort)).toBe(true);
    expect(isDeadInstance(wrapped(abort))).toBe(true);
    expect(isDeadInstance(new Error("PGlite is closed"))).toBe(true);
    expect(isDeadInstance(coded("57P01"))).toBe(false);
  });

  it.each([
    ["23505", "duplicate key value violates unique constraint"],
    ["22P02", "invalid input syntax for type uuid"],
    ["42P01", 'relation "x" does not exist'],
    ["28P01", 'password authentication failed for user "site"'],
    ["3D000", 'database "site" does not exist'],
  ])("%s is not: the query or the configuration is wrong", (code, message) => {
    expect(isDatabaseUnavailable(coded(code, message))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(coded(code, message)))).toBe(false);
  });

  it("nor a bug, a string or nothing", () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("a cause that loops does not hang", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("isDatabaseMisconfigured and databaseErrorCode", () => {
  it("a wrong password, user or database stops the start instead of waiting", () => {
    expect(isDatabaseMisconfigured(wrapped(coded("28P01")))).toBe(true);
    expect(isDatabaseMisconfigured(coded("3D000"))).toBe(true);
    expect(isDatabaseMisconfigured(coded("57P01"))).toBe(false);
    expect(databaseErrorCode(wrapped(coded("57P01")))).toBe("57P01");
    expect(databaseErrorCode(new Error("x"))).toBeUndefined();
  });
});
