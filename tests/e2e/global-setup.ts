import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_DATA } from "../../playwright.config.ts";

// Once per run, before any worker: the build every server of the run serves (made
// when missing or older than the sources, as `npm start` does), and no data folder
// left by an earlier run.
export default function globalSetup() {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  rmSync(path.join(root, E2E_DATA), { recursive: true, force: true });
  const built = spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, BUILD_ONLY: "1" },
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error(`the build failed (exit ${built.status})`);
}
