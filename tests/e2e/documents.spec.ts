import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, gotoReady, login, test, waitForHydration } from "./fixtures.ts";
import {
  blockPopups,
  holdFonts,
  openDraft,
  pdfText,
  plain,
  printCalls,
  quoteForm,
  signedInToPrint,
  storedDraft,
  waitForPrint,
} from "./documents.ts";

const NB = /[\u00a0\u202f ]/.source;
const fcfa = (digits: string) => new RegExp(`${digits.replace(/ /g, NB)}${NB}FCFA`);
const NUMBER = /^(DEVIS|FACT|PROP-TECH)-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/;

test.describe("pages réservées au personnel", () => {
  for (const path of ["/create-quote", "/create-invoice", "/create-technical-proposal"]) {
    test(`${path} renvoie vers /simple-login sans montrer le formulaire`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toMatch(/\/simple-login/);
      expect(await response.text()).not.toContain("Générer");
      await page.goto(path);
      await expect(page).toHaveURL(/\/simple-login/);
    });
  }
});

async function fillClientAndProject(page: Page) {
  await page.getByLabel("Nom du client").fill("Awa Diop");
  await page.getByLabel("Email du client").fill("awa.diop@example.sn");
  await page.getByLabel("Téléphone du client").fill("+221 77 000 11 22");
  await page.getByLabel("Adresse du client").fill("Villa 12, Mermoz\nDakar");
  await page.getByLabel("Titre du projet").fill("Site vitrine du cabinet");
  await page.getByLabel("Durée estimée").fill("3 semaines");
}

function line(page: Page, n: number) {
  return page.getByRole("group", { name: `Prestation ${n}` });
}

test.describe("Devis et factures", () => {
  test.beforeEach(signedInToPrint);

  test("un devis rempli comme le ferait une personne : messages, totaux en direct, impression", async ({
    page,
  }) => {
    // Many fields typed one by one, then the print window: long on a busy machine.
    test.setTimeout(120_000);
    await gotoReady(page, "/create-quote");
    await expect(page.getByRole("heading", { level: 1, name: "Créer un Devis" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nouveau Devis" })).toBeVisible();
    for (const card of [
      "Informations Client",
      "Informations Projet",
      "Prestations",
      "Remise et TVA",
      "Récapitulatif",
    ]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Retour" })).toHaveAttribute(
      "href",
      "/invoice-quote",
    );
    await expect(page.getByText("ex : 2 semaines")).toBeVisible();
    // docs/product.md §4 defaults
    await expect(line(page, 1).getByLabel("Quantité")).toHaveValue("1");
    await expect(line(page, 1).getByLabel("Prix unitaire")).toHaveValue("0");
    await expect(page.getByLabel("Appliquer une remise")).not.toBeChecked();
    await expect(page.getByLabel("Remise (%)")).toHaveCount(0);
    await expect(page.getByLabel("Appliquer la TVA")).toBeChecked();
    await expect(page.getByLabel("TVA (%)")).toHaveValue("18");
    await expect(page.getByLabel("Afficher le tampon Payé")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Supprimer la prestation 1" })).toBeDisabled();

    // Every message of docs/product.md §5 on an empty form; nothing is printed.
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    for (const message of [
      "Nom du client requis",
      "Email invalide",
      "Téléphone du client requis",
      "Adresse du client requise",
      "Titre du projet requis",
      "Durée estimée requise",
      "Désignation requise",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Nom du client")).toBeFocused();
    await expect(page.getByLabel("Nom du client")).toHaveAttribute("aria-invalid", "true");
    expect(await printCalls(page)).toHaveLength(0);

    await fillClientAndProject(page);
    await expect(page.getByText("Nom du client requis")).toHaveCount(0);
    await line(page, 1).getByLabel("Désignation").fill("Conception et intégration");
    await line(page, 1).getByLabel("Prix unitaire").fill("350000");
    await expect(line(page, 1).getByTestId("line-total")).toHaveText(fcfa("350 000"));

    await page.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.getByRole("button", { name: "Supprimer la prestation 1" })).toBeEnabled();
    await line(page, 2).getByLabel("Désignation").fill("Rédaction des pages");
    // Typed the French way: decimal comma, thousands apart; shown as counted once left.
    await line(page, 2).getByLabel("Quantité").fill("2,5");
    await line(page, 2).getByLabel("Prix unitaire").fill("15 001");
    await line(page, 2).getByLabel("Prix unitaire").blur();
    await expect(line(page, 2).getByLabel("Quantité")).toHaveValue("2,5");
    await expect(line(page, 2).getByLabel("Prix unitaire")).toHaveValue("15\u00a0001");
    // round(2.5 × 15 001) = round(37 502.5) = 37 503
    await expect(line(page, 2).getByTestId("line-total")).toHaveText(fcfa("37 503"));

    // A third line, then removed: the remove button has an accessible name.
    await page.getByRole("button", { name: "Ajouter" }).click();
    await line(page, 3).getByLabel("Quantité").fill("0");
    await line(page, 3).getByLabel("Prix unitaire").fill("-5");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    await expect(line(page, 3).getByText("Quantité doit être positive")).toBeVisible();
    await expect(line(page, 3).getByText("Prix unitaire doit être positif")).toBeVisible();
    await page.getByRole("button", { name: "Supprimer la prestation 3" }).click();
    await expect(line(page, 3)).toHaveCount(0);

    const recap = page.getByRole("region", { name: "Récapitulatif" });
    await expect(recap.getByTestId("total-ttc")).toHaveText(fcfa("457 254")); // 387 503 + round(69 750.54)
    await page.getByLabel("Appliquer une remise").check();
    await page.getByLabel("Remise (%)").fill("101");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    await expect(page.getByText("La remise doit être comprise entre 0 et 100 %")).toBeVisible();
    await page.getByLabel("Remise (%)").fill("10");
    // HT 387 503; remise round(38 750.3) = 38 750; net 348 753; TVA round(62 775.54) = 62 776
    await expect(recap).toContainText(new RegExp(`Remise \\(10${NB}%\\)`));
    await expect(recap.getByTestId("total-ttc")).toHaveText(fcfa("411 529"));
    await expect(recap.getByTestId("total-words")).toHaveText(
      "Soit quatre cent onze mille cinq cent vingt-neuf francs CFA TTC.",
    );

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    const popup = await popupPromise;
    const printed = await waitForPrint(page);
    expect(printed.title).toMatch(/^Awa-Diop-DEVIS-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/);
    await expect(popup).toHaveTitle(printed.title);
    const number = await popup.getByTestId("document-number").textContent();
    expect(number).toMatch(NUMBER);
    expect(printed.title).toBe(`Awa-Diop-${number}`);

    const text = plain(await popup.locator("body").innerText());
    expect(text).toMatch(/Teranga Digital SARL/);
    expect(text).toMatch(/NINEA : 009876543 2G3/);
    expect(text).toMatch(/RCCM : SN-DKR-2025-B-01234/);
    expect(text).toMatch(/Date\s+\d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain("Awa Diop");
    expect(text).toContain("Villa 12, Mermoz\nDakar");
    expect(text).toContain("Conception et intégration");
    expect(text).toMatch(/2,5\s+15 001\s+37 503/);
    expect(text).toMatch(/Total HT\s+387 503 FCFA/);
    expect(text).toMatch(/Remise \(10 %\)\s+− 38 750 FCFA/);
    expect(text).toMatch(/Total net HT\s+348 753 FCFA/);
    expect(text).toMatch(/TVA \(18 %\)\s+62 776 FCFA/);
    expect(text).toMatch(/Total TTC\s+411 529 FCFA/);
    expect(text).toContain(
      "Arrêté le présent devis à la somme de : quatre cent onze mille cinq cent vingt-neuf francs CFA TTC.",
    );
    expect(text).toContain("vaut acceptation des conditions");
    await expect(popup.getByRole("img", { name: "Signature de la direction" })).toBeVisible();
    await expect(popup.getByRole("img", { name: "Payé" })).toHaveCount(0);
    const pdf = (await pdfText(popup, "devis")).map(plain);
    expect(pdf).toHaveLength(1);
    expect(pdf[0]).toContain("Page 1 / 1");
    // The brand font loaded from the site itself.
    expect(await popup.evaluate(() => document.fonts.check('12px "Inter Variable"'))).toBe(true);

    await expect(page.getByRole("button", { name: "Générer le Devis" })).toBeEnabled();

    // Issued: in the register; 'Convertir en facture' keeps client, project, lines and rates.
    await expect(page.getByRole("status").filter({ hasText: number! })).toContainText(
      "émis et enregistré au registre",
    );
    await page.getByRole("link", { name: "Convertir en facture" }).click();
    await expect(page).toHaveURL(/\/create-invoice$/);
    await expect(page.getByRole("status").filter({ hasText: number! })).toContainText(
      "Facture préremplie à partir du devis",
    );
    await expect(page.getByLabel("Nom du client")).toHaveValue("Awa Diop");
    await expect(page.getByLabel("Adresse du client")).toHaveValue("Villa 12, Mermoz\nDakar");
    await expect(line(page, 2).getByLabel("Quantité")).toHaveValue("2,5");
    await expect(page.getByLabel("Remise (%)")).toHaveValue("10");
    await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("411 529"));
  });

  test("« Facture acquittée » : le paiement de tout le TTC enregistré à l'émission, tampon « Payé » daté partout", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Today and two days ago in Dakar (UTC+0), as the server's clock reads them.
    const today = new Date().toISOString().slice(0, 10);
    const paidOn = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const printed = paidOn.split("-").reverse().join("/");
    // Quotes never offer it.
    await gotoReady(page, "/create-quote");
    await expect(page.getByLabel("Facture acquittée")).toHaveCount(0);

    // 2 × 100 000 HT + 18 % VAT (36 000): 236 000 TTC, computed here.
    await openDraft(page, "invoice", {
      ...quoteForm([{ designation: "Refonte du site", quantity: "2", unitPrice: "100000" }]),
      paymentTerms: "30",
    });
    const box = page.getByLabel("Facture acquittée");
    await expect(box).not.toBeChecked();
    await expect(page.getByLabel("Date du paiement")).toBeHidden();
    await box.check();
    // Its defaults: today, the firm's usual method (a fresh install's: « Virement »).
    await expect(page.getByLabel("Date du paiement")).toHaveValue(today);
    await expect(page.getByLabel("Moyen de paiement")).toHaveValue("virement");
    // A day in the future is refused in French, naming the field; nothing is issued.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date du paiement").fill(tomorrow);
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    await expect(
      page.getByText("Date du paiement\u00a0: elle ne peut pas être dans le futur"),
    ).toBeVisible();
    expect(await printCalls(page)).toHaveLength(0);
    await page.getByLabel("Date du paiement").fill(paidOn);
    await page.getByLabel("Moyen de paiement").selectOption({ label: "Wave" });
    // Kept in the browser's draft like every other field.
    await expect
      .poll(async () => JSON.parse((await storedDraft(page, "invoice")) ?? "{}")?.form)
      .toMatchObject({ paidAtIssue: true, paidOn, paidMethod: "wave" });

    const popupPromise = page.waitForEvent("popup");
    const issued = page.waitForResponse((r) => r.url().endsWith("/documents/emettre"));
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const answer = (await (await issued).json()) as { ok: boolean; number: string };
    expect(answer.ok).toBe(true);
    const popup = await popupPromise;
    await waitForPrint(page);
    // The print window: the stamp of the brand, dated by the payment.
    await expect(popup.getByRole("img", { name: "Payé" })).toBeVisible();
    await expect(popup.getByText(`le ${printed}`)).toBeVisible();
    const window = (await pdfText(popup, "facture-acquittee")).map(plain).join("\n");
    expect(window).toMatch(/Total TTC\s+236 000 FCFA/);
    // The stamp is turned: read without the layout.
    const pdfOf = (name: string) =>
      execFileSync("pdftotext", ["-raw", path.join("test-results/documents", name), "-"], {
        encoding: "utf8",
      });
    expect(pdfOf("facture-acquittee.pdf")).toContain(`le ${printed}`);

    // The PDF file the server makes: the same stamp, the same day.
    const pdf = await page.request.get(`/documents/${answer.number}/pdf`);
    expect(pdf.status()).toBe(200);
    writeFileSync(
      path.join("test-results/documents", "facture-acquittee-serveur.pdf"),
      await pdf.body(),
    );
    const raw = pdfOf("facture-acquittee-serveur.pdf");
    expect(raw).toContain("PAYÉ");
    expect(raw).toContain(`le ${printed}`);

    // The register and the invoice's page: paid, by one payment of the whole TTC.
    await gotoReady(page, `/documents?q=${answer.number}`);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: answer.number, exact: true }) });
    await expect(row.getByTestId("document-status")).toHaveText("Payée");
    await gotoReady(page, `/documents/${answer.number}`);
    await expect(page.getByTestId("document-status")).toHaveText("Payée");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      new RegExp(`Paiement de 236${NB}000${NB}FCFA reçu le ${printed} \\(Wave\\)`),
    );
  });

  test("une facture sans remise ni TVA (sans tampon Payé à l'émission)", async ({ page }) => {
    await gotoReady(page, "/create-invoice");
    await expect(page.getByRole("heading", { level: 1, name: "Créer une Facture" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nouvelle Facture" })).toBeVisible();
    await fillClientAndProject(page);
    await line(page, 1).getByLabel("Désignation").fill("Maintenance mensuelle");
    // Input rules of docs/product.md §5: whole francs, and an empty quantity counts as 0.
    await line(page, 1).getByLabel("Quantité").fill("");
    await line(page, 1).getByLabel("Quantité").blur();
    await expect(line(page, 1).getByLabel("Quantité")).toHaveValue("0");
    await line(page, 1).getByLabel("Prix unitaire").fill("30000.9");
    await line(page, 1).getByLabel("Prix unitaire").blur();
    await expect(line(page, 1).getByLabel("Prix unitaire")).toHaveValue("30\u00a0000");
    await line(page, 1).getByLabel("Quantité").fill("12");
    await page.getByLabel("Appliquer la TVA").uncheck();
    await expect(page.getByLabel("TVA (%)")).toHaveCount(0);
    // Paid by its payments, on its page (ADR 020): no stamp box at issue.
    await expect(page.getByLabel("Afficher le tampon Payé")).toHaveCount(0);
    await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("360 000"));

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const popup = await popupPromise;
    const printed = await waitForPrint(page);
    expect(printed.title).toMatch(/^Awa-Diop-FACT-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/);
    const text = plain(await popup.locator("body").innerText());
    expect(text).toMatch(/^FACTURE$/m);
    expect(text).not.toMatch(/Remise/);
    expect(text).not.toMatch(/TVA \(/);
    // Without VAT there is no « TTC »: the invoice ends on « Net à payer ».
    expect(text).not.toContain("TTC");
    expect(text).toMatch(/Net à payer\s+360 000 FCFA/);
    expect(text).toContain(
      "Arrêtée la présente facture à la somme de : trois cent soixante mille francs CFA.",
    );
    await expect(popup.getByRole("img", { name: "Payé" })).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: "émise et enregistrée au registre" }),
    ).toBeVisible();
  });

  test("« Génération en cours... » pendant que la fenêtre se prépare ; pop-up bloquée : rien", async ({
    page,
  }) => {
    await openDraft(
      page,
      "quote",
      quoteForm([{ designation: "Audit", quantity: "1", unitPrice: "100000" }]),
    );
    await expect(page.getByLabel("Nom du client")).toHaveValue("Boutique Keur Yaay");

    const release = await holdFonts(page);
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    const busy = page.getByRole("button", { name: "Génération en cours..." });
    await expect(busy).toBeDisabled();
    expect(await printCalls(page)).toHaveLength(0);
    await release();
    await waitForPrint(page);
    await expect(page.getByRole("button", { name: "Générer le Devis" })).toBeEnabled();

    await blockPopups(page);
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    await expect(page.getByRole("button", { name: "Générer le Devis" })).toBeEnabled();
    expect(await printCalls(page)).toHaveLength(1);
  });

  test("le brouillon survit au rechargement ; « Nouveau document » l'efface", async ({ page }) => {
    await gotoReady(page, "/create-quote");
    await page.getByLabel("Nom du client").fill("Cabinet Ndiaye");
    await line(page, 1).getByLabel("Désignation").fill("Logo");
    await line(page, 1).getByLabel("Prix unitaire").fill("75000");
    // Saved 300 ms after the last keystroke: wait for it to be there, not for the time.
    await expect
      .poll(() => storedDraft(page, "quote"))
      .toMatch(/Cabinet Ndiaye.*75000|75000.*Cabinet Ndiaye/);
    await page.reload();
    await expect(page.getByLabel("Nom du client")).toHaveValue("Cabinet Ndiaye");
    await expect(line(page, 1).getByLabel("Prix unitaire")).toHaveValue("75000");
    await expect(page.getByRole("status").filter({ hasText: "Brouillon restauré" })).toBeVisible();
    // The invoice form keeps its own draft.
    await gotoReady(page, "/create-invoice");
    await expect(page.getByLabel("Nom du client")).toHaveValue("");

    await gotoReady(page, "/create-quote");
    await page.getByRole("button", { name: "Nouveau document" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByLabel("Nom du client")).toHaveValue("Cabinet Ndiaye");
    await page.getByRole("button", { name: "Nouveau document" }).click();
    await page.getByRole("button", { name: "Effacer et recommencer" }).click();
    await expect(page.getByLabel("Nom du client")).toHaveValue("");
    await expect(line(page, 1).getByLabel("Prix unitaire")).toHaveValue("0");
    await expect.poll(() => storedDraft(page, "quote")).toBeNull();
    await page.reload();
    await expect(page.getByLabel("Nom du client")).toHaveValue("");
    await expect(page.getByText("Brouillon restauré")).toHaveCount(0);
  });

  test("deux onglets : chacun garde son brouillon, au rechargement aussi ; un onglet fermé laisse le sien au suivant", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await gotoReady(page, "/create-quote");
    await gotoReady(other, "/create-quote");
    await page.getByLabel("Nom du client").fill("Client de l'onglet 1");
    await other.getByLabel("Nom du client").fill("Client de l'onglet 2");
    await expect.poll(() => storedDraft(page, "quote")).toContain("Client de l'onglet 1");
    await expect.poll(() => storedDraft(other, "quote")).toContain("Client de l'onglet 2");

    await page.reload();
    await expect(page.getByLabel("Nom du client")).toHaveValue("Client de l'onglet 1");
    await other.reload();
    await expect(other.getByLabel("Nom du client")).toHaveValue("Client de l'onglet 2");

    // Tab 2 goes to another page of the site (no reload), then closes: its
    // draft is not lost, a new tab takes it.
    await waitForHydration(other);
    await other.getByRole("link", { name: "Voir le site" }).click();
    await other.waitForURL((url) => url.pathname === "/");
    await other.close();
    const next = await context.newPage();
    await gotoReady(next, "/create-quote");
    await expect(next.getByLabel("Nom du client")).toHaveValue("Client de l'onglet 2");
    await expect(page.getByLabel("Nom du client")).toHaveValue("Client de l'onglet 1");
    // Tab 1, reloaded but open, keeps its draft to itself: one more tab starts empty.
    const third = await context.newPage();
    await gotoReady(third, "/create-quote");
    await expect(third.getByLabel("Nom du client")).toHaveValue("");
    await third.close();
    await next.close();
  });

  test("montants au-delà des maxima : message en français sous le champ, aucun total faux", async ({
    page,
  }) => {
    await gotoReady(page, "/create-quote");
    await line(page, 1).getByLabel("Désignation").fill("Ligne");
    await line(page, 1).getByLabel("Quantité").fill("999 999 999");
    await line(page, 1).getByLabel("Prix unitaire").fill("999 999 999 999");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    await expect(line(page, 1)).toContainText(
      new RegExp(`La quantité ne peut pas dépasser 1${NB}000${NB}000`),
    );
    await expect(line(page, 1)).toContainText(
      new RegExp(`Le prix unitaire ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}FCFA`),
    );
    await expect(page.getByTestId("line-total")).toHaveText("—");
    await expect(page.getByTestId("total-ttc")).toContainText("dépasse son maximum");

    // Within each maximum, past the document's total.
    await line(page, 1).getByLabel("Quantité").fill("1 000 000");
    await line(page, 1).getByLabel("Prix unitaire").fill("10 000 000");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    await expect(page.getByRole("region", { name: "Prestations" })).toContainText(
      new RegExp(
        `Le total du document ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}000${NB}FCFA`,
      ),
    );
    expect(await printCalls(page)).toHaveLength(0);
  });

  test("la page d'un document tient dans 390 px : montants lisibles, rien ne déborde", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.request.post("/documents/emettre", {
      headers: { origin: new URL(page.url()).origin },
      data: {
        kind: "invoice",
        requestKey: `mobile-${Date.now()}`,
        form: {
          ...quoteForm([
            {
              designation: "Développement de la boutique en ligne avec paiement mobile",
              quantity: "2,5",
              unitPrice: "1 250 000",
            },
          ]),
          paymentTerms: "30",
          validityDays: "30",
        },
      },
    });
    const { number } = (await response.json()) as { number: string };
    await gotoReady(page, `/documents/${number}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const amount = page.getByRole("cell", { name: fcfa("3 125 000") });
    await expect(amount).toBeVisible();
    const box = (await amount.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByText(/2,5 × 1.250.000.FCFA/)).toBeVisible();
  });

  test("une facture de 60 lignes imprimée en PDF : en-tête sur chaque page, aucune ligne coupée", async ({
    page,
  }) => {
    const lines = Array.from({ length: 60 }, (_, i) => {
      const n = String(i + 1).padStart(2, "0");
      const long =
        i % 7 === 3
          ? " — développement, recette et mise en production, avec la documentation utilisateur, la formation de l'équipe et trois mois d'accompagnement après la livraison"
          : "";
      return {
        designation: `L${n}-début Module ${n}${long} L${n}-fin`,
        quantity: "1",
        unitPrice: String(10000 + i),
      };
    });
    await openDraft(page, "invoice", { ...quoteForm(lines), showPaidStamp: true });
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const popup = await popupPromise;
    await waitForPrint(page);
    const pages = (await pdfText(popup, "facture-60-lignes")).map(plain);
    expect(pages.length).toBeGreaterThan(1);

    for (let i = 1; i <= 60; i++) {
      const n = String(i).padStart(2, "0");
      const start = pages.findIndex((p) => p.includes(`L${n}-début`));
      const end = pages.findIndex((p) => p.includes(`L${n}-fin`));
      expect(start, `ligne ${n}`).toBeGreaterThanOrEqual(0);
      expect(end, `ligne ${n} coupée entre deux pages`).toBe(start);
      expect(pages.filter((p) => p.includes(`L${n}-début`))).toHaveLength(1);
    }
    pages.forEach((p, index) => {
      if (/L\d\d-début/.test(p)) {
        expect(p, `en-tête page ${index + 1}`).toMatch(/Désignation\s+Quantité\s+Prix unitaire/);
      }
      expect(p, `numéro de page ${index + 1}`).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    // Totals, words and signature together on one page.
    const closing = pages.findIndex((p) => p.includes("Total TTC"));
    expect(pages[closing]).toContain("Arrêtée la présente facture à la somme de");
    expect(pages[closing]).toContain("la Direction");
    // Σ (10 000 + i), i = 0…59 = 601 770; TVA 18 % = 108 318.6 → 108 319
    expect(pages[closing]).toMatch(/Total TTC\s+710 089 FCFA/);
  });

  test("mise en page mesurée : 8 lignes tiennent sur une page ; 40 lignes, jamais les totaux seuls", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        designation: `L${String(i + 1).padStart(2, "0")} Prestation${i % 3 === 1 ? " de développement, recette et mise en production avec la formation de l'équipe" : ""}`,
        quantity: i % 2 ? "1" : "2,5",
        unitPrice: String(150000 + i * 1000),
      }));
    const threeLines = { clientAddress: "Villa 12, Mermoz Pyrotechnie\nRue MZ-40\nDakar" };
    await openDraft(page, "quote", {
      ...quoteForm(rows(8)),
      ...threeLines,
      applyDiscount: true,
      discountPercentage: "10",
    });
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    const popup = await popupPromise;
    await waitForPrint(page);
    // The blocks as printed, in millimetres (96 px = 25.4 mm).
    await popup.emulateMedia({ media: "print" });
    const mm = await popup.evaluate(() => {
      const h = (sel: string) =>
        document.querySelector(sel)!.getBoundingClientRect().height * (25.4 / 96);
      return {
        masthead: h(".masthead"),
        parties: h(".parties"),
        table: h("table.lines"),
        closing: h(".closing"),
        body: document.body.getBoundingClientRect().height * (25.4 / 96),
      };
    });
    // A4 (297 mm) less the page margins (14 + 16 mm).
    expect(mm.closing).toBeLessThan(80);
    expect(mm.masthead + mm.parties + mm.table).toBeLessThan(267);
    expect(mm.body).toBeLessThan(267);
    expect(await pdfText(popup, "devis-8-lignes")).toHaveLength(1);
    await popup.close();

    await openDraft(page, "invoice", { ...quoteForm(rows(40)), ...threeLines });
    const second = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const popup2 = await second;
    await waitForPrint(page);
    const pages = (await pdfText(popup2, "facture-40-lignes")).map(plain);
    expect(pages.length).toBeGreaterThan(1);
    const closing = pages.findIndex((p) => /Total TTC/.test(p));
    expect(closing).toBe(pages.length - 1);
    // The totals share their page with the last lines of the table.
    expect(pages[closing]).toMatch(/L40 Prestation/);
    expect(pages[closing]).toMatch(/L39 Prestation/);
    pages.forEach((p, i) => {
      if (i > 0) expect(p, `en-tête compact page ${i + 1}`).toMatch(/Teranga Digital — FACT-/);
    });
    expect(pages[0]).not.toMatch(/Teranga Digital — FACT-/);
  });

  test("une facture de 500 lignes se génère et s'imprime", async ({ page }) => {
    test.setTimeout(180_000);
    const lines = Array.from({ length: 500 }, (_, i) => ({
      designation: `Article ${i + 1}`,
      quantity: "1.5",
      unitPrice: "1001",
    }));
    await openDraft(page, "invoice", quoteForm(lines));
    await expect(line(page, 500).getByLabel("Désignation")).toHaveValue("Article 500");
    // round(1.5 × 1 001) = 1 502 per line; 751 000 HT; TVA 135 180
    await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("886 180"));
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const popup = await popupPromise;
    await waitForPrint(page);
    await expect(popup.locator("table.lines > tbody > tr:not(.closing-row)")).toHaveCount(500);
    const pages = (await pdfText(popup, "facture-500-lignes")).map(plain);
    expect(pages.length).toBeGreaterThan(10);
    const all = pages.join("\n");
    for (const n of [1, 250, 499, 500]) expect(all).toMatch(new RegExp(`Article ${n}\\s+1,5`));
    expect(pages.at(-1)).toMatch(/Total TTC\s+886 180 FCFA/);
  });
});

test.describe("avant le script de la page", () => {
  test.use({ javaScriptEnabled: false });

  /** Signed in with JavaScript, then a page without it: the forms as the server sends them. */
  async function withoutScript(browser: Browser) {
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    await login(await withJs.newPage());
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await withJs.storageState(),
    });
    return {
      page: await noJs.newPage(),
      close: async () => {
        await withJs.close();
        await noJs.close();
      },
    };
  }

  test("« Ajouter » est désactivé comme « Générer » ; « Options supplémentaires » n'est pas requis", async ({
    browser,
  }) => {
    const { page, close } = await withoutScript(browser);
    await page.goto("/create-quote");
    await expect(page.getByRole("button", { name: "Générer le Devis" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Ajouter", exact: true })).toBeDisabled();
    await expect(page.getByLabel("NINEA du client (facultatif)")).not.toHaveAttribute(
      "required",
      /.*/,
    );
    await page.goto("/create-technical-proposal");
    await expect(page.getByRole("button", { name: "Générer la Proposition" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Ajouter Phase" })).toBeDisabled();
    await expect(
      page.getByRole("textbox", { name: "Options supplémentaires" }),
    ).not.toHaveAttribute("required", /.*/);
    await expect(page.getByLabel("Nom du projet")).toHaveAttribute("required", /.*/);
    await close();
  });

  test("« Facture acquittée » : sa date et son moyen paraissent dès la case cochée, sans script", async ({
    browser,
  }) => {
    const { page, close } = await withoutScript(browser);
    await page.goto("/create-invoice");
    await expect(page.getByLabel("Facture acquittée")).not.toBeChecked();
    await expect(page.getByLabel("Date du paiement")).toBeHidden();
    await page.getByLabel("Facture acquittée").check();
    await expect(page.getByLabel("Date du paiement")).toBeVisible();
    await expect(page.getByLabel("Date du paiement")).toHaveValue(
      new Date().toISOString().slice(0, 10),
    );
    await expect(page.getByLabel("Moyen de paiement")).toBeVisible();
    await close();
  });
});

test.describe("Proposition technique", () => {
  test.beforeEach(signedInToPrint);

  test("remplie, vérifiée et imprimée", async ({ page }) => {
    await gotoReady(page, "/create-technical-proposal");
    await expect(
      page.getByRole("heading", { level: 1, name: "Créer une Proposition Technique" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Nouvelle Proposition Technique" }),
    ).toBeVisible();
    await expect(page.getByLabel("Inclure les fonctionnalités")).toBeChecked();
    await expect(page.getByLabel("Inclure l'architecture technique")).not.toBeChecked();
    await expect(page.getByLabel("Architecture technique", { exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Générer la Proposition Technique" }).click();
    for (const message of [
      "Nom du projet requis",
      "Objectif requis",
      "Contexte requis",
      "Nom de la fonctionnalité requis",
      "Nom de la phase requis",
      "Durée requise",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Description requise", { exact: true })).toHaveCount(2);

    await page.getByLabel("Nom du projet").fill("Plateforme de réservation");
    await page
      .getByLabel("Objectif", { exact: true })
      .fill("Permettre de réserver et payer en ligne.");
    await page
      .getByLabel("Contexte", { exact: true })
      .fill("Un hôtel de Saly.\nRéservations par téléphone.");
    const f1 = page.getByRole("group", { name: "Fonctionnalité 1" });
    await f1.getByLabel("Nom de la fonctionnalité").fill("Paiement mobile");
    await f1.getByLabel("Description").fill("Wave et Orange Money");
    await page.getByLabel("Inclure l'architecture technique").check();
    await page
      .getByLabel("Architecture technique", { exact: true })
      .fill("React Router\nPostgreSQL\nHébergement à Dakar");
    const p1 = page.getByRole("group", { name: "Phase 1" });
    await p1.getByLabel("Nom de la phase").fill("Cadrage");
    await p1.getByLabel("Description").fill("Ateliers avec l'équipe");
    await p1.getByLabel("Durée").fill("1 semaine");
    await page.getByRole("button", { name: "Ajouter Phase" }).click();
    const p2 = page.getByRole("group", { name: "Phase 2" });
    await p2.getByLabel("Nom de la phase").fill("Développement");
    await p2.getByLabel("Description").fill("Sprints de deux semaines");
    await p2.getByLabel("Durée").fill("6 semaines");
    await page
      .getByLabel("Options supplémentaires", { exact: true })
      .fill("Formation\nMaintenance 12 mois");
    await expect(page.getByText("Nom du projet requis")).toHaveCount(0);

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Proposition Technique" }).click();
    const popup = await popupPromise;
    const printed = await waitForPrint(page);
    expect(printed.title).toMatch(
      /^Plateforme-de-réservation-PROP-TECH-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/,
    );
    const text = plain(await popup.locator("body").innerText());
    expect(text).toContain("Un hôtel de Saly.\nRéservations par téléphone.");
    expect(text).toContain("Paiement mobile");
    expect(text).toContain("React Router\nPostgreSQL\nHébergement à Dakar");
    expect(text).toContain("Formation\nMaintenance 12 mois");
    expect(text).toMatch(/Cadrage\s+1 semaine/);
    expect(text).toMatch(/Développement\s+6 semaines/);
    for (const d of [
      "Innovation technologique",
      "Rapidité d'exécution",
      "Expertise métier",
      "Accompagnement personnalisé",
    ]) {
      expect(text).toContain(d);
    }
    expect(text).toMatch(
      /valable 30 jours à compter de sa date d'émission, soit jusqu'au \d{2}\/\d{2}\/\d{4}/,
    );
    await pdfText(popup, "proposition");

    // Unticked sections leave the document.
    await page.getByLabel("Inclure les fonctionnalités").uncheck();
    await page.getByLabel("Inclure l'architecture technique").uncheck();
    const second = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Proposition Technique" }).click();
    const popup2 = await second;
    await waitForPrint(page, 2);
    const text2 = plain(await popup2.locator("body").innerText());
    expect(text2).not.toContain("Paiement mobile");
    expect(text2).not.toContain("Architecture technique");
    expect(text2).toMatch(/3\. Chronogramme/i);
  });
});
