import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtp } from "#tests/fixtures/smtp.ts";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { expect, gotoReady, login, test } from "./fixtures.ts";
import { copyTemplate, startServer } from "./server-process.ts";
import { holdsFingerprint } from "#tests/fixtures/fingerprint.ts";
import { axeViolations, WCAG_AA } from "./axe.ts";

// « Bon pour accord » online (issue 22, ADR 028), in Chromium, on a server of its own:
// its quotes and their private links are made by a fixture before it starts
// (tests/fixtures/acceptance-cli.ts), its mail goes to a real SMTP server here.
const PORT = EXTRA_PORTS.acceptance;
const URL_ = `http://localhost:${PORT}`;
const FIRM = "equipe@teranga-digital.sn";
const CLIENT = "contact@keuryaay.sn";
const AUTH_SECRET = "une-cle-des-tests-d-acceptation-en-ligne-0123456789";

type Quote = { number: string; token: string };
let server: Awaited<ReturnType<typeof startServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
let quotes: Quote[];

/** 2 × 150 000 + 3 × 40 000 = 420 000 HT, VAT 18 % = 75 600: 495 600 FCFA TTC, grouped by no-break spaces. */
const TTC = (2 * 150_000 + 3 * 40_000) * 1.18;
const TTC_TEXT = `${String(TTC).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0FCFA`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-acceptance-"));
  copyTemplate(dataDir);
  const env = { AUTH_SECRET, PUBLIC_URL: URL_ };
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "tests/fixtures/acceptance-cli.ts", "3"],
    { env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: "silent" }, encoding: "utf8" },
  );
  quotes = JSON.parse(out.trim().split("\n").at(-1)!) as Quote[];
  smtp = await startSmtp(EXTRA_PORTS.acceptanceSmtp);
  server = await startServer({
    port: PORT,
    dataDir,
    env: {
      ...env,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      MAIL_TO: FIRM,
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      RATE_LIMIT_FACTOR: "50",
    },
  });
});

test.afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: URL_ });

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "acceptance-pdf-"));
  writeFileSync(path.join(dir, "q.pdf"), bytes);
  const text = execFileSync("pdftotext", [path.join(dir, "q.pdf"), "-"], {
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  // In reading order, lines joined: the block's sentence reads whole however it wraps.
  return text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
}

function mailsTo(to: string, subject: RegExp) {
  return smtp.received.filter(
    (m) => m.envelopeTo.includes(to) && subject.test(m.parsed.subject ?? ""),
  );
}

test("un client accepte le devis avec sa signature dessinée : verrou, e-mails, PDF et page du personnel", async ({
  page,
  browser,
}) => {
  // Two browsers, the first PDF of this server (its worker starts), four emails.
  test.setTimeout(180_000);
  const q = quotes[0]!;
  const response = await page.goto(`/d/${q.token}/accepter`);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  // The page's own policy only: the site's default is not sent on /d/ (server/security.ts).
  const policies = (await response!.headersArray())
    .filter((h) => h.name.toLowerCase() === "referrer-policy")
    .map((h) => h.value);
  expect(policies).toEqual(["same-origin"]);
  // No framework script: the pad's own file only, with the page's nonce.
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((s) =>
      s.map((e) => [(e as HTMLScriptElement).getAttribute("src"), (e as HTMLScriptElement).nonce]),
    );
  expect(scripts).toHaveLength(1);
  expect(scripts[0]![0]).toMatch(/^\/d\/signature\.js\?v=/);
  expect(scripts[0]![1]).not.toBe("");

  await expect(page.getByRole("heading", { level: 1, name: "Bon pour accord" })).toBeVisible();
  await expect(page.locator("[data-signature] canvas")).toBeVisible();
  const violations = await axeViolations(page, { tags: WCAG_AA, include: "#contenu" });
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByLabel("Nom et prénom").fill("Awa Diop");
  await page.getByLabel(/^Fonction/).fill("Gérante");
  await page
    .getByLabel(
      `J'accepte le devis n°\u00a0${q.number} d'un montant de ${TTC_TEXT} TTC et ses conditions`,
    )
    .check();

  // A signature drawn with the mouse, once the pad's script has shown it.
  const canvas = page.locator("[data-signature] canvas");
  await expect(canvas).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.7, 0.7],
    [0.9, 0.35],
  ]) {
    await page.mouse.move(box.x + box.width * x!, box.y + box.height * y!, { steps: 8 });
  }
  await page.mouse.up();
  await expect(page.locator('input[name="signature"]')).toHaveValue(/^data:image\/png;base64,/);
  await expect(page.getByRole("button", { name: "Effacer" })).toBeEnabled();

  await page.getByRole("button", { name: "Accepter le devis" }).click();
  await page.waitForURL(new RegExp(`/d/${q.token}/accepter\\?merci$`));
  await expect(page.getByRole("heading", { level: 1, name: "Merci\u00a0!" })).toBeVisible();
  const block = page.getByRole("region", { name: "Bon pour accord" });
  await expect(block).toContainText(
    /Accepté en ligne le \d{1,2} \S+ 20\d\d à \d\d:\d\d \(heure de Dakar\) par Awa Diop \(Gérante\), empreinte [0-9a-f]{64}/,
  );
  await expect(block.getByRole("img", { name: "Signature de Awa Diop" })).toBeVisible();
  const fingerprint = /empreinte ([0-9a-f]{64})/.exec((await block.textContent()) ?? "")![1]!;

  // Locked: the form is gone for good, whoever comes back.
  await page.goto(`/d/${q.token}/accepter`);
  await expect(page.getByRole("heading", { level: 1, name: "Devis déjà accepté" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accepter le devis" })).toHaveCount(0);
  await page.goto(`/d/${q.token}/refuser`);
  await expect(page.getByRole("heading", { level: 1, name: "Devis déjà accepté" })).toBeVisible();

  // The firm's email, and the client's confirmation with the accepted PDF.
  await expect.poll(() => mailsTo(FIRM, /accepté en ligne/).length).toBe(1);
  await expect.poll(() => mailsTo(CLIENT, /Votre accord/).length).toBe(1);
  const firm = mailsTo(FIRM, /accepté en ligne/)[0]!.parsed;
  expect(firm.subject).toBe(`Devis ${q.number} accepté en ligne par Awa Diop`);
  expect(firm.text).toContain(fingerprint);
  expect(firm.text).toContain("Gérante");
  const client = mailsTo(CLIENT, /Votre accord/)[0]!.parsed;
  expect(client.text).toContain(`d'un montant de ${TTC_TEXT.replace(/\u00a0/g, "\u00a0")} TTC`);
  const attached = client.attachments.find((a) => a.contentType === "application/pdf")!;
  const clientPdf = pdfText(attached.content);
  expect(clientPdf).toMatch(
    /Accepté en ligne le \d{1,2} \S+ 20\d\d à \d\d:\d\d \(heure de Dakar\)/,
  );
  expect(clientPdf).toContain("par Awa Diop (Gérante)");
  expect(holdsFingerprint(clientPdf, fingerprint)).toBe(true);

  // The staff page: « Accepté », the card, the history, the PDF with the block.
  const staff = await browser.newContext({ baseURL: URL_ });
  const staffPage = await staff.newPage();
  try {
    await login(staffPage, { baseURL: URL_ });
    await gotoReady(staffPage, `/documents/${q.number}`);
    const card = staffPage.getByRole("region", { name: "Réponse en ligne" });
    await expect(card).toContainText("Accepté en ligne par le client.");
    await expect(card).toContainText(fingerprint);
    await expect(card.getByRole("img", { name: "Signature de Awa Diop" })).toBeVisible();
    await expect(
      staffPage.getByText(/Accepté en ligne par le client le .*\u00a0: Awa Diop \(Gérante\)\./),
    ).toBeVisible();
    await expect(staffPage.getByRole("button", { name: /Marquer accepté/ })).toHaveCount(0);
    const pdf = await staffPage.request.get(`/documents/${q.number}/pdf`);
    expect(pdf.status()).toBe(200);
    const staffPdf = pdfText(await pdf.body());
    expect(staffPdf).toContain("par Awa Diop (Gérante)");
    expect(holdsFingerprint(staffPdf, fingerprint)).toBe(true);
    // « Envoyer au client » again: the PDF sent carries the block too.
    await staffPage.getByRole("button", { name: "Envoyer au client" }).click();
    const sentAgain = () => mailsTo(CLIENT, new RegExp(`^Devis ${q.number} — `));
    await expect.poll(() => sentAgain().length).toBe(1);
    const resent = sentAgain()[0]!.parsed.attachments.find(
      (a) => a.contentType === "application/pdf",
    )!;
    expect(pdfText(resent.content)).toContain("par Awa Diop (Gérante)");
  } finally {
    await staff.close();
  }
});

test("sans JavaScript : pas de pavé de signature, le devis est accepté quand même ; un autre est refusé", async ({
  browser,
}) => {
  // The first PDF of this server (its worker starts) is drawn here when run alone.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: URL_, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const q = quotes[1]!;
    await page.goto(`/d/${q.token}/accepter`);
    await expect(page.locator("[data-signature]")).toBeHidden();
    // The browser's own check: the box must be ticked.
    await page.getByLabel("Nom et prénom").fill("Moussa Ba");
    await page.getByRole("button", { name: "Accepter le devis" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bon pour accord" })).toBeVisible();
    await page.getByLabel(/^J'accepte le devis/).check();
    await page.getByRole("button", { name: "Accepter le devis" }).click();
    await page.waitForURL(new RegExp(`/d/${q.token}/accepter\\?merci$`));
    const block = page.getByRole("region", { name: "Bon pour accord" });
    await expect(block).toContainText(/par Moussa Ba, empreinte [0-9a-f]{64}/);
    await expect(block.getByRole("img")).toHaveCount(0);
    await expect
      .poll(() => mailsTo(FIRM, new RegExp(`${q.number} accepté en ligne`)).length)
      .toBe(1);
    await expect
      .poll(() => mailsTo(CLIENT, new RegExp(`Votre accord sur le devis ${q.number} `)).length)
      .toBe(1);

    const r = quotes[2]!;
    await page.goto(`/d/${r.token}/refuser`);
    await page.getByLabel(/^Motif/).fill("Le budget est reporté à l'an prochain.");
    await page.getByRole("button", { name: "Refuser le devis" }).click();
    await page.waitForURL(new RegExp(`/d/${r.token}/refuser\\?merci$`));
    await expect(page.getByRole("status")).toContainText("Votre refus du devis");
    await expect
      .poll(() => mailsTo(FIRM, new RegExp(`${r.number} refusé en ligne`)).length)
      .toBe(1);
    expect(mailsTo(FIRM, new RegExp(`${r.number} refusé en ligne`))[0]!.parsed.text).toContain(
      "Le budget est reporté à l'an prochain.",
    );
    await page.goto(`/d/${r.token}/accepter`);
    await expect(page.getByRole("heading", { level: 1, name: "Devis refusé" })).toBeVisible();
    // A changed token: « Page introuvable ».
    const unknown = await page.goto(`/d/${"A".repeat(43)}/accepter`);
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  } finally {
    await context.close();
  }
});
