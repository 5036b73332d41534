import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { startSmtp } from "../fixtures/smtp.ts";
import {
  RE_ENGAGEMENT,
  startWhatsappServer,
  type WhatsappServer,
} from "../fixtures/whatsapp-server.ts";
import { quoteForm } from "./documents.ts";
import { expect, gotoReady, login, SHOTS, SHOTS_ONLY, test } from "./fixtures.ts";
import { freshDatabase, startServer, TEST_DATABASE_URL } from "./server-process.ts";

// WhatsApp Business (ADR 045) in Chromium: a server connected to a local Cloud API that
// follows Meta's documentation; an invoice and a reminder go through it, its signed status
// webhook marks a message read, a forged one is refused.
const KEYS = { token: "EAAG-jeton-e2e", phoneNumberId: "106540352242922", appSecret: "secret-e2e" };
const CLIENT = "Boutique Ndeye";

test.describe.configure({ mode: "serial" });

let wa: WhatsappServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Awaited<ReturnType<typeof startServer>>;
let staff: APIRequestContext;
let sql: pg.Client;

test.beforeAll(async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(120_000);
  const databaseUrl = await freshDatabase("whatsapp_e2e");
  smtp = await startSmtp();
  wa = await startWhatsappServer(KEYS);
  server = await startServer({
    port: EXTRA_PORTS.whatsapp,
    dataDir: mkdtempSync(path.join(tmpdir(), "site-whatsapp-")),
    env: {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "une-cle-de-test-whatsapp-business-e2e",
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      RATE_LIMIT_FACTOR: "50",
      WHATSAPP_TOKEN: KEYS.token,
      WHATSAPP_PHONE_NUMBER_ID: KEYS.phoneNumberId,
      WHATSAPP_APP_SECRET: KEYS.appSecret,
      WHATSAPP_API_BASE: wa.base,
    },
  });
  staff = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url, connection: "close" },
  });
  const signedIn = await staff.post("/simple-login", {
    form: { identifier: STAFF.username, password: STAFF.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});

test.afterAll(async () => {
  await server?.stop();
  await staff?.dispose();
  await sql?.end();
  await wa?.close();
  await smtp?.close();
});

/** An invoice issued by the staff for CLIENT (a Senegalese mobile). */
async function invoice() {
  const response = await staff.post("/documents/emettre", {
    data: {
      kind: "invoice",
      requestKey: `whatsapp-${Date.now()}`,
      form: {
        ...quoteForm([{ designation: "Page", quantity: "3", unitPrice: "25000" }]),
        clientName: CLIENT,
        clientEmail: "compta@ndeye.sn",
        clientPhone: "77 654 32 10",
        paymentTerms: "30",
        validityDays: "30",
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { number: string }).number;
}

let number = "";

test("« Envoyer par WhatsApp » envoie la facture et son PDF par l'API, puis un webhook signé la marque « lu »", async ({
  page,
}) => {
  number = await invoice();
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/documents/${number}`);
  await expect(
    page.getByText("au +221 77 654 32 10, avec le PDF et le lien du document"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Envoyer par WhatsApp" }).click();
  await expect(
    page.getByText(`Document envoyé par WhatsApp au +221 77 654 32 10, avec le PDF.`),
  ).toBeVisible();
  await expect.poll(() => wa.sent.length).toBe(1);
  const message = wa.sent[0]!;
  expect(message).toMatchObject({ to: "221776543210", name: "envoi_document", language: "fr" });
  expect(message.header?.filename).toMatch(/\.pdf$/);
  expect(message.body[1]).toContain(`voici notre facture ${number}`);
  expect(message.body[2]).toMatch(new RegExp(`^${server.url}/d/`));

  const history = page.getByRole("listitem").filter({ hasText: /^Envoyée par WhatsApp/ });
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText("(envoyé)", { timeout: 1000 });
  }).toPass();

  expect(await wa.deliverStatus(`${server.url}/whatsapp/webhook`, message.id, "read")).toBe(200);
  await page.reload();
  await expect(history).toContainText("au +221 77 654 32 10 par");
  await expect(history).toContainText("(lu)");
});

test("un webhook contrefait est refusé (401) et ne change rien", async ({ page }) => {
  const message = wa.sent[0]!;
  expect(
    await wa.deliverStatus(`${server.url}/whatsapp/webhook`, message.id, "failed", "faux-secret"),
  ).toBe(401);
  const unsigned = await fetch(`${server.url}/whatsapp/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: wa.statusBody(message.id, "failed"),
  });
  expect(unsigned.status).toBe(401);
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/documents/${number}`);
  const history = page.getByRole("listitem").filter({ hasText: /^Envoyée par WhatsApp/ });
  await expect(history).toContainText("(lu)");
  await expect(page.getByText("À vérifier")).toHaveCount(0);
  const { rows } = await sql.query(
    "select count(*)::int as n from outbox where kind = 'document-invoice'",
  );
  expect(rows[0].n).toBe(0);
});

test("une relance passe par l'API quand le client préfère WhatsApp", async ({ page }) => {
  await sql.query(
    `update client set contact_preference = 'whatsapp'
     where id = (select client_id from client_document cd join document d on d.id = cd.document_id where d.number = $1)`,
    [number],
  );
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/clients`);
  await page.getByRole("link", { name: CLIENT }).first().click();
  await expect(page.getByText("Documents envoyés par")).toBeVisible();
  await expect(page.locator("dd", { hasText: /^WhatsApp$/ })).toBeVisible();

  await gotoReady(page, `${server.url}/documents/${number}`);
  await page.getByText("Relancer maintenant…").click();
  await page.getByRole("button", { name: "Envoyer la relance" }).click();
  await expect.poll(() => wa.sent.filter((m) => m.name === "relance_facture").length).toBe(1);
  const reminder = wa.sent.find((m) => m.name === "relance_facture")!;
  expect(reminder.to).toBe("221776543210");
  expect(reminder.header?.filename).toMatch(/\.pdf$/);
  expect(reminder.body[1]).toContain(`notre facture n°\u00a0${number}`);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Relance envoyée par WhatsApp" }),
    ).toContainText("(envoyé)", { timeout: 1000 });
  }).toPass();
});

test("les choix « WhatsApp Business » des paramètres s'enregistrent avec leur historique", async ({
  page,
}) => {
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/parametres-entreprise`);
  const card = page.getByTestId("whatsapp-settings");
  await expect(card).toContainText("Connecté.");
  for (const label of ["Envoi des documents", "Relances", "Reçus de paiement"])
    await expect(card.getByRole("checkbox", { name: label })).toBeChecked();
  await card.getByRole("checkbox", { name: /Rappel des appels réservés/ }).uncheck();
  await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
  await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
  await gotoReady(page, `${server.url}/parametres-entreprise`);
  await expect(
    page.getByTestId("whatsapp-settings").getByRole("checkbox", { name: /Rappel des appels/ }),
  ).not.toBeChecked();
  const row = page
    .getByRole("row")
    .filter({ hasText: "WhatsApp automatique\u00a0: rappel des appels réservés" })
    .first();
  await expect(row).toContainText("oui");
  await expect(row).toContainText("non");
});

let second = "";

test("« Envoyer au client » suit la préférence WhatsApp ; le reçu d'un paiement arrive par l'API", async ({
  page,
}) => {
  // The client prefers WhatsApp since the reminder's test.
  second = await invoice();
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/documents/${second}`);
  await expect(page.getByTestId("send-plan")).toContainText(
    "Le client préfère WhatsApp\u00a0: le PDF part au +221 77 654 32 10 par WhatsApp Business.",
  );
  const before = wa.sent.length;
  await page.getByRole("button", { name: "Envoyer au client par WhatsApp" }).click();
  await expect(page.getByText(/Document envoyé par WhatsApp au \+221 77 654 32 10/)).toBeVisible();
  await expect.poll(() => wa.sent.length).toBe(before + 1);
  expect(wa.sent.at(-1)!).toMatchObject({ name: "envoi_document", to: "221776543210" });
  expect(wa.sent.at(-1)!.body[1]).toContain(`voici notre facture ${second}`);
  const { rows } = await sql.query(
    "select count(*)::int as n from outbox o where o.kind = 'document-invoice'",
  );
  expect(rows[0].n).toBe(0);

  // A payment recorded with its receipt: by WhatsApp, with the receipt's PDF.
  await expect(page.getByText("en PDF, par WhatsApp au +221 77 654 32 10.")).toBeVisible();
  await page.getByLabel("Montant (FCFA)").fill("25000");
  await page.getByLabel("Moyen").selectOption("wave");
  await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText(/Paiement de 25.000.FCFA enregistré/)).toBeVisible();
  await expect.poll(() => wa.sent.filter((m) => m.name === "recu_paiement").length).toBe(1);
  const receipt = wa.sent.find((m) => m.name === "recu_paiement")!;
  expect(receipt.to).toBe("221776543210");
  expect(receipt.header?.filename).toMatch(/\.pdf$/);
  expect(receipt.body[1]!.replace(/[\u00a0\u202f]/g, " ")).toContain(
    `de 25 000 FCFA sur la facture n° ${second}`,
  );
  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: "reçu envoyé par WhatsApp au +221 77 654 32 10" }),
    ).toContainText("(envoyé)", { timeout: 1000 });
  }).toPass();
});

test("un envoi refusé par WhatsApp part par e-mail, apparaît dans « À faire » et se marque vérifié", async ({
  page,
}) => {
  const third = await invoice();
  wa.failNext(RE_ENGAGEMENT);
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/documents/${third}`);
  await page.getByRole("button", { name: "Envoyer au client par WhatsApp" }).click();
  await expect(page.getByText(/Document envoyé par WhatsApp/)).toBeVisible();
  const todo = page.getByTestId("todo-whatsapp");
  await expect(async () => {
    await gotoReady(page, `${server.url}/invoice-quote`);
    await expect(todo).toBeVisible({ timeout: 1000 });
  }).toPass();
  const item = todo.getByRole("listitem").filter({ hasText: third });
  await expect(item).toContainText("envoyé par e-mail à la place");
  await expect
    .poll(async () => {
      const { rows } = await sql.query(
        "select count(*)::int as n from outbox o where o.kind = 'document-invoice'",
      );
      return rows[0].n;
    })
    .toBe(1);
  await item.getByRole("link", { name: /Vérifier/ }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${third}#carte-historique$`));
  const line = page.getByRole("listitem").filter({ hasText: /^Envoyée par WhatsApp/ });
  await expect(line).toContainText("À vérifier");
  await line.getByRole("button", { name: "Marquer comme vérifié" }).click();
  await expect(page.getByText("Envoi WhatsApp marqué comme vérifié.")).toBeVisible();
  await expect(line).toContainText("Vérifié par");
  await gotoReady(page, `${server.url}/invoice-quote`);
  await expect(page.getByTestId("todo-whatsapp")).toHaveCount(0);
});

test("captures : la carte « WhatsApp Business » et l'élément « À faire », 390 et 1280 px, clair et sombre", async ({
  page,
}) => {
  test.skip(!SHOTS, SHOTS_ONLY);
  const fourth = await invoice();
  wa.failNext(RE_ENGAGEMENT);
  await login(page, { baseURL: server.url });
  await gotoReady(page, `${server.url}/documents/${fourth}`);
  await page.getByRole("button", { name: "Envoyer au client par WhatsApp" }).click();
  await expect(page.getByText(/Document envoyé par WhatsApp/)).toBeVisible();
  await expect(async () => {
    await gotoReady(page, `${server.url}/invoice-quote`);
    await expect(page.getByTestId("todo-whatsapp")).toBeVisible({ timeout: 1000 });
  }).toPass();
  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await gotoReady(page, `${server.url}/parametres-entreprise`);
      await page.getByTestId("whatsapp-settings").screenshot({
        path: `test-results/whatsapp/settings-${width}-${colorScheme}.png`,
      });
      await gotoReady(page, `${server.url}/invoice-quote`);
      await page.getByTestId("todo-whatsapp").screenshot({
        path: `test-results/whatsapp/todo-${width}-${colorScheme}.png`,
      });
      await gotoReady(page, `${server.url}/documents/${fourth}`);
      await page.getByTestId("send-plan").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/whatsapp/send-${width}-${colorScheme}.png` });
    }
  }
});

test("captures : l'historique avec ses statuts et la fiche client, 390 et 1280 px, clair et sombre", async ({
  page,
}) => {
  test.skip(!SHOTS, SHOTS_ONLY);
  await login(page, { baseURL: server.url });
  const { rows } = await sql.query<{ client_id: string }>(
    "select client_id from client_document cd join document d on d.id = cd.document_id where d.number = $1",
    [number],
  );
  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await gotoReady(page, `${server.url}/documents/${number}`);
      const history = page.getByRole("listitem").filter({ hasText: /^Envoyée par WhatsApp/ });
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/whatsapp/document-${width}-${colorScheme}.png` });
      await gotoReady(page, `${server.url}/clients/${rows[0]!.client_id}`);
      await page.getByLabel("Envoyer les documents par").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/whatsapp/client-${width}-${colorScheme}.png` });
    }
  }
});
