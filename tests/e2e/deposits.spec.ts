import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoReady, test, toasts } from "./fixtures.ts";
import {
  keptPdfText,
  openDraft,
  plain,
  quoteForm,
  signedInToPrint,
  waitForPrint,
} from "./documents.ts";

// Deposit and balance invoices from a quote (ADR 021), as staff use them: a quote,
// a deposit of 30 %, a deposit of an amount, the balance invoice; every figure on
// the pages and in the PDFs against the arithmetic written here.

const OUT = "test-results/deposits";

/** round-half-up(n / d) for n, d ≥ 0, in exact integers. */
const round = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** « 1 243 716 FCFA » as the pages and PDFs write it (plain spaces). */
const fcfa = (n: bigint) => `${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ")} FCFA`;

const LINES = [
  { designation: "Développement de la boutique", quantity: "2,5", unitPrice: "333333" },
  { designation: "Maintenance trimestrielle", quantity: "3", unitPrice: "99999" },
  { designation: "Formation de l'équipe", quantity: "0,75", unitPrice: "41999" },
];
const DISCOUNT = 7n;
const RATE = 18n;

/** The quote, computed here: line = round(q × price), discount and VAT rounded half up. */
function quoteFigures() {
  const gross = LINES.reduce((sum, l) => {
    const [int, frac = ""] = l.quantity.split(",");
    return sum + round(BigInt(int + frac) * BigInt(l.unitPrice), 10n ** BigInt(frac.length));
  }, 0n);
  const net = gross - round(gross * DISCOUNT, 100n);
  const vat = round(net * RATE, 100n);
  return { gross, net, vat, ttc: net + vat };
}

/** The VAT inside the deposits' cumulated TTC: round(Σ × 18 / 118). */
const vatIn = (ttc: bigint) => round(ttc * RATE, 100n + RATE);

const readPdf = (name: string, bytes: Buffer) => keptPdfText(OUT, name, bytes);

async function pdfOf(page: Page, number: string): Promise<string> {
  const response = await page.request.get(`/documents/${number}/pdf`);
  expect(response.status()).toBe(200);
  return readPdf(`${number}.pdf`, await response.body());
}

/** The number of the document page the browser is on. */
async function openedNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/documents\/FACT-[\d-]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

test.describe("Acomptes et solde", () => {
  test.beforeEach(signedInToPrint);

  test("devis → acompte 30 % → acompte d'un montant → facture de solde, au franc près", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const q = quoteFigures();
    // The quote.
    await openDraft(page, "quote", {
      ...quoteForm(LINES),
      applyDiscount: true,
      discountPercentage: String(DISCOUNT),
    });
    const popupPromise = page.waitForEvent("popup");
    const issued = page.waitForResponse((r) => r.url().endsWith("/documents/emettre"));
    await page.getByRole("button", { name: "Générer le Devis" }).click();
    const answer = (await (await issued).json()) as {
      ok: boolean;
      number: string;
      snapshot: { issuedOn: string };
    };
    expect(answer.ok).toBe(true);
    await waitForPrint(page);
    await (await popupPromise).close();
    const quote = answer.number;
    const [y, m, d] = answer.snapshot.issuedOn.split("-");
    const quoteDay = `${d}/${m}/${y}`;

    // Deposit of 30 %: round(TTC × 30 / 100).
    await gotoReady(page, `/documents/${quote}`);
    const billing = page.getByRole("region", { name: "Facturation du devis" });
    expect(plain(await billing.innerText())).toContain(`Total du devis TTC\n${fcfa(q.ttc)}`);
    await billing.getByLabel("Pourcentage ou montant").fill("30");
    await billing.getByRole("button", { name: "Émettre la facture d'acompte" }).click();
    const first = await openedNumber(page);
    await expect(toasts(page).getByText(`Facture d'acompte ${first} émise.`)).toBeVisible();
    const d1 = round(q.ttc * 30n, 100n);
    const v1 = vatIn(d1);
    const depositCard = page.getByRole("region", { name: "Facture d'acompte" });
    await expect(depositCard).toContainText(`Acompte de 30 % sur le devis ${quote} du ${quoteDay}`);
    expect(plain(await depositCard.innerText())).toContain(`Acompte HT\n${fcfa(d1 - v1)}`);
    expect(plain(await depositCard.innerText())).toContain(`TVA (18 %)\n${fcfa(v1)}`);
    expect(plain(await depositCard.innerText())).toContain(`Acompte TTC\n${fcfa(d1)}`);
    const pdf1 = await pdfOf(page, first);
    expect(pdf1).toContain("FACTURE D'ACOMPTE");
    expect(pdf1).toMatch(new RegExp(`Réf\\. devis\\s+${quote} du ${quoteDay}`));
    expect(pdf1).toMatch(new RegExp(`Total TTC\\s+${fcfa(d1)}`));
    expect(pdf1).toMatch(new RegExp(`TVA \\(18 %\\)\\s+${fcfa(v1)}`));
    expect(pdf1).toMatch(new RegExp(`Total HT\\s+${fcfa(d1 - v1)}`));

    // Conversion is gone from the quote; an amount above what remains is refused in French.
    await gotoReady(page, `/documents/${quote}`);
    await expect(page.getByRole("link", { name: "Convertir en facture" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Facture de solde" })).toBeVisible();
    await expect(billing.getByRole("link", { name: first })).toBeVisible();
    await billing.getByLabel("Montant (FCFA)").check();
    await billing.getByLabel("Pourcentage ou montant").fill(String(q.ttc - d1 + 1n));
    await billing.getByRole("button", { name: "Émettre la facture d'acompte" }).click();
    await expect(billing.getByRole("alert")).toHaveText(
      `L'acompte dépasse ce qui reste à facturer sur le devis (${fcfa(q.ttc - d1)}).`,
    );

    // Deposit of 200 000 FCFA: its VAT makes the deposits' VAT round(Σ × 18 / 118).
    await billing.getByLabel("Montant (FCFA)").check();
    await billing.getByLabel("Pourcentage ou montant").fill("200 000");
    await billing.getByRole("button", { name: "Émettre la facture d'acompte" }).click();
    const second = await openedNumber(page);
    expect(second).not.toBe(first);
    const d2 = 200_000n;
    const v2 = vatIn(d1 + d2) - v1;
    const pdf2 = await pdfOf(page, second);
    expect(pdf2).toContain("FACTURE D'ACOMPTE");
    expect(pdf2).toMatch(new RegExp(`Total TTC\\s+${fcfa(d2)}`));
    expect(pdf2).toMatch(new RegExp(`TVA \\(18 %\\)\\s+${fcfa(v2)}`));

    // The balance invoice: the quote's lines, each deposit deducted, « Net à payer ».
    await gotoReady(page, `/documents/${quote}`);
    await page.getByRole("button", { name: "Facture de solde" }).click();
    const balance = await openedNumber(page);
    await expect(toasts(page).getByText(`Facture de solde ${balance} émise.`)).toBeVisible();
    const net = q.ttc - d1 - d2;
    const netVat = q.vat - v1 - v2;
    const netHt = q.net - (d1 - v1) - (d2 - v2);
    expect(netHt + netVat).toBe(net);
    for (const v of [net, netVat, netHt]) expect(v >= 0n).toBe(true);
    const card = page.getByRole("region", { name: "Facture de solde" });
    const cardText = plain(await card.innerText());
    expect(cardText).toContain(`Net à payer\n${fcfa(net)}`);
    // Two deposits: the words in the plural.
    expect(cardText).toContain("après déduction des acomptes.");
    expect(cardText).toContain("Acomptes déduits\n");
    expect(cardText).toMatch(
      new RegExp(`${first}\\s+(${quoteDay}\\s+)?${fcfa(d1 - v1)}\\s+${fcfa(v1)}\\s+${fcfa(d1)}`),
    );
    await expect(page.getByRole("region", { name: "Prestations" })).toContainText(
      LINES[0]!.designation,
    );

    const pdf3 = await pdfOf(page, balance);
    expect(pdf3).toContain("FACTURE DE SOLDE");
    // A letter-spaced heading: pdftotext may part its letters.
    expect(pdf3).toMatch(/A ?C ?O ?M ?P ?T ?E ?S +D ?É ?D ?U ?I ?T ?S/);
    expect(pdf3).toMatch(new RegExp(`Réf\\. devis\\s+${quote} du ${quoteDay}`));
    for (const l of LINES) expect(pdf3).toContain(l.designation);
    expect(pdf3).toMatch(new RegExp(`Total HT\\s+${fcfa(q.gross)}`));
    expect(pdf3).toMatch(new RegExp(`Total net HT\\s+${fcfa(q.net)}`));
    expect(pdf3).toMatch(new RegExp(`Total TTC\\s+${fcfa(q.ttc)}`));
    expect(pdf3).toMatch(new RegExp(`TVA \\(18 %\\)\\s+${fcfa(q.vat)}`));
    expect(pdf3).toMatch(new RegExp(`Acomptes déduits\\s+− ${fcfa(d1 + d2)}`));
    expect(pdf3).toMatch(new RegExp(`Net à payer\\s+${fcfa(net)}`));
    expect(pdf3).toMatch(
      new RegExp(
        `${first}\\s+\\d\\d/\\d\\d/\\d{4}\\s+${fcfa(d1 - v1)}\\s+${fcfa(v1)}\\s+${fcfa(d1)}`,
      ),
    );
    expect(pdf3).toMatch(
      new RegExp(
        `${second}\\s+\\d\\d/\\d\\d/\\d{4}\\s+${fcfa(d2 - v2)}\\s+${fcfa(v2)}\\s+${fcfa(d2)}`,
      ),
    );
    expect(pdf3).toMatch(
      new RegExp(`Solde \\(net à payer\\)\\s+${fcfa(netHt)}\\s+${fcfa(netVat)}\\s+${fcfa(net)}`),
    );
    // The words of the net, written by hand: the app's amountInWords is not used to check itself.
    expect(net).toBe(694_798n);
    const raw = execFileSync("pdftotext", ["-raw", path.join(OUT, `${balance}.pdf`), "-"], {
      encoding: "utf8",
    });
    // (react-pdf may break « de : » with a hyphen: not this feature's to fix.)
    expect(plain(raw).replace(/\s+/g, " ").replace("de- :", "de :")).toContain(
      `somme de : ${NET_IN_WORDS}.`,
    );

    // The print page says the same.
    await page.getByRole("button", { name: "Réimprimer" }).click();
    const printed = plain((await waitForPrint(page)).html);
    expect(printed).toContain("<h1>Facture de solde</h1>");
    expect(printed).toContain("Acomptes déduits");
    expect(printed).toContain(NET_IN_WORDS);

    // The quote lists its three invoices and offers no more billing.
    await gotoReady(page, `/documents/${quote}`);
    for (const n of [first, second, balance]) {
      await expect(billing.getByRole("link", { name: n, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Convertir en facture" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Facture de solde" })).toHaveCount(0);
    await expect(billing.getByRole("button", { name: "Émettre la facture d'acompte" })).toHaveCount(
      0,
    );
    await expect(billing).toContainText("Ce devis est facturé.");

    // The old link to convert it is refused in French, and so is a post to the server.
    const refusal = `Le devis ${quote} est déjà facturé (facture ${balance})\u00a0: un devis ne se facture qu'une fois.`;
    await gotoReady(page, `/create-invoice?devis=${quote}`);
    await expect(toasts(page).getByText(refusal)).toBeVisible();
    const form = {
      ...quoteForm(LINES),
      applyDiscount: true,
      discountPercentage: String(DISCOUNT),
      paymentTerms: "30",
      validityDays: "30",
    };
    const posted = await page.evaluate(
      async ([quote, form]) => {
        const response = await fetch("/documents/emettre", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            kind: "invoice",
            requestKey: crypto.randomUUID(),
            sourceQuote: quote,
            form,
          }),
        });
        return { status: response.status, body: await response.json() };
      },
      [quote, form] as const,
    );
    expect(posted).toEqual({ status: 422, body: { ok: false, error: refusal } });
  });
});

/** 694 798 FCFA: the net of the quote above less its two deposits. */
const NET_IN_WORDS =
  "six cent quatre-vingt-quatorze mille sept cent quatre-vingt-dix-huit francs CFA TTC";
