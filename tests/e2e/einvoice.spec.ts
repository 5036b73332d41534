import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Download, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { expect, gotoReady, login, SHOTS, test } from "./fixtures.ts";
import { generatePrinted, instrumentPrinting, openDraft, quoteForm } from "./documents.ts";

// Issue 35 §3, ADR 051: an invoice downloaded as an EN 16931 e-invoice, UBL 2.1 and
// Factur-X, from its page in the studio and from the client's link in a fresh browser
// (no account). Figures by hand: 2 × 150 000 = 300 000 HT, VAT 18 % = 54 000, TTC 354 000.

const OUT = "test-results/einvoice";

async function saved(download: Promise<Download>, name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, readFileSync((await (await download).path())!));
  return file;
}

/** The UBL's number and amount due, read from the file. */
function ublFacts(file: string) {
  const xml = readFileSync(file, "utf8");
  return {
    number: /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1],
    payable: /<cbc:PayableAmount currencyID="XOF">(\d+)</.exec(xml)?.[1],
    type: /<cbc:InvoiceTypeCode>(\d+)</.exec(xml)?.[1],
  };
}

/** The Factur-X's embedded XML (poppler's pdfdetach) and its grand total. */
function facturXTotal(file: string) {
  expect(execFileSync("pdfdetach", ["-list", file], { encoding: "utf8" })).toContain(
    "factur-x.xml",
  );
  const dir = path.dirname(file);
  execFileSync("pdfdetach", ["-saveall", "-o", dir, file]);
  const xml = readFileSync(path.join(dir, "factur-x.xml"), "utf8");
  return /<ram:GrandTotalAmount>(\d+)</.exec(xml)?.[1];
}

async function shots(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
    // The theme is chosen as the page loads, from the system's preference.
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(OUT, `${name}-${width}-${theme}.png`), fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The invoice and its client link, for the screenshots after the downloads.
let issued = { number: "", link: "" };

test.describe.configure({ mode: "serial" });

test("une facture en facture électronique UBL et Factur-X, depuis sa page et depuis le lien client", async ({
  page,
  browser,
}) => {
  // Two PDFs drawn and two Factur-X written on a loaded machine: up to ~100 s seen at load 19.
  test.setTimeout(240_000);
  await instrumentPrinting(page);
  await login(page);
  await openDraft(
    page,
    "invoice",
    quoteForm([{ designation: "Site vitrine", quantity: "2", unitPrice: "150000" }]),
  );
  const { number } = await generatePrinted(page, "invoice");
  const TTC = String(2 * 150_000 + (2 * 150_000 * 18) / 100);

  await gotoReady(page, `/documents/${number}`);
  const ubl = await saved(
    Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Facture électronique UBL" }).click(),
    ]).then(([d]) => d),
    "staff.xml",
  );
  expect(ublFacts(ubl)).toEqual({ number, payable: TTC, type: "380" });
  const facturX = await saved(
    Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Factur-X" }).click(),
    ]).then(([d]) => d),
    "staff-factur-x.pdf",
  );
  expect(facturXTotal(facturX)).toBe(TTC);

  // The register's export card: the month's e-invoices in one zip (its default period).
  await gotoReady(page, "/documents");
  const zip = await saved(
    Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Factures électroniques (ZIP)" }).click(),
    ]).then(([d]) => d),
    "period.zip",
  );
  const listed = Object.keys(unzipSync(readFileSync(zip)));
  expect(listed).toContain(`${number}.xml`);
  expect(listed).toContain(`${number}-factur-x.pdf`);
  await gotoReady(page, `/documents/${number}`);

  // The client's link, in a browser without any session.
  const link = await page
    .getByRole("region", { name: "Lien client" })
    .getByTestId("client-link")
    .inputValue();
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const client = await context.newPage();
  await client.goto(link);
  await expect(client.getByRole("heading", { level: 1, name: number })).toBeVisible();
  const clientUbl = await saved(
    Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: "Facture électronique UBL" }).click(),
    ]).then(([d]) => d),
    "client.xml",
  );
  expect(ublFacts(clientUbl)).toEqual({ number, payable: TTC, type: "380" });
  const clientFx = await saved(
    Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: "Factur-X" }).click(),
    ]).then(([d]) => d),
    "client-factur-x.pdf",
  );
  expect(facturXTotal(clientFx)).toBe(TTC);
  await context.close();
  issued = { number, link };
});

test("les boutons à regarder : page du document, registre, page client, 390 et 1280 px, clair et sombre", async ({
  page,
  browser,
}) => {
  // Three pages, each loaded four times: ~76 s seen at load 19.
  test.setTimeout(240_000);
  expect(issued.number).not.toBe("");
  await login(page);
  await gotoReady(page, `/documents/${issued.number}`);
  await expect(page.getByRole("link", { name: "Factur-X" })).toBeVisible();
  await shots(page, "document-page");
  await gotoReady(page, "/documents");
  // The whole page: the export card is below the filters on a phone.
  await shots(page, "register", true);
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const client = await context.newPage();
  await client.goto(issued.link);
  await expect(client.getByRole("link", { name: "Factur-X" })).toBeVisible();
  await shots(client, "client-page");
  await context.close();
});
