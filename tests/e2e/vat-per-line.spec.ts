import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures.ts";
import { signedInToPrint } from "./documents.ts";

// Issue 35 §2 (ADR 050): a line's own VAT in the invoice form, the live totals by rate.

const NB = /[\u00a0\u202f ]/.source;
const fcfa = (digits: string) => new RegExp(`${digits.replace(/ /g, NB)}${NB}FCFA`);
const line = (page: Page, n: number) => page.getByRole("group", { name: `Prestation ${n}` });
const shots = process.env.VAT_SHOTS;

test.beforeEach(signedInToPrint);

test("une facture à 18 %, une ligne exonérée et un débours : totaux par taux en direct", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, "/create-invoice");
  await line(page, 1).getByLabel("Désignation").fill("Site vitrine");
  await line(page, 1).getByLabel("Prix unitaire").fill("450000");
  await expect(line(page, 1).getByLabel("TVA de la ligne")).toHaveValue("");
  await line(page, 1).getByLabel("TVA de la ligne").selectOption("18");

  await page.getByRole("button", { name: "Ajouter" }).click();
  await line(page, 2).getByLabel("Désignation").fill("Formation");
  await line(page, 2).getByLabel("Quantité").fill("2");
  await line(page, 2).getByLabel("Prix unitaire").fill("75000");
  await line(page, 2).getByLabel("TVA de la ligne").selectOption("0");
  await line(page, 2).getByLabel("Motif d'exonération").fill("Exonération art. 361 du CGI");

  await page.getByRole("button", { name: "Ajouter" }).click();
  await line(page, 3).getByLabel("Désignation").fill("Nom de domaine");
  await line(page, 3).getByLabel("Prix unitaire").fill("15000");
  await line(page, 3).getByLabel("TVA de la ligne").selectOption("debours");
  await expect(line(page, 3).getByText(/hors TVA et hors remise/)).toBeVisible();

  await page.getByLabel("Appliquer une remise").check();
  await page.getByLabel("Remise (%)").fill("10");
  // By hand: 405 000 × 18 % = 72 900; 540 000 + 72 900 + 15 000.
  await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("627 900"));
  await expect(
    page.getByText(new RegExp(`TVA 18${NB}% \\(base 405${NB}000${NB}FCFA\\)`)),
  ).toBeVisible();
  await expect(page.getByText("Débours (hors TVA)")).toBeVisible();

  // Kept as the tab's draft: a reload gives back each line's VAT and its reason, and the totals.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("td:draft:invoice"))),
    )
    .toBe(true);
  await page.reload();
  await expect(line(page, 3).getByLabel("TVA de la ligne")).toHaveValue("debours");
  await expect(line(page, 2).getByLabel("TVA de la ligne")).toHaveValue("0");
  await expect(line(page, 2).getByLabel("Motif d'exonération")).toHaveValue(
    "Exonération art. 361 du CGI",
  );
  await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("627 900"));

  if (shots) {
    await page.screenshot({ path: `${shots}/form-1280.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: `${shots}/form-1280-dark.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${shots}/form-390.png`, fullPage: true });
  }
});
