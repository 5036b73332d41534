import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import {
  DATA_DIRS,
  expect,
  gotoReady,
  login,
  MAIN_URL,
  readEmails,
  signedInVisitor,
  test,
  toasts,
} from "./fixtures.ts";
import {
  generatePrinted,
  instrumentPrinting,
  keptPdfText,
  openDraft,
  plain,
  quoteForm,
} from "./documents.ts";

// The client's side (ADR 027): a quote issued with its link on the print, sent by
// email with the link, opened in a fresh browser (no account), its PDF downloaded,
// « Vu par le client » on the staff page, « Nouveau lien » and the old link's 404;
// « Mes documents » for the client and nothing for another. Figures computed here.

const OUT = "test-results/portal";
const LINK = /http:\/\/localhost:\d+\/d\/[A-Za-z0-9_-]{43}/;
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
/** Whole francs, rounded half up, as the firm's rule. */
const percent = (amount: number, rate: number) => Math.floor((amount * rate + 50) / 100);

const pdfText = (name: string, bytes: Buffer) => keptPdfText(OUT, name, bytes, { image: true });

async function issue(
  page: Page,
  kind: "quote" | "invoice",
  clientEmail: string,
  lines: [string, string, string][],
) {
  await openDraft(page, kind, {
    ...quoteForm(
      lines.map(([designation, quantity, unitPrice]) => ({ designation, quantity, unitPrice })),
    ),
    clientEmail,
  });
  return generatePrinted(page, kind);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
  return { context, page: await context.newPage() };
}

test.describe("le lien client", () => {
  test("un devis : imprimé avec son QR, envoyé avec le lien, lu sans compte, PDF, « Vu par le client », « Nouveau lien »", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await instrumentPrinting(page);
    await login(page);
    const to = `client.${Date.now().toString(36)}@keuryaay.sn`;
    // 2 × 150 000 + 3 × 25 000 = 375 000 HT; TVA 18 % = 67 500; TTC 442 500.
    const ht = 2 * 150_000 + 3 * 25_000;
    const ttc = ht + percent(ht, 18);
    const { number, printed } = await issue(page, "quote", to, [
      ["Site vitrine", "2", "150000"],
      ["Maintenance (mois)", "3", "25000"],
    ]);
    // The print page carries the QR code and the short link under it.
    expect(printed.html).toContain('aria-label="QR code du lien du document"');
    const printedLink = /localhost:\d+\/d\/[A-Za-z0-9_-]{43}/.exec(printed.html)?.[0];
    expect(printedLink).toBeTruthy();

    await gotoReady(page, `/documents/${number}`);
    const card = page.getByRole("region", { name: "Lien client" });
    await expect(card.getByTestId("client-viewed")).toHaveText(
      "Pas encore consulté par le client.",
    );
    const link = await card.getByTestId("client-link").inputValue();
    expect(link).toMatch(LINK);
    expect(link).toBe(`http://${printedLink}`);

    // « Envoyer au client »: the email carries the link.
    await page.getByLabel("Destinataire").fill(to);
    await page.getByRole("button", { name: "Envoyer au client" }).click();
    // The PDF is drawn first (a worker starting on a busy machine can take seconds).
    await expect(toasts(page)).toContainText(`Document envoyé à ${to}`, { timeout: 20_000 });
    let mailed: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await readEmails(DATA_DIRS.main, { timeout: 0 })).find((m) =>
            m.to.includes(to),
          );
          mailed = mail ? LINK.exec(mail.text)?.[0] : undefined;
          return Boolean(mailed);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(mailed).toBe(link);

    // A fresh browser, no account: the page, its headers, no framework script.
    const client = await freshPage(browser);
    const response = await client.page.goto(link);
    expect(response!.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["x-robots-tag"]).toMatch(/noindex/);
    await expect(client.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await client.page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
    await expect(client.page.getByRole("heading", { level: 1, name: number })).toBeVisible();
    await expect(client.page.getByTestId("document-status")).toHaveText("Envoyé");
    const totals = plain(await client.page.getByTestId("client-totals").innerText());
    expect(totals).toMatch(new RegExp(`Total TTC\\s+${spaced(ttc)} FCFA`));
    await expect(client.page.getByTestId("client-lines")).toContainText("Site vitrine");
    const history = client.page.getByTestId("client-history");
    await expect(history).toContainText("Envoyé par e-mail le");
    await expect(history).toContainText("Consulté en ligne le");
    await expect(history).not.toContainText("Gérant");
    await expect(client.page.getByRole("link", { name: "Accepter le devis" })).toHaveAttribute(
      "href",
      `${new URL(link).pathname}/accepter`,
    );
    await expect(client.page.getByRole("link", { name: "Refuser le devis" })).toHaveAttribute(
      "href",
      `${new URL(link).pathname}/refuser`,
    );

    // « Télécharger le PDF »: the document as issued, with its link.
    const download = client.page.waitForEvent("download");
    await client.page.getByRole("link", { name: "Télécharger le PDF" }).click();
    const file = await download;
    const text = pdfText("devis-client.pdf", readFileSync((await file.path())!));
    expect(text).toContain(number);
    expect(text).toMatch(new RegExp(`Total TTC\\s+${spaced(ttc)} FCFA`));
    expect(text.replace(/\s+/g, "")).toContain(printedLink!);

    // The staff page: « Vu par le client le … ».
    await gotoReady(page, `/documents/${number}`);
    await expect(card.getByTestId("client-viewed")).toHaveText(/^Vu par le client le /);
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      "Consulté par le client le",
    );

    // « Nouveau lien »: the old one answers 404 at once, the new one opens.
    await card.getByRole("button", { name: "Nouveau lien" }).click();
    await expect(toasts(page)).toContainText("Nouveau lien créé");
    await expect(card.getByTestId("client-link")).not.toHaveValue(link);
    const renewed = await card.getByTestId("client-link").inputValue();
    expect(renewed).toMatch(LINK);
    const gone = await client.page.goto(link);
    expect(gone!.status()).toBe(404);
    await expect(client.page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    expect((await client.page.goto(`${link}/pdf`))?.status()).toBe(404);
    expect((await client.page.goto(renewed))!.status()).toBe(200);
    await client.context.close();
  });

  test("« Mes documents » : le client voit ses documents, un autre rien, aucune adresse ne les ouvre", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The client: an account whose verified email is the document's.
    const email = await signedInVisitor(page);
    const staff = await freshPage(browser);
    await instrumentPrinting(staff.page);
    await login(staff.page, { baseURL: MAIN_URL });
    // 4 × 50 000 = 200 000 HT; TVA 36 000; TTC 236 000.
    const { number } = await issue(staff.page, "invoice", email, [["Audit", "4", "50000"]]);
    const ttc = 200_000 + percent(200_000, 18);
    await staff.context.close();

    await gotoReady(page, "/");
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Mes documents" }).click();
    await expect(page).toHaveURL(/\/mes-documents$/);
    const list = page.getByTestId("my-documents");
    const line = list.getByRole("listitem").filter({ hasText: number });
    await expect(line).toContainText(`${spaced(ttc)}\u00a0FCFA`.replace(/ /g, "\u00a0"));
    await expect(line).toContainText("Reste à payer");
    await line.getByRole("link", { name: `Facture ${number}` }).click();
    await expect(page).toHaveURL(LINK);
    await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
    await expect(page.getByTestId("client-balance")).toContainText("Reste à payer");
    await expect(page.getByTestId("payment-details")).toContainText("Orange Money");
    const token = new URL(page.url()).pathname.split("/")[2]!;

    // Another visitor: nothing of it, whatever they try.
    const other = await freshPage(browser);
    await signedInVisitor(other.page);
    await gotoReady(other.page, "/mes-documents");
    await expect(other.page.getByTestId("my-documents-empty")).toBeVisible();
    await expect(other.page.locator("body")).not.toContainText(number);
    for (const attempt of [
      `/d/${number}`,
      `/d/${token.slice(0, -2)}AA`,
      `/d/${token.toUpperCase()}`,
      `/d/${"A".repeat(43)}/pdf`,
    ]) {
      const r = await other.page.goto(attempt);
      expect(r!.status(), attempt).toBe(404);
    }
    // The staff pages are the staff's.
    await other.page.goto(`/documents/${number}`);
    await expect(other.page).toHaveURL(/\/simple-login$/);
    await other.context.close();
  });
});
