import type { Browser, Page } from "@playwright/test";
import { generatePrinted, instrumentPrinting } from "./documents.ts";
import { expect, expectAccessible, gotoReady, login, test } from "./fixtures.ts";

// The pipeline (issue 33 §4, ADR 048), in Chromium: a visitor's contact request is
// « Nouveau » on the board; « Préparer un devis » then « Générer » puts it in « Devis
// envoyé » with the quote's amount; the client accepts online through /d/<token> and it
// is « Gagné »; the dashboard's conversion counts it.

const NB = /[\u00a0\u202f ]/.source;
// 3 × 250 000 = 750 000 HT; VAT 18 %: 135 000; TTC 885 000.
const TTC = 3 * 250_000 + (3 * 250_000 * 18) / 100;
const amount = (n: number) =>
  new RegExp(`${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NB)}${NB}FCFA`);

function column(page: Page, label: string) {
  return page.getByRole("region", { name: label, exact: true });
}

async function wonCount(page: Page): Promise<number> {
  await gotoReady(page, "/tableau-de-bord");
  const table = page.getByRole("table", { name: /Demandes reçues, gagnées et conversion/ });
  const cell = table.getByRole("row", { name: /Devis signés/ }).getByRole("link");
  await expect(cell).toHaveAttribute("href", "/pipeline?etape=won");
  return Number(await cell.textContent());
}

async function visitorSends(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const page = await context.newPage();
  await gotoReady(page, "/contact");
  await page.getByLabel("Nom complet").fill(name);
  await page.getByLabel("Adresse e-mail").fill(`${name.split(" ")[1]!.toLowerCase()}@example.sn`);
  await page.getByLabel("Service souhaité").selectOption("site-vitrine");
  await page
    .getByLabel("Votre message")
    .fill("Bonjour, un site pour notre cabinet. Joignable au 78 123 45 67.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page).toHaveURL(/envoye=/);
  await context.close();
}

test("une demande devient un devis puis « Gagné » quand le client accepte en ligne, et le tableau de bord la compte", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Ndeye ${Date.now().toString(36)}`;
  await visitorSends(browser, name);

  await instrumentPrinting(page);
  await login(page);
  const before = await wonCount(page);
  await gotoReady(page, "/pipeline");
  const card = page.getByRole("article", { name });
  await expect(column(page, "Nouveau").getByRole("article", { name })).toBeVisible();
  await expect(card).toContainText("Montant à définir");
  await expectAccessible(page, "/pipeline");

  // « Préparer un devis » from the inbox, one line, « Générer ».
  await gotoReady(page, "/demandes");
  await page
    .getByRole("link", { name: `Préparer un devis pour ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/create-quote$/);
  await expect(page.getByLabel("Téléphone du client")).toHaveValue("78 123 45 67");
  await page.getByLabel("Adresse du client").fill("Villa 12, Mermoz\nDakar");
  await page.getByLabel("Durée estimée").fill("3 semaines");
  const line = page.getByRole("group", { name: "Prestation 1" });
  await line.getByLabel("Désignation").fill("Site vitrine");
  await line.getByLabel("Quantité").fill("3");
  await line.getByLabel("Prix unitaire").fill("250000");
  await page.getByLabel("Appliquer la TVA").check();
  const answer = await generatePrinted(page, "quote");

  await gotoReady(page, "/pipeline");
  const sent = column(page, "Devis envoyé").getByRole("article", { name });
  await expect(sent).toContainText(amount(TTC));
  await expect(sent.getByRole("link", { name: `Devis ${answer.number}` })).toBeVisible();

  // The client's private link, from the quote's page.
  await gotoReady(page, `/documents/${answer.number}`);
  const link = await page
    .getByRole("region", { name: "Lien client" })
    .getByTestId("client-link")
    .inputValue();
  const client = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  const clientPage = await client.newPage();
  await clientPage.goto(`${link}/accepter`);
  await clientPage.getByLabel("Nom et prénom").fill(name);
  await clientPage.getByLabel(/^J'accepte le devis/).check();
  await clientPage.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByRole("heading", { level: 1, name: "Merci\u00a0!" })).toBeVisible();
  await client.close();

  await gotoReady(page, "/pipeline");
  await expect(column(page, "Gagné").getByRole("article", { name })).toContainText(amount(TTC));
  expect(await wonCount(page)).toBe(before + 1);
  await expect(page.getByRole("region", { name: "Conversion" })).toContainText(
    "devis signé («\u00a0Gagné\u00a0»)",
  );
  await page
    .getByRole("table", { name: /Demandes reçues, gagnées/ })
    .getByRole("row", { name: /Devis signés/ })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/pipeline\?etape=won$/);
  await expect(column(page, "Gagné").getByRole("article", { name })).toBeVisible();
});
