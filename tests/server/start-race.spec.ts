import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { expect, test } from "../e2e/fixtures.ts";

// Two `npm start` at once on a stale build: one builds, the other waits for it,
// and both serve. Run in a copy of the sources, so the build the other tests
// use is never touched.
const root = fileURLToPath(new URL("../../", import.meta.url));
const COPIED = [
  "app",
  "content",
  "public",
  "scripts",
  "server",
  "drizzle",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

function start(cwd: string, port: number, dataDir: string) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "info",
      // The point is the build: a SKIP_BUILD of the run that started the tests does not apply.
      SKIP_BUILD: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  // The exit code, or the signal that ended it.
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return {
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

test("deux npm start en même temps sur une construction périmée : un construit, les deux servent", async ({
  request,
}) => {
  // A whole production build inside (client and server bundles), slow by nature: 129 s
  // at a load of 6, 189 s of the former 300 in a CI run with both cores busy.
  test.setTimeout(480_000);
  const copy = mkdtempSync(path.join(tmpdir(), "site-race-"));
  for (const entry of COPIED) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  const servers = [
    start(copy, EXTRA_PORTS.raceA, path.join(copy, "data-a")),
    start(copy, EXTRA_PORTS.raceB, path.join(copy, "data-b")),
  ];
  try {
    // Both listening; a start that stops (an exit code) fails at once, with what both said.
    await expect
      .poll(
        () => {
          const states = servers.map((s) =>
            s.output().includes("server listening") ? "listening" : s.exitCode(),
          );
          if (states.some((x) => typeof x === "number")) {
            throw new Error(
              `a start stopped: ${JSON.stringify(states)}\n--- A ---\n${servers[0]!.output()}\n--- B ---\n${servers[1]!.output()}`,
            );
          }
          return states;
        },
        { timeout: 420_000, intervals: [1_000] },
      )
      .toEqual(["listening", "listening"]);
    const builds = servers.filter((s) => s.output().includes("Construction du site…"));
    expect(builds).toHaveLength(1);
    // A first start says it builds, then how long it took, and no notice about
    // libraries or chunks: the staff password printed next stands out.
    const build = builds[0]!.output();
    const built = build.slice(0, build.indexOf("Site construit en"));
    expect(built.trim().split("\n")).toEqual(["Construction du site…"]);
    for (const port of [EXTRA_PORTS.raceA, EXTRA_PORTS.raceB]) {
      expect((await request.get(`http://localhost:${port}/healthz`)).status()).toBe(200);
      expect((await request.get(`http://localhost:${port}/`)).status()).toBe(200);
    }
  } finally {
    // Stopped before anything is asserted: a failure above is the one reported.
    const codes = await Promise.all(servers.map((s) => s.stop()));
    rmSync(copy, { recursive: true, force: true });
    if (!test.info().errors.length) {
      expect(
        codes,
        servers.map((s) => s.output().split("\n").slice(-8).join("\n")).join("\n---\n"),
      ).toEqual([0, 0]);
    }
  }
});
