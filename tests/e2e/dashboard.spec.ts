import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import {
  dayOffset,
  FIXTURE_CREDIT_NOTES,
  FIXTURE_INVOICES,
  FIXTURE_PAYMENTS,
  FIXTURE_QUOTES,
  fixtureLedger,
} from "../fixtures/ledger-data.ts";
import { copyTemplate, startServer } from "./server-process.ts";
import { axeViolations, serious, WCAG_AA, whereFound } from "./axe.ts";

// The dashboard (ADR 025) on a server of its own, whose database holds the small
// ledger of tests/fixtures/ledger-data.ts (written straight into the tables: a
// fixture). Its figures are checked against a computation written here; a figure's
// link opens the register on rows that add up to it. Without JavaScript, and axe in
// both themes.

const URL_BASE = `http://localhost:${EXTRA_PORTS.dashboard}`;
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-dashboard-"));
  copyTemplate(dataDir);
  execFileSync(process.execPath, ["--import", "tsx", "tests/fixtures/ledger-cli.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "pipe",
  });
  server = await startServer({
    port: EXTRA_PORTS.dashboard,
    dataDir,
    env: {
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
    },
  });
});

test.afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in staff tab; JavaScript off unless asked. */
async function staffPage(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; colorScheme?: "light" | "dark"; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: URL_BASE,
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    javaScriptEnabled: options.javaScriptEnabled ?? false,
    colorScheme: options.colorScheme ?? "light",
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const login = await context.request.post("/simple-login", {
    form: { identifier: STAFF.username, password: STAFF.password },
    headers: { origin: URL_BASE },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  if (options.colorScheme === "dark") {
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
  }
  return context.newPage();
}

// --- the independent computation (Dakar is UTC+0 all year) ---
const TODAY = new Date().toISOString().slice(0, 10);
const ledger = fixtureLedger(TODAY);
const owed = ledger.filter((i) => i.balance > 0);
const thisMonth = TODAY.slice(0, 7);
const live = FIXTURE_PAYMENTS.filter((p) => !p.cancelled).map((p) => ({
  ...p,
  on: dayOffset(TODAY, p.paid),
  party: ledger.find((i) => i.key === p.invoice)!.party,
}));
const [y, m] = [Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7))];
const windowStart = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
const inWindow = (day: string) => day >= windowStart && day.slice(0, 7) <= thisMonth;
const late = (due: string) => (Date.parse(TODAY) - Date.parse(due)) / 86_400_000;

/** « 1 180 000 FCFA » (any kind of space) → 1180000. */
const francs = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function figureIn(page: Page, table: string, row: string): Promise<number> {
  const cell = page
    .getByRole("table", { name: table })
    .getByRole("row", { name: new RegExp(`^${row}`) })
    .getByRole("cell")
    .first();
  return francs(await cell.innerText());
}

/** The register behind a link: the sum of its figure column and its stated total. */
async function registerSum(page: Page) {
  await expect(page).toHaveURL(/\/documents\?/);
  // The URL changes when the new page starts to arrive: read it once it is all there.
  await page.waitForLoadState("domcontentloaded");
  const cells = await page.locator("td[data-figure]").allInnerTexts();
  const total = francs(await page.locator("td[data-figure-total]").innerText());
  return { sum: cells.reduce((s, t) => s + francs(t), 0), rows: cells.length, total };
}

test("the dashboard without JavaScript: its tables hold the fixture's figures", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto("/tableau-de-bord");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  expect(await page.locator("meta[name=robots]").getAttribute("content")).toBe("noindex");

  // Cashed this month, and over the 12 months.
  const month = live.filter((p) => p.on.startsWith(thisMonth)).reduce((s, p) => s + p.amount, 0);
  const table = "Encaissé par mois, sur les douze derniers mois";
  const rows = page.getByRole("table", { name: table }).locator("tbody tr");
  await expect(rows).toHaveCount(12);
  expect(francs(await rows.last().getByRole("cell").first().innerText())).toBe(month);
  expect(await figureIn(page, table, "Total")).toBe(
    live.filter((p) => inWindow(p.on)).reduce((s, p) => s + p.amount, 0),
  );

  // Overdue by age, and to be cashed.
  const aged = "Reste à payer en retard, par ancienneté";
  const sumOf = (lo: number, hi: number) =>
    owed
      .filter((i) => late(i.dueDate) >= lo && late(i.dueDate) <= hi)
      .reduce((s, i) => s + i.balance, 0);
  expect(await figureIn(page, aged, "0 à 30")).toBe(sumOf(1, 30));
  expect(await figureIn(page, aged, "31 à 60")).toBe(sumOf(31, 60));
  expect(await figureIn(page, aged, "61 à 90")).toBe(sumOf(61, 90));
  expect(await figureIn(page, aged, "Plus de 90")).toBe(sumOf(91, Infinity));
  expect(await figureIn(page, aged, "Total à encaisser")).toBe(
    owed.reduce((s, i) => s + i.balance, 0),
  );

  // Quotes and the conversion rate.
  const quotes = FIXTURE_QUOTES.filter((q) => inWindow(dayOffset(TODAY, q.issued)));
  const accepted = quotes.filter((q) => q.status === "accepted").length;
  const q = "Devis émis, acceptés et taux de conversion";
  expect(await figureIn(page, q, "Devis émis")).toBe(quotes.length);
  expect(await figureIn(page, q, "Devis acceptés")).toBe(accepted);
  expect(await figureIn(page, q, "Taux de conversion")).toBe(
    Math.round((accepted * 100) / quotes.length),
  );

  // The charts are pictures beside their tables: hidden from assistive technology. Four
  // of the register's, two of the pipeline's (ADR 048: the gérant holds `leads`), the
  // margin per month (ADR 058: and `margins`; no project here, so no bars per project).
  await expect(page.locator("main svg[data-chart=marge-mois]")).toHaveCount(1);
  await expect(page.locator("main svg[data-chart=marge-projet]")).toHaveCount(0);
  await expect(page.locator("main svg[data-chart]")).toHaveCount(7);
  await expect(page.locator("main svg[data-chart][aria-hidden=true]")).toHaveCount(7);
  await page.context().close();
});

test("a figure's link opens the register on rows that add up to it", async ({ browser }) => {
  const page = await staffPage(browser);
  await page.goto("/tableau-de-bord");

  // Overdue 61 to 90 days.
  const aged = page.getByRole("table", { name: "Reste à payer en retard, par ancienneté" });
  const bucket = aged.getByRole("row", { name: /^61 à 90/ }).getByRole("link");
  const expected = francs(await bucket.innerText());
  expect(expected).toBeGreaterThan(0);
  await bucket.click();
  let r = await registerSum(page);
  expect(r).toEqual({ sum: expected, rows: 1, total: expected });

  // To be cashed: every invoice still owed.
  await page.goto("/tableau-de-bord");
  await aged
    .getByRole("row", { name: /^Total à encaisser/ })
    .getByRole("link")
    .click();
  r = await registerSum(page);
  expect(r.sum).toBe(owed.reduce((s, i) => s + i.balance, 0));
  expect(r.rows).toBe(owed.length);
  expect(r.total).toBe(r.sum);

  // The best client: that client's invoices, what each paid in the 12 months.
  await page.goto("/tableau-de-bord");
  const top = page.getByRole("table", { name: "Meilleurs clients, par montant encaissé" });
  const first = top.locator("tbody tr").first();
  const party = await first.getByRole("rowheader").innerText();
  const link = first.getByRole("link");
  const amount = francs(await link.innerText());
  expect(amount).toBe(
    live.filter((p) => p.party === party && inWindow(p.on)).reduce((s, p) => s + p.amount, 0),
  );
  await link.click();
  r = await registerSum(page);
  expect(r.sum).toBe(amount);
  expect(r.total).toBe(amount);
  await expect(page.getByRole("status")).toContainText(party);
  mkdirSync("test-results/dashboard", { recursive: true });
  await page.screenshot({ path: "test-results/dashboard/registre-meilleur-client.png" });
  await page.context().close();
});

test("the studio hub links to it; signed out, it sends to the staff sign-in", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto("/invoice-quote");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Tableau de bord/ })
    .click();
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
  await page.context().close();
  const anonymous = await browser.newContext({ baseURL: URL_BASE });
  for (const path of [
    "/tableau-de-bord",
    "/documents/paiements.csv?du=2026-01-01&au=2026-12-31",
    "/documents/lignes.csv?du=2026-01-01&au=2026-12-31",
    "/documents/journal-ventes.csv?du=2026-01-01&au=2026-12-31",
    "/documents/journal-encaissements.csv?du=2026-01-01&au=2026-12-31&format=sage",
  ]) {
    const res = await anonymous.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()["location"]).toBe("/simple-login");
  }
  await anonymous.close();
});

/** The register, its export form set to the 400 days up to today (the whole fixture). */
async function exportsOfTheYear(browser: Browser) {
  const page = await staffPage(browser);
  await page.goto("/documents");
  const from = dayOffset(TODAY, -400);
  await page.getByLabel("Du", { exact: true }).last().fill(from);
  await page.getByLabel("Au", { exact: true }).last().fill(TODAY);
  return { page, from };
}

test("the payments and lines CSVs: downloaded from the register, a bad period refused in French", async ({
  browser,
}) => {
  const { page, from } = await exportsOfTheYear(browser);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Paiements" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paiements-${from}-au-${TODAY}.csv`);
  const rows = (
    await page.context().request.get(`/documents/paiements.csv?du=${from}&au=${TODAY}`)
  ).text();
  const lines = (await rows).split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(
    "\uFEFFDate du paiement;Facture;Client;Montant;Droit de timbre;Moyen;Référence;Enregistré par;Enregistré le;Annulé;Annulé le;Annulé par;Motif d'annulation",
  );
  expect(lines).toHaveLength(1 + FIXTURE_PAYMENTS.length);
  const lignes = await page.context().request.get(`/documents/lignes.csv?du=${from}&au=${TODAY}`);
  expect(lignes.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(lignes.headers()["cache-control"]).toBe("private, no-store");
  const bad = await page.context().request.get("/documents/lignes.csv?du=2026-13-01&au=x");
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Période invalide");
  await page.context().close();
});

/** A journal's rows (« ; », CRLF, no quoted field in this fixture's journals). */
function journalRows(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text
    .slice(1)
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(";"));
}

test("the journals in SYSCOHADA accounts: downloaded from the register for Odoo and for Sage, each entry balanced", async ({
  browser,
}) => {
  const { page, from } = await exportsOfTheYear(browser);
  await expect(page.getByLabel("Journaux pour")).toHaveValue("odoo");

  // Odoo: an entry's date, journal and reference on its first row; the next rows add lines.
  let download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Journal des ventes" }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe(`journal-ventes-odoo-${from}-au-${TODAY}.csv`);
  const [odooHead, ...odoo] = journalRows(readFileSync((await file.path())!, "utf8"));
  // The layout itself: journals.test.ts.
  expect([odooHead![0], odooHead![3], odooHead![7]]).toEqual([
    "date",
    "line_ids/account_id",
    "line_ids/credit",
  ]);
  const sales: { ref: string; lines: [string, number, number][] }[] = [];
  for (const r of odoo) {
    if (r[0]) sales.push({ ref: r[2]!, lines: [] });
    sales.at(-1)!.lines.push([r[3]!, Number(r[6]), Number(r[7])]);
  }
  // Every invoice and credit note; no quote.
  expect(sales).toHaveLength(FIXTURE_INVOICES.length + FIXTURE_CREDIT_NOTES.length);
  expect(sales.some((e) => e.ref.startsWith("DEVIS"))).toBe(false);
  const net: Record<string, number> = {};
  for (const e of sales) {
    const debit = e.lines.reduce((s, l) => s + l[1], 0);
    expect(debit, e.ref).toBe(e.lines.reduce((s, l) => s + l[2], 0));
    for (const [account, d, c] of e.lines) net[account] = (net[account] ?? 0) + d - c;
  }
  // Worked out here: each invoice's price and its 18 % VAT rounded; the credit notes carry no VAT.
  let ht = 0;
  let vat = 0;
  for (const inv of FIXTURE_INVOICES) {
    ht += inv.price;
    vat += inv.vat ? Math.round((inv.price * 18) / 100) : 0;
  }
  const credited = FIXTURE_CREDIT_NOTES.reduce((s, c) => s + c.amount, 0);
  expect(net).toEqual({ "411": ht + vat - credited, "706": credited - ht, "4431": -vat });

  // Sage 100: every row complete, its day as JJMMAA.
  await page.getByLabel("Journaux pour").selectOption("sage");
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Journal des encaissements" }).click();
  file = await download;
  expect(file.suggestedFilename()).toBe(`journal-encaissements-sage-${from}-au-${TODAY}.csv`);
  const [sageHead, ...sage] = journalRows(readFileSync((await file.path())!, "utf8"));
  expect([sageHead![0], sageHead![4], sageHead![8]]).toEqual([
    "Journal",
    "Compte général",
    "Crédit",
  ]);
  const pieces = new Map<string, { debit: number; credit: number }>();
  const byAccount: Record<string, number> = {};
  for (const r of sage) {
    expect(r[0]).toBe("EN");
    expect(r[1]).toMatch(/^\d{6}$/);
    const piece = pieces.get(r[2]!) ?? { debit: 0, credit: 0 };
    piece.debit += Number(r[7]);
    piece.credit += Number(r[8]);
    pieces.set(r[2]!, piece);
    byAccount[r[4]!] = (byAccount[r[4]!] ?? 0) + Number(r[7]) - Number(r[8]);
  }
  // One entry per payment, one more per cancellation (its reversal).
  const cancelled = FIXTURE_PAYMENTS.filter((p) => p.cancelled);
  expect(pieces.size).toBe(FIXTURE_PAYMENTS.length + cancelled.length);
  for (const [piece, sums] of pieces) expect(sums.debit, piece).toBe(sums.credit);
  const kept = FIXTURE_PAYMENTS.filter((p) => !p.cancelled);
  const sumOf = (methods: string[]) =>
    kept.filter((p) => methods.includes(p.method)).reduce((s, p) => s + p.amount, 0);
  expect(byAccount).toEqual({
    "411": -kept.reduce((s, p) => s + p.amount, 0),
    "521": sumOf(["virement", "cheque", "carte"]),
    "571": sumOf(["especes"]),
    "5521": sumOf(["wave"]),
    "5522": sumOf(["orange_money"]),
    "5523": sumOf(["free_money"]),
  });
  await page.context().close();
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    test(`/tableau-de-bord at ${width} px, ${theme}: axe finds nothing serious; a screenshot to look at`, async ({
      browser,
    }) => {
      const page = await staffPage(browser, { javaScriptEnabled: true, colorScheme: theme, width });
      await page.goto("/tableau-de-bord");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const out = "test-results/dashboard";
      mkdirSync(out, { recursive: true });
      await page.screenshot({
        path: `${out}/tableau-de-bord-${width}-${theme}.png`,
        fullPage: true,
      });
      const found = await axeViolations(page, {
        tags: WCAG_AA,
        exclude: 'section[aria-label="Notifications"]',
      });
      expect(whereFound(serious(found))).toEqual([]);
      await page.context().close();
    });
  }
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    test(`the journals' controls (register, settings) at ${width} px, ${theme}: axe finds nothing serious; screenshots to look at`, async ({
      browser,
    }) => {
      const page = await staffPage(browser, { javaScriptEnabled: true, colorScheme: theme, width });
      const out = "test-results/dashboard";
      mkdirSync(out, { recursive: true });
      const parts = [
        { path: "/documents", part: page.locator('form[aria-labelledby="export-title"]') },
        {
          path: "/parametres-entreprise",
          part: page.getByRole("group", { name: "Comptabilité (SYSCOHADA)" }),
        },
      ];
      for (const [i, { path: where, part }] of parts.entries()) {
        await page.goto(where);
        await expect(part).toBeVisible();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await part.screenshot({ path: `${out}/journaux-${i}-${width}-${theme}.png` });
        const found = await axeViolations(page, {
          tags: WCAG_AA,
          include: i === 0 ? 'form[aria-labelledby="export-title"]' : "form fieldset",
        });
        expect(whereFound(serious(found))).toEqual([]);
      }
      await expect(page.getByLabel("Compte Wave")).toHaveValue("5521");
      await page.context().close();
    });
  }
}
