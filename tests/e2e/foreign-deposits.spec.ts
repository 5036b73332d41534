import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, gotoReady, login, test, toasts } from "./fixtures.ts";
import { generatePrinted, instrumentPrinting, keptPdfText, plain } from "./documents.ts";

// Issue 35 §6 (ADR 055): an English EUR quote for a Paris client, accepted online by the
// client, billed by a deposit of 30 % and its balance, each paid by bank transfer: the
// pages, the PDFs and the register as people see them. Every figure is computed here, by
// hand, in cents and francs (never with the app's helpers).

const OUT = "test-results/foreign-deposits";

// One walk in three steps, in order on one worker, each a few forms, a PDF and a second
// browser (the client's) on a loaded machine; a step failed skips the next ones.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** round(n / d) half away from zero, for n, d ≥ 0, in exact integers. */
const round = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
/** Cents to francs at the fixed parity 1 EUR = 655,957 XOF, half away from zero. */
const francs = (cents: bigint) => round(cents * 655_957n, 100_000n);

// By hand: 1 × 1 000,00 + 3 × 78,19 = 1 234,57 € HT; VAT 18 % = 222,2226 → 222,22 €.
const HT = 100_000n + 3n * 7_819n;
const VAT = round(HT * 18n, 100n);
const TTC = HT + VAT;
const QUOTE_XOF = francs(TTC);
// The deposit: 30 % of 1 456,79 € = 437,037 → 437,04 €; its VAT inside, round(× 18 / 118).
const D = round(TTC * 30n, 100n);
const D_VAT = round(D * 18n, 118n);
// Its francs: round((billed before + its cents) × 655,957) − the francs billed before (none).
const BEFORE = { cents: 0n, francs: 0n };
const D_XOF = francs(BEFORE.cents + D) - BEFORE.francs;
// The balance: the rest in cents, and in francs what the deposit leaves of the quote's.
const B = TTC - D;
const B_VAT = VAT - D_VAT;
const B_HT = HT - (D - D_VAT);
const B_XOF = QUOTE_XOF - D_XOF;

/** « €1,456.79 » as an English document writes cents. */
const euros = (cents: bigint) =>
  `€${(cents / 100n).toLocaleString("en-US")}.${String(cents % 100n).padStart(2, "0")}`;
/** « 286 679 FCFA » as the staff pages write francs (plain spaces). */
const fcfa = (n: bigint) => `${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ")} FCFA`;
const equivalent = (xof: bigint) =>
  `Equivalent: XOF ${xof.toLocaleString("en-US")} (fixed parity 1 EUR = 655.957 XOF)`;
// The day issued as an English reader writes it (Dakar is UTC+0 all year).
const today = () =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  return { context, page: await context.newPage() };
}

async function pdfOf(page: Page, number: string): Promise<string> {
  const response = await page.request.get(`/documents/${number}/pdf`);
  expect(response.status()).toBe(200);
  return keptPdfText(OUT, `${number}.pdf`, await response.body());
}

/** A kept PDF in reading order (-raw), lines joined: the amount in words sits in a column. */
const rawText = (number: string) =>
  plain(
    execFileSync("pdftotext", ["-raw", path.join(OUT, `${number}.pdf`), "-"], {
      encoding: "utf8",
    }),
  ).replace(/\s+/g, " ");

/** The number of the invoice page the browser lands on. */
async function openedNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/documents\/FACT-[\d-]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

async function clientLink(page: Page, number: string): Promise<string> {
  await gotoReady(page, `/documents/${number}`);
  return page.getByRole("region", { name: "Lien client" }).getByTestId("client-link").inputValue();
}

/** « Enregistrer un paiement » on the invoice's page: a transfer of `amount` francs. */
async function payByTransfer(page: Page, amount: bigint, reference: string) {
  await page.getByLabel("Montant (FCFA)").fill(String(amount));
  await page.getByLabel("Moyen").selectOption("virement");
  await page.getByLabel("Référence").fill(reference);
  await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByTestId("document-status")).toHaveText("Payée");
}

/** What each step leaves to the next. */
const walk = { tag: "", clientPage: "", quote: "", deposit: "" };

const billingOf = (page: Page) => page.getByRole("region", { name: "Facturation du devis" });
const dueOf = (page: Page) =>
  page.getByTestId("ledger-balance").locator("div", { hasText: "Reste à payer" }).locator("dd");

test.beforeEach(async ({ page }) => {
  await instrumentPrinting(page);
  await login(page);
});

test("un client parisien reçoit un devis en anglais et en euros et l'accepte en ligne, en anglais", async ({
  page,
  browser,
}) => {
  // The figures by hand, where each rounding shows.
  expect([HT, VAT, TTC, QUOTE_XOF]).toEqual([123_457n, 22_222n, 145_679n, 955_592n]);
  expect([D, D_VAT, D_XOF]).toEqual([43_704n, 6_667n, 286_679n]);
  expect([B, B_VAT, B_HT, B_XOF]).toEqual([101_975n, 15_555n, 86_420n, 668_913n]);
  // The balance's own cents converted alone would give a franc less: the deposits' rule
  // (each carries what its running sum adds) keeps the two invoices at the quote's francs.
  expect(francs(B)).toBe(668_912n);
  expect(D_XOF + B_XOF).toBe(QUOTE_XOF);

  const tag = Date.now().toString(36);
  walk.tag = tag;
  const name = `Maison Bleue ${tag}`;

  // The client, in Paris, English and EUR.
  await gotoReady(page, "/clients/nouveau");
  await page.getByLabel("Nom du client").fill(name);
  await page.getByLabel("Email (facultatif)").fill(`finance-${tag}@maison-bleue.fr`);
  await page.getByLabel("Téléphone (facultatif)").fill("+33 1 44 00 00 00");
  await page.getByLabel("Adresse (facultatif)").fill("8 rue du Bac\n75007 Paris, France");
  await page.getByLabel("Langue des documents").selectOption({ label: "Anglais" });
  await page.getByLabel("Devise", { exact: true }).selectOption({ label: "Euro (EUR)" });
  await page.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  walk.clientPage = page.url();

  // The quote, through the form: the client brings English and EUR; prices with cents.
  await gotoReady(page, "/create-quote");
  const clientBox = page.getByRole("combobox", { name: "Nom du client" });
  await clientBox.pressSequentially(`Bleue ${tag}`);
  await page
    .getByRole("listbox", { name: "Clients connus" })
    .getByRole("option", { name: new RegExp(name) })
    .click();
  await expect(page.getByLabel("Langue du document")).toHaveValue("en");
  await expect(page.getByLabel("Devise", { exact: true })).toHaveValue("EUR");
  await page.getByLabel("Titre du projet").fill("Brand website");
  await page.getByLabel("Durée estimée").fill("5 weeks");
  const line = (n: number) => page.getByRole("group", { name: `Prestation ${n}` });
  await line(1).getByLabel("Désignation").fill("Website design");
  await line(1).getByLabel("Quantité").fill("1");
  await line(1).getByLabel("Prix unitaire").fill("1 000");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await line(2).getByLabel("Désignation").fill("Photography (per day)");
  await line(2).getByLabel("Quantité").fill("3");
  await line(2).getByLabel("Prix unitaire").fill("78,19");
  const applyVat = page.getByLabel("Appliquer la TVA");
  if (!(await applyVat.isChecked())) await applyVat.check();
  await page.getByLabel("TVA (%)").fill("18");
  await expect(page.getByTestId("total-ttc")).toContainText(/1[\u00a0\u202f ]456,79/);
  const { number: quote, printed } = await generatePrinted(page, "quote");
  walk.quote = quote;
  expect(plain(printed.html)).toContain(equivalent(QUOTE_XOF));

  // The client reads it in English and accepts it online.
  const client = await freshPage(browser);
  await client.page.goto(await clientLink(page, quote));
  await expect(client.page.getByRole("heading", { level: 1, name: quote })).toBeVisible();
  const quoteBody = plain(await client.page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(quoteBody).toContain(euros(TTC));
  expect(quoteBody).toContain(equivalent(QUOTE_XOF));
  expect(quoteBody).toContain(today());
  expect(quoteBody).not.toContain("FCFA");
  await client.page.getByRole("link", { name: "Accept the quotation" }).click();
  const approval = client.page.getByRole("heading", {
    level: 1,
    name: "Approval of the quotation",
  });
  await expect(approval).toBeVisible();
  // Read aloud in English: the page's part carries its language.
  await expect(client.page.locator("section[lang=en]")).toContainText("Approval of the quotation");
  const summary = plain(await client.page.locator("section[lang=en] dl").innerText());
  expect(summary).toContain(`Amount incl. VAT\n${euros(TTC)}`);
  await client.page.getByLabel("Full name").fill("Claire Martin");
  await client.page.getByLabel(/^Position/).fill("Managing director");
  await client.page
    .getByLabel(`I accept quotation no. ${quote} for ${euros(TTC)} incl. VAT and its terms`)
    .check();
  await client.page.getByRole("button", { name: "Accept the quotation" }).click();
  await expect(client.page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  const accepted = plain(await client.page.getByRole("region", { name: "Approved" }).innerText());
  expect(accepted).toMatch(
    new RegExp(
      `Approved online on ${today()} at \\d\\d:\\d\\d \\(Dakar time\\) by Claire Martin \\(Managing director\\), SHA-256 fingerprint [0-9a-f]{64}`,
    ),
  );
  const afterAccept = plain(await client.page.locator("section[lang=en]").innerText());
  expect(afterAccept).not.toMatch(/Accepté|Merci|devis|FCFA/);
  // Back on the quote's page, and in its PDF, the approval reads in English too.
  await client.page.getByRole("link", { name: "Back to the quotation" }).click();
  await expect(client.page.getByTestId("document-status")).toHaveText("Accepted");
  await expect(client.page.getByRole("region", { name: "Approved" })).toContainText(
    `Approved online on ${today()} at`,
  );
  const quotePdf = (await pdfOf(page, quote)).replace(/\s+/g, " ");
  expect(quotePdf).toContain(`Approved online on ${today()} at`);
  expect(quotePdf).toContain("(Dakar time) by Claire Martin (Managing director), SHA-256");
  expect(quotePdf).not.toMatch(/Bon pour accord|Accepté|FCFA/);
  await client.context.close();
});

test("son acompte de 30 %, au centime et au franc, payé par virement : sa page client et son PDF en anglais", async ({
  page,
  browser,
}) => {
  const { quote, tag } = walk;
  // The staff see it accepted; a deposit of 30 % from its page.
  await gotoReady(page, `/documents/${quote}`);
  await expect(page.getByTestId("document-status")).toHaveText("Accepté");
  const billing = billingOf(page);
  expect(plain(await billing.innerText())).toContain(`Total du devis TTC\n1 456,79 €`);
  await billing.getByLabel("Pourcentage ou montant").fill("30");
  await billing.getByRole("button", { name: "Émettre la facture d'acompte" }).click();
  const deposit = await openedNumber(page);
  walk.deposit = deposit;
  await expect(toasts(page).getByText(`Facture d'acompte ${deposit} émise.`)).toBeVisible();
  const depositCard = plain(
    await page.getByRole("region", { name: "Facture d'acompte" }).innerText(),
  );
  expect(depositCard).toContain("Acompte HT\n370,37 €");
  expect(depositCard).toContain("TVA (18 %)\n66,67 €");
  expect(depositCard).toContain("Acompte TTC\n437,04 €");
  // The register's total is the deposit's francs: what the staff record as paid.
  await expect(dueOf(page)).toHaveText(fcfa(D_XOF).replace(/ /g, "\u00a0"));
  await payByTransfer(page, D_XOF, `VIR-${tag}-1`);

  const depositPdf = await pdfOf(page, deposit);
  expect(depositPdf).toContain("DEPOSIT INVOICE");
  expect(depositPdf).toContain(deposit);
  expect(depositPdf).toMatch(new RegExp(`Date\\s+${today()}`));
  expect(depositPdf).toContain(`${quote} of ${today()}`);
  expect(depositPdf).toMatch(new RegExp(`Total excl\\. VAT\\s+${euros(D - D_VAT)}`));
  expect(depositPdf).toMatch(new RegExp(`VAT \\(18 %\\)\\s+${euros(D_VAT)}`));
  expect(depositPdf).toMatch(new RegExp(`Total incl\\. VAT\\s+${euros(D)}`));
  expect(rawText(deposit)).toContain(
    "This invoice amounts to: Four hundred thirty-seven euros and four cents, VAT included.",
  );
  expect(depositPdf).toContain(equivalent(D_XOF).replace(/ XOF\)$/, ""));
  expect(depositPdf).toContain("IBAN:");
  expect(depositPdf).toMatch(/NINEA: \S+ \S+ · RCCM: /);
  expect(depositPdf).not.toMatch(/Facture|Acompte|Arrêtée|Échéance|FCFA|Wave|Payer en ligne/);

  // Its client page, in English, paid: bank transfer named in English, no Wave nor PayTech.
  const client = await freshPage(browser);
  await client.page.goto(await clientLink(page, deposit));
  await expect(client.page.getByRole("heading", { level: 1, name: deposit })).toBeVisible();
  await expect(client.page.getByTestId("document-status")).toHaveText("Paid");
  const depositBody = plain(await client.page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(depositBody).toContain("DEPOSIT INVOICE");
  expect(depositBody).toContain(euros(D));
  expect(depositBody).toContain(equivalent(D_XOF));
  expect(depositBody).toContain(`${today()} · Bank transfer XOF ${D_XOF.toLocaleString("en-US")}`);
  expect(depositBody).toContain(`Paid on ${today()}. Thank you.`);
  expect(depositBody).not.toMatch(/Virement|Acompte|FCFA|Payer en ligne|Pay online/);
  await expect(client.page.getByRole("link", { name: /Pay online|Payer/ })).toHaveCount(0);

  await client.context.close();
});

test("son solde, au centime et au franc, payé par virement ; le devis, le registre et le compte du client soldés", async ({
  page,
  browser,
}) => {
  const { quote, deposit, tag, clientPage } = walk;
  const billing = billingOf(page);
  // The balance invoice, from the quote's page: the rest in euros and in francs.
  await gotoReady(page, `/documents/${quote}`);
  expect(plain(await billing.innerText())).toContain("Reste à facturer\n1 019,75 €");
  await page.getByRole("button", { name: "Facture de solde" }).click();
  const balance = await openedNumber(page);
  await expect(toasts(page).getByText(`Facture de solde ${balance} émise.`)).toBeVisible();
  const card = plain(await page.getByRole("region", { name: "Facture de solde" }).innerText());
  expect(card).toContain("Net à payer\n1 019,75 €");
  // One deposit: the staff's card says it in the singular.
  expect(card).toContain("après déduction de l'acompte.");
  expect(card).toContain("Acompte déduit\n");
  expect(card).not.toMatch(/acomptes/i);
  expect(card).toMatch(new RegExp(`${deposit}\\s+(\\S+\\s+)?370,37 €\\s+66,67 €\\s+437,04 €`));
  await expect(dueOf(page)).toHaveText(fcfa(B_XOF).replace(/ /g, "\u00a0"));

  // Its client page before payment: the bank details, no online payment in francs.
  const client = await freshPage(browser);
  await client.page.goto(await clientLink(page, balance));
  await expect(client.page.getByRole("heading", { level: 1, name: balance })).toBeVisible();
  const details = plain(await client.page.getByTestId("payment-details").innerText());
  expect(details).toContain("Bank transfer");
  expect(details).toContain("IBAN:");
  expect(details).not.toMatch(/Wave|Orange Money/);
  await expect(client.page.getByRole("link", { name: /Pay online|Payer/ })).toHaveCount(0);
  const balanceBody = plain(await client.page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(balanceBody).toContain("BALANCE INVOICE");
  expect(balanceBody).toContain(equivalent(B_XOF));
  expect(balanceBody).toContain(`Balance due XOF ${B_XOF.toLocaleString("en-US")}`);

  await gotoReady(page, `/documents/${balance}`);
  await payByTransfer(page, B_XOF, `VIR-${tag}-2`);

  const balancePdf = await pdfOf(page, balance);
  expect(balancePdf).toContain("BALANCE INVOICE");
  expect(balancePdf).toMatch(new RegExp(`Date\\s+${today()}`));
  expect(balancePdf).toContain("Website design");
  expect(balancePdf).toMatch(/Photography \(per day\)\s+3\s+78\.19\s+234\.57/);
  expect(balancePdf).toMatch(new RegExp(`Total incl\\. VAT\\s+${euros(TTC)}`));
  expect(balancePdf).toMatch(new RegExp(`Deposit deducted\\s+− ${euros(D)}`));
  expect(balancePdf).toMatch(new RegExp(`Amount due\\s+${euros(B)}`));
  // The deductions' row: its date's year may wrap under its day and month (-layout).
  const [day, month, year] = today().split(" ");
  expect(balancePdf).toMatch(
    new RegExp(
      `${deposit}\\s+${day} ${month}( ${year})?\\s+${euros(D - D_VAT)}\\s+${euros(D_VAT)}\\s+${euros(D)}`,
    ),
  );
  expect(balancePdf).toMatch(
    new RegExp(`Balance \\(amount due\\)\\s+${euros(B_HT)}\\s+${euros(B_VAT)}\\s+${euros(B)}`),
  );
  expect(rawText(balance)).toContain(
    "This invoice amounts to: One thousand nineteen euros and seventy-five cents, VAT included.",
  );
  expect(balancePdf).toContain(equivalent(B_XOF).replace(/ XOF\)$/, ""));
  expect(balancePdf).not.toMatch(/Facture|Acompte|Arrêtée|Échéance|FCFA|Wave|Payer en ligne/);

  await client.page.reload();
  await expect(client.page.getByTestId("document-status")).toHaveText("Paid");

  // Settled: the quote's page, the register and the client's account.
  await gotoReady(page, `/documents/${quote}`);
  await expect(billing).toContainText("Ce devis est facturé.");
  for (const n of [deposit, balance]) {
    await expect(billing.getByRole("link", { name: n, exact: true })).toBeVisible();
  }
  const invoices = plain(
    await billing.getByRole("list", { name: "Factures de ce devis" }).innerText(),
  );
  expect(invoices).toMatch(new RegExp(`${deposit}[^\\n]*\\n?437,04 €\\s*Payée`));
  expect(invoices).toMatch(new RegExp(`${balance}[^\\n]*\\n?1 019,75 €\\s*Payée`));

  await gotoReady(page, `/documents?q=${tag}`);
  for (const [n, xof] of [
    [deposit, D_XOF],
    [balance, B_XOF],
  ] as const) {
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: n, exact: true }) });
    await expect(row).toContainText("Payée");
    await expect(row).toContainText(fcfa(xof).replace(/ /g, "\u00a0"));
    await expect(row.getByRole("cell").nth(5)).toHaveText(fcfa(0n).replace(/ /g, "\u00a0"));
  }

  await gotoReady(page, clientPage);
  await expect(page.getByTestId("client-due")).toHaveText(fcfa(0n).replace(/ /g, "\u00a0"));
  const paid = plain(await page.getByRole("region", { name: /^Paiements/ }).innerText());
  expect(paid).toContain(`Virement (VIR-${tag}-1) · facture ${deposit}\n${fcfa(D_XOF)}`);
  expect(paid).toContain(`Virement (VIR-${tag}-2) · facture ${balance}\n${fcfa(B_XOF)}`);
  await client.context.close();
});
