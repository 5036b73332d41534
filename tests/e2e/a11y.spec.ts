import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  gotoReady,
  login,
  MAIN_URL,
  settle,
  signedInVisitor,
  STAFF,
  test as base,
  toasts,
} from "./fixtures.ts";

// WCAG 2.1 A/AA checks with axe: no 'serious' or 'critical' violation, in both themes.

const PUBLIC_PAGES = [
  "/",
  "/services",
  "/offers",
  "/about",
  "/realisations",
  "/realisations/application-livraison-yobbal-express",
  "/articles",
  "/articles?q=zzz",
  "/articles/typescript-avance-patterns",
  "/articles/wcag-guide-pratique",
  "/contact?service=Community%20Management%20Pro",
  "/rendez-vous",
  "/terms",
  "/privacy",
  "/cookies",
  "/simple-login",
  "/login",
  "/register",
  "/forgot-password",
  "/forgot-password?envoye=awa%40example.sn",
  "/reset-password?error=INVALID_TOKEN",
  "/profile",
  "/settings",
];
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** One anonymous tab per theme for the whole run (worker-scoped), opened on first use. */
const test = base.extend<object, { themedPage: (theme: Theme) => Promise<Page> }>({
  themedPage: [
    async ({ browser }, provide) => {
      const pages = new Map<Theme, Page>();
      await provide(async (theme) => {
        const open = pages.get(theme);
        if (open && !open.isClosed()) return open;
        const context = await browser.newContext({
          baseURL: MAIN_URL,
          locale: "fr-FR",
          timezoneId: "Africa/Dakar",
          colorScheme: theme,
        });
        const page = await context.newPage();
        await useTheme(page, theme);
        pages.set(theme, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});
const TOASTER = 'section[aria-label="Notifications"]';
/** WCAG 2.1 A/AA rules whose outcome depends on colours. */
const DARK_RULES = ["color-contrast", "link-in-text-block"];

async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
}

/**
 * Waits for a toast, then keeps the pointer on it: a hovered toast stays,
 * so axe never reads it half-faded, however slow the machine.
 */
async function holdToast(toast: Locator) {
  await expect(toast).toBeVisible();
  await toast.hover();
}

async function expectNoSeriousViolations(
  page: Page,
  label: string,
  scope: { include?: string; exclude?: string } = {},
) {
  await settle(page);
  // The dark theme changes colours only (the same markup, other CSS variables): its pass
  // checks what colours decide, the light pass checks everything — half of axe's work.
  const dark = (await page.locator("html.dark").count()) > 0;
  let axe = dark
    ? new AxeBuilder({ page }).withRules(DARK_RULES)
    : new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const { violations } = await axe.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}) : ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n"),
    )
    .join("\n");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `${label}\n${report}`,
  ).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`Thème ${theme === "light" ? "clair" : "sombre"}`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    // One test per page: axe over every page in one test outgrew any fair timeout.
    // The pages share one browser tab per theme, so the site's files stay cached.
    for (const path of PUBLIC_PAGES) {
      test(`page publique ${path}`, async ({ themedPage }) => {
        const page = await themedPage(theme);
        await gotoReady(page, path);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        // The welcome toast comes and goes on its own clock: it has its own test below.
        await expectNoSeriousViolations(page, `${path} (${theme})`, { exclude: TOASTER });
      });
    }

    test("page 404", async ({ page }) => {
      await gotoReady(page, "/nimporte-quoi");
      await expectNoSeriousViolations(page, `404 (${theme})`);
    });

    test("/invoice-quote connecté et menu du compte", async ({ page }) => {
      await login(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The toasts have their own test below.
      await expectNoSeriousViolations(page, `/invoice-quote (${theme})`, { exclude: TOASTER });

      await page.locator('summary[aria-label^="Menu du compte"]').click();
      await expect(page.getByTestId("account-panel")).toBeVisible();
      await expectNoSeriousViolations(page, `menu du compte (${theme})`, { exclude: TOASTER });
    });

    for (const [path, submit] of [
      ["/create-quote", "Générer le Devis"],
      ["/create-invoice", "Générer la Facture"],
      ["/create-technical-proposal", "Générer la Proposition Technique"],
    ] as const) {
      test(`studio ${path}, vide puis avec ses messages`, async ({ page }) => {
        await login(page);
        await gotoReady(page, path);
        await expectNoSeriousViolations(page, `${path} (${theme})`, { exclude: TOASTER });
        await page.getByRole("button", { name: submit }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        await expectNoSeriousViolations(page, `${path} avec erreurs (${theme})`, {
          exclude: TOASTER,
        });
      });
    }

    test("studio : dialogue Nouveau document et /demandes", async ({ page }) => {
      await login(page);
      await gotoReady(page, "/create-quote");
      await page.getByRole("button", { name: "Nouveau document" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, `dialogue Nouveau document (${theme})`, {
        exclude: TOASTER,
      });
      await gotoReady(page, "/demandes");
      await expectNoSeriousViolations(page, `/demandes (${theme})`, { exclude: TOASTER });
    });

    test("toasts d'erreur et de succès de la connexion", async ({ page }) => {
      await gotoReady(page, "/simple-login");
      await page.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
      await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await holdToast(toasts(page).getByText("Identifiants incorrects"));
      await expectNoSeriousViolations(page, `toast d'erreur (${theme})`, { include: TOASTER });

      await login(page);
      await holdToast(toasts(page).getByText("Connexion réussie"));
      await expectNoSeriousViolations(page, `toast de succès (${theme})`, { include: TOASTER });
    });

    test("compte d'un visiteur : profil et activité", async ({ page }) => {
      await signedInVisitor(page);
      await gotoReady(page, "/profile");
      await expectNoSeriousViolations(page, `/profile (${theme})`, { exclude: TOASTER });
      await page.getByRole("tab", { name: "Activité" }).click();
      await expectNoSeriousViolations(page, `/profile activité (${theme})`, { exclude: TOASTER });
    });

    for (const tab of ["Général", "Notifications", "Sécurité"] as const) {
      test(`compte d'un visiteur : paramètres, onglet ${tab}`, async ({ page }) => {
        await signedInVisitor(page);
        await gotoReady(page, "/settings");
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expectNoSeriousViolations(page, `/settings ${tab} (${theme})`, { exclude: TOASTER });
        if (tab !== "Sécurité") return;
        await page.getByRole("button", { name: "Changer le mot de passe" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, `dialogue du mot de passe (${theme})`, {
          exclude: TOASTER,
        });
      });
    }

    test("/contact avec ses messages d'erreur", async ({ page }) => {
      await gotoReady(page, "/contact");
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByText("Email invalide")).toBeVisible();
      await expectNoSeriousViolations(page, `/contact avec erreurs (${theme})`);
    });

    test("menu mobile ouvert (390 px)", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoReady(page, "/");
      await page.locator('summary[aria-label="Menu"]').click();
      await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeVisible();
      // The welcome toast may be fading in: it has its own check below.
      await expectNoSeriousViolations(page, `menu mobile (${theme})`, { exclude: TOASTER });
    });

    test("menu du studio ouvert (390 px)", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page);
      await page.getByLabel("Menu du studio").click();
      await expect(
        page.getByRole("navigation", { name: "Navigation du studio (mobile)" }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `menu du studio (${theme})`, { exclude: TOASTER });
    });

    test("notice de bienvenue de l'accueil", async ({ page }) => {
      await gotoReady(page, "/");
      await holdToast(toasts(page).getByText("Bienvenue chez Teranga Digital !"));
      await expectNoSeriousViolations(page, `notice de bienvenue (${theme})`, { include: TOASTER });
    });
  });
}
