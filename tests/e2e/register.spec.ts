import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  DATA_DIRS,
  expect,
  gotoReady,
  login,
  MAIN_URL,
  signedInVisitor,
  test,
  toasts,
} from "./fixtures.ts";
import {
  generate,
  openDraft,
  pdfText,
  plain,
  quoteForm,
  signedInToPrint,
  waitForPrint,
} from "./documents.ts";

// The register as staff use it: issue, find, re-print, download, send, convert,
// mark paid, cancel, export; and nobody else reaches any of it.

const OUT = "test-results/register";

/** Reads a PDF file's pages with poppler-utils. */
function readPdf(name: string, bytes: Buffer): string[] {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, bytes);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1],
  );
  return Array.from({ length: pages }, (_, i) =>
    plain(
      execFileSync("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), file, "-"], {
        encoding: "utf8",
      }),
    ),
  );
}

function rawText(bytes: Buffer): string {
  const file = path.join(OUT, "raw.pdf");
  writeFileSync(file, bytes);
  return plain(execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" })).replace(
    /\s+/g,
    " ",
  );
}

const ADDRESS = "Villa 12, Mermoz Pyrotechnie\nRue MZ-40\nDakar";

async function fillQuote(page: Page, client = "Awa Diop") {
  await page.getByLabel("Nom du client").fill(client);
  await page.getByLabel("Email du client").fill("awa.diop@example.sn");
  await page.getByLabel("Téléphone du client").fill("+221 77 000 11 22");
  await page.getByLabel("Adresse du client").fill(ADDRESS);
  await page.getByLabel("NINEA du client (facultatif)").fill("004567890 2V1");
  await page.getByLabel("Titre du projet").fill("Site vitrine du cabinet");
  await page.getByLabel("Durée estimée").fill("3 semaines");
  const rows: [string, string, string][] = [
    ["Rédaction des pages", "2,5", "10 000"],
    ["Conception graphique", "1", "350 000"],
    ["Intégration et recette", "1", "450 000"],
    ["Hébergement (12 mois)", "12", "5 000"],
    ["Formation de l'équipe", "1,5", "40 000"],
  ];
  for (const [i, [designation, quantity, price]] of rows.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Ajouter" }).click();
    const line = page.getByRole("group", { name: `Prestation ${i + 1}` });
    await line.getByLabel("Désignation").fill(designation);
    await line.getByLabel("Quantité").fill(quantity);
    await line.getByLabel("Prix unitaire").fill(price);
  }
  await page.getByLabel("Appliquer une remise").check();
  await page.getByLabel("Remise (%)").fill("10");
}

function emlFiles(): string[] {
  const dir = path.join(DATA_DIRS.main, "mail");
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(path.join(dir, f), "utf8"));
  } catch {
    return [];
  }
}

/** The PDF attached to the email about `number`, decoded. */
function attachedPdf(raw: string): { name: string; bytes: Buffer } | null {
  const part =
    /Content-Type: application\/pdf;[^]*?filename="?([^"\r\n]+)"?[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      raw,
    );
  if (!part) return null;
  return { name: part[1]!, bytes: Buffer.from(part[2]!.replace(/\s+/g, ""), "base64") };
}

test.describe("Registre des documents", () => {
  test.beforeEach(signedInToPrint);

  test("un devis émis : une page, au registre, réimprimé à l'identique, PDF, envoi au client", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoReady(page, "/create-quote");
    await fillQuote(page);
    // « 2,5 » × 10 000 = 25 000, not 250 000.
    await expect(
      page.getByRole("group", { name: "Prestation 1" }).getByTestId("line-total"),
    ).toHaveText(/^25[\u00a0\u202f ]000[\u00a0 ]FCFA$/);
    const { popup, number } = await generate(page, "quote");
    const first = await waitForPrint(page);
    expect(number).toMatch(/^DEVIS-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/);
    expect(first.title).toBe(`Awa-Diop-${number}`);
    const printedText = await popup.locator("body").innerText();
    expect(plain(printedText)).toContain("Valable jusqu'au");
    expect(plain(printedText)).toContain("NINEA : 004567890 2V1");
    // The browser's own PDF of the print window: one page.
    const printedPdf = await pdfText(popup, "devis-5-lignes");
    expect(printedPdf).toHaveLength(1);
    await popup.close();

    // In the register, found by client and by number.
    await gotoReady(page, "/invoice-quote");
    await page.getByRole("link", { name: /Registre des documents/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Registre des documents" }),
    ).toBeVisible();
    await page.getByLabel("Client, projet ou numéro").fill("awa diop");
    await page.getByRole("button", { name: "Filtrer" }).click();
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: number, exact: true }) });
    await expect(row).toContainText("Awa Diop");
    await expect(row).toContainText("Émis");
    await row.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();

    // Re-printed: the same text as the first print.
    const again = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Réimprimer" }).click();
    const popup2 = await again;
    // A new page: its print() calls are counted afresh.
    const second = await waitForPrint(page, 1);
    expect(second.title).toBe(first.title);
    expect(await popup2.locator("body").innerText()).toBe(printedText);
    await popup2.close();

    // The PDF file: one page, its number, each line, the total and the words.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Télécharger le PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Awa-Diop-${number}.pdf`);
    const bytes = readFileSync((await file.path())!);
    const pdfPages = readPdf("devis.pdf", bytes);
    expect(pdfPages).toHaveLength(1);
    for (const s of [
      number,
      "Rédaction des pages",
      "Conception graphique",
      "Intégration et recette",
      "Hébergement (12 mois)",
      "Formation de l'équipe",
    ]) {
      expect(pdfPages[0]).toContain(s);
    }
    // HT 25 000 + 350 000 + 450 000 + 60 000 + 60 000 = 945 000; −10 % 94 500 → 850 500; TVA 153 090.
    expect(pdfPages[0]).toMatch(/Total TTC\s+1 003 590 FCFA/);
    expect(rawText(bytes)).toContain(
      "un million trois mille cinq cent quatre-vingt-dix francs CFA TTC",
    );

    // « Envoyer au client »: the email leaves with the PDF attached.
    const before = emlFiles().length;
    await expect(page.getByLabel("Destinataire")).toHaveValue("awa.diop@example.sn");
    await expect(page.getByLabel("Message")).toHaveValue(new RegExp(`notre devis n°.${number}`));
    await page.getByLabel("Destinataire").fill("direction@cabinet-diop.sn");
    await page.getByRole("button", { name: "Envoyer au client" }).click();
    await expect(toasts(page)).toContainText("Document envoyé à direction@cabinet-diop.sn");
    await expect(page.getByTestId("document-status")).toHaveText("Envoyé");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      "à direction@cabinet-diop.sn",
    );
    let mail: string | undefined;
    await expect
      .poll(
        () => {
          mail = emlFiles()
            .slice(before)
            .find((m) => m.includes("direction@cabinet-diop.sn"));
          return Boolean(mail);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const attached = attachedPdf(mail!);
    expect(attached?.name).toBe(`Awa-Diop-${number}.pdf`);
    const mailed = readPdf("envoye.pdf", attached!.bytes);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toContain(number);
  });

  test("convertir, payer, annuler, dupliquer, exporter", async ({ page }) => {
    test.setTimeout(120_000);
    const draft = quoteForm([{ designation: "Audit SEO", quantity: "1", unitPrice: "200000" }]);
    await openDraft(page, "quote", draft);
    const { popup, number: quote } = await generate(page, "quote");
    await waitForPrint(page);
    await popup.close();

    // Convert: the invoice carries « Réf. devis », the quote becomes accepted.
    await page.getByRole("link", { name: "Convertir en facture" }).click();
    await expect(page).toHaveURL(/\/create-invoice$/);
    await expect(page.getByText(`Facture préremplie à partir du devis ${quote}`)).toBeVisible();
    await expect(page.getByLabel("Nom du client")).toHaveValue("Boutique Keur Yaay");
    const { popup: invoicePopup, number: invoice } = await generate(page);
    await waitForPrint(page, 2);
    expect(plain(await invoicePopup.locator("body").innerText())).toMatch(
      new RegExp(`Réf\\. devis\\s+${quote}`),
    );
    await invoicePopup.close();
    await gotoReady(page, `/documents/${quote}`);
    await expect(page.getByTestId("document-status")).toHaveText("Accepté");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      `Converti en facture ${invoice}`,
    );

    // Paid by one payment of the total (the ledger, ADR 020): re-printing shows the stamp.
    await gotoReady(page, `/documents/${invoice}`);
    await page.getByLabel("Montant (FCFA)").fill("236 000");
    await page.getByLabel("Date", { exact: true }).fill("2026-01-15");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Payée");
    const again = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Réimprimer" }).click();
    const paidPopup = await again;
    await waitForPrint(page, 1);
    await expect(paidPopup.getByRole("img", { name: "Payé" })).toBeVisible();
    await expect(paidPopup.getByText("le 15/01/2026")).toBeVisible();
    await paidPopup.close();
    await expect(page.getByRole("region", { name: "Annulation" })).toHaveCount(0);

    // Duplicate: a new draft with the same lines, then cancel a second invoice with a reason.
    await page.getByRole("link", { name: "Dupliquer" }).click();
    await expect(page).toHaveURL(/\/create-invoice$/);
    await expect(page.getByText(`Copie de ${invoice}`)).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Prestation 1" }).getByLabel("Désignation"),
    ).toHaveValue("Audit SEO");
    const { popup: dupPopup, number: duplicate } = await generate(page);
    await waitForPrint(page, 2);
    await dupPopup.close();
    expect(duplicate).not.toBe(invoice);
    await gotoReady(page, `/documents/${duplicate}`);
    await page.getByText("Annuler la facture…").click();
    await page.getByRole("button", { name: "Annuler la facture" }).click();
    await expect(page.getByText("Indiquez le motif de l'annulation")).toBeVisible();
    await page.getByLabel("Motif de l'annulation").fill("Facture faite en double");
    await page.getByRole("button", { name: "Annuler la facture" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Annulée");
    await expect(page.getByRole("region", { name: "Historique" })).toContainText(
      "Facture faite en double",
    );

    // Filter by status, then the accountant's CSV of the period.
    await gotoReady(page, "/documents?statut=cancelled");
    // Exact links: a number issued later in the same minute extends this one (…-2).
    const rowOf = (n: string) =>
      page.getByRole("row").filter({ has: page.getByRole("link", { name: n, exact: true }) });
    await expect(rowOf(duplicate)).toBeVisible();
    await expect(rowOf(invoice)).toHaveCount(0);
    const csvResponse = await page.request.get("/documents/export.csv?du=2000-01-01&au=2100-12-31");
    expect(csvResponse.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const csv = await csvResponse.text();
    expect(csv.startsWith("\uFEFFType;Numéro;Date d'émission;")).toBe(true);
    const lines = csv.split("\r\n");
    const invoiceRow = lines.find((l) => l.includes(`;${invoice};`))!;
    expect(invoiceRow).toMatch(/^Facture;/);
    expect(invoiceRow).toContain(";200000;0;200000;36000;236000;Payée;");
    expect(invoiceRow).toContain(`;15/01/2026;${quote};`);
    expect(lines.find((l) => l.includes(`;${duplicate};`))).toContain("Annulée");
    const bad = await page.request.get("/documents/export.csv?du=2026-13-01&au=x");
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Période invalide");
  });

  test("« Préparer un devis » depuis une demande reçue", async ({ page }) => {
    await gotoReady(page, "/contact");
    await page.getByLabel("Nom complet").fill("Moussa Fall");
    await page.getByLabel("Adresse e-mail").fill("moussa.fall@example.sn");
    await page.getByLabel("Service souhaité").selectOption("site-vitrine");
    await page
      .getByLabel("Votre message")
      .fill("Bonjour, je voudrais un site pour ma boutique. Joignable au 78 123 45 67.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/envoye=/);
    await gotoReady(page, "/demandes");
    await page.getByRole("link", { name: "Préparer un devis pour Moussa Fall" }).first().click();
    await expect(page).toHaveURL(/\/create-quote$/);
    await expect(page.getByLabel("Nom du client")).toHaveValue("Moussa Fall");
    await expect(page.getByLabel("Email du client")).toHaveValue("moussa.fall@example.sn");
    await expect(page.getByLabel("Téléphone du client")).toHaveValue("78 123 45 67");
    await expect(page.getByLabel("Titre du projet")).toHaveValue(/Site Vitrine/);
    await expect(
      page.getByText(/Devis prérempli à partir de la demande de Moussa Fall/),
    ).toBeVisible();
  });
});

test.describe("Registre : personne d'autre n'y accède", () => {
  test("anonyme : redirigé ou refusé, sans rien émettre", async ({ request }) => {
    for (const path of [
      "/documents",
      "/documents/FACT-2026-01-01-0000",
      "/documents/FACT-2026-01-01-0000/pdf",
      "/documents/export.csv?du=2026-01-01&au=2026-12-31",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe("/simple-login");
    }
    const post = await request.post("/documents/emettre", {
      data: { kind: "invoice", requestKey: "12345678", form: {} },
      headers: { origin: MAIN_URL },
    });
    expect(post.status()).toBe(401);
    expect((await post.json()).error).toContain("Votre session a expiré");
  });

  test("un visiteur connecté n'y accède pas", async ({ page }) => {
    await signedInVisitor(page);
    await page.goto("/documents");
    await expect(page).toHaveURL(/\/simple-login$/);
    const post = await page.request.post("/documents/emettre", {
      data: { kind: "invoice", requestKey: "12345678", form: {} },
      headers: { origin: MAIN_URL },
    });
    expect(post.status()).toBe(401);
  });

  test("le personnel : une requête d'un autre site ou illisible reçoit un message clair", async ({
    page,
  }) => {
    await login(page);
    const foreign = await page.request.post("/documents/emettre", {
      data: { kind: "invoice", requestKey: "12345678", form: {} },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain("Requête refusée");
    const invalid = await page.request.post("/documents/emettre", {
      data: { kind: "invoice", requestKey: "12345678", form: { clientName: "" } },
      headers: { origin: MAIN_URL },
    });
    expect(invalid.status()).toBe(400);
    expect(plain((await invalid.json()).error)).toBe(
      "Le document n'a pas été émis : Nom du client requis.",
    );
    const garbage = await page.request.post("/documents/emettre", {
      data: "{pas du json",
      headers: { origin: MAIN_URL, "content-type": "application/json" },
    });
    expect(garbage.status()).toBe(400);
    const missing = await page.request.get("/documents/FACT-1999-01-01-0000/pdf");
    expect(missing.status()).toBe(404);
  });
});
