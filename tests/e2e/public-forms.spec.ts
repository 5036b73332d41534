import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures.ts";

// The public forms answer from the server (ADR 015): no schema library and no
// Conform runtime in their pages; with JavaScript, a submission shows the
// server's French messages in their places, the first wrong field takes the
// focus, and a field's message goes once the person edits it.

/** The scripts the page downloaded (its first load and anything since). */
async function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
}

async function expectNoSchemaCode(page: Page) {
  const loaded = await scripts(page);
  expect(loaded.length).toBeGreaterThan(0);
  for (const url of loaded) {
    const code = await (await page.request.get(url)).text();
    // zod's error class, and the name of Conform's intent button (its runtime).
    expect(code, url).not.toContain("$ZodError");
    expect(code, url).not.toContain("__intent__");
  }
}

test("/login : les messages du serveur, le focus, puis le message qui s'efface", async ({
  page,
}) => {
  await gotoReady(page, "/login");
  await expectNoSchemaCode(page);
  const email = page.getByLabel("Adresse e-mail");
  const password = page.getByLabel("Mot de passe", { exact: true });

  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
  await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Adresse e-mail invalide");
  // The constraints still come from the schema.
  await expect(email).toHaveAttribute("required", "");
  // A box one may leave unticked is not announced as required.
  await expect(page.getByLabel("Se souvenir de moi")).not.toHaveAttribute("required");

  // Editing a field clears its own message only.
  await email.fill("awa@example.sn");
  await expect(page.getByText("Adresse e-mail invalide")).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();

  // Corrected many times, never limited (invalid forms do not count, ADR 013).
  for (let i = 0; i < 6; i++) {
    await password.fill("abc");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(password).toBeFocused();
    await expect(
      page.getByText("Le mot de passe doit contenir au moins 6 caractères"),
    ).toBeVisible();
    await expect(email).toHaveValue("awa@example.sn");
  }
  await password.fill("pas-le-bon-mdp");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Échec de la connexion: Adresse e-mail ou mot de passe incorrect." })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/trop de tentatives/)).toHaveCount(0);
  await expect(email).toHaveValue("awa@example.sn");
});

test("/register et /forgot-password : les messages du serveur à leur place", async ({ page }) => {
  await gotoReady(page, "/register");
  await expectNoSchemaCode(page);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  for (const message of [
    "Le nom doit contenir au moins 2 caractères",
    "Adresse e-mail invalide",
    "Le mot de passe doit contenir au moins 6 caractères",
    "Vous devez accepter les conditions d'utilisation",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await page.getByLabel("Nom complet").fill("Awa Diop");
  await page.getByLabel("Adresse e-mail").fill("awa.diop@example.sn");
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse1");
  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse2");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  // The first wrong field now is the confirmation; what was typed stays.
  await expect(page.getByLabel("Confirmer le mot de passe")).toBeFocused();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await expect(page.getByLabel("Nom complet")).toHaveValue("Awa Diop");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("motdepasse1");
  const terms = page.getByRole("checkbox", { name: /J'accepte les conditions/ });
  await terms.check();
  await expect(page.getByText("Vous devez accepter les conditions d'utilisation")).toHaveCount(0);

  await gotoReady(page, "/forgot-password");
  await expectNoSchemaCode(page);
  await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toBeFocused();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("pas-une-adresse");
});

test("/contact : les messages du serveur, et un fichier refusé n'est jamais envoyé", async ({
  page,
}) => {
  const sent: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/contact/envoi")
      sent.push(request.postDataBuffer()?.length ?? 0);
  });
  await gotoReady(page, "/contact");
  await expectNoSchemaCode(page);
  await page.getByLabel("Nom complet").fill("A");
  await page.getByLabel("Adresse e-mail").fill("awa@example.sn");
  const big = Buffer.alloc(10.5 * 1024 * 1024, 0x25);
  await page
    .getByLabel("Joindre un fichier (facultatif)")
    .setInputFiles({ name: "trop-gros.pdf", mimeType: "application/pdf", buffer: big });
  await expect(page.getByText("Le fichier ne doit pas dépasser 10MB")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(page.getByText("Veuillez sélectionner un service")).toBeVisible();
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("awa@example.sn");
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeLessThan(64 * 1024);
  await page.getByLabel("Votre message").fill("Un site pour mon cabinet, en deux langues.");
  await expect(page.getByText("Le message doit contenir au moins 10 caractères")).toHaveCount(0);
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();

  // A good file while a required field is empty (the service): the answer comes
  // without uploading it, and it stays chosen for the next try.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200 * 1024, 0x20)]);
  await page
    .getByLabel("Joindre un fichier (facultatif)")
    .setInputFiles({ name: "cahier-des-charges.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByTestId("chosen-file")).toContainText("cahier-des-charges.pdf");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await expect(page.getByText("Veuillez sélectionner un service")).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBeLessThan(64 * 1024);
  await expect(page.getByTestId("chosen-file")).toContainText("cahier-des-charges.pdf");
});

test("la lettre d'information : l'adresse vérifiée par le navigateur, sans requête", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, "/");
  await expectNoSchemaCode(page);
  const section = page.getByRole("region", { name: "Restez informé" });
  const input = section.getByPlaceholder("Votre adresse email");
  await input.fill("pas-un-email");
  await section.getByRole("button", { name: "S'inscrire" }).click();
  await expect(section.getByText("Email invalide")).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await input.fill("pas-un-email-non-plus");
  await expect(section.getByText("Email invalide")).toHaveCount(0);
});
