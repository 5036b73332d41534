import { env } from "#app/config/env.server.ts";

// The server's time, for what depends on the day: « En retard », reminders (ADR 022).
// Always the real time, except on a test server (TEST_CLOCK=1, a local site only),
// whose end-to-end tests move it forward instead of waiting days.

let offsetMs = 0;

/** Now, as this server reckons it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Tests only: from now on, the clock reads `to` and runs on from there. */
export function moveClock(to: Date): void {
  if (env().TEST_CLOCK !== "1") throw new Error("moveClock needs TEST_CLOCK=1");
  offsetMs = to.getTime() - Date.now();
}
