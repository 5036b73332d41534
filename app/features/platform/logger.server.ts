import pino from "pino";
import { env } from "#app/config/env.server.ts";

let instance: pino.Logger | undefined;

/** Structured JSON logs on stdout; one logger per process. */
export function logger() {
  instance ??= pino({
    level: env().LOG_LEVEL,
    base: { app: "site" },
    redact: ["req.headers.cookie", "*.password", "*.SMTP_URL", "*.AUTH_SECRET"],
    serializers: { err: errorWithoutSecrets(env().DATABASE_URL) },
  });
  return instance;
}

// Fields a socket or driver error carries that name the database server or its account.
const CONNECTION_KEYS = new Set([
  "address",
  "port",
  "host",
  "user",
  "password",
  "connectionString",
]);

/**
 * pino's error serializer, minus where the database is and who connects to it: a
 * connection error says `connect ECONNREFUSED 10.0.0.5:5432` and carries `address` and
 * `port`; an authentication failure names the user. Logs are read by more people than
 * the database's password is (ADR 035).
 */
export function errorWithoutSecrets(databaseUrl: string | undefined) {
  const replacements: [RegExp, string][] = [];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const word = (s: string) => new RegExp(`(?<![\\w.-])${escape(s)}(?![\\w-])`, "g");
    const password = decodeURIComponent(url.password);
    const user = decodeURIComponent(url.username);
    if (password) replacements.push([new RegExp(escape(password), "g"), "[secret]"]);
    if (url.hostname) {
      replacements.push([word(`${url.hostname}:${url.port || "5432"}`), "[database]"]);
      replacements.push([word(url.hostname.replace(/^\[|\]$/g, "")), "[database]"]);
    }
    replacements.push([new RegExp(`:${url.port || "5432"}(?!\\d)`, "g"), ":[port]"]);
    if (user) replacements.push([word(user), "[user]"]);
  }
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") {
      return replacements.reduce((text, [pattern, by]) => text.replace(pattern, by), value);
    }
    if (!value || typeof value !== "object" || depth > 6) return value;
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (!CONNECTION_KEYS.has(key)) out[key] = scrub(v, depth + 1);
    }
    return out;
  };
  return (error: unknown) =>
    scrub(
      error instanceof Error ? pino.stdSerializers.err(error) : error,
      0,
    ) as pino.SerializedError;
}
