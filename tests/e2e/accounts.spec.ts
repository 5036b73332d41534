import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  accountMenu,
  DATA_DIRS,
  escapeRegExp,
  MAIN_URL,
  expect,
  gotoReady,
  readEmails,
  summaryButton,
  test,
  toasts,
} from "./fixtures.ts";

// Visitor accounts (issue 6), walked through as a person does it.

const unique = () => Math.random().toString(36).slice(2, 8);
const nb = (s: string) => s.replace(/\u00a0/g, " ");

/** The first link of the newest email to `to` that matches `pattern` (read from the file transport). */
async function linkFromEmail(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await readEmails(DATA_DIRS.main)).filter((e) => e.to.includes(to));
        link = emails
          .map((e) => pattern.exec(e.text)?.[0])
          .filter(Boolean)
          .at(-1);
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

async function signIn(page: Page, email: string, password: string) {
  await gotoReady(page, "/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function openSecurity(page: Page) {
  await gotoReady(page, "/settings");
  await page.getByRole("tab", { name: "Sécurité" }).click();
}

test("un visiteur : inscription, vérification, profil, mot de passe, sessions, réinitialisation, suppression", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const email = `awa.${id}@example.sn`;

  // Register, with the messages of docs/product.md §5 first.
  await gotoReady(page, "/register");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(page.getByText("Vous devez accepter les conditions d'utilisation")).toBeVisible();
  await page.getByLabel("Nom complet").fill("Awa Diop");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse1");
  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse2");
  await page.getByRole("checkbox", { name: /J'accepte les conditions/ }).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse1");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    toasts(page).getByText("Inscription réussie. Veuillez vérifier votre e-mail."),
  ).toBeVisible();

  // Not verified yet: refused, in French.
  await signIn(page, email, "motdepasse1");
  await expect(
    toasts(page).getByText(/Échec de la connexion: .*pas encore vérifiée/),
  ).toBeVisible();

  // The same address again is refused.
  await gotoReady(page, "/register");
  await page.getByLabel("Nom complet").fill("Quelqu'un");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("autremotdepasse");
  await page.getByLabel("Confirmer le mot de passe").fill("autremotdepasse");
  await page.getByRole("checkbox", { name: /J'accepte les conditions/ }).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(
    page.getByText("Échec de l'inscription: Cette adresse e-mail est déjà utilisée.").first(),
  ).toBeVisible();

  // The verification link from the email.
  const verify = await linkFromEmail(
    email,
    new RegExp(`${escapeRegExp(MAIN_URL)}/api/auth/verify-email\\?\\S+`),
  );
  await gotoReady(page, verify);
  await expect(page).toHaveURL(/\/login\?verifie=1/);
  await expect(page.getByText(/Votre adresse e-mail est confirmée/)).toBeVisible();

  await signIn(page, email, "motdepasse1");
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Connexion réussie")).toBeVisible();

  // Header: Profil and Paramètres, never the studio.
  const account = accountMenu(page);
  await summaryButton(account.menu, "Menu du compte de Awa Diop").click();
  await expect(account.panel.getByRole("link", { name: "Profil" })).toBeVisible();
  await expect(account.panel.getByRole("link", { name: "Paramètres" })).toBeVisible();
  await expect(account.panel.getByRole("link", { name: /Devis/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(account.panel).toBeHidden();
  await page.goto("/invoice-quote");
  await expect(page).toHaveURL(/\/simple-login/);

  // Profile: edit the name for real.
  await gotoReady(page, "/profile");
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByText("L'email ne peut pas être modifié.")).toBeVisible();
  await page.getByRole("button", { name: "Modifier" }).click();
  await page.getByLabel("Nom complet").fill("A");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères.")).toBeVisible();
  await page.getByLabel("Nom complet").fill("Awa Diop Sarr");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toasts(page).getByText("Profil mis à jour avec succès")).toBeVisible();
  await expect(page.getByRole("main").getByText("Awa Diop Sarr").first()).toBeVisible();
  await page.getByRole("tab", { name: "Activité" }).click();
  const events = page.getByRole("list", { name: "Événements du compte" });
  await expect(events).toContainText("Profil modifié");
  await expect(events).toContainText("Connexion");
  await expect(events).toContainText("Adresse e-mail vérifiée");
  await expect(page.getByText(/conservée 30.jours/)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /Télécharger mes activités/ }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv).toContain("Profil modifié");

  // Change password: the server checks the current one.
  await openSecurity(page);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mot de passe actuel").fill("pas-le-bon");
  await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-mdp-1");
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("nouveau-mdp-1");
  await dialog.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(
    toasts(page).getByText("Erreur: Le mot de passe actuel est incorrect."),
  ).toBeVisible();
  await dialog.getByLabel("Mot de passe actuel").fill("motdepasse1");
  await dialog.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(
    toasts(page).getByText("Votre mot de passe a été modifié avec succès."),
  ).toBeVisible();

  // A second browser: two sessions; revoking it signs it out.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, email, "nouveau-mdp-1");
  await expect(second).toHaveURL(/\/$/);
  await openSecurity(page);
  const sessions = page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await sessions
    .filter({ hasText: "Cette session" })
    .getByRole("button", { name: /Déconnecter/ })
    .click();
  await expect(
    toasts(page).getByText("Vous ne pouvez pas déconnecter votre session actuelle ici."),
  ).toBeVisible();
  await sessions
    .filter({ hasNotText: "Cette session" })
    .getByRole("button", { name: /Déconnecter/ })
    .click();
  await expect(toasts(page).getByText("Session déconnectée avec succès")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await gotoReady(second, "/profile");
  await expect(
    second.getByText("Vous devez être connecté pour accéder à cette page."),
  ).toBeVisible();
  await expect(second.getByRole("link", { name: "Se connecter" }).last()).toHaveAttribute(
    "href",
    /\/login/,
  );

  // Forgot password, from the signed-out browser: the same answer for anyone.
  await gotoReady(second, "/forgot-password");
  await second.getByLabel("Adresse e-mail").fill(email);
  await second.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(toasts(second).getByText("Instructions envoyées par e-mail")).toBeVisible();
  await expect(second.getByText(email)).toBeVisible();
  await expect(second.getByRole("link", { name: "Essayer avec une autre adresse" })).toBeVisible();
  const reset = await linkFromEmail(
    email,
    new RegExp(`${escapeRegExp(MAIN_URL)}/api/auth/reset-password/\\S+`),
  );
  await gotoReady(second, reset);
  await expect(second).toHaveURL(/\/reset-password\?token=/);
  await second.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
  await second.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(
    second.getByText("Le nouveau mot de passe doit contenir au moins 8 caractères."),
  ).toBeVisible();
  await second.getByLabel("Nouveau mot de passe", { exact: true }).fill("reinitialise-2");
  await second.getByLabel("Confirmer le nouveau mot de passe").fill("reinitialise-2");
  await second.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(second).toHaveURL(/\/login/);
  // The link was single use.
  await gotoReady(second, reset);
  await expect(second.getByText(/n'est plus valable/)).toBeVisible();

  await signIn(second, email, "reinitialise-2");
  await expect(second).toHaveURL(/\/$/);

  // Delete the account: typed email, then it is gone.
  await openSecurity(second);
  await second.getByLabel("Tapez votre adresse e-mail pour confirmer").fill("autre@example.sn");
  await second.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(
    second.getByText("L'adresse saisie ne correspond pas à celle de votre compte.").first(),
  ).toBeVisible();
  await second.getByLabel("Tapez votre adresse e-mail pour confirmer").fill(email);
  await second.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(toasts(second).getByText("Votre compte a été supprimé.")).toBeVisible();
  await signIn(second, email, "reinitialise-2");
  await expect(
    toasts(second).getByText("Échec de la connexion: Adresse e-mail ou mot de passe incorrect."),
  ).toBeVisible();
  await other.close();
});

test("sans JavaScript : connexion refusée avec les messages, mot de passe oublié", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill("pas-un-email");
  await page.getByLabel("Mot de passe", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
  await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(`inconnu.${unique()}@example.sn`);
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(
    page.getByText("Échec de la connexion: Adresse e-mail ou mot de passe incorrect.").first(),
  ).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("Adresse e-mail").fill("personne@example.sn");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("personne@example.sn")).toBeVisible();
  expect(nb(await page.locator("main").innerText())).toContain("personne@example.sn");
  await context.close();
});
