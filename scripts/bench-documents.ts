// `npm run bench:documents`: how long from a click on 'Générer' to the print
// window's load (and to print()), for invoices of 1, 50 and 500 lines, in
// Debian's Chromium against the built site (built first when stale).
// Prints a table; RUNS=n sets the runs per size (default 7), the median is kept.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { chromium, type Page } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 3216);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 7);
const SIZES = [1, 50, 500];
const STAFF = {
  username: "bench",
  email: "bench@teranga-digital.sn",
  password: "Banc-d-essai-2026!",
};
const DATA_DIR = "data/bench";

async function startSite() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_URL: BASE,
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("le serveur n'a pas démarré");
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Timing = { load: number; print: number };

/**
 * Stamps the click, the print window's load and print() with the page's clock.
 * A string, not a function: tsx would wrap named arrows in a helper the page lacks.
 */
const INSTRUMENT = `
  window.__t = {};
  document.addEventListener("submit", () => { window.__t.click = performance.now(); }, true);
  const open = window.open.bind(window);
  window.open = (...args) => {
    const win = open(...args);
    if (!win) return win;
    // The page replaces the window's document (open, write, close): stamp once it has loaded.
    const doc = win.document;
    const close = doc.close.bind(doc);
    doc.close = () => {
      close();
      if (doc.readyState === "complete") window.__t.load = performance.now();
      else win.addEventListener("load", () => { window.__t.load = performance.now(); }, { once: true });
    };
    win.print = () => { window.__t.print = performance.now(); win.close(); };
    return win;
  };
`;

function invoice(lines: number) {
  return {
    clientName: "Boutique Keur Yaay",
    clientEmail: "contact@keuryaay.sn",
    clientPhone: "+221 77 123 45 67",
    clientAddress: "Rue 10, Médina, Dakar",
    projectTitle: "Boutique en ligne",
    projectDuration: "6 semaines",
    prestations: Array.from({ length: lines }, (_, i) => ({
      designation: `Prestation ${i + 1} : développement et intégration`,
      quantity: "1.5",
      unitPrice: String(15000 + i),
    })),
    applyDiscount: true,
    discountPercentage: "5",
    applyVat: true,
    vatPercentage: "18",
    showPaidStamp: true,
  };
}

async function measure(page: Page, lines: number): Promise<Timing> {
  await page.goto(`${BASE}/create-invoice`);
  await page.evaluate(
    (form) =>
      localStorage.setItem(
        "td:draft:invoice",
        JSON.stringify({ savedAt: new Date().toISOString(), form }),
      ),
    invoice(lines),
  );
  await page.goto(`${BASE}/create-invoice`);
  const button = page.getByRole("button", { name: "Générer la Facture" });
  await button.waitFor();
  await page.waitForFunction(
    () => !document.querySelector("button[type=submit]")?.hasAttribute("disabled"),
  );
  await page.getByRole("group", { name: `Prestation ${lines}` }).waitFor();
  await button.click();
  await page.waitForFunction(() => (window as unknown as { __t: { print?: number } }).__t.print);
  const t = await page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t);
  return { load: t.load! - t.click!, print: t.print! - t.click! };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const site = await startSite();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error(error));
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${BASE}/simple-login`);
  await page.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/invoice-quote/);

  console.log(`\nGénération d'une facture, ${RUNS} essais par taille (médiane, ms)`);
  console.log("lignes | clic → chargement de la fenêtre | clic → print()");
  for (const lines of SIZES) {
    await measure(page, lines); // warm-up
    const runs: Timing[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(page, lines));
    const load = median(runs.map((r) => r.load));
    const print = median(runs.map((r) => r.print));
    console.log(
      `${String(lines).padStart(6)} | ${load.toFixed(1).padStart(31)} | ${print.toFixed(1).padStart(14)}`,
    );
  }
  console.log("(print() vient environ 100 ms après le chargement, comme le veut SPEC.md §4.)");
} finally {
  await browser.close();
  site.kill("SIGTERM");
}
