import type { Page } from "@playwright/test";
import { expect, gotoReady, login, test } from "./fixtures.ts";
import {
  instrumentPrinting,
  openDraft,
  quoteForm,
  storedDraft,
  waitForPrint,
} from "./documents.ts";

// The studio's repeatable rows are Conform field lists: each row keeps its own
// key, so removing one in the middle leaves the others as they were typed.

const NB = /[\u00a0\u202f ]/.source;
const fcfa = (digits: string) => new RegExp(`${digits.replace(/ /g, NB)}${NB}FCFA`);

function line(page: Page, n: number) {
  return page.getByRole("group", { name: `Prestation ${n}` });
}

/** A new quote of one line, 200 000 FCFA, its discount ticked. */
async function quoteWithDiscount(page: Page) {
  await gotoReady(page, "/create-quote");
  await line(page, 1).getByLabel("Désignation").fill("Audit");
  await line(page, 1).getByLabel("Prix unitaire").fill("200000");
  await page.getByLabel("Appliquer une remise").check();
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test("trois prestations, celle du milieu supprimée : les deux autres gardent leur saisie et les totaux suivent", async ({
  page,
}) => {
  await gotoReady(page, "/create-quote");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("group", { name: /^Prestation \d+$/ })).toHaveCount(3);

  const typed = [
    { designation: "Maquettes", quantity: "2", unitPrice: "50000" },
    { designation: "Intégration", quantity: "1,5", unitPrice: "120000" },
    { designation: "Formation", quantity: "3", unitPrice: "25000" },
  ];
  for (const [i, row] of typed.entries()) {
    await line(page, i + 1)
      .getByLabel("Désignation")
      .fill(row.designation);
    await line(page, i + 1)
      .getByLabel("Quantité")
      .fill(row.quantity);
    await line(page, i + 1)
      .getByLabel("Prix unitaire")
      .fill(row.unitPrice);
  }
  const recap = page.getByRole("region", { name: "Récapitulatif" });
  // 100 000 + 180 000 + 75 000 = 355 000 HT; TVA 18 % 63 900
  await expect(recap.getByTestId("total-ttc")).toHaveText(fcfa("418 900"));

  // A row above goes away while the person is in the third one (a click that
  // does not take the focus): the same input, still focused, is now the second.
  await line(page, 3).getByLabel("Désignation").focus();
  await page
    .getByRole("button", { name: "Supprimer la prestation 2" })
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(line(page, 2).getByLabel("Désignation")).toBeFocused();

  await expect(page.getByRole("group", { name: /^Prestation \d+$/ })).toHaveCount(2);
  await expect(line(page, 1).getByLabel("Désignation")).toHaveValue("Maquettes");
  await expect(line(page, 1).getByLabel("Quantité")).toHaveValue("2");
  await expect(line(page, 1).getByLabel("Prix unitaire")).toHaveValue("50\u00a0000");
  await expect(line(page, 1).getByTestId("line-total")).toHaveText(fcfa("100 000"));
  await expect(line(page, 2).getByLabel("Désignation")).toHaveValue("Formation");
  await expect(line(page, 2).getByLabel("Quantité")).toHaveValue("3");
  await expect(line(page, 2).getByLabel("Prix unitaire")).toHaveValue("25\u00a0000");
  await expect(line(page, 2).getByTestId("line-total")).toHaveText(fcfa("75 000"));
  // 175 000 HT; TVA 31 500
  await expect(recap.getByText("Total HT").locator("xpath=following-sibling::dd")).toHaveText(
    fcfa("175 000"),
  );
  await expect(recap.getByTestId("total-ttc")).toHaveText(fcfa("206 500"));

  // The draft keeps the two rows left, in order.
  await expect
    .poll(async () => {
      const raw = await storedDraft(page, "quote");
      return raw ? (JSON.parse(raw) as { form: { prestations: unknown } }).form.prestations : null;
    })
    .toEqual([
      // Each line with its own VAT ("": the document's rate).
      {
        designation: "Maquettes",
        quantity: "2",
        unitPrice: "50\u00a0000",
        vat: "",
        exemptionReason: "",
      },
      {
        designation: "Formation",
        quantity: "3",
        unitPrice: "25\u00a0000",
        vat: "",
        exemptionReason: "",
      },
    ]);
});

test("une remise de 12,5 % n'est jamais ramenée à 12 : le champ garde la saisie et dit pourquoi", async ({
  page,
}) => {
  await quoteWithDiscount(page);
  const rate = page.getByLabel("Remise (%)");
  await rate.fill("12.5");
  await rate.blur();
  // Written the French way, never cut.
  await expect(rate).toHaveValue("12,5");
  // No total counted on a rate the document would not take.
  await expect(page.getByTestId("total-ttc")).toHaveText(
    "Un taux avec décimales ne se compte pas\u00a0: corrigez le champ signalé pour voir les totaux.",
  );
  await expect(page.getByRole("region", { name: "Récapitulatif" })).not.toContainText("Remise (12");
  // « Générer »: the field says why, and keeps what was typed.
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await expect(rate).toHaveAccessibleDescription(
    "La remise doit être un pourcentage entier, sans décimale",
  );
  await expect(rate).toHaveValue("12,5");
  await rate.fill("12");
  await rate.blur();
  // 200 000 − 24 000 = 176 000; TVA 31 680
  await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("207 680"));
});

test("une remise décochée puis recochée garde son taux ; une phase retirée au milieu laisse les autres intactes", async ({
  page,
}) => {
  await quoteWithDiscount(page);
  await page.getByLabel("Remise (%)").fill("10");
  await page.getByLabel("Appliquer une remise").uncheck();
  await expect(page.getByLabel("Remise (%)")).toHaveCount(0);
  await page.getByLabel("Appliquer une remise").check();
  await expect(page.getByLabel("Remise (%)")).toHaveValue("10");
  // 200 000 − 20 000 = 180 000; TVA 32 400
  await expect(page.getByTestId("total-ttc")).toHaveText(fcfa("212 400"));

  await gotoReady(page, "/create-technical-proposal");
  await page.getByRole("button", { name: "Ajouter Phase" }).click();
  await page.getByRole("button", { name: "Ajouter Phase" }).click();
  const names = ["Cadrage", "Développement", "Recette"];
  for (const [i, name] of names.entries()) {
    const phase = page.getByRole("group", { name: `Phase ${i + 1}` });
    await phase.getByLabel("Nom de la phase").fill(name);
    await phase.getByLabel("Description").fill(`${name} : le détail`);
    await phase.getByLabel("Durée").fill(`${i + 1} semaines`);
  }
  await page.getByRole("button", { name: "Supprimer la phase 2" }).click();
  await expect(page.getByRole("group", { name: /^Phase \d+$/ })).toHaveCount(2);
  const first = page.getByRole("group", { name: "Phase 1" });
  const second = page.getByRole("group", { name: "Phase 2" });
  await expect(first.getByLabel("Nom de la phase")).toHaveValue("Cadrage");
  await expect(first.getByLabel("Durée")).toHaveValue("1 semaines");
  await expect(second.getByLabel("Nom de la phase")).toHaveValue("Recette");
  await expect(second.getByLabel("Description")).toHaveValue("Recette : le détail");
  await expect(second.getByLabel("Durée")).toHaveValue("3 semaines");

  // Architecture typed, hidden, shown again: still there.
  await page.getByLabel("Inclure l'architecture technique").check();
  await page
    .getByLabel("Architecture technique", { exact: true })
    .fill("React Router et PostgreSQL");
  await page.getByLabel("Inclure l'architecture technique").uncheck();
  await expect(page.getByLabel("Architecture technique", { exact: true })).toHaveCount(0);
  await page.getByLabel("Inclure l'architecture technique").check();
  await expect(page.getByLabel("Architecture technique", { exact: true })).toHaveValue(
    "React Router et PostgreSQL",
  );
});

test("« Générer » essayé à nouveau après une réponse perdue : la même clé, un seul devis", async ({
  page,
}) => {
  await instrumentPrinting(page);
  await openDraft(
    page,
    "quote",
    quoteForm([{ designation: "Audit", quantity: "1", unitPrice: "100000" }]),
  );
  await expect(page.getByLabel("Nom du client")).toHaveValue("Boutique Keur Yaay");

  // The server issues the first request, but its answer never reaches the page.
  const keys: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/documents/emettre")) return;
    keys.push((JSON.parse(request.postData() ?? "{}") as { requestKey: string }).requestKey);
  });
  let lost = "";
  await page.route("**/documents/emettre", async (route) => {
    const response = await route.fetch();
    lost = ((await response.json()) as { number: string }).number;
    await route.abort("connectionreset");
    await page.unroute("**/documents/emettre");
  });
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await expect(page.getByText(/Le serveur est injoignable/)).toBeVisible();
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await waitForPrint(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The number issued for the lost answer, not a second one.
  expect(lost).toMatch(/^DEVIS-/);
  await expect(page.getByRole("status").filter({ hasText: lost })).toContainText(
    "émis et enregistré au registre",
  );
});
