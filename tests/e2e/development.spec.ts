import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { copyTemplate } from "./server-process.ts";

// `npm run dev`: Vite's dev server inside ours, hot reload through our CSP.
const PORT = EXTRA_PORTS.dev;

test("npm run dev : le rechargement à chaud se connecte, sans violation de CSP", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-dev-"));
  // Not a first start: Vite's server compiles the app on demand, slow enough on a busy machine.
  copyTemplate(dataDir);
  const child = spawn(process.execPath, ["server/dev.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await expect.poll(() => output, { timeout: 120_000 }).toContain("Site disponible sur");
    expect(output).toContain(`http://localhost:${PORT}`);

    const violations: string[] = [];
    let connected = false;
    page.on("console", (msg) => {
      if (msg.text().includes("[vite] connected.")) connected = true;
      if (msg.text().startsWith("[csp]")) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.warn(`[csp] ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    // The first visit may make Vite optimise dependencies and reload the page.
    await page.goto(`http://localhost:${PORT}/`, { timeout: 180_000 });
    await expect.poll(() => connected, { timeout: 120_000 }).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
