import { expect, gotoReady, signedInVisitor, STAFF, test, toasts } from "./fixtures.ts";

// The account forms on Conform (docs/product.md §2, §5): without JavaScript the
// server's answer shows the messages of the form that posted, and keeps what was
// typed but never a password; with it, the first field in error takes the focus.

test("sans JavaScript : paramètres, profil, personnel", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signedInVisitor(page);
  const state = await page.context().storageState();
  const ctx = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const p = await ctx.newPage();

  await p.goto("/settings?onglet=securite&motdepasse=1");
  await p.getByLabel("Mot de passe actuel").fill("123");
  await p.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
  await p.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(p.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
  await expect(
    p.getByText("Le nouveau mot de passe doit contenir au moins 8 caractères."),
  ).toBeVisible();
  await expect(p.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
  await expect(p.getByLabel("Mot de passe actuel")).toHaveValue("");
  await expect(p.getByLabel("Mot de passe actuel")).toHaveAccessibleDescription(
    "Le mot de passe doit contenir au moins 6 caractères",
  );
  // Only the form that posted shows the answer.
  await expect(p.getByText("L'adresse saisie ne correspond pas")).toHaveCount(0);

  await p.getByLabel("Mot de passe actuel").fill("pas-le-bon-mdp");
  await p.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-mdp-1");
  await p.getByLabel("Confirmer le nouveau mot de passe").fill("nouveau-mdp-1");
  await p.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(p.getByText("Le mot de passe actuel est incorrect.")).toBeVisible();

  await p.getByLabel("Tapez votre adresse e-mail pour confirmer").fill("autre@example.sn");
  await p.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(
    p.getByText("L'adresse saisie ne correspond pas à celle de votre compte."),
  ).toBeVisible();
  await expect(p.getByLabel("Tapez votre adresse e-mail pour confirmer")).toHaveValue(
    "autre@example.sn",
  );
  await expect(p.getByText("Le mot de passe actuel est incorrect.")).toHaveCount(0);
  await expect(p.getByLabel("Mot de passe actuel")).toHaveCount(0);

  await p.goto("/settings?onglet=notifications");
  await p.getByLabel("Offres et actualités").check();
  await p.getByRole("button", { name: "Enregistrer" }).click();
  await expect(p).toHaveURL(/onglet=notifications/);
  await expect(p.getByLabel("Offres et actualités")).toBeChecked();
  await expect(p.getByLabel("Notifications par e-mail")).toBeChecked();

  await p.goto("/profile?modifier=1");
  await p.getByLabel("Nom complet").fill("A");
  await p.getByRole("button", { name: "Enregistrer" }).click();
  await expect(p.getByText("Le nom doit contenir au moins 2 caractères.")).toBeVisible();
  await expect(p.getByLabel("Nom complet")).toHaveValue("A");
  await p.getByLabel("Nom complet").fill("Awa Sans Script");
  await p.getByRole("button", { name: "Enregistrer" }).click();
  await expect(p).toHaveURL(/\/profile$/);
  await expect(p.getByRole("heading", { level: 1 })).toHaveText("Awa Sans Script");
  await ctx.close();

  const anon = await browser.newContext({ javaScriptEnabled: false });
  const s = await anon.newPage();
  await s.goto("/simple-login");
  await s.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
  await s.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon");
  await s.getByRole("button", { name: "Se connecter" }).click();
  await expect(s.getByRole("alert").filter({ hasText: "Identifiants incorrects" })).toBeVisible();
  await expect(s.getByLabel("Nom d'utilisateur ou email")).toHaveValue(STAFF.username);
  await expect(s.getByLabel("Mot de passe", { exact: true })).toHaveValue("");
  await anon.close();
});

test("avec JavaScript : focus sur le premier champ en erreur", async ({ page }) => {
  await signedInVisitor(page);
  await gotoReady(page, "/settings?onglet=securite");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-mdp-1");
  await dialog.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(dialog.getByLabel("Mot de passe actuel")).toBeFocused();
  await expect(dialog.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("nouveau-mdp-1");
  await expect(dialog.getByText("Les mots de passe ne correspondent pas.")).toHaveCount(0);
  await dialog.getByLabel("Mot de passe actuel").fill("pas-le-bon-mdp");
  await dialog.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(
    toasts(page).getByText("Erreur: Le mot de passe actuel est incorrect."),
  ).toBeVisible();
  await expect(
    dialog.getByText("Le mot de passe actuel est incorrect.", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByLabel("Mot de passe actuel")).toBeFocused();
  await page.keyboard.press("Escape");

  await page.getByLabel("Tapez votre adresse e-mail pour confirmer").fill("autre@example.sn");
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page.getByLabel("Tapez votre adresse e-mail pour confirmer")).toBeFocused();
  await expect(
    page.getByText("L'adresse saisie ne correspond pas à celle de votre compte."),
  ).toBeVisible();

  await gotoReady(page, "/profile");
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await expect(page.getByLabel("Nom complet")).toHaveValue("Visiteur Test");
  await page.getByLabel("Nom complet").fill("");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères.")).toBeVisible();
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await page.getByLabel("Nom complet").fill("Nouveau Nom");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toasts(page).getByText("Profil mis à jour avec succès")).toBeVisible();
  await expect(page.getByRole("button", { name: "Modifier" })).toBeFocused();
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveValue("Nouveau Nom");
});
