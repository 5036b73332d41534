import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// A third server, started and stopped by the test itself, on a fresh data folder
// with no STAFF_* variables: what a newcomer gets from `npm start`.
const PORT = 3212;

function start(dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SKIP_BUILD: "1",
    LOG_LEVEL: "info",
  };
  for (const k of ["STAFF_USERNAME", "STAFF_EMAIL", "STAFF_PASSWORD", "DATABASE_URL"])
    delete env[k];
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...env, NODE_ENV: "production", SERVE_BUILD: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout!.on("data", () => {
      if (output.includes("server listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill("SIGTERM");
  return exited;
}

test("first start prints the generated staff password once; SIGTERM shuts down cleanly", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-first-start-"));
  try {
    const first = start(dataDir);
    await first.ready;
    const printed = /Mot de passe : (\S+)/.exec(first.output());
    expect(printed, first.output()).not.toBeNull();
    expect(first.output()).toContain("Identifiant : admin");

    // The printed password opens the studio.
    const login = await request.post(`http://localhost:${PORT}/simple-login`, {
      form: { identifier: "admin", password: printed![1]! },
      headers: { origin: `http://localhost:${PORT}` },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect(login.headers()["location"]).toBe("/invoice-quote");

    expect(await stop(first.child, first.exited)).toBe(0);
    expect(first.output()).toContain("shutting down");
    expect(first.output()).toContain('"msg":"bye"');

    // Second start on the same data: the account exists, nothing is printed.
    const second = start(dataDir);
    await second.ready;
    expect(second.output()).not.toContain("Mot de passe :");
    expect((await request.get(`http://localhost:${PORT}/healthz`)).status()).toBe(200);
    expect(await stop(second.child, second.exited)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad configuration stops the start with a clear French message", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: "quatre", MAIL_TRANSPORT: "smtp", SMTP_URL: "", SERVE_BUILD: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Configuration invalide");
  expect(output).toContain("PORT : doit être un nombre entre 1 et 65535");
  expect(output).toContain("SMTP_URL : requis quand MAIL_TRANSPORT=smtp");
});
