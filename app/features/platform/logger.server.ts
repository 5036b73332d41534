import pino from "pino";
import { env } from "#app/config/env.server.ts";
import { singleton } from "#app/lib/singleton.server.ts";

/** Structured JSON logs on stdout; one logger per process. */
export function logger() {
  return singleton("logger", () =>
    pino({
      level: env().LOG_LEVEL,
      base: { app: "site" },
      redact: ["req.headers.cookie", "*.password", "*.SMTP_URL", "*.AUTH_SECRET"],
    }),
  );
}
