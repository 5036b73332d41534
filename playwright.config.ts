import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

// The browser tests run in parallel workers. Each worker (a lane: 0 … workers−1) has
// its own main server and, when a test asks for it, its own server whose staff idle
// limit is a few seconds, each on its own data folder (tests/e2e/fixtures.ts starts
// them); tests that start servers of their own take the ports below, one set per spec.
// E2E_PORT_BASE moves every port a run uses (base … base+59), so two checkouts can test at once.
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
/** Playwright gives each worker its lane in TEST_PARALLEL_INDEX; 0 outside a worker. */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/**
 * How many lanes (workers) at most: E2E_WORKERS, else 3, or 2 on a machine of two cores
 * or fewer, where a third lane only makes every test slower (ADR 053).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? (availableParallelism() <= 2 ? 2 : 3));
export const MAIN_PORT = PORT_BASE + 40 + 2 * LANE;
export const IDLE_PORT = MAIN_PORT + 1;
/** Ports for tests that start servers of their own. */
export const EXTRA_PORTS = {
  // The first start whose data folder every other server of the run copies (global-setup.ts).
  template: PORT_BASE + 38,
  // The same first start on PostgreSQL, whose database the two-instance tests copy.
  templatePg: PORT_BASE + 15,
  lifecycle: PORT_BASE + 2,
  scaleA: PORT_BASE + 3,
  scaleB: PORT_BASE + 4,
  hardening: PORT_BASE + 5,
  hardeningSmtp: PORT_BASE + 6,
  dev: PORT_BASE + 7,
  raceA: PORT_BASE + 8,
  raceB: PORT_BASE + 9,
  dashboard: PORT_BASE + 10,
  // The start and stop of servers (server-start-stop.spec.ts), beside server-lifecycle's.
  startStop: PORT_BASE + 11,
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
  // Continuous numbering (ADR 046): two instances issuing at once on one PostgreSQL.
  numberingA: PORT_BASE + 36,
  numberingB: PORT_BASE + 37,
  // WhatsApp Business (ADR 045): its server, beside a local Cloud API.
  whatsapp: PORT_BASE + 12,
  // « Réserver un appel » (ADR 044): two instances on one PostgreSQL, and its SMTP server.
  bookingA: PORT_BASE + 13,
  bookingB: PORT_BASE + 14,
  bookingSmtp: PORT_BASE + 39,
};
export const STAFF = {
  username: "studio",
  email: "studio@teranga-digital.sn",
  password: "Dakar-2026-studio!",
};
// Outside test-results/, which Playwright empties when a run starts.
export const E2E_DATA = "data/e2e";
/** This lane's data folders (main and idle servers). */
export const LANE_DATA = `${E2E_DATA}/lane-${LANE}`;

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

/**
 * The browser of the tests: Debian's headless shell of the same Chromium (Blink and V8 of
 * /usr/bin/chromium, without the browser's own interface), which is what Playwright runs
 * headless by default; the full browser spent twice its CPU on the same pages (ADR 053).
 * CHROMIUM_PATH chooses another; without the package, the full browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const TEST_CHROMIUM_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
};

export default defineConfig({
  // Builds once (the servers then serve that build); starts no server.
  globalSetup: "./tests/e2e/global-setup.ts",
  workers: WORKERS,
  // A file's tests run in order in one worker, on that worker's servers.
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./tests/e2e/timing-reporter.ts"]],
  // Generous for a busy machine (2 cores at a load of 20): a hang still fails, a slow
  // machine does not. The timing reporter lists any test past half its timeout.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    launchOptions: TEST_CHROMIUM_LAUNCH,
    // Recording a trace costs every test a third more browser CPU (measured on
    // documents.spec: 3.7 → 2.6 Chromium CPU-minutes): CI records only a retry's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The studio's service worker (ADR 041) stands between a page and the network, where
    // page.route() no longer sees the requests: only the offline spec lets it run.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: { ...devices["Desktop Chrome"], launchOptions: TEST_CHROMIUM_LAUNCH },
    },
    // Tests of the server over HTTP and of its processes: no browser.
    { name: "server", testDir: "tests/server" },
  ],
});
