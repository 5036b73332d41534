// `npm run bench:documents`: how long from a click on 'Générer' to the print
// window's load (and to print()), for invoices of 1, 50 and 500 lines, in
// Debian's Chromium against the built site (built first when stale); then the
// time the server takes to produce the PDF file of each (« Télécharger le
// PDF »), beside Chromium printing the same document to PDF as a reference.
// Prints tables and the machine's load; RUNS=n sets the runs per size
// (default 7), the median is kept.
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { chromium, type Page } from "@playwright/test";
import { benchInvoice } from "./bench-invoice.ts";
import { startBuiltSite } from "./site-process.ts";

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
  return startBuiltSite(PORT, STAFF, { DATA_DIR });
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
    win.print = () => {
      window.__t.print = performance.now();
      window.__lastHtml = win.document.documentElement.outerHTML;
      win.close();
    };
    return win;
  };
`;

async function measure(page: Page, lines: number): Promise<Timing> {
  await page.goto(`${BASE}/create-invoice`);
  await page.evaluate(
    (form) =>
      localStorage.setItem(
        "td:draft:invoice",
        JSON.stringify({ savedAt: new Date().toISOString(), form }),
      ),
    benchInvoice(lines),
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

/** Pages of a PDF, from its page tree's /Count. */
function pdfPages(bytes: Buffer): number {
  const counts = [...bytes.toString("latin1").matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)];
  return Math.max(0, ...counts.map((m) => Number(m[1])));
}

/** The HTML the studio writes into the print window when « Réimprimer » is clicked. */
async function printedHtml(page: Page): Promise<string> {
  // click() waits until the button is enabled (after hydration).
  await page.getByRole("button", { name: "Réimprimer" }).click();
  await page.waitForFunction(() => (window as unknown as { __t: { print?: number } }).__t.print);
  return page.evaluate(() => (window as unknown as { __lastHtml: string }).__lastHtml);
}

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
  console.log(
    "(print() vient environ 100 ms après le chargement, comme le veut docs/product.md §4.)",
  );

  // The PDF file: GET /documents/:numero/pdf on the server (react-pdf), beside
  // Chromium's page.pdf() of the print page of the same document.
  console.log(`\nFichier PDF d'une facture, ${RUNS} essais par taille (médiane, ms)`);
  console.log("lignes | serveur (react-pdf) | pages | Chromium page.pdf() (référence) | pages");
  const reference = await browser.newPage();
  for (const lines of SIZES) {
    await page.goto(`${BASE}/invoice-quote`);
    const issued = await page.evaluate(async (form) => {
      const response = await fetch("/documents/emettre", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ kind: "invoice", requestKey: crypto.randomUUID(), form }),
      });
      return (await response.json()) as { number?: string; error?: string };
    }, benchInvoice(lines));
    if (!issued.number) throw new Error(`émission refusée : ${issued.error}`);
    const url = `${BASE}/documents/${issued.number}/pdf`;
    const server: number[] = [];
    let bytes: Buffer = Buffer.alloc(0);
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const response = await page.request.get(url);
      bytes = await response.body();
      if (i > 0) server.push(performance.now() - started); // the first one warms up
    }
    const chromium: number[] = [];
    let refBytes: Buffer = Buffer.alloc(0);
    // The print page as the browser builds it: re-print once and keep its HTML.
    await page.goto(`${BASE}/documents/${issued.number}`);
    const printed = await printedHtml(page);
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      await reference.setContent(printed, { waitUntil: "load" });
      refBytes = await reference.pdf({ preferCSSPageSize: true, printBackground: true });
      if (i > 0) chromium.push(performance.now() - started);
    }
    console.log(
      `${String(lines).padStart(6)} | ${median(server).toFixed(1).padStart(19)} | ${String(pdfPages(bytes)).padStart(5)} | ${median(chromium).toFixed(1).padStart(32)} | ${String(pdfPages(refBytes)).padStart(5)}`,
    );
  }
  const [one, five, fifteen] = loadavg();
  console.log(
    `\nCharge de la machine (1, 5, 15 min)\u00a0: ${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)}`,
  );
} finally {
  await browser.close();
  site.kill("SIGTERM");
}
