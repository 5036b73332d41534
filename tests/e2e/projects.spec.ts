import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { SAMPLE_CLIENT } from "#tests/fixtures/sample-client.ts";
import { freePort } from "#tests/fixtures/smtp.ts";
import { STAFF } from "../../playwright.config.ts";
import { generatePrinted, instrumentPrinting, openDraft, quoteForm } from "./documents.ts";
import {
  expect,
  emailsIn,
  expectAccessible,
  gotoReady,
  login,
  readEmails,
  SHOTS,
  SHOTS_ONLY,
  test,
  toasts,
} from "./fixtures.ts";
import { startServer } from "./server-process.ts";
import { payThroughWave, waveEnv } from "./wave-checkout.ts";
import { startWaveServer, type WaveServer } from "../fixtures/wave-server.ts";

// Projects and time (issue 34 §1–2, ADR 052) in Chromium, on a server whose clock the test
// moves (TEST_CLOCK=1): a quote accepted, « Démarrer le projet », the timer started,
// the page reloaded and the tab closed, the timer stopped, time added by hand, the week
// and the project's figures against the arithmetic written here.

const OUT = "test-results/projects";
const NB = "[\\u00a0\\u202f ]";
const LINES = [
  { designation: "Site vitrine", quantity: "3", unitPrice: "250000" },
  { designation: "Hébergement annuel", quantity: "12", unitPrice: "15000" },
];
// Budget HT: 3 × 250 000 + 12 × 15 000 = 930 000 (no discount).
const BUDGET = 3 * 250_000 + 12 * 15_000;
const fcfa = (n: number) =>
  new RegExp(`${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NB)}${NB}FCFA`);

/** The next Monday after today, 08:00 in Dakar (UTC+0). */
function nextMonday(): Date {
  const d = new Date();
  d.setUTCHours(8, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d;
}
const T0 = nextMonday();
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000).toISOString();
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const printed = (iso: string) => iso.split("-").reverse().join("/");

/** The server's clock ahead of this process's (the Wave server signs at the server's now). */
let clockOffset = 0;

async function moveClock(request: APIRequestContext, baseUrl: string, to: string) {
  const response = await request.post(`${baseUrl}/test/horloge`, {
    form: { maintenant: to },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  clockOffset = Date.parse(to) - Date.now();
}

// The screenshots' test reads the project the first one made, on the same server.
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startServer>>;
// The invoice « Facturer » made is paid through Wave's checkout, on a local Wave server.
let wave: WaveServer;
const WAVE = { apiKey: "wave_sn_test_projets", webhookSecret: "wave_sn_WHS_projets" };
const shots = { project: "", invoice: "", ttc: 0, ht: 0, herWeek: "", month: "" };
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "site-projects-"));
  wave = await startWaveServer({ ...WAVE, clock: () => new Date(Date.now() + clockOffset) });
  server = await startServer({
    port: await freePort(),
    dataDir,
    template: true,
    env: {
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      TEST_CLOCK: "1",
      RATE_LIMIT_FACTOR: "50",
      ...waveEnv(wave, WAVE),
    },
  });
  wave.setWebhookUrl(`${server.url}/paiements/wave/webhook`);
});

test.afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await wave?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shoot(browser: Browser, page: Page, paths: Record<string, string>) {
  mkdirSync(OUT, { recursive: true });
  const storageState = await page.context().storageState();
  for (const theme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        storageState,
        locale: "fr-FR",
        timezoneId: "Africa/Dakar",
        colorScheme: theme,
        viewport: { width, height: 900 },
      });
      if (theme === "dark") {
        await context.addInitScript(() => localStorage.setItem("theme", "dark"));
      }
      const tab = await context.newPage();
      for (const [name, to] of Object.entries(paths)) {
        await gotoReady(tab, `${server.url}${to}`);
        await tab.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
        // Nothing wider than the screen.
        const overflow = await tab.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        const wide = await tab.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 8)
            .map((e) => `${e.tagName}.${e.className}`.slice(0, 120)),
        );
        expect(overflow, `${name} at ${width} px: ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  }
}

test("un devis accepté devient un projet ; le chronomètre survit au rechargement ; la semaine et les chiffres du projet", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const base = server.url;
  await instrumentPrinting(page);
  await login(page, { baseURL: base });

  // The quote, accepted by the staff.
  await openDraft(page, "quote", { ...quoteForm(LINES), projectTitle: "Boutique Keur Wax" }, base);
  const { number } = await generatePrinted(page, "quote");
  await gotoReady(page, `${base}/documents/${number}`);
  await page.getByRole("button", { name: "Marquer accepté" }).click();
  const card = page.getByRole("region", { name: "Projet" });
  await expect(card.getByRole("button", { name: "Démarrer le projet" })).toBeVisible();

  // « Démarrer le projet »: its budget is the quote's lines.
  await card.getByRole("button", { name: "Démarrer le projet" }).click();
  await expect(page).toHaveURL(/\/projets\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(page.url()).pathname;
  await expect(toasts(page)).toContainText(`son budget reprend les lignes du devis ${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique Keur Wax");
  const figure = (label: string) =>
    page.locator("dl[aria-label='Chiffres du projet'] > div").filter({ hasText: label });
  await expect(figure("Budget HT")).toContainText(fcfa(BUDGET));
  await expect(figure("Facturé HT")).toContainText(fcfa(0));
  const budget = page.getByRole("table", { name: "Budget du projet" });
  await expect(budget.getByRole("row")).toHaveCount(1 + LINES.length);
  await expect(budget.getByRole("row", { name: /Site vitrine/ })).toContainText(fcfa(750_000));
  // The quote's page now leads to its project.
  await gotoReady(page, `${base}/documents/${number}`);
  await expect(
    page.getByRole("region", { name: "Projet" }).getByRole("link", { name: "Boutique Keur Wax" }),
  ).toHaveAttribute("href", projectUrl);

  // The timer, started on the project's page at 08:00 on a Monday.
  await moveClock(page.request, base, at(0));
  await gotoReady(page, `${base}${projectUrl}`);
  const chrono = page.getByRole("region", { name: "Chronomètre" });
  await chrono.getByLabel("Tâche (facultatif)").fill("Maquettes");
  await chrono.getByRole("button", { name: "Démarrer le chronomètre" }).click();
  await expect(toasts(page)).toContainText("Chronomètre démarré");
  const running = page.getByRole("status", { name: "Chronomètre en marche" });
  await expect(running).toContainText("En marche depuis 08:00");

  // A reload, then the tab closed and another opened: the timer is still running.
  await moveClock(page.request, base, at(40 * 60 + 20));
  await page.reload();
  await expect(running).toContainText(/En marche depuis 08:00.*\(40\u00a0min\)/);
  const context = page.context();
  await page.close();
  const tab = await context.newPage();
  await gotoReady(tab, `${base}/temps`);
  const again = tab.getByRole("status", { name: "Chronomètre en marche" });
  await expect(again).toContainText("Boutique Keur Wax");
  await expectAccessible(tab, "/temps");

  // Stopped 1 h 25 min 10 s after its start: 85 minutes.
  await moveClock(tab.request, base, at(85 * 60 + 10));
  await again.getByRole("button", { name: "Arrêter le chronomètre" }).click();
  await expect(toasts(tab)).toContainText(
    /Chronomètre arrêté\u00a0: 1\u00a0h\u00a025 sur «\u00a0Boutique Keur Wax\u00a0»/,
  );
  await expect(again).toHaveCount(0);

  // Time by hand: a French refusal, then « 1h30 ».
  const byHand = tab.getByRole("region", { name: "Ajouter du temps" });
  await byHand
    .getByLabel("Projet")
    .selectOption({ label: `Boutique Keur Wax · ${SAMPLE_CLIENT.clientName}` });
  await expect(byHand.getByLabel("Jour")).toHaveValue(dayOf(T0));
  await byHand.getByLabel("Durée").fill("1:75");
  await byHand.getByRole("button", { name: "Ajouter ce temps" }).click();
  await expect(byHand.getByText(/Minutes au-delà de 59/)).toBeVisible();
  await byHand.getByLabel("Durée").fill("1h30");
  await byHand.getByLabel("Tâche (facultatif)").fill("Intégration");
  await byHand.getByRole("button", { name: "Ajouter ce temps" }).click();
  await expect(toasts(tab)).toContainText(`1\u00a0h\u00a030 enregistrées le ${printed(dayOf(T0))}`);

  // The week, Monday to Sunday: 85 + 90 = 175 minutes on Monday.
  const week = tab.getByRole("table", { name: /Temps de la semaine du/ });
  await expect(week).toBeVisible();
  const row = week.getByRole("row", { name: /Boutique Keur Wax/ });
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toHaveText("2\u00a0h\u00a055"); // Monday
  await expect(cells.nth(1)).toHaveText("—");
  await expect(cells.nth(7)).toHaveText("2\u00a0h\u00a055"); // the project's week
  await expect(week.getByRole("row", { name: /Total du jour/ })).toContainText("2\u00a0h\u00a055");
  await expect(tab.getByRole("heading", { name: /Semaine du/ })).toContainText(
    `Semaine du ${printed(dayOf(T0))}`,
  );

  // The project's figures: time spent, then an hourly rate of 20 000 F set by hand.
  await gotoReady(tab, `${base}${projectUrl}`);
  const figureOn = (label: string) =>
    tab.locator("dl[aria-label='Chiffres du projet'] > div").filter({ hasText: label });
  await expect(figureOn("Temps passé")).toContainText("2\u00a0h\u00a055");
  const edit = tab.getByRole("region", { name: "Modifier le projet" });
  await edit.getByLabel(/Taux horaire/).fill("20 000");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toasts(tab)).toContainText("Projet enregistré");
  // 175 min × 20 000 / 60 = 58 333,33… → 58 333 F, entry by entry: 85 → 28 333,3 → 28 333;
  // 90 → 30 000; together 58 333.
  const worth = Math.round((85 * 20_000) / 60) + Math.round((90 * 20_000) / 60);
  await expect(figureOn("Temps facturable")).toContainText(fcfa(worth));
  await expectAccessible(tab, "/projets/:id");

  // The list, with its filter by status.
  await gotoReady(tab, `${base}/projets`);
  const listed = tab.getByRole("table", { name: "Projets" }).getByRole("row", {
    name: /Boutique Keur Wax/,
  });
  await expect(listed).toContainText(fcfa(BUDGET));
  await expect(listed).toContainText("En cours");
  await gotoReady(tab, `${base}/projets?statut=closed`);
  await expect(tab.getByText("Aucun projet ne correspond à ce filtre.")).toBeVisible();
  await expectAccessible(tab, "/projets");
  shots.project = projectUrl;
});

// Expenses (issue 34 §3, ADR 054): a receipt photographed on a phone, on the project's page.
test("une dépense et son justificatif photographié s'affichent sur le projet", async ({ page }) => {
  // Serial: the project the test above started (run alone, this says so instead of skipping).
  expect(shots.project, "the project the test above started").not.toBe("");
  test.setTimeout(150_000);
  const base = server.url;
  await login(page, { baseURL: base });
  await gotoReady(page, `${base}${shots.project}`);
  const spent = page.getByRole("region", { name: "Dépenses" });
  await expect(spent.getByText("Aucune dépense sur ce projet.")).toBeVisible();
  await spent.getByRole("link", { name: "Nouvelle dépense" }).click();
  await expect(page).toHaveURL(/\/depenses\/nouvelle\?projet=/);
  await expect(page.getByLabel("Projet (facultatif)")).toHaveValue(shots.project.split("/").pop()!);
  await page.getByLabel("Fournisseur").fill("OVHcloud");
  await page.getByLabel("Montant TTC (F CFA)").fill("11 800");
  await page.getByLabel(/Dont TVA/).fill("12 000");
  await page.getByLabel("Catégorie").selectOption({ label: "Hébergement" });
  await page.getByLabel("Moyen de paiement").selectOption({ label: "Carte" });
  await page.getByLabel("Refacturable au client").check();
  // A phone's photo, 4032 × 3024, as its camera hands it to the field.
  const photo = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 235, g: 230, b: 215 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const field = page.getByLabel(/Justificatif/);
  await expect(field).toHaveAttribute("accept", /image\/\*.*application\/pdf/);
  await expect(field).not.toHaveAttribute("capture");
  await field.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Enregistrer la dépense" }).click();
  await expect(page.getByText("La TVA ne peut pas dépasser le montant TTC")).toBeVisible();
  await page.getByLabel(/Dont TVA/).fill("1 800");
  await expectAccessible(page, "/depenses/nouvelle");
  await page.getByRole("button", { name: "Enregistrer la dépense" }).click();

  await expect(page).toHaveURL(`${base}${shots.project}`);
  await expect(toasts(page)).toContainText("Dépense «\u00a0OVHcloud\u00a0» enregistrée.");
  const row = spent.getByRole("row", { name: /OVHcloud/ });
  await expect(row).toContainText(fcfa(11_800));
  await expect(row).toContainText("oui");
  const receipt = row.getByRole("link", { name: /Photo/ });
  const answer = await page.request.get(`${base}${await receipt.getAttribute("href")}`);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  const kept = await sharp(await answer.body()).metadata();
  expect([kept.width, kept.height]).toEqual([2000, 1500]);

  // The list of the month, its totals.
  await gotoReady(page, `${base}/depenses`);
  await expect(
    page.getByRole("table", { name: "Dépenses" }).getByRole("row", { name: /OVHcloud/ }),
  ).toContainText("Boutique Keur Wax");
  await expect(
    page.locator("dl[aria-label='Totaux des dépenses'] > div").filter({ hasText: "Total HT" }),
  ).toContainText(fcfa(11_800 - 1_800));
  await expectAccessible(page, "/depenses");
});

// « Facturer » (issue 34 §4, ADR 056): the project's time and its billable expense invoiced
// through the invoice form, then shown « Facturé » with the invoice's number.
test("« Facturer » le temps et la dépense du projet : la facture préremplie émise, les entrées « Facturé »", async ({
  page,
  browser,
}) => {
  expect(shots.project, "the project the tests above made").not.toBe("");
  test.setTimeout(240_000);
  const base = server.url;
  await instrumentPrinting(page);
  await login(page, { baseURL: base });
  await gotoReady(page, `${base}${shots.project}`);
  const card = page.getByRole("region", { name: "Facturer", exact: true });
  // The time in the lines it will make (ADR 060) and the expense, all ticked.
  const boxes = card.getByRole("checkbox");
  await expect(boxes.first()).toBeChecked();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  if (SHOTS) await shoot(browser, page, { "projet-facturer": shots.project });
  // Grouped by member (a link: the card shows that grouping's lines): one member's 2 entries.
  await card.getByRole("link", { name: "Par membre" }).click();
  await expect(page).toHaveURL(/regroupement=membre/);
  await expect(boxes).toHaveCount(2);
  await expect(card.getByText(/2\u00a0entrées/)).toBeVisible();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await card.getByLabel(/Majoration des dépenses/).fill("10");
  await card.getByRole("button", { name: "Facturer" }).click();

  await expect(page).toHaveURL(/\/create-invoice/);
  await expect(page.getByText(/Facture préremplie à partir du projet/)).toBeVisible();
  // 175 min by one member at 20 000 F/h = 58 333 F (58 333,33… rounded once); the expense's
  // HT (11 800 − 1 800) raised 10 % = 11 000; VAT 18 % of the HT, rounded.
  const ht = Math.round((175 * 20_000) / 60) + ((11_800 - 1_800) * 110) / 100;
  const ttc = ht + Math.round((ht * 18) / 100);
  await expect(page.getByText(fcfa(ttc)).first()).toBeVisible();
  const { number } = await generatePrinted(page);
  expect(number).toMatch(/^FAC/);
  Object.assign(shots, { invoice: number, ttc, ht });

  // Its entries are « Facturé » with it, linked, on the project, the week and the expenses.
  await gotoReady(page, `${base}${shots.project}`);
  const time = page.getByRole("table", { name: "Temps passé sur le projet" });
  await expect(time.getByRole("link", { name: number })).toHaveCount(2);
  const spent = page.getByRole("table", { name: "Dépenses du projet" });
  await expect(spent.getByRole("row", { name: /OVHcloud/ })).toContainText(`Facturé ${number}`);
  await expect(card.getByText("Rien à facturer pour l'instant.")).toBeVisible();
  const invoices = page.getByRole("region", { name: "Documents" });
  await expect(invoices.getByText(number)).toBeVisible();
  await expectAccessible(page, "/projets/:id");
  await gotoReady(page, `${base}/temps`);
  const week = page.getByRole("table", { name: "Entrées de la semaine" });
  await expect(week.getByRole("link", { name: number }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);
  await page.getByRole("link", { name: number }).first().click();
  await expect(page).toHaveURL(new RegExp(`/documents/${number}$`));
});

// Margins (issue 34 §5, ADR 058): the members' costs set on /equipe, a colleague's time,
// the invoice paid by Wave, and the project's margin on /marges and the dashboard against
// the arithmetic written here from the raw rows (the entries' minutes, the costs, the HT).
test("la marge du projet : coûts des membres, temps d'une collègue, facture payée par Wave", async ({
  page,
  browser,
}) => {
  expect(shots.invoice, "the invoice the test above issued").not.toBe("");
  test.setTimeout(240_000);
  const base = server.url;
  await login(page, { baseURL: base });

  // A colleague, Commercial, invited on /equipe: the invitation read from this server's mail.
  await gotoReady(page, `${base}/equipe`);
  const colleague = "ndeye.marges@teranga-digital.sn";
  const before = (await emailsIn(dataDir)).length;
  await page.getByLabel("Adresse e-mail").fill(colleague);
  await page.getByLabel("Rôle", { exact: true }).selectOption({ label: "Commercial" });
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("list", { name: "Invitations en attente" })).toContainText(colleague);
  const mail = (await readEmails(dataDir, { atLeast: before + 1 }))
    .reverse()
    .find((m) => m.to.includes(colleague));
  const link = new URL(/https?:\/\/[^\s]+\/invitation\/[\w-]+/.exec(mail!.text)![0]).pathname;
  const other = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const ndeye = await other.newPage();
  await gotoReady(ndeye, `${base}${link}`);
  await ndeye.getByLabel("Votre nom").fill("Ndèye Fall");
  await ndeye.getByLabel("Mot de passe", { exact: true }).fill("motdepasse-de-ndeye");
  await ndeye.getByLabel("Confirmer le mot de passe").fill("motdepasse-de-ndeye");
  await ndeye.getByRole("button", { name: "Créer mon compte" }).click();
  await ndeye.waitForURL((url) => url.pathname === "/invoice-quote");

  // Her time, by hand: 45 minutes on the project.
  await gotoReady(ndeye, `${base}/temps`);
  const byHand = ndeye.getByRole("region", { name: "Ajouter du temps" });
  await byHand
    .getByLabel("Projet")
    .selectOption({ label: `Boutique Keur Wax · ${SAMPLE_CLIENT.clientName}` });
  await byHand.getByLabel("Durée").fill("45");
  await byHand.getByRole("button", { name: "Ajouter ce temps" }).click();
  await expect(toasts(ndeye)).toContainText("45\u00a0min enregistrées");
  // Commercial: no « Marges », and the project's page carries no cost.
  await expect(ndeye.getByRole("link", { name: "Marges" })).toHaveCount(0);
  await gotoReady(ndeye, `${base}${shots.project}`);
  await expect(ndeye.locator("dl[aria-label='Chiffres du projet']")).not.toContainText("Marge");
  expect((await ndeye.request.get(`${base}/marges`)).status()).toBe(403);
  await other.close();

  // The Gérant sets both costs per hour.
  const COSTS = { gerant: 10_001, ndeye: 7_500 };
  await gotoReady(page, `${base}/equipe`);
  for (const [label, cost] of [
    [/Coût interne de (?!Ndèye)/, COSTS.gerant],
    [/Coût interne de Ndèye Fall/, COSTS.ndeye],
  ] as const) {
    const form = page.locator("form").filter({ has: page.getByLabel(label) });
    await form.getByLabel(label).fill(String(cost));
    await form.getByRole("button", { name: "Enregistrer le coût" }).click();
    await expect(toasts(page)).toContainText(/Coût/);
  }

  // The Gérant opens Ndèye's week (« a week view per member »): her entry, read only.
  await gotoReady(page, `${base}/temps`);
  const picker = page.getByRole("form", { name: "Choisir un membre" });
  await picker.getByLabel("Membre").selectOption({ label: "Ndèye Fall" });
  await picker.getByRole("button", { name: "Voir sa semaine" }).click();
  await expect(page).toHaveURL(/\/temps\?membre=/);
  await expect(page).toHaveTitle(/^Temps de Ndèye Fall — /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temps de Ndèye Fall");
  const hers = page.getByRole("table", { name: "Entrées de la semaine" });
  await expect(hers.getByRole("row")).toHaveCount(2);
  await expect(hers.getByRole("row").nth(1)).toContainText(/Boutique Keur Wax.*45\u00a0min/);
  await expect(page.getByRole("region", { name: "Chronomètre" })).toHaveCount(0);
  await expectAccessible(page, "/temps?membre=");
  shots.herWeek = new URL(page.url()).pathname + new URL(page.url()).search;

  // The invoice paid in full by Wave, as its client pays it: the client's link, « Payer en
  // ligne », Wave's checkout (a local Wave server) and its signed webhook.
  await gotoReady(page, `${base}/documents/${shots.invoice}`);
  const clientLink = await page
    .getByRole("region", { name: "Lien client" })
    .getByTestId("client-link")
    .inputValue();
  const client = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const payer = await client.newPage();
  await payer.goto(`${base}${new URL(clientLink).pathname}`);
  await payer.getByRole("link", { name: "Payer en ligne" }).click();
  await payThroughWave(payer, shots.ttc);
  await client.close();
  await gotoReady(page, `${base}/documents/${shots.invoice}`);
  await expect(page.getByTestId("document-status")).toHaveText("Payée");
  // Recorded once, by the webhook.
  await expect(page.getByText("Enregistré par Paiement en ligne (Wave)")).toHaveCount(1);

  // The raw rows: the Gérant's 85 (timer) and 90 minutes, Ndèye's 45, each priced alone,
  // half away from zero; the expense's HT; the invoice's HT.
  const cost = (minutes: number, perHour: number) => {
    const n = minutes * perHour;
    return (n - (n % 60)) / 60 + (2 * (n % 60) >= 60 ? 1 : 0);
  };
  const timeCost = cost(85, COSTS.gerant) + cost(90, COSTS.gerant) + cost(45, COSTS.ndeye);
  // 14 168,08 → 14 168; 15 001,5 → 15 002; 5 625.
  expect(timeCost).toBe(14_168 + 15_002 + 5_625);
  const margin = shots.ht - timeCost - (11_800 - 1_800);
  const signed = (n: number) => (n < 0 ? new RegExp(`\u2212${fcfa(-n).source}`) : fcfa(n));

  await gotoReady(page, `${base}/marges?annee=${T0.getUTCFullYear()}`);
  const row = page
    .getByRole("table", { name: /Marge par projet/ })
    .getByRole("row", { name: /Boutique Keur Wax/ });
  const cells = row.getByRole("cell");
  // Marge, Taux, Facturé HT, Coût du temps, Dépenses HT, Encaissé.
  await expect(cells.nth(0)).toHaveText(signed(margin));
  // The rate in tenths of a percent, half up (the margin is positive here).
  const tenths = Math.floor((margin * 1000) / shots.ht + 0.5);
  await expect(cells.nth(1)).toHaveText(
    new RegExp(`^${Math.trunc(tenths / 10)},${tenths % 10}${NB}%$`),
  );
  await expect(cells.nth(2)).toHaveText(fcfa(shots.ht));
  await expect(cells.nth(3)).toHaveText(fcfa(timeCost));
  await expect(cells.nth(4)).toHaveText(fcfa(10_000));
  await expect(cells.nth(5)).toHaveText(fcfa(shots.ttc));
  await expectAccessible(page, "/marges");
  // The month's « Coût du temps » opens its time per member and project; Ndèye's name opens
  // her week.
  const month = dayOf(T0).slice(0, 7);
  shots.month = `/marges?mois=${month}#temps-du-mois`;
  await gotoReady(page, `${base}/marges?mois=${month}`);
  const monthTime = page.getByRole("table", { name: /par membre et par projet/ });
  await expect(monthTime.getByRole("row", { name: /Ndèye Fall/ })).toContainText(
    new RegExp(`45\u00a0min.*${fcfa(cost(45, COSTS.ndeye)).source}`),
  );
  await expectAccessible(page, "/marges?mois=");
  await monthTime.getByRole("link", { name: "Ndèye Fall" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temps de Ndèye Fall");
  // The project's page and the dashboard say the same.
  await gotoReady(page, `${base}${shots.project}`);
  await expect(
    page.locator("dl[aria-label='Chiffres du projet'] > div").filter({ hasText: /^Marge/ }),
  ).toContainText(signed(margin));
  await gotoReady(page, `${base}/tableau-de-bord`);
  await expect(
    page
      .getByRole("table", { name: /Marge par projet/ })
      .getByRole("row", { name: /Boutique Keur Wax/ }),
  ).toContainText(signed(margin));
  await expectAccessible(page, "/tableau-de-bord");
  if (SHOTS)
    await shoot(browser, page, { marges: "/marges", "tableau-de-bord": "/tableau-de-bord" });
});

// The pages as people see them, at 390 and 1280 px, light and dark (looked at by hand).
test("captures de /projets, d'un projet et de /temps", async ({ page, browser }) => {
  test.skip(!SHOTS, SHOTS_ONLY);
  test.skip(!shots.project, "the project of the test above");
  // Twenty full pages in four browser contexts on a shared machine.
  test.setTimeout(300_000);
  await login(page, { baseURL: server.url });
  await shoot(browser, page, {
    projets: "/projets",
    projet: shots.project,
    temps: "/temps",
    depenses: "/depenses",
    "depenses-nouvelle": "/depenses/nouvelle",
  });
});

// A colleague's week with the member picker, and a month's time, as the Gérant sees them.
test("captures de la semaine d'une collègue et du temps d'un mois", async ({ page, browser }) => {
  test.skip(!SHOTS, SHOTS_ONLY);
  test.skip(!shots.herWeek, "the colleague's week of the margins' test");
  test.setTimeout(150_000);
  await login(page, { baseURL: server.url });
  await shoot(browser, page, { "temps-membre": shots.herWeek, "marges-mois": shots.month });
});
