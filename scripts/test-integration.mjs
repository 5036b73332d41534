// Runs the integration tests. Without TEST_DATABASE_URL: every file on the embedded
// database (PGlite), the one `npm start` uses. With it (as in CI): every file on that
// PostgreSQL server, the database of instances in production, and, at the same time,
// the files about the embedded database's own behaviour on PGlite too (EMBEDDED_TOO):
// the same SQL runs on both (PGlite is PostgreSQL compiled to WebAssembly), so running
// all of it twice doubled the minutes without finding anything the browser tests, which
// run their servers on PGlite, do not (ADR 057). TEST_BOTH=1 runs every file on both.
// A file spends much of its time waiting (the server's answers, timers, child processes),
// so more files run at once than there are cores (INTEGRATION_WORKERS moves it). Each
// run's output is printed whole when it ends, the first one first.
import { existsSync } from "node:fs";
import path from "node:path";
import { spawnHeld } from "./spawn-held.mjs";

/** Files whose subject differs between the two databases, run on both. */
export const EMBEDDED_TOO = [
  // A PGlite instance closed under the site is opened again.
  "tests/integration/database-outage.test.ts",
  // `npm run backup` refuses a PGlite folder a running site holds.
  "tests/integration/backup.test.ts",
  // Upgrades from earlier versions: the embedded database is what most firms upgrade.
  "tests/integration/ledger-upgrade.test.ts",
  "tests/integration/integrity-migration.test.ts",
  "tests/integration/pipeline-upgrade.test.ts",
  // The search's trigram index is an extension PGlite loads itself.
  "tests/integration/search.test.ts",
  // The counters of continuous numbering: one process on PGlite, row locks on PostgreSQL.
  "tests/integration/numbering.test.ts",
];

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules/.bin/vitest");
const asked = process.argv.slice(2);
const both = process.env.TEST_BOTH === "1";
const missing = EMBEDDED_TOO.filter((f) => !existsSync(path.join(root, f)));
if (missing.length) {
  console.error(
    `scripts/test-integration.mjs names files that do not exist: ${missing.join(", ")}`,
  );
  process.exit(1);
}

const targets = [];
if (process.env.TEST_DATABASE_URL) {
  targets.push({ name: "PostgreSQL", env: { TEST_DB: "postgres" }, files: asked, workers: 3 });
  // Files asked on the command line narrow the embedded run to those of its list.
  const embedded = both
    ? asked
    : asked.length
      ? EMBEDDED_TOO.filter((f) => asked.some((a) => f.includes(a)))
      : EMBEDDED_TOO;
  if (both || embedded.length)
    targets.push({ name: "PGlite", env: { TEST_DB: "pglite" }, files: embedded, workers: 1 });
} else {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
  // Each PGlite is a database engine in the worker's memory: two at once.
  targets.push({ name: "PGlite", env: { TEST_DB: "pglite" }, files: asked, workers: 2 });
}

async function run(target) {
  const { code, ms, output } = await spawnHeld(
    vitest,
    [
      "run",
      "--project",
      "integration",
      `--maxWorkers=${process.env.INTEGRATION_WORKERS ?? target.workers}`,
      ...target.files,
    ],
    { env: { ...process.env, ...target.env } },
  );
  return { target, code, seconds: Math.round(ms / 1000), output };
}

const results = await Promise.all(targets.map(run));
for (const { target, code, seconds, output } of results) {
  process.stdout.write(`\n▶ Integration tests on ${target.name}\n`);
  process.stdout.write(output);
  console.log(
    `▶ ${target.name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
