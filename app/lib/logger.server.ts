import pino from "pino";
import { singleton } from "#app/lib/singleton.server.ts";

/** Structured JSON logs on stdout; one logger per process. */
export function logger() {
  return singleton("logger", () =>
    pino({
      level: process.env.LOG_LEVEL ?? "info",
      base: { app: "site" },
      redact: ["req.headers.cookie", "*.password", "*.SMTP_URL", "*.AUTH_SECRET"],
    }),
  );
}
