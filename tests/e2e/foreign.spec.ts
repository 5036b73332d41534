import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, gotoReady, login, SHOTS, test } from "./fixtures.ts";
import { generatePrinted, instrumentPrinting, keptPdfText, plain } from "./documents.ts";

// Issue 35 §6 (ADR 055): a Paris client in English and EUR made through « Nouveau client »,
// an invoice for it through the form (prices typed with cents), read back from its PDF and
// from its client page: English words, amount in words and date, the parity line, no
// « Payer en ligne ». Figures computed here, by hand, in cents.

const OUT = "test-results/foreign";

// One client made, one invoice issued, one PDF drawn, one fresh browser on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// By hand: 1 × 2 500,00 + 12 × 15,50 = 2 686,00 € HT; VAT 18 % = 483,48 €; TTC 3 169,48 €.
const HT_CENTS = 1 * 250_000 + 12 * 1_550;
const VAT_CENTS = Math.round((HT_CENTS * 18) / 100); // 48 348: exact, no rounding to state
const TTC_CENTS = HT_CENTS + VAT_CENTS;
// × 655,957 = 2 079 042,59… francs, rounded half away from zero: 2 079 043 (BigInt, no float).
const XOF = (BigInt(TTC_CENTS) * 655_957n + 50_000n) / 100_000n;
const euros = (cents: number) =>
  `€${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
const WORDS = "Three thousand one hundred sixty-nine euros and forty-eight cents, VAT included";
const EQUIVALENT = `Equivalent: XOF ${XOF.toLocaleString("en-US")} (fixed parity 1 EUR = 655.957 XOF)`;
// The day issued as an English reader writes it (Dakar is UTC+0 all year).
const today = () =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());

async function shots(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
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

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  return { context, page: await context.newPage() };
}

test("un client parisien en anglais et en euros : sa facture en anglais, au centime, avec la parité, dans le PDF et sur la page client", async ({
  page,
  browser,
}) => {
  expect(TTC_CENTS).toBe(316_948);
  expect(XOF).toBe(2_079_043n);
  const tag = Date.now().toString(36);
  const name = `Atelier Lumière ${tag}`;
  await instrumentPrinting(page);
  await login(page);

  // « Nouveau client »: English and EUR chosen on its form, shown on its page.
  await gotoReady(page, "/clients/nouveau");
  await shots(page, "client-nouveau", false);
  await page.getByLabel("Nom du client").fill(name);
  await page.getByLabel("Email (facultatif)").fill(`compta-${tag}@atelier-lumiere.fr`);
  await page.getByLabel("Téléphone (facultatif)").fill("+33 1 42 00 00 00");
  await page.getByLabel("Adresse (facultatif)").fill("12 rue de Rivoli\n75004 Paris");
  // In France (ADR 064): its VAT number where a Senegalese client has its NINEA.
  await page.getByLabel("Pays", { exact: true }).selectOption({ label: "France" });
  await page.getByLabel("NINEA (facultatif)").fill("FR 40 303265045");
  await page.getByLabel("Langue des documents").selectOption({ label: "Anglais" });
  await page.getByLabel("Devise", { exact: true }).selectOption({ label: "Euro (EUR)" });
  await page.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Anglais, Euro (EUR)")).toBeVisible();
  const details = page.getByRole("region", { name: "Coordonnées" });
  await expect(details.getByText("France", { exact: true })).toBeVisible();
  await expect(details.getByText("Numéro fiscal", { exact: true })).toBeVisible();
  await shots(page, "client-fiche");

  // The invoice form: the client chosen brings its language and currency.
  await gotoReady(page, "/create-invoice");
  const clientBox = page.getByRole("combobox", { name: "Nom du client" });
  await clientBox.pressSequentially(`Lumière ${tag}`);
  await page
    .getByRole("listbox", { name: "Clients connus" })
    .getByRole("option", { name: new RegExp(name) })
    .click();
  await expect(clientBox).toHaveValue(name);
  await expect(page.getByLabel("Langue du document")).toHaveValue("en");
  await expect(page.getByLabel("Devise", { exact: true })).toHaveValue("EUR");
  await expect(page.getByLabel("Téléphone du client")).toHaveValue("+33 1 42 00 00 00");
  await expect(page.getByLabel("Pays du client")).toHaveValue("FR");
  await expect(page.getByLabel("NINEA du client (facultatif)")).toHaveValue("FR 40 303265045");
  await page.getByLabel("Titre du projet").fill("Online shop");
  await page.getByLabel("Durée estimée").fill("6 weeks");
  const line = (n: number) => page.getByRole("group", { name: `Prestation ${n}` });
  await line(1).getByLabel("Désignation").fill("Website design");
  await line(1).getByLabel("Quantité").fill("1");
  await line(1).getByLabel("Prix unitaire").fill("2 500");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await line(2).getByLabel("Désignation").fill("Hosting (12 months)");
  await line(2).getByLabel("Quantité").fill("12");
  await line(2).getByLabel("Prix unitaire").fill("15,50");
  const applyVat = page.getByLabel("Appliquer la TVA");
  if (!(await applyVat.isChecked())) await applyVat.check();
  await page.getByLabel("TVA (%)").fill("18");
  await expect(page.getByTestId("total-ttc")).toContainText(/3[\u00a0\u202f ]169,48/);
  await shots(page, "facture-formulaire");
  // Still all there after the screenshots' reloads (the draft is kept in the tab).
  await expect(page.getByTestId("total-ttc")).toContainText(/3[\u00a0\u202f ]169,48/);
  const { number, printed } = await generatePrinted(page, "invoice");
  expect(plain(printed.html)).toContain(EQUIVALENT);

  // Its PDF, as the staff page and the client link serve it.
  const pdf = await page.request.get(`/documents/${number}/pdf`);
  expect(pdf.ok()).toBe(true);
  const text = keptPdfText(OUT, "facture-paris.pdf", await pdf.body(), { image: true });
  expect(text).toContain("INVOICE");
  expect(text).toContain(number);
  expect(text).toMatch(new RegExp(`Date\\s+${today()}`));
  expect(text).toContain("BILLED TO");
  expect(text).toMatch(/75004 Paris.*\n\s*France\n/);
  expect(text).toContain("Tax ID: FR 40 303265045");
  expect(text).toMatch(/Hosting \(12 months\)\s+12\s+15\.50\s+186\.00/);
  expect(text).toMatch(new RegExp(`Total excl\\. VAT\\s+${euros(HT_CENTS)}`));
  expect(text).toMatch(new RegExp(`VAT \\(18 %\\)\\s+${euros(VAT_CENTS)}`));
  expect(text).toMatch(new RegExp(`Total incl\\. VAT\\s+${euros(TTC_CENTS)}`));
  // The words sit in a column beside the totals (-layout): read line by line.
  expect(text).toContain("This invoice amounts to: Three thousand one hundred");
  expect(text).toContain("sixty-nine euros and forty-eight cents, VAT included.");
  expect(text).toContain(EQUIVALENT.replace(/ XOF\)$/, ""));
  expect(text).toContain("IBAN:");
  expect(text).not.toMatch(/Facture|Désignation|Arrêtée|Échéance|FCFA|Wave|Payer en ligne/);

  // Its client page, in a fresh browser without an account.
  await gotoReady(page, `/documents/${number}`);
  const link = await page
    .getByRole("region", { name: "Lien client" })
    .getByTestId("client-link")
    .inputValue();
  const client = await freshPage(browser);
  await client.page.goto(link);
  await expect(client.page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  const body = plain(await client.page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(body).toContain(today());
  expect(body).toContain(`This invoice amounts to: ${WORDS}`);
  expect(body).toContain(EQUIVALENT);
  expect(body).toContain(euros(TTC_CENTS));
  expect(body).toContain("IBAN");
  // The document's part carries no franc; the balance (the ledger's, in francs) and the
  // page's own buttons are still French (ADR 055, not built yet).
  const lines = plain(await client.page.getByTestId("client-lines").innerText());
  expect(lines).not.toContain("FCFA");
  await expect(client.page.getByRole("link", { name: /Payer en ligne/ })).toHaveCount(0);
  expect(body).not.toContain("Payer en ligne");
  await expect(client.page.getByTestId("document-status")).toHaveText("Issued");
  await shots(client.page, "page-client");

  // « Annuler la facture » on the staff page: a credit note in euros for its francs, the
  // invoice's whole XOF total (ADR 055); its client page then says so in English.
  await gotoReady(page, `/documents/${number}`);
  await page.getByText("Annuler la facture…").click();
  await page.getByLabel("Motif de l'annulation", { exact: true }).fill("Wrong client");
  await page.getByRole("button", { name: "Annuler la facture" }).click();
  await expect(page.getByTestId("document-status")).toHaveText("Annulée");
  const mark = page.getByText(/^ANNULÉE — avoir AVOIR-[\d-]+$/);
  const creditNote = /AVOIR-[\d-]+/.exec((await mark.textContent())!)![0];
  await expect(page.getByRole("list", { name: "Avoirs" })).toContainText(
    `${String(XOF).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0FCFA`,
  );
  const note = await page.request.get(`/documents/${creditNote}/pdf`);
  const noteText = keptPdfText(OUT, "avoir-paris.pdf", await note.body(), { image: true });
  expect(noteText).toContain("CREDIT NOTE");
  expect(noteText).toMatch(new RegExp(`Credit note total incl\\. VAT\\s+${euros(TTC_CENTS)}`));
  expect(noteText).toContain(EQUIVALENT.replace(/ \(fixed.*$/, ""));
  await client.page.reload();
  await expect(client.page.getByTestId("document-status")).toHaveText("Cancelled");
  await expect(client.page.getByText(`CANCELLED — credit note ${creditNote}`)).toBeVisible();
  await shots(client.page, "page-client-annulee");
  await client.context.close();
});
