import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures.ts";
import { printCalls, signedInToPrint, waitForPrint } from "./documents.ts";

// Money at the edges (ADR 024): what a client's name or a line holds prints with
// real glyphs, from the site's own fonts; amounts past the maxima never leave the form.

const NB = /[\u00a0\u202f ]/.source;
const latin = "Çağrı Øverås Ñúñez Şahin Erdős";
const arabic = "شركة الأمل للتجارة";
const chinese = "北京网络科技有限公司";
const japanese = "ひらがなカタカナ東京";

function line(page: Page, n: number) {
  return page.getByRole("group", { name: `Prestation ${n}` });
}

test.describe("Écritures du monde et montants maximaux", () => {
  test.beforeEach(signedInToPrint);

  test("une facture en arabe, chinois, japonais et emoji : la fenêtre d'impression les écrit avec les polices du site", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Nothing but the site itself: a font from elsewhere would show here.
    const elsewhere: string[] = [];
    page.context().on("request", (request) => {
      if (
        !request.url().startsWith(new URL(page.url()).origin) &&
        !request.url().startsWith("data:")
      )
        elsewhere.push(request.url());
    });
    await gotoReady(page, "/create-invoice");
    await page.getByLabel("Nom du client").fill(`${latin} ${arabic} 🚀🎉`);
    await page.getByLabel("Email du client").fill("client@example.sn");
    await page.getByLabel("Téléphone du client").fill("+221 77 000 11 22");
    await page.getByLabel("Adresse du client").fill(`${japanese}\nDakar`);
    await page.getByLabel("Titre du projet").fill(`Site ${chinese} 👍`);
    await page.getByLabel("Durée estimée").fill("3 semaines");
    await line(page, 1).getByLabel("Désignation").fill(`${arabic} — ${chinese} 🎉`);
    await line(page, 1).getByLabel("Quantité").fill("1");
    await line(page, 1).getByLabel("Prix unitaire").fill("100000");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    const popup = await popupPromise;
    await waitForPrint(page);

    // Each script's face was needed, and loaded from the site (unicode-range: only then).
    const loaded = await popup.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.status === "loaded")
        .map((f) => f.family.replace(/"/g, ""));
    });
    for (const family of ["Inter Variable", "Noto Sans Arabic", "Noto Sans SC", "Noto Emoji"]) {
      expect(loaded).toContain(family);
    }
    expect(elsewhere).toEqual([]);

    // Printed by Chromium: every font embedded, all of them the site's, every word as text.
    const dir = "test-results/pdf-scripts";
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "facture.pdf");
    writeFileSync(file, await popup.pdf({ preferCSSPageSize: true, printBackground: true }));
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2)
      .map((row) => row.trim().split(/\s+/));
    // The server's PDF of the same invoice, drawn by the built worker: the same check.
    const number = await popup.getByTestId("document-number").textContent();
    const served = await page.request.get(`/documents/${number}/pdf`);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    const serverFile = path.join(dir, "facture-serveur.pdf");
    writeFileSync(serverFile, await served.body());
    const serverFonts = execFileSync("pdffonts", [serverFile], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2)
      .map((row) => row.trim().split(/\s+/));
    for (const row of serverFonts) {
      expect(row.at(-5), row.join(" ")).toBe("yes");
      expect(row[0]).toMatch(/^[A-Z]{6}\+(Inter|NotoSansArabic|NotoSansSC|NotoEmoji)-/);
    }
    expect(serverFonts.map((row) => row[0]!.slice(7).split("-")[0]).sort()).toEqual(
      expect.arrayContaining(["Inter", "NotoEmoji", "NotoSansArabic", "NotoSansSC"]),
    );

    // Chromium writes the variable Inter as unnamed Type 3 fonts; every named one is ours
    // (none of the system's: Liberation, DejaVu).
    const names = fonts.map(([name]) => name!.replace(/^[A-Z]{6}\+/, ""));
    for (const row of fonts) expect(row.at(-5), row.join(" ")).toBe("yes");
    for (const name of names) {
      expect(name).toMatch(/^(\[none\]|Inter|NotoSansArabic|NotoSansSC|NotoEmoji)/);
    }
    for (const font of ["NotoSansArabic", "NotoSansSC", "NotoEmoji"]) {
      expect(
        names.some((n) => n.startsWith(font)),
        font,
      ).toBe(true);
    }
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    for (const word of [...latin.split(" "), chinese, japanese]) expect(text).toContain(word);
    // pdftotext reads Chromium's shaped Arabic with spaces inside the words: compared without.
    const unspaced = text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, "");
    for (const word of arabic.split(" ")) expect(unspaced).toContain(word);
  });

  test("une facture au-delà des maxima : refusée en français dans le formulaire, sans rien envoyer", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.url());
    });
    await gotoReady(page, "/create-invoice");
    await line(page, 1).getByLabel("Désignation").fill("Ligne");
    await line(page, 1).getByLabel("Quantité").fill("1 000 001");
    await line(page, 1).getByLabel("Prix unitaire").fill("10 000 000 001");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    await expect(line(page, 1)).toContainText(
      new RegExp(`La quantité ne peut pas dépasser 1${NB}000${NB}000`),
    );
    await expect(line(page, 1)).toContainText(
      new RegExp(`Le prix unitaire ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}FCFA`),
    );
    await expect(page.getByTestId("total-ttc")).toContainText("dépasse son maximum");

    // Each at its maximum, the line's total past the document's: 1 000 000 × 10 000 000 000.
    await line(page, 1).getByLabel("Quantité").fill("1 000 000");
    await line(page, 1).getByLabel("Prix unitaire").fill("10 000 000 000");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    await expect(page.getByRole("region", { name: "Prestations" })).toContainText(
      new RegExp(
        `Le total du document ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}000${NB}FCFA`,
      ),
    );
    await page.getByLabel("Appliquer la TVA").check();
    await page.getByLabel("TVA (%)").fill("101");
    await page.getByRole("button", { name: "Générer la Facture" }).click();
    await expect(
      page.getByText(`La TVA doit être comprise entre 0 et 100${"\u00a0"}%`),
    ).toBeVisible();
    expect(await printCalls(page)).toHaveLength(0);
    expect(sent).toEqual([]);
  });
});
