import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_DATA, EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import {
  makeDatabaseTemplate,
  startServer,
  TEMPLATE_DATA,
  TEST_DATABASE_URL,
} from "./server-process.ts";

// Once per run, before any worker: the build every server of the run serves (made
// when missing or older than the sources, as `npm start` does), no data folder left
// by an earlier run, and one first start whose data folder the servers copy (and, with
// PostgreSQL, one whose database the two-instance tests copy).
export default async function globalSetup() {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  rmSync(path.join(root, E2E_DATA), { recursive: true, force: true });
  const built = spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, BUILD_ONLY: "1" },
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error(`the build failed (exit ${built.status})`);
  // The data folder and, with PostgreSQL, the database the two-instance tests copy.
  await Promise.all([
    firstStart(),
    TEST_DATABASE_URL ? makeDatabaseTemplate(EXTRA_PORTS.templatePg) : undefined,
  ]);
  // Each copy makes its own secret, as a fresh install does.
  for (const file of ["auth-secret", "db.pid"])
    rmSync(path.join(TEMPLATE_DATA, file), { force: true });
}

async function firstStart() {
  const first = await startServer({
    port: EXTRA_PORTS.template,
    dataDir: TEMPLATE_DATA,
    env: {
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      LOG_LEVEL: "warn",
    },
    ready: "Site disponible sur",
  });
  if ((await first.stop()) !== 0) throw new Error(`the first start failed:\n${first.output()}`);
}
