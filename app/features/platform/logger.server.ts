import pino from "pino";
import { env } from "#app/config/env.server.ts";

let instance: pino.Logger | undefined;

/** Structured JSON logs on stdout; one logger per process. */
export function logger() {
  instance ??= pino({
    level: env().LOG_LEVEL,
    base: { app: "site" },
    redact: ["req.headers.cookie", "*.password", "*.SMTP_URL", "*.AUTH_SECRET"],
  });
  return instance;
}
