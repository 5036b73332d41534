import type { Page } from "@playwright/test";
import { expect, gotoReady, login, STAFF, test } from "./fixtures.ts";

// The staff shell (routes/staff-layout.tsx): every studio page in one frame with the
// sections of the member's role, grouped, instead of the public header and footer.

const GERANT_NAV = [
  "Accueil du studio",
  "Registre",
  "Devis",
  "Factures",
  "Clients",
  "Catalogue",
  "Abonnements",
  "Projets",
  "Temps",
  "Dépenses",
  "Paiements attendus",
  "Relances",
  "Tableau de bord",
  "Marges",
  "Demandes",
  "Appels",
  "Pipeline",
  "Rédaction",
  "Équipe",
  "Paramètres",
];

const studioNav = (page: Page) => page.getByRole("navigation", { name: "Navigation du studio" });

test("le studio dans son cadre : la navigation du rôle, la page courante, « Voir le site »", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  // No public header or footer around the studio.
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const nav = studioNav(page);
  await expect(nav.getByRole("link")).toHaveText(GERANT_NAV);
  await expect(nav.getByRole("link", { name: "Accueil du studio" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The member and their role, under the navigation.
  await expect(page.getByRole("complementary")).toContainText("Gérant");

  // From the hub to the quotes, to the dashboard, without « Retour ».
  await nav.getByRole("link", { name: "Devis", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/documents" && url.search === "?type=quote");
  await expect(page.getByLabel("Type")).toHaveValue("quote");
  await expect(nav.getByRole("link", { name: "Devis", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  await nav.getByRole("link", { name: "Tableau de bord" }).click();
  await page.waitForURL(/\/tableau-de-bord$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The account menu is still there, with « Devis & Factures ».
  await page.locator('summary[aria-label^="Menu du compte"]').click();
  await expect(
    page.getByTestId("account-panel").getByRole("link", { name: "Devis & Factures" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // « Voir le site »: the public pages, in their own header and footer again.
  await page.getByRole("link", { name: "Voir le site" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test.describe("Sur un téléphone, sans JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("le menu du studio s'ouvre et mène aux pages du rôle", async ({ page }) => {
    await page.goto("/simple-login");
    await page.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/invoice-quote$/);
    // The side navigation is for wide screens: here, a menu.
    await expect(studioNav(page)).toBeHidden();
    await page.getByLabel("Menu du studio").click();
    const menu = page.getByRole("navigation", { name: "Navigation du studio (mobile)" });
    await expect(menu.getByRole("link")).toHaveText(GERANT_NAV);
    await menu.getByRole("link", { name: "Clients" }).click();
    await page.waitForURL(/\/clients$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("une page du studio ouverte par un visiteur garde le cadre du site", async ({ page }) => {
  await gotoReady(page, "/documents");
  await expect(page).toHaveURL(/\/simple-login$/);
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  await expect(studioNav(page)).toHaveCount(0);
});
