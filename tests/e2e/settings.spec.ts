import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { generatePrinted, instrumentPrinting, openDraft, plain, quoteForm } from "./documents.ts";
import { gotoReady, login } from "./fixtures.ts";
import {
  freshDatabase,
  startServer,
  startTwoInstances,
  TEST_DATABASE_URL,
} from "./server-process.ts";

// The firm's settings (ADR 033) as the Gérant uses them: a new bank name on the
// next invoice's PDF and not on an older one, a logo on the header and the PDF,
// a file that is not an image refused in French; and, on two instances sharing
// one PostgreSQL, a new phone number on the other's `/` and `/contact` within
// seconds, without a restart (ADR 026). Each test has servers of its own: the
// suite's main server keeps the defaults other tests read.

const OUT = "test-results/settings";
const OLD_BANK_FIELD = "Banque de l'Habitat du Sénégal (BHS), agence Sacré-Cœur";
// What fits on one line of the PDF's payment block (pdftotext keeps the lines).
const OLD_BANK = "Banque de l'Habitat du Sénégal (BHS)";
const NEW_BANK = "Banque Atlantique Sénégal";
const common = {
  STAFF_USERNAME: STAFF.username,
  STAFF_EMAIL: STAFF.email,
  STAFF_PASSWORD: STAFF.password,
  RATE_LIMIT_FACTOR: "50",
};

function pdf(name: string, bytes: Buffer): { text: string; images: number } {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, bytes);
  const text = plain(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
  // `pdfimages -list`: two header lines, then one line per image.
  const list = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
  return { text, images: list.trim().split("\n").length - 2 };
}

async function issueInvoice(page: Page, baseURL: string, designation: string) {
  const draft = quoteForm([{ designation, quantity: "1", unitPrice: "150000" }]);
  await openDraft(page, "invoice", draft, baseURL);
  return (await generatePrinted(page)).number;
}

async function downloadPdf(page: Page, baseURL: string, number: string, name: string) {
  await gotoReady(page, `${baseURL}/documents/${number}`);
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le PDF" }).click();
  return pdf(name, readFileSync((await (await file).path())!));
}

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
}

test("a new bank name and logo on the next invoice's PDF, not on an older one; a non-image refused", async ({
  page,
}) => {
  // Two invoices issued and three PDFs drawn on a server of its own: long on a busy machine.
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-settings-"));
  const server = await startServer({
    port: EXTRA_PORTS.settings,
    dataDir,
    env: common,
    template: true,
  });
  try {
    await instrumentPrinting(page);
    await login(page, { baseURL: server.url });
    const before = await issueInvoice(page, server.url, "Maintenance mensuelle");
    const first = await downloadPdf(page, server.url, before, "avant.pdf");
    expect(first.text).toContain(OLD_BANK);
    expect(first.images).toBe(0);

    // A file that is not an image, named as one: refused in French, nothing saved.
    await gotoReady(page, `${server.url}/parametres-entreprise`);
    await page.getByLabel("Banque", { exact: true }).fill(NEW_BANK);
    await page.getByLabel("Logo").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.4 ceci n'est pas une image"),
    });
    await saveSettings(page);
    await expect(page.getByText("Ce fichier n'est pas une image PNG, JPEG ou WebP.")).toBeVisible();
    await expect(page.getByRole("alert").first()).toContainText("Certains champs sont à corriger");
    await gotoReady(page, `${server.url}/parametres-entreprise`);
    await expect(page.getByLabel("Banque", { exact: true })).toHaveValue(OLD_BANK_FIELD);

    // A real logo and the new bank: saved, and the history says who and what.
    const logo = await sharp({
      create: { width: 320, height: 320, channels: 4, background: "#e8b04a" },
    })
      .png()
      .toBuffer();
    await page.getByLabel("Banque", { exact: true }).fill(NEW_BANK);
    await page.getByLabel("Logo").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: logo,
    });
    await saveSettings(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Paramètres enregistrés" }),
    ).toBeVisible();
    const history = page.getByRole("region", { name: "Historique des modifications" });
    await expect(
      history.getByRole("row", { name: new RegExp(`Banque .*${NEW_BANK}`) }),
    ).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText(
      STAFF.username === "" ? "" : "—",
    );

    // The header shows the uploaded logo, served as an immutable PNG.
    await gotoReady(page, `${server.url}/`);
    const headerLogo = page
      .locator("header")
      .getByRole("link", { name: /^Accueil/ })
      .locator("img");
    await expect(headerLogo).toBeVisible();
    const src = (await headerLogo.getAttribute("src"))!;
    expect(src).toMatch(/^\/images\/entreprise\/[0-9a-f]{64}\.png$/);
    const image = await page.request.get(`${server.url}${src}`);
    expect(image.headers()["content-type"]).toBe("image/png");

    // The next invoice prints the new bank and the logo; the older one keeps its own.
    const after = await issueInvoice(page, server.url, "Maintenance mensuelle");
    const second = await downloadPdf(page, server.url, after, "apres.pdf");
    expect(second.text).toContain(NEW_BANK);
    expect(second.text).not.toContain(OLD_BANK);
    expect(second.images).toBeGreaterThanOrEqual(1);
    const again = await downloadPdf(page, server.url, before, "avant-encore.pdf");
    expect(again.text).toContain(OLD_BANK);
    expect(again.text).not.toContain(NEW_BANK);
    expect(again.images).toBe(0);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// Runs where PostgreSQL is available (TEST_DATABASE_URL), like scale.spec.ts.

test("a new phone number saved on one instance shows on the other's / and /contact within seconds", async ({
  page,
}) => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(180_000);
  const databaseUrl = await freshDatabase("settings_e2e");
  const { a, b, stop } = await startTwoInstances(databaseUrl, "settings", [
    EXTRA_PORTS.settingsA,
    EXTRA_PORTS.settingsB,
  ]);
  const visitor = await playwrightRequest.newContext({ baseURL: b.url });
  try {
    const NEW_PHONE = "+221 33 869 12 34";
    const NEW_TEL = "tel:+221338691234";
    // B's pages as anonymous visitors get them: pre-rendered bytes with an ETag.
    const home = await visitor.get("/", { headers: { "accept-encoding": "br" } });
    expect(home.headers()["x-prerendered"]).toBe("1");
    const oldEtag = home.headers()["etag"]!;
    expect(await home.text()).not.toContain(NEW_TEL);

    // The Gérant changes the main phone number on A, in the page.
    await login(page, { baseURL: a.url });
    await gotoReady(page, `${a.url}/parametres-entreprise`);
    await page.getByLabel("Téléphone principal").fill(NEW_PHONE);
    await saveSettings(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Paramètres enregistrés" }),
    ).toBeVisible();

    // B shows it on / and /contact without a restart: wait on B's pages, not on time.
    for (const pathname of ["/", "/contact"]) {
      await expect
        .poll(async () => (await visitor.get(pathname)).text(), { timeout: 15_000 })
        .toContain(NEW_TEL);
    }
    const contact = await visitor.get("/contact");
    expect(await contact.text()).toContain(NEW_PHONE);

    // Still served as bytes: a new ETag, 304 for it, brotli when asked.
    const now = await visitor.get("/", { headers: { "accept-encoding": "br" } });
    expect(now.headers()["x-prerendered"]).toBe("1");
    expect(now.headers()["content-encoding"]).toBe("br");
    const etag = now.headers()["etag"]!;
    expect(etag).not.toBe(oldEtag);
    const again = await visitor.get("/", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);

    // A shows it too, and its JSON-LD carries the new number.
    const onA = await (await playwrightRequest.newContext({ baseURL: a.url })).get("/");
    expect(await onA.text()).toContain('"telephone":"+221338691234"');
  } finally {
    await visitor.dispose();
    await stop();
  }
});
