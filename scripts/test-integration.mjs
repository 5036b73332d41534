// Runs the integration tests on the embedded database, then, when
// TEST_DATABASE_URL is set, once more on that PostgreSQL server.
import { spawnSync } from "node:child_process";
import path from "node:path";

const vitest = path.resolve(import.meta.dirname, "../node_modules/.bin/vitest");
const targets = [{ name: "PGlite", env: { TEST_DB: "pglite" } }];
if (process.env.TEST_DATABASE_URL) {
  targets.push({ name: "PostgreSQL", env: { TEST_DB: "postgres" } });
} else {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
for (const target of targets) {
  console.log(`\n▶ Integration tests on ${target.name}`);
  const result = spawnSync(vitest, ["run", "--project", "integration", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...target.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
