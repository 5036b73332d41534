import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  DATA_DIRS,
  escapeRegExp,
  MAIN_URL,
  expect,
  gotoReady,
  login,
  readEmails,
  test,
  toasts,
} from "./fixtures.ts";

// Leads (issue 5): the contact form, with and without JavaScript, and the newsletter.

const FILES = "test-results/fichiers";

function fileOf(name: string, content: Buffer | string): string {
  mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, name);
  writeFileSync(file, content);
  return file;
}

async function fill(
  page: Page,
  values: { name?: string; email?: string; message?: string; subject?: string },
) {
  if (values.name !== undefined) await page.getByLabel("Nom complet").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Adresse e-mail").fill(values.email);
  if (values.subject !== undefined)
    await page.getByLabel("Service souhaité").selectOption({ label: values.subject });
  if (values.message !== undefined) await page.getByLabel("Votre message").fill(values.message);
}

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe("Formulaire de contact", () => {
  test("?service=Community Management Pro : référence et service préremplis, envoi, remise à zéro", async ({
    page,
  }) => {
    await gotoReady(page, "/contact?service=Community%20Management%20Pro");
    await expect(page.getByTestId("contact-reference")).toHaveText(
      "Demande de devis pour: Community Management Pro",
    );
    await expect(page.getByLabel("Service souhaité")).toHaveValue("community-management-pro");
    // Details of docs/product.md §2: coordinates, hours, free consultation, call.
    const hours = page.getByRole("main").getByRole("region", { name: "Horaires d'ouverture" });
    await expect(hours).toContainText("Lundi – Vendredi09:00 – 18:00");
    await expect(hours).toContainText("Samedi et DimancheFermé");
    await expect(page.getByRole("heading", { name: "Consultation gratuite" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Appeler le/ })).toHaveAttribute(
      "href",
      /^tel:\+221/,
    );

    const id = unique();
    await fill(page, {
      name: `Aminata Sow ${id}`,
      email: `aminata.${id}@example.sn`,
      message: "Bonjour, nous voulons confier nos réseaux sociaux à votre équipe.",
    });
    const pdf = fileOf("brief.pdf", "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await page.getByLabel("Joindre un fichier (facultatif)").setInputFiles(pdf);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/contact/envoi");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    // One message, the banner: no toast saying the same words beside it.
    expect((await sent).headers()["set-cookie"] ?? "").not.toMatch(/td\.toast=/);
    await expect(
      page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" }),
    ).toBeVisible();
    await expect(page.getByText("Message envoyé avec succès!")).toHaveCount(1);
    // Reset, reference and its subject kept.
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expect(page.getByLabel("Votre message")).toHaveValue("");
    await expect(page.getByLabel("Joindre un fichier (facultatif)")).toHaveValue("");
    await expect(page.getByLabel("Service souhaité")).toHaveValue("community-management-pro");
    await expect(page.getByTestId("contact-reference")).toHaveText(
      "Demande de devis pour: Community Management Pro",
    );

    const emails = await readEmails(DATA_DIRS.main, { atLeast: 1, timeout: 15_000 });
    const mail = emails.find(
      (e) => e.text.includes(`Aminata Sow ${id}`) && e.to.includes("contact@teranga-digital.sn"),
    );
    expect(mail?.to).toContain("contact@teranga-digital.sn");
    expect(mail?.text).toContain("brief.pdf");
    expect(mail?.text).toContain("Demande de devis pour: Community Management Pro");
  });

  test("?projet= : le titre du projet, sujet « Projet similaire »", async ({ page }) => {
    await gotoReady(page, "/realisations");
    await page.getByRole("link", { name: "Projet similaire" }).nth(2).click();
    await expect(page).toHaveURL(/\/contact\?projet=site-reservation-hotel-kaay-saly$/);
    await expect(page.getByTestId("contact-reference")).toHaveText(/Hôtel Kaay Saly/);
    await expect(page.getByLabel("Service souhaité")).toHaveValue("projet-similaire");
  });

  test("chaque message de validation, puis le fichier de 10,5 Mo refusé", async ({ page }) => {
    await gotoReady(page, "/contact");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    for (const message of [
      "Le nom doit contenir au moins 2 caractères",
      "Email invalide",
      "Veuillez sélectionner un service",
      "Le message doit contenir au moins 10 caractères",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Nom complet")).toBeFocused();

    const big = fileOf("trop-gros.pdf", Buffer.alloc(10.5 * 1024 * 1024, 0x25));
    await page.getByLabel("Joindre un fichier (facultatif)").setInputFiles(big);
    await expect(page.getByText("Le fichier ne doit pas dépasser 10MB")).toBeVisible();
    await expect(page.getByLabel("Joindre un fichier (facultatif)")).toHaveValue("");

    const exe = fileOf("outil.exe", "MZ");
    await page.getByLabel("Joindre un fichier (facultatif)").setInputFiles(exe);
    await expect(page.getByText(/Ce type de fichier n'est pas accepté/)).toBeVisible();
  });

  test("sans JavaScript : envoi, messages du serveur, fichier trop gros ou déguisé refusé", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact?service=Site%20Vitrine");

    // Bad input: the server answers with the same messages and keeps what was typed.
    await fill(page, { name: "A", email: "pas-un-email", message: "court" });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expect(page.getByText("Le message doit contenir au moins 10 caractères")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue("pas-un-email");

    // A file whose content is not what its name says.
    const id = unique();
    await fill(page, {
      name: `Cheikh ${id}`,
      email: `cheikh.${id}@example.sn`,
      message: "Un site vitrine pour mon cabinet.",
    });
    await page
      .getByLabel("Joindre un fichier (facultatif)")
      .setInputFiles(fileOf("faux.pdf", "MZ pas un pdf"));
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText(/ne correspond pas à son extension/)).toBeVisible();

    const big = fileOf("trop-gros-sans-js.pdf", Buffer.alloc(10.5 * 1024 * 1024, 0x25));
    await page.getByLabel("Joindre un fichier (facultatif)").setInputFiles(big);
    const refused = await page.getByRole("button", { name: "Envoyer le message" }).click();
    void refused;
    await expect(page.getByText("Le fichier ne doit pas dépasser 10MB").first()).toBeVisible();

    await fill(page, {
      name: `Cheikh ${id}`,
      email: `cheikh.${id}@example.sn`,
      message: "Un site vitrine pour mon cabinet.",
    });
    await page.getByLabel("Service souhaité").selectOption("site-vitrine");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/\/contact\?service=Site\+Vitrine&envoye=/);
    await expect(
      page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" }),
    ).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    const emails = await readEmails(DATA_DIRS.main, { atLeast: 1, timeout: 15_000 });
    const toFirm = (e: { to: string; text: string }) =>
      e.text.includes(`Cheikh ${id}`) && e.to.includes("contact@teranga-digital.sn");
    expect(emails.some(toFirm)).toBe(true);
    // Refused posts stored nothing: exactly one request for this person.
    expect(emails.filter(toFirm)).toHaveLength(1);
    await context.close();
  });
});

test.describe("Newsletter", () => {
  test("inscription, e-mail de bienvenue, désabonnement", async ({ page }) => {
    await gotoReady(page, "/");
    const section = page.getByRole("region", { name: "Restez informé" });
    const input = section.getByPlaceholder("Votre adresse email");
    await input.fill("pas-un-email");
    await section.getByRole("button", { name: "S'inscrire" }).click();
    await expect(section.getByText("Email invalide")).toBeVisible();

    const address = `lecteur.${unique()}@example.sn`;
    await input.fill(address);
    await section.getByRole("button", { name: "S'inscrire" }).click();
    await expect(
      toasts(page).getByText("Merci pour votre inscription à notre newsletter !"),
    ).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(section.getByText("Email invalide")).toHaveCount(0);

    // Twice is harmless: the same thanks again, in the place of the first (one message at a time).
    await input.fill(address);
    const again = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/newsletter"),
    );
    await section.getByRole("button", { name: "S'inscrire" }).click();
    expect((await again).ok()).toBe(true);
    await expect(
      toasts(page).getByText("Merci pour votre inscription à notre newsletter !"),
    ).toHaveCount(1);

    // The outbox delivers within a second or two: wait for both messages.
    let emails = await readEmails(DATA_DIRS.main);
    await expect
      .poll(
        async () => {
          emails = await readEmails(DATA_DIRS.main);
          return emails.filter((e) => e.text.replace(/\u00a0/g, " ").includes(address)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(2);
    const welcome = emails.filter((e) => e.to.includes(address));
    expect(welcome).toHaveLength(1);
    const notice = emails.filter((e) =>
      e.text.replace(/\u00a0/g, " ").includes(`Nouvelle inscription à la newsletter : ${address}`),
    );
    expect(notice.map((e) => e.to)).toEqual(["contact@teranga-digital.sn"]);
    const link = new RegExp(
      `${escapeRegExp(MAIN_URL)}(/newsletter/desabonnement\\?jeton=[\\w-]+)`,
    ).exec(welcome[0]!.text)?.[1];
    expect(link).toBeTruthy();

    await gotoReady(page, link!);
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole("button", { name: "Confirmer le désabonnement" }).click();
    await expect(page.getByRole("status")).toContainText("ne recevra plus notre newsletter");
    await gotoReady(page, link!);
    await expect(page.getByText("ne recevra plus notre newsletter")).toBeVisible();

    await gotoReady(page, "/newsletter/desabonnement?jeton=faux");
    await expect(
      page.getByText("Ce lien de désabonnement n'est pas valide.", { exact: false }),
    ).toBeVisible();
  });

  test("sans JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const section = page.getByRole("region", { name: "Restez informé" });
    await section.getByPlaceholder("Votre adresse email").fill("faux");
    await section.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/\?newsletter=invalide#newsletter$/);
    await expect(page.getByText("Email invalide")).toBeVisible();
    await page.getByPlaceholder("Votre adresse email").fill(`sansjs.${unique()}@example.sn`);
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/\?newsletter=merci#newsletter$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Merci pour votre inscription" }),
    ).toBeVisible();
    await context.close();
  });
});

test.describe("Boîte de réception du personnel", () => {
  test("les demandes, leur pièce jointe, l'état de l'e-mail, les abonnés et les exports CSV", async ({
    page,
  }) => {
    const id = unique();
    await gotoReady(page, "/contact?projet=application-livraison-yobbal-express");
    await fill(page, {
      name: `Ndèye Faye ${id}`,
      email: `ndeye.${id}@example.sn`,
      message: "Une application de livraison comme celle de Yobbal Express.",
    });
    const brief = fileOf(`brief-${id}.txt`, "Cahier des charges : livraison à Thiès, été 2026.");
    await page.getByLabel("Joindre un fichier (facultatif)").setInputFiles(brief);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" }),
    ).toBeVisible();
    await gotoReady(page, "/");
    await page.getByPlaceholder("Votre adresse email").fill(`abonne.${id}@example.sn`);
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(
      toasts(page).getByText("Merci pour votre inscription à notre newsletter !"),
    ).toBeVisible();

    // A visitor does not reach the inbox, its files or its exports.
    for (const path of ["/demandes", "/demandes/export/demandes.csv"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/simple-login/);
    }

    await login(page);
    await page.getByRole("link", { name: /Demandes et abonnés/ }).click();
    await expect(page).toHaveURL(/\/demandes$/);
    const card = page.getByRole("article", { name: `Ndèye Faye ${id}` });
    await expect(card).toContainText(`ndeye.${id}@example.sn`);
    await expect(card).toContainText("Projet similaire");
    await expect(card).toContainText("Application de livraison Yobbal Express");
    // The outbox delivers within seconds (file transport): the badge says so.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("article", { name: `Ndèye Faye ${id}` })).toContainText("Envoyé");
    }).toPass({ timeout: 15_000 });

    const download = page.waitForEvent("download");
    await page
      .getByRole("article", { name: `Ndèye Faye ${id}` })
      .getByRole("link", { name: new RegExp(`Télécharger brief-${id}\\.txt`) })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`brief-${id}.txt`);
    expect(await readFile(await file.path(), "utf8")).toBe(
      "Cahier des charges : livraison à Thiès, été 2026.",
    );

    await expect(page.getByRole("region", { name: /Abonnés à la newsletter/ })).toContainText(
      `abonne.${id}@example.sn`,
    );

    const csv = page.waitForEvent("download");
    await page.getByRole("link", { name: /Télécharger en CSV.*demandes/i }).click();
    const requests = await readFile(await (await csv).path());
    expect(requests.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = requests.toString("utf8");
    expect(text.split("\r\n")[0]).toContain("Nom;Email;Service");
    expect(text).toContain(`Ndèye Faye ${id};ndeye.${id}@example.sn`);

    const subscribersCsv = page.waitForEvent("download");
    await page.getByRole("link", { name: /Télécharger en CSV.*abonnés/i }).click();
    expect(await readFile(await (await subscribersCsv).path(), "utf8")).toContain(
      `abonne.${id}@example.sn`,
    );
  });

  test("« Marquer comme traitée » : la demande quitte « À traiter » et « À faire », avec qui et quand", async ({
    page,
  }) => {
    const id = unique();
    const name = `Abdou Sow ${id}`;
    await gotoReady(page, "/contact");
    await fill(page, {
      name,
      email: `abdou.${id}@example.sn`,
      subject: "Site Vitrine",
      message: "Un site vitrine pour notre boulangerie de Pikine.",
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" }),
    ).toBeVisible();

    await login(page);
    // The shell's « Demandes » says how many wait.
    const nav = page.getByRole("navigation", { name: "Navigation du studio", exact: true });
    await expect(
      nav.getByRole("link", { name: "Demandes", exact: true }),
    ).toHaveAccessibleDescription(/^\d+\s*à traiter$/);
    await gotoReady(page, "/demandes");
    await page.getByRole("link", { name: /^À traiter \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/demandes\?a-traiter=1/);
    await expect(page.getByRole("heading", { name: "Demandes à traiter" })).toBeVisible();
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: `Marquer la demande de ${name} comme traitée` }).click();
    await expect(toasts(page)).toContainText("Demande marquée comme traitée.");
    await expect(page).toHaveURL(/\/demandes\?a-traiter=1/);
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    // Every request is still in the list, this one marked with who and when.
    await gotoReady(page, "/demandes");
    await expect(page.getByRole("article", { name })).toContainText(/Traitée le .+ par /);
    await expect(
      page.getByRole("article", { name }).getByRole("button", { name: /comme traitée/ }),
    ).toHaveCount(0);
    // « À faire » no longer offers to answer it.
    await gotoReady(page, "/invoice-quote");
    await expect(page.getByTestId("todo")).toBeVisible();
    await expect(page.getByTestId("todo").getByText(name)).toHaveCount(0);
  });
});
