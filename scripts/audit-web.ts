// `npm run audit:web`: every public page (tests/public-pages.ts) through
// Lighthouse (SEO, accessibility, best practices: each must score 100) and the
// W3C Nu HTML validator (0 errors), against the built site on loopback.
//   AUDIT_URL=http://localhost:3000 …   audit a site already running, else one is started
//   PAGES=/,/contact …                  only these pages
//   FORM_FACTORS=mobile,desktop …       Lighthouse's emulation (default: mobile)
// Needs Debian's Chromium and Java 17+ (the validator is vnu-jar, from npm).
// CATEGORIES is the one place to add a Lighthouse category (performance has its own
// budget: docs/decisions/).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { validateHtml } from "../tests/html-validator.ts";
import { PUBLIC_PAGES, PUBLIC_PATHS } from "../tests/public-pages.ts";

export const CATEGORIES = ["seo", "accessibility", "best-practices"] as const;
const REQUIRED_SCORE = 100;

const portBase = Number(process.env.E2E_PORT_BASE ?? 3210);
const SITE_PORT = Number(process.env.AUDIT_PORT ?? portBase + 20);
const CHROME_PORT = SITE_PORT + 1;
const FORM_FACTORS = (process.env.FORM_FACTORS ?? "mobile").split(",") as ("mobile" | "desktop")[];
const pages = process.env.PAGES ? process.env.PAGES.split(",") : PUBLIC_PATHS;

async function waitFor(url: string, child?: ChildProcess, timeout = 180_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url} : le processus s'est arrêté`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} ne répond pas`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stops: (() => Promise<void>)[] = [];
// The site and Chromium run in process groups of their own: an interrupted audit
// (Ctrl-C, a timeout) stops them too rather than leaving them on their ports.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    void Promise.allSettled(stops.map((stop) => stop())).finally(() => process.exit(130));
  });
}

/** Stops a process started in a group of its own (detached) and waits until it has exited. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    return; // already gone
  }
  await exited;
}

/** The built site on its own data folder, as `npm start` serves it (built first when stale). */
async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.AUDIT_URL)
    return { url: process.env.AUDIT_URL.replace(/\/$/, ""), stop: async () => {} };
  const url = `http://127.0.0.1:${SITE_PORT}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "audit-web-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  stops.push(stop);
  await waitFor(`${url}/healthz`, child);
  return { url, stop };
}

/** Debian's Chromium with its DevTools port open, for Lighthouse to drive. */
async function startChromium(): Promise<{ stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), "audit-chromium-"));
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [
      ...CHROMIUM_LAUNCH.args,
      "--headless=new",
      `--remote-debugging-port=${CHROME_PORT}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  const stop = async () => {
    await stopGroup(child);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  stops.push(stop);
  await waitFor(`http://127.0.0.1:${CHROME_PORT}/json/version`, child, 30_000);
  return { stop };
}

type LighthouseRow = { scores: Record<string, number>; failures: string[] };

// A page kept out of search engines on purpose fails Lighthouse's "is-crawlable":
// that audit alone is waived for it, every other SEO audit still counts.
const NOINDEX = new Set(PUBLIC_PAGES.filter((p) => p.noindex).map((p) => p.path));

async function audit(
  url: string,
  formFactor: "mobile" | "desktop",
  noindex: boolean,
): Promise<LighthouseRow> {
  const flags: Flags = {
    port: CHROME_PORT,
    hostname: "127.0.0.1",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // SEO, accessibility and best practices do not depend on the network's speed.
    throttlingMethod: "provided",
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const failures: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]!;
    const refs = category.auditRefs.filter(
      (ref) => !(noindex && id === "seo" && ref.id === "is-crawlable"),
    );
    // The category's score as Lighthouse weighs it, over the audits that apply.
    const weighed = refs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null);
    const total = weighed.reduce((sum, ref) => sum + ref.weight, 0);
    scores[id] = total
      ? Math.round(
          (weighed.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0) / total) *
            100,
        )
      : Math.round((category.score ?? 0) * 100);
    for (const ref of refs) {
      const result = lhr.audits[ref.id]!;
      if (ref.weight > 0 && result.score !== null && result.score < 1) {
        const details = result.details as { items?: { node?: { snippet?: string } }[] } | undefined;
        const nodes = (details?.items ?? [])
          .map((i) => i.node?.snippet)
          .filter(Boolean)
          .slice(0, 3);
        failures.push(
          `${id} › ${ref.id} : ${result.title}${nodes.map((n) => `\n      ${n}`).join("")}`,
        );
      }
    }
  }
  return { scores, failures };
}

const started = Date.now();
const site = await startSite();
const chromium = await startChromium();
let failed = false;
try {
  const html = new Map<string, string>();
  for (const p of pages) html.set(p, await (await fetch(site.url + p)).text());
  const validation = validateHtml(html);

  const short: Record<string, string> = {
    seo: "SEO",
    accessibility: "Access.",
    "best-practices": "Prat.",
  };
  const header = [
    "page".padEnd(52),
    ...FORM_FACTORS.flatMap((f) =>
      CATEGORIES.map((c) => `${short[c]} ${f === "mobile" ? "📱" : "🖥"}`.padStart(11)),
    ),
    "W3C".padStart(5),
  ].join(" ");
  console.log(header);
  const problems: string[] = [];
  for (const p of pages) {
    const cells: string[] = [];
    for (const formFactor of FORM_FACTORS) {
      const row = await audit(site.url + p, formFactor, NOINDEX.has(p));
      for (const c of CATEGORIES) {
        cells.push(String(row.scores[c]).padStart(11));
        if (row.scores[c]! < REQUIRED_SCORE) failed = true;
      }
      problems.push(...row.failures.map((f) => `${p} (${formFactor}) ${f}`));
    }
    const errors = validation.get(p) ?? [];
    if (errors.length) failed = true;
    problems.push(...errors.map((e) => `${p} (W3C) ${e}`));
    const name = NOINDEX.has(p) ? `${p} (noindex voulu)` : p;
    console.log([name.padEnd(52), ...cells, String(errors.length).padStart(5)].join(" "));
  }
  if (problems.length) console.log(`\n${problems.join("\n")}`);
  console.log(
    `\n${pages.length} pages en ${Math.round((Date.now() - started) / 1000)} s · ${failed ? "✗ des pages n'atteignent pas 100 ou ont des erreurs W3C" : `✓ ${REQUIRED_SCORE} partout, 0 erreur W3C`}`,
  );
} finally {
  await chromium.stop();
  await site.stop();
}
process.exit(failed ? 1 : 0);
