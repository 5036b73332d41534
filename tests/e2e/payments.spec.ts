import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import pg from "pg";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { startPaytechServer, type PaytechServer } from "../fixtures/paytech-server.ts";
import { startSmtp } from "../fixtures/smtp.ts";
import { startWaveServer, type WaveServer } from "../fixtures/wave-server.ts";
import { login } from "./fixtures.ts";
import { invoiceRequest } from "./two-instances.ts";
import { payThroughWave, waveEnv } from "./wave-checkout.ts";
import { freshDatabase, startServer, TEST_DATABASE_URL } from "./server-process.ts";

// Paying an invoice online (ADR 029), in Chromium, through local fake Wave and
// PayTech servers that sign as their documentation says; two instances of the
// site on one PostgreSQL, so a notification delivered to both is recorded once.
const AUTH_SECRET = "une-cle-partagee-par-les-deux-instances-paiements";
const WAVE = { apiKey: "wave_sn_test_e2e", webhookSecret: "wave_sn_WHS_e2e" };
const PAYTECH = { apiKey: "paytech-cle-e2e", apiSecret: "paytech-secret-e2e" };
const CLIENT_EMAIL = "compta@keuryaay.sn";

/** 3 × 25 000 HT, 18 % VAT: 88 500 TTC (computed here, not by the app). */
const TOTAL = 75_000 + Math.round((75_000 * 18) / 100);
const fcfa = (n: number) => `${n.toLocaleString("fr-FR").replace(/\u202f/g, "\u00a0")}\u00a0FCFA`;

test.describe.configure({ mode: "serial" });

let databaseUrl = "";
let wave: WaveServer;
let paytech: PaytechServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];
let staff: APIRequestContext;
let sql: pg.Client;

test.beforeAll(async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(120_000);
  databaseUrl = await freshDatabase("payments_e2e");
  smtp = await startSmtp();
  wave = await startWaveServer(WAVE);
  paytech = await startPaytechServer(PAYTECH);
  const common = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    STAFF_USERNAME: STAFF.username,
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    RATE_LIMIT_FACTOR: "50",
    ...waveEnv(wave, WAVE),
    PAYTECH_API_KEY: PAYTECH.apiKey,
    PAYTECH_API_SECRET: PAYTECH.apiSecret,
    PAYTECH_API_BASE: paytech.base,
    PAYTECH_ENV: "test",
  };
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "site-payments-")));
  servers = await Promise.all([
    startServer({ port: EXTRA_PORTS.paymentsA, dataDir: dirs[0]!, env: common }),
    startServer({ port: EXTRA_PORTS.paymentsB, dataDir: dirs[1]!, env: common }),
  ]);
  // Wave's webhook is registered once, in its Business Portal: instance A's.
  wave.setWebhookUrl(`${servers[0]!.url}/paiements/wave/webhook`);
  // A connection per request: this context lives through every test and may sit idle
  // for the server's 5 s keep-alive, and a POST sent on a socket the server is closing
  // at that moment is lost (« socket hang up », seen once at load 18; a POST is not
  // retried by the client, rightly).
  staff = await playwrightRequest.newContext({
    baseURL: servers[0]!.url,
    extraHTTPHeaders: { origin: servers[0]!.url, connection: "close" },
  });
  const signedIn = await staff.post("/simple-login", {
    form: { identifier: STAFF.username, password: STAFF.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  // The client's link, made as the portal makes it (same database, same secret). Given
  // back in afterAll: later specs of this worker spawn servers with process.env.
  const borrowed = { DATABASE_URL: databaseUrl, AUTH_SECRET, LOG_LEVEL: "silent" };
  for (const [key, value] of Object.entries(borrowed)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
});

const saved: Record<string, string | undefined> = {};

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await staff?.dispose();
  await sql?.end();
  const { closeDb } = await import("#app/db/db.server.ts");
  await closeDb().catch(() => {});
  await wave?.close();
  await paytech?.close();
  await smtp?.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const { resetEnvForTests } = await import("#app/config/env.server.ts");
  resetEnvForTests();
});

/** An invoice (or a quote) issued by the staff, and its client link's token. */
async function invoice(client: string, kind: "invoice" | "quote" = "invoice") {
  const response = await staff.post("/documents/emettre", {
    data: invoiceRequest(
      `paiement-${client}-${Date.now()}`,
      {
        clientName: client,
        clientEmail: CLIENT_EMAIL,
        projectTitle: "Site vitrine",
        projectDuration: "2 semaines",
        prestations: [{ designation: "Page", quantity: "3", unitPrice: "25000" }],
      },
      kind,
    ),
  });
  expect(response.status()).toBe(200);
  const { number } = (await response.json()) as { number: string };
  const { rows } = await sql.query<{ id: string }>("select id from document where number = $1", [
    number,
  ]);
  const { ensureClientLink } = await import("#app/features/portal/link.server.ts");
  const link = await ensureClientLink(rows[0]!.id);
  return { number, id: rows[0]!.id, token: link.token };
}

/** « Payer » posted as the client's page does: the id of the online payment it started. */
async function startCheckout(token: string, provider: "wave" | "paytech") {
  const started = await staff.post(`/d/${token}/payer`, { form: { provider }, maxRedirects: 0 });
  expect(started.status()).toBe(303);
  return new URL(started.headers().location!, servers[0]!.url).searchParams.get("vers");
}

async function ledger(documentId: string) {
  const { rows } = await sql.query<{ amount: string; method: string; recorded_by_name: string }>(
    "select amount, method, recorded_by_name from payment where document_id = $1",
    [documentId],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

const mailTo = (address: string, subject: RegExp) =>
  smtp.received.filter(
    (m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""),
  );

test("Wave : la page « Payer » mène au paiement, le webhook l'inscrit au registre et le client reçoit son reçu", async ({
  page,
  browser,
}) => {
  // The first payment on fresh servers: first renders, the receipt's first PDF.
  test.setTimeout(120_000);
  const inv = await invoice("Boutique Wave");
  const site = servers[0]!.url;
  const opened = await page.goto(`${site}/d/${inv.token}/payer`);
  expect(opened!.headers()).toMatchObject({
    "x-robots-tag": "noindex, nofollow",
    "cache-control": "no-store",
    "referrer-policy": "same-origin",
  });
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
  await expect(page.getByTestId("reste-a-payer")).toHaveText(fcfa(TOTAL));
  // The client pages ship no framework script (handle.hydrate = false).
  expect(await page.locator("script[type=module]").count()).toBe(0);
  await payThroughWave(page, TOTAL);
  await expect(page.getByTestId("reste-a-payer")).toHaveText(fcfa(0));

  expect(await ledger(inv.id)).toEqual([
    { amount: TOTAL, method: "wave", recorded_by_name: "Paiement en ligne (Wave)" },
  ]);
  // The staff page's ledger shows it.
  const staffPage = await (await browser.newContext()).newPage();
  await login(staffPage, { baseURL: site });
  await staffPage.goto(`${site}/documents/${inv.number}`);
  await expect(staffPage.getByText("Enregistré par Paiement en ligne (Wave)")).toBeVisible();
  await expect(staffPage.getByTestId("online-payments")).toContainText("Enregistré au registre");
  // The receipt in the client's mail, the notice in the firm's.
  await expect
    .poll(
      () => mailTo(CLIENT_EMAIL, new RegExp(`Reçu de paiement — facture ${inv.number}`)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const receipt = mailTo(CLIENT_EMAIL, /Reçu de paiement/)[0]!.parsed;
  expect(receipt.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
  await expect
    .poll(
      () =>
        smtp.received.filter((m) =>
          m.parsed.subject?.startsWith(`Paiement en ligne reçu — facture ${inv.number}`),
        ).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
});

for (const [method, ledgerMethod, label] of [
  ["Orange Money", "orange_money", "Orange Money"],
  ["Free Money", "free_money", "Free Money"],
  ["Carte Bancaire", "carte", "Carte"],
] as const) {
  test(`PayTech : payée par ${method}, inscrite au registre avec son moyen`, async ({ page }) => {
    test.setTimeout(120_000);
    const inv = await invoice(`Client ${method}`);
    const site = servers[1]!.url;
    await page.goto(`${site}/d/${inv.token}/payer`);
    await page.getByRole("button", { name: "Payer par Orange Money, Free Money ou carte" }).click();
    await expect(page).toHaveTitle("PayTech — serveur de test");
    await page.getByRole("button", { name: method, exact: true }).click();
    await expect(page.getByRole("heading", { name: "Paiement reçu" })).toBeVisible({
      timeout: 20_000,
    });
    expect(await ledger(inv.id)).toEqual([
      { amount: TOTAL, method: ledgerMethod, recorded_by_name: `Paiement en ligne (${label})` },
    ]);
    await expect
      .poll(
        () => mailTo(CLIENT_EMAIL, new RegExp(`Reçu de paiement — facture ${inv.number}`)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
  });
}

test("le même événement reçu par les deux instances à la fois : un seul paiement ; la page de retour attend le webhook", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const inv = await invoice("Client deux instances");
  await page.goto(`${a.url}/d/${inv.token}/payer`);
  await page.getByRole("button", { name: "Payer avec Wave" }).click();
  await expect(page).toHaveTitle("Wave — serveur de test");
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  // Back without paying: the return page waits for the provider's word.
  const session = wave.sessions.get(sessionId)!;
  await page.goto(session.success_url);
  await expect(
    page.getByRole("heading", { name: "Paiement en cours de confirmation" }),
  ).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);

  const event = wave.pay(sessionId);
  const answers = await Promise.all(
    [a, b, a, b].map((s) => wave.deliver(event, { to: `${s.url}/paiements/wave/webhook` })),
  );
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  // The page reloads itself (no script) into « Paiement reçu ».
  await expect(page.getByRole("heading", { name: "Paiement reçu" })).toBeVisible({
    timeout: 20_000,
  });
  expect(await ledger(inv.id)).toHaveLength(1);

  // PayTech's IPN too, to both at once.
  const second = await invoice("Client deux instances PayTech");
  const paymentId = await startCheckout(second.token, "paytech");
  const token = [...paytech.requests.values()].find((r) => r.ref_command === paymentId)!.token;
  const ipn = paytech.ipnFor(token, "Orange Money");
  const ipnAnswers = await Promise.all(
    [a, b].map((s) => paytech.deliver(ipn, `${s.url}/paiements/paytech/ipn`)),
  );
  expect(ipnAnswers.map((r) => r.status)).toEqual([200, 200]);
  await expect.poll(async () => (await ledger(second.id)).length, { timeout: 20_000 }).toBe(1);
  await expect
    .poll(async () => {
      const { rows } = await sql.query("select status from online_payment where document_id = $1", [
        second.id,
      ]);
      return rows.map((r) => r.status);
    })
    .toEqual(["paid"]);
  expect(await ledger(second.id)).toHaveLength(1);
  // A wrong signature on either instance: refused.
  const forged = await wave.deliver(event, {
    to: `${b.url}/paiements/wave/webhook`,
    secret: "faux",
  });
  expect(forged.status).toBe(401);
});

test("un événement authentique d'un autre montant, reçu par les deux instances : refusé comme avant, « À vérifier » une fois sur la facture et le tableau de bord, un seul e-mail ; un événement signé en 2001 est refusé", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const inv = await invoice("Client à vérifier");
  const paymentId = await startCheckout(inv.token, "wave");
  const session = [...wave.sessions.values()].find((x) => x.client_reference === paymentId)!;
  const event = wave.pay(session.id);
  const less = { ...event, data: { ...event.data, amount: String(TOTAL - 1) } };
  const answers = await Promise.all(
    [a, b, a].map((s) => wave.deliver(less, { to: `${s.url}/paiements/wave/webhook` })),
  );
  expect(answers.map((r) => r.status)).toEqual([422, 422, 422]);
  // Replayed from 2001, signed with the right secret: refused, nothing more recorded.
  const body = JSON.stringify(event);
  const { signWave } = await import("../fixtures/wave-server.ts");
  const replay = await wave.deliver(body, {
    to: `${b.url}/paiements/wave/webhook`,
    signature: signWave(WAVE.webhookSecret, body, 978_307_200),
  });
  expect(replay.status).toBe(401);
  expect(await ledger(inv.id)).toEqual([]);
  const { rows } = await sql.query<{ n: number }>(
    "select count(*)::int as n from online_payment_check where document_id = $1",
    [inv.id],
  );
  expect(rows[0]!.n).toBe(1);
  await expect
    .poll(
      () =>
        smtp.received.filter(
          (m) =>
            m.parsed.subject ===
            `À vérifier\u00a0: paiement en ligne non enregistré — facture ${inv.number}`,
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);

  await login(page, { baseURL: a.url });
  await page.goto(`${a.url}/documents/${inv.number}`);
  const toCheck = page.getByTestId("online-payments-to-check");
  await expect(toCheck).toContainText("À vérifier");
  await expect(toCheck).toContainText(
    `Annoncé par Wave\u00a0: ${fcfa(TOTAL - 1)} (demandé\u00a0: ${fcfa(TOTAL)})`,
  );
  await expect(toCheck).toContainText(event.id);
  // The other instance (same database, same secret: the session holds there too).
  await page.goto(`${b.url}/tableau-de-bord`);
  const board = page.getByTestId("payments-to-check");
  await expect(board.getByRole("heading", { name: /^À vérifier/ })).toBeVisible();
  await expect(board.getByRole("link", { name: `Facture ${inv.number}` })).toBeVisible();
  await expect(board).toContainText(fcfa(TOTAL - 1));
  // The right event still pays the invoice: the checkout stayed open.
  expect((await wave.deliver(event, { to: `${a.url}/paiements/wave/webhook` })).status).toBe(200);
  await expect.poll(async () => (await ledger(inv.id)).length, { timeout: 20_000 }).toBe(1);
});

test("un devis accepté dans un autre navigateur, sur l'instance A : la cloche de l'instance B le montre en moins de 5 s, sans recharger", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [a, b] = servers;
  const quote = await invoice("Librairie Clairafrique", "quote");
  // The Gérant works on B, on the hub: its bell, and its stream open.
  await login(page, { baseURL: b!.url });
  await page.goto(`${b!.url}/invoice-quote`);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  const before = await bell.getAttribute("aria-label");
  const unread = Number(/\((\d+)/.exec(before ?? "")?.[1] ?? 0);
  await expect(bell).toHaveAttribute("data-live", "ouvert");

  // The client, in another browser, accepts the quote through A.
  const client = await browser.newContext({ baseURL: a!.url });
  try {
    const answer = await client.newPage();
    await answer.goto(`/d/${quote.token}/accepter`);
    await answer.getByLabel("Nom et prénom").fill("Fatou Diagne");
    await answer.getByLabel(/^J'accepte le devis/).check();
    await answer.getByRole("button", { name: "Accepter le devis" }).click();
    await answer.waitForURL(new RegExp(`/d/${quote.token}/accepter\\?merci$`));
    const accepted = Date.now();

    // On B, without reloading: the live region says it, the bell counts it, within 5 s.
    const live = page.getByTestId("notification-live");
    await expect(live).toContainText(`Devis ${quote.number} accepté en ligne`, { timeout: 5_000 });
    expect(Date.now() - accepted).toBeLessThan(5_000);
    await expect(live).toContainText("Fatou Diagne (Librairie Clairafrique)");
    await expect(bell).toHaveAttribute(
      "aria-label",
      `Notifications (${unread + 1}\u00a0non lue${unread + 1 > 1 ? "s" : ""})`,
    );

    // « Voir »: the quote's page, and the notification read; « Tout marquer lu » empties the bell.
    await live.getByRole("link", { name: "Voir" }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${quote.number}$`));
    await expect(bell).toHaveAttribute("aria-label", unread > 0 ? /non lue/ : "Notifications");
    await page.goto(`${b!.url}/notifications`);
    await expect(page.getByTestId("notifications")).toContainText(
      `Devis ${quote.number} accepté en ligne`,
    );
    if (unread > 0) {
      await page.getByRole("button", { name: "Tout marquer lu" }).click();
      await expect(bell).toHaveAttribute("aria-label", "Notifications");
    }
  } finally {
    await client.close();
  }
});

test("une adresse de paiement inconnue répond 404 « Page introuvable »", async ({ page }) => {
  const response = await page.goto(`${servers[0]!.url}/d/${"x".repeat(43)}/payer`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});
