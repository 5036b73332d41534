// Runs the integration tests on the embedded database and, when TEST_DATABASE_URL is
// set, on that PostgreSQL server too: both at once, since each waits much of its time
// (the server's answers, timers, child processes) and one vitest worker each leaves a
// core free. Each run's output is printed whole when it ends, the first one first.
import path from "node:path";
import { spawnHeld } from "./spawn-held.mjs";

const vitest = path.resolve(import.meta.dirname, "../node_modules/.bin/vitest");
const targets = [{ name: "PGlite", env: { TEST_DB: "pglite" } }];
if (process.env.TEST_DATABASE_URL) {
  targets.push({ name: "PostgreSQL", env: { TEST_DB: "postgres" } });
} else {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}

async function run(target) {
  const { code, ms, output } = await spawnHeld(
    vitest,
    ["run", "--project", "integration", ...process.argv.slice(2)],
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
