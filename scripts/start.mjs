// `npm start`: builds the site when the build is missing or older than the
// sources, then serves it in this process (production mode, embedded database
// by default). SKIP_BUILD=1 serves the build as it is.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");
// Held while building: a second `npm start` waits instead of rebuilding the
// same folder under the feet of the first (one of them would die).
const lock = path.join(root, ".build-lock");
const sources = [
  "app",
  "server",
  "drizzle",
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

function stale() {
  return (
    !existsSync(built) || sources.some((s) => newest(path.join(root, s)) > statSync(built).mtimeMs)
  );
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Takes the build lock (a directory: creating it is atomic), waiting for its holder. */
async function acquireLock() {
  for (let said = false; ;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(path.join(lock, "pid"), "utf8").trim());
    } catch {
      // Just created, its pid not written yet: wait.
    }
    // A lock left by a build that was killed: take it over.
    if (holder && !alive(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!said) console.log("Construction en cours par un autre démarrage\u00a0: attente…");
    said = true;
    await sleep(500);
  }
}

if (process.env.SKIP_BUILD !== "1" && stale()) {
  await acquireLock();
  let status = 0;
  // Whoever held the lock may have just built it.
  if (stale()) {
    console.log("Construction du site…");
    const started = Date.now();
    const bin = path.join(root, "node_modules/.bin/react-router");
    // Warnings and errors only: the list of files is `npm run build`'s; here the
    // staff password printed next must stand out.
    status =
      spawnSync(bin, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" }).status ?? 1;
    if (status === 0) {
      console.log(`Site construit en ${Math.round((Date.now() - started) / 1000)} s (build/).`);
    }
  }
  rmSync(lock, { recursive: true, force: true });
  if (status !== 0) process.exit(status);
}
// The browser tests build once for all their servers (tests/e2e/global-setup.ts).
if (process.env.BUILD_ONLY === "1") process.exit(0);

// Plain Node on the build: the server is bundled with the routes (server/index.ts).
// `npm start` always serves the build, whatever NODE_ENV the shell has.
process.env.NODE_ENV = "production";
const { start } = await import(pathToFileURL(built).href);
await start();
// V8 sized for a small server once it answers (ADR 014, fourth pass): a young
// generation of 1 MB instead of 32, an old one that grows by less before it is
// collected. Without it, 10 000 requests left 170 MB of heap (40 of it live) held
// at rest. After the start, which it would slow down (many more collections while
// the build loads).
v8.setFlagsFromString("--optimize-for-size");
