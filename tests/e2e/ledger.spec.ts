import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DATA_DIRS, emailsIn, expect, gotoReady, test } from "./fixtures.ts";
import {
  generatePrinted,
  keptPdfText,
  openDraft,
  plain,
  quoteForm,
  signedInToPrint,
  waitForPrint,
} from "./documents.ts";

// The ledger as staff use it (ADR 020): pay in part, credit, pay the rest; a
// refused overpayment; a cancelled payment; an invoice cancelled by an avoir.
// Every figure is computed here, apart from the application.

const OUT = "test-results/ledger";
const NB = /[\u00a0\u202f ]/.source;
/** « 1 234 FCFA » as the pages write it (no-break spaces). */
const fcfa = (n: number) =>
  new RegExp(
    `${String(n)
      .replace(/\B(?=(\d{3})+(?!\d))/g, " ")
      .replace(/ /g, NB)}${NB}FCFA`,
  );
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** Whole francs, rounded half up, as the firm's rule (docs/product.md §9). */
const percent = (amount: number, rate: number) => Math.floor((amount * rate + 50) / 100);

const pdfText = (name: string, bytes: Buffer) => keptPdfText(OUT, name, bytes);

async function issueInvoice(page: Page, lines: [string, string, string][]) {
  const prestations = lines.map(([designation, quantity, unitPrice]) => ({
    designation,
    quantity,
    unitPrice,
  }));
  await openDraft(page, "invoice", quoteForm(prestations));
  const { number } = await generatePrinted(page);
  await gotoReady(page, `/documents/${number}`);
  return number;
}

const balance = (page: Page) =>
  page.getByTestId("ledger-balance").locator("div", { hasText: "Reste à payer" }).locator("dd");

async function pay(page: Page, amount: string, method = "wave", reference = "") {
  await page.getByLabel("Montant (FCFA)").fill(amount);
  await page.getByLabel("Moyen").selectOption(method);
  await page.getByLabel("Référence").fill(reference);
  await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
}

async function download(page: Page, name: string): Promise<string> {
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le PDF" }).click();
  return pdfText(name, readFileSync((await (await file).path())!));
}

test.describe("Paiements et avoirs", () => {
  test.beforeEach(signedInToPrint);

  test("payée en partie, un avoir sur une ligne, le reste payé : « Payée » ; un trop-perçu refusé", async ({
    page,
  }) => {
    // Many forms posted one by one, two PDFs read: long on a busy machine.
    test.setTimeout(180_000);
    const lines: [string, string, string][] = [
      ["Site vitrine", "1", "450 000"],
      ["Hébergement (12 mois)", "12", "7 500"],
    ];
    const ht = 450_000 + 12 * 7_500;
    const total = ht + percent(ht, 18);
    expect(total).toBe(637_200);
    const number = await issueInvoice(page, lines);
    await expect(balance(page)).toHaveText(fcfa(total));

    // First payment: « Partiellement payée ».
    const first = 200_000;
    await pay(page, spaced(first), "wave", "WAVE-8841");
    await expect(page.getByTestId("document-status")).toHaveText("Partiellement payée");
    await expect(balance(page)).toHaveText(fcfa(total - first));
    await expect(page.getByTestId("payment")).toContainText("Wave · réf. WAVE-8841");
    await expect(page.getByTestId("payment")).toContainText("Enregistré par");
    // Recorded: the form starts empty again (a second click would need a new amount).
    await expect(page.getByLabel("Montant (FCFA)")).toHaveValue("");

    // More than is left: refused in French, nothing recorded.
    await pay(page, "500 000");
    await expect(page.getByRole("alert").filter({ hasText: "dépasse" })).toHaveText(
      new RegExp(
        `Ce paiement de 500${NB}000${NB}FCFA dépasse le reste à payer \\(${spaced(total - first).replace(/ /g, NB)}${NB}FCFA\\)${NB}: rien n'a été enregistré\\.`,
      ),
    );
    await expect(page.getByTestId("payment")).toHaveCount(1);

    // An avoir on the hosting line: 90 000 HT and its VAT.
    const credited = 12 * 7_500 + percent(12 * 7_500, 18);
    await page.getByText("Émettre un avoir…").click();
    await page.getByLabel("Des lignes de la facture").check();
    await page.getByLabel(/^Hébergement \(12 mois\)/).check();
    await page.getByLabel("Motif", { exact: true }).fill("Hébergement offert");
    await page.getByRole("button", { name: "Émettre l'avoir" }).click();
    await expect(page.getByRole("list", { name: "Avoirs" })).toContainText("AVOIR-");
    await expect(balance(page)).toHaveText(fcfa(total - first - credited));
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      /Avoir AVOIR-[\d-]+ de 106.200.FCFA émis/,
    );

    // A line is credited once: the form says so and no longer offers it.
    await page.getByText("Émettre un avoir…").click();
    await page.getByLabel("Des lignes de la facture").check();
    await expect(page.getByLabel(/^Hébergement \(12 mois\)/)).toBeDisabled();
    await expect(page.getByText(/^Déjà créditée par l'avoir AVOIR-[\d-]+$/)).toBeVisible();

    // The rest: « Payée ».
    await pay(page, spaced(total - first - credited), "virement", "VIR-2026-11");
    await expect(page.getByTestId("document-status")).toHaveText("Payée");
    await expect(balance(page)).toHaveText(fcfa(0));
    await expect(page.getByRole("region", { name: "Enregistrer un paiement" })).toHaveCount(0);
    // « Envoyer le reçu au client » (ticked by default): one receipt per payment recorded.
    const receipts = async () =>
      (await emailsIn(DATA_DIRS.main)).filter((e) =>
        e.subject.includes(`Reçu de paiement — facture ${number}`),
      );
    await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBe(2);
    const texts = (await receipts()).map((e) => plain(e.text));
    expect(texts.some((t) => t.includes(`${spaced(first)} FCFA`))).toBe(true);
    expect(texts.some((t) => t.includes(`${spaced(total - first - credited)} FCFA`))).toBe(true);

    // The register: « Reste à payer » 0 for it.
    await gotoReady(page, `/documents?q=${number}`);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: number, exact: true }) });
    await expect(row).toContainText("Payée");
    await expect(row.getByRole("cell").nth(5)).toHaveText(fcfa(0));

    // The avoir's own page and PDF: « Facture d'avoir », the invoice and its date, to the franc.
    await gotoReady(page, `/documents/${number}`);
    await page.getByRole("list", { name: "Avoirs" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/documents\/AVOIR-/);
    await expect(page.getByRole("region", { name: "Facture corrigée" })).toContainText(number);
    // Sent like any document, with its own subject (not the invoice's: fresh forms).
    await expect(page.getByLabel("Objet")).toHaveValue(/^Facture d'avoir AVOIR-[\d-]+ — /);
    await page.getByRole("button", { name: "Envoyer au client" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Envoyé");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      "à contact@keuryaay.sn",
    );
    const text = await download(page, "avoir.pdf");
    expect(text).toContain("FACTURE D'AVOIR");
    expect(text).toMatch(new RegExp(`Facture\\s+${number}`));
    expect(text).toContain("Hébergement (12 mois)");
    expect(text).toMatch(/Total HT\s+90 000 FCFA/);
    expect(text).toMatch(new RegExp(`Total de l'avoir TTC\\s+${spaced(credited)} FCFA`));
    expect(text).toContain("Motif : Hébergement offert");
  });

  test("un paiement annulé, puis la facture annulée par un avoir : « ANNULÉE — avoir … » partout", async ({
    page,
  }) => {
    // Many forms posted one by one, two PDFs read: long on a busy machine.
    test.setTimeout(180_000);
    const ht = 3 * 85_000;
    const total = ht + percent(ht, 18);
    const number = await issueInvoice(page, [["Maintenance trimestrielle", "3", "85 000"]]);

    await pay(page, "100 000", "especes");
    await expect(page.getByTestId("document-status")).toHaveText("Partiellement payée");
    await page.getByText("Annuler ce paiement…").click();
    await page.getByRole("button", { name: "Annuler ce paiement" }).click();
    await expect(page.getByText("Indiquez le motif de l'annulation")).toBeVisible();
    await page.getByLabel("Motif de l'annulation du paiement").fill("Espèces non reçues");
    await page.getByRole("button", { name: "Annuler ce paiement" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Émise");
    await expect(balance(page)).toHaveText(fcfa(total));
    await expect(page.getByTestId("payment")).toContainText("Espèces non reçues");
    await expect(page.getByTestId("payment")).toHaveAttribute("data-cancelled", "true");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      "Paiement de 100 000 FCFA du",
    );

    await page.getByText("Annuler la facture…").click();
    await page.getByLabel("Motif de l'annulation", { exact: true }).fill("Projet reporté");
    await page.getByRole("button", { name: "Annuler la facture" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Annulée");
    const mark = page.getByText(/^ANNULÉE — avoir AVOIR-[\d-]+$/);
    await expect(mark).toBeVisible();
    const creditNote = /AVOIR-[\d-]+/.exec((await mark.textContent())!)![0];
    await expect(page.getByRole("list", { name: "Avoirs" })).toContainText(
      spaced(total).replace(/ /g, "\u00a0"),
    );

    // The register row, the print page and the PDF say it too.
    await gotoReady(page, `/documents?q=${number}`);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: number, exact: true }) });
    await expect(row).toContainText(`ANNULÉE — avoir ${creditNote}`);
    await gotoReady(page, `/documents/${number}`);
    const again = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Réimprimer" }).click();
    const popup = await again;
    await waitForPrint(page);
    expect(plain(await popup.locator("body").innerText())).toContain(
      `ANNULÉE — avoir ${creditNote}`,
    );
    await popup.close();
    expect(await download(page, "facture-annulee.pdf")).toContain(`ANNULÉE — avoir ${creditNote}`);
  });
});
