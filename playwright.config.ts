import { defineConfig, devices } from "@playwright/test";

// Two servers on their own data folders: the main one, and one whose staff idle
// limit is a few seconds so the idle sign-out can be watched for real.
// E2E_PORT_BASE moves every port a run uses (base … base+10), so two checkouts can test at once.
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
export const MAIN_PORT = PORT_BASE;
export const IDLE_PORT = PORT_BASE + 1;
/** Ports for tests that start servers of their own. */
export const EXTRA_PORTS = {
  lifecycle: PORT_BASE + 2,
  scaleA: PORT_BASE + 3,
  scaleB: PORT_BASE + 4,
  hardening: PORT_BASE + 5,
  hardeningSmtp: PORT_BASE + 6,
  dev: PORT_BASE + 7,
  raceA: PORT_BASE + 8,
  raceB: PORT_BASE + 9,
  dashboard: PORT_BASE + 10,
  // Subscriptions (ADR 032): two instances on one PostgreSQL.
  subscriptionsA: PORT_BASE + 20,
  subscriptionsB: PORT_BASE + 21,
  // Acceptance online (issue 22, ADR 028): its server and the SMTP server it mails.
  acceptance: PORT_BASE + 22,
  acceptanceSmtp: PORT_BASE + 23,
  // The firm's settings (ADR 033): its own server, then two on one PostgreSQL.
  settings: PORT_BASE + 24,
  settingsA: PORT_BASE + 25,
  settingsB: PORT_BASE + 26,
  // Paying online (ADR 029): two instances on one PostgreSQL.
  paymentsA: PORT_BASE + 27,
  paymentsB: PORT_BASE + 28,
  // Publishing (ADR 034): two instances on one PostgreSQL.
  publishingA: PORT_BASE + 29,
  publishingB: PORT_BASE + 30,
  // A project's gallery (issue 24): two instances on one PostgreSQL.
  galleryA: PORT_BASE + 31,
  galleryB: PORT_BASE + 32,
  // The database restarted under two instances (ADR 035): its own PostgreSQL, two sites.
  restartPg: PORT_BASE + 33,
  restartA: PORT_BASE + 34,
  restartB: PORT_BASE + 35,
};
export const STAFF = {
  username: "studio",
  email: "studio@teranga-digital.sn",
  password: "Dakar-2026-studio!",
};
// Outside test-results/, which Playwright empties when a run starts.
export const E2E_DATA = "data/e2e";

/** Debian's Chromium, offline: also used by the scripts (screenshots, benchmarks, images). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

function server(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      RATE_LIMIT_FACTOR: "50",
      LOG_LEVEL: "warn",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // One worker: each server runs on PGlite, which is single-process.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./tests/e2e/timing-reporter.ts"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    launchOptions: CHROMIUM_LAUNCH,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH } },
  ],
  webServer: [
    server(MAIN_PORT, `${E2E_DATA}/main`),
    // The build is shared; the second server starts once the first has built it.
    server(IDLE_PORT, `${E2E_DATA}/idle`, { STAFF_IDLE_SECONDS: "6", SKIP_BUILD: "1" }),
  ],
});
