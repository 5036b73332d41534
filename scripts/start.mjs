// `npm start`: builds the site when the build is missing or older than the
// sources, then serves it (production mode, embedded database by default).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "content",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), s.mtimeMs);
}

const stale =
  !existsSync(built) || sources.some((s) => newest(path.join(root, s)) > statSync(built).mtimeMs);
if (stale && process.env.SKIP_BUILD !== "1") {
  console.log("Construction du site…");
  const bin = path.join(root, "node_modules/.bin/react-router");
  const result = spawnSync(bin, ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  cwd: root,
  stdio: "inherit",
  // `npm start` always serves the build, whatever NODE_ENV the shell has.
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
