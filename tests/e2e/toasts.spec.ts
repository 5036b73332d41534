import { expect, gotoReady, signedInVisitor, STAFF, test, toasts } from "./fixtures.ts";

// One message at a time, the newest true one (docs/product.md §2, ADR 014 fourth
// pass). A hovered toast stays, so no check races a toast's own 4 s.

test("après un essai manqué, la connexion ne montre que « Connexion réussie »", async ({
  page,
}) => {
  await gotoReady(page, "/simple-login");
  await page.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const refused = toasts(page).getByText("Identifiants incorrects");
  await expect(refused).toBeVisible();

  await page.getByLabel("Mot de passe", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/invoice-quote$/);
  await expect(toasts(page).getByText("Connexion réussie")).toBeVisible();
  // At the moment the answer shows, the refusal it answers is gone (not timed out later).
  expect(await refused.count()).toBe(0);
  await expect(toasts(page).locator("[data-toast]")).toHaveCount(1);
});

test("arrivée sur l'accueil après la connexion : « Connexion réussie », pas la bienvenue par-dessus", async ({
  page,
}) => {
  await page.clock.install();
  // Signs in through /login, which comes back to / with « Connexion réussie ».
  await signedInVisitor(page);
  const success = toasts(page).getByText("Connexion réussie");
  await expect(success).toBeVisible();
  await success.hover({ force: true });
  // Past the welcome's 500 ms: its timer has run, whatever the machine's speed.
  await page.clock.runFor(1000);
  await expect(success).toBeVisible();
  await expect(toasts(page).getByText(/Bienvenue chez/)).toHaveCount(0);
  await expect(toasts(page).locator("[data-toast]")).toHaveCount(1);
});

test("la bienvenue se ferme à la main ; la région annoncée reste dans la page", async ({
  page,
}) => {
  await gotoReady(page, "/");
  const welcome = toasts(page).getByText("Bienvenue chez Teranga Digital !");
  await expect(welcome).toBeVisible();
  await welcome.hover();
  await toasts(page).getByRole("button", { name: "Fermer la notification" }).click();
  await expect(welcome).toHaveCount(0);
  await expect(toasts(page).locator('[aria-live="polite"]')).toBeAttached();
});
