import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { startServer } from "../e2e/server-process.ts";

// A third server, started and stopped by the test itself, on a fresh data folder
// with no STAFF_* variables: what a newcomer gets from `npm start`.
const PORT = EXTRA_PORTS.lifecycle;

test("first start prints the generated staff password once; SIGTERM shuts down cleanly", async ({
  request,
}) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-first-start-"));
  try {
    const first = await startServer({ port: PORT, dataDir });
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

    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain("shutting down");
    expect(first.output()).toContain('"msg":"bye"');

    // Second start on the same data: the account exists, nothing is printed.
    const second = await startServer({ port: PORT, dataDir });
    expect(second.output()).not.toContain("Mot de passe :");
    expect((await request.get(`http://localhost:${PORT}/healthz`)).status()).toBe(200);
    expect(await second.stop()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad configuration stops the start with a clear French message", async () => {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      PORT: "quatre",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "",
      REMINDER_DAYS: "3;15",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Configuration invalide");
  expect(output).toContain("PORT : doit être un nombre entre 1 et 65535");
  expect(output).toContain("SMTP_URL : requis quand MAIL_TRANSPORT=smtp");
  expect(output).toContain("REMINDER_DAYS : des nombres de jours après l'échéance");
});

test("the build runs on plain node, without the sources, content/ or tsx", async ({ request }) => {
  test.setTimeout(180_000);
  // What a deployment ships: build/, the start script, package.json and the
  // dependencies, tsx left out. No app/, server/, content/ or drizzle/ beside it.
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const dir = mkdtempSync(path.join(tmpdir(), "site-build-only-"));
  try {
    cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
    cpSync(path.join(root, "scripts/start.mjs"), path.join(dir, "scripts/start.mjs"));
    cpSync(path.join(root, "package.json"), path.join(dir, "package.json"));
    mkdirSync(path.join(dir, "node_modules"));
    for (const name of readdirSync(path.join(root, "node_modules"))) {
      if (name === "tsx" || name === ".bin") continue;
      symlinkSync(path.join(root, "node_modules", name), path.join(dir, "node_modules", name));
    }
    const server = await startServer({
      port: PORT,
      dataDir: path.join(dir, "data"),
      cwd: dir,
      env: { STAFF_EMAIL: "studio@example.sn", STAFF_PASSWORD: "Dakar-2026-studio!" },
    });
    try {
      // Migrations ran (from the build's copy), pages render, articles come from the bundle.
      expect((await request.get(`http://localhost:${PORT}/healthz`)).status()).toBe(200);
      // A query string: rendered on the server, not the pre-rendered file.
      const article = await request.get(
        `http://localhost:${PORT}/articles/animations-css-performantes?ref=test`,
      );
      expect(article.status()).toBe(200);
      expect(await article.text()).toContain("Animations CSS performantes");
      expect((await request.get(`http://localhost:${PORT}/contact`)).status()).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
