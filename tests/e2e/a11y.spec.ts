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
import { axeViolations, serious as seriousOf, WCAG_AA, whereFound } from "./axe.ts";

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
/** One anonymous tab for the whole run (worker-scoped), opened on first use. */
const test = base.extend<object, { sharedPage: () => Promise<Page> }>({
  sharedPage: [
    async ({ browser }, provide) => {
      let page: Page | undefined;
      await provide(async () => {
        if (page && !page.isClosed()) return page;
        const context = await browser.newContext({
          baseURL: MAIN_URL,
          locale: "fr-FR",
          timezoneId: "Africa/Dakar",
          colorScheme: "light",
        });
        page = await context.newPage();
        return page;
      });
      if (page) await page.context().close();
    },
    { scope: "worker" },
  ],
});
const TOASTER = 'section[aria-label="Notifications"]';
/** WCAG 2.1 A/AA rules whose outcome depends on colours. */
const DARK_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Switches the page's theme in place, as the header's theme button does (the class and
 * the colour scheme on <html>), and the system's preference with it.
 */
async function switchTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    const root = document.documentElement;
    root.classList.toggle("dark", t === "dark");
    root.style.colorScheme = t;
  }, theme);
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/**
 * Waits for a toast, then keeps the pointer on it: a hovered toast stays,
 * so axe never reads it half-faded, however slow the machine.
 */
async function holdToast(toast: Locator) {
  await expect(toast).toBeVisible();
  await toast.hover();
}

/**
 * axe on the page as it stands, in both themes: the light theme with every WCAG 2.1 A/AA
 * rule, then the dark one, switched in place, with the rules colours decide (the same
 * markup, other CSS variables: half of axe's work, and one page load for both); the page
 * is left in the light theme.
 */
async function expectNoSeriousViolations(
  page: Page,
  label: string,
  scope: { include?: string; exclude?: string } = {},
) {
  await switchTheme(page, "light");
  await axePass(page, `${label} (clair)`, scope, "light");
  await switchTheme(page, "dark");
  await axePass(page, `${label} (sombre)`, scope, "dark");
  await switchTheme(page, "light");
}

async function axePass(
  page: Page,
  label: string,
  scope: { include?: string; exclude?: string },
  theme: "light" | "dark",
) {
  await settle(page);
  const violations = await axeViolations(page, {
    ...(theme === "dark" ? { rules: DARK_RULES } : { tags: WCAG_AA }),
    ...scope,
  });
  const serious = seriousOf(violations);
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}) : ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n"),
    )
    .join("\n");
  expect(whereFound(serious), `${label}\n${report}`).toEqual([]);
}

test.describe("Accessibilité, en clair et en sombre", () => {
  // Each test checks its page twice, once per theme: twice the run's 90 s per test.
  test.describe.configure({ timeout: 180_000 });
  // One test per page: axe over every page in one test outgrew any fair timeout.
  // The pages share one browser tab, so the site's files stay cached.
  for (const path of PUBLIC_PAGES) {
    test(`page publique ${path}`, async ({ sharedPage }) => {
      const page = await sharedPage();
      await gotoReady(page, path);
      // The welcome toast comes and goes on its own clock: it has its own test below.
      await expectNoSeriousViolations(page, path, { exclude: TOASTER });
    });
  }

  test("page 404", async ({ page }) => {
    await gotoReady(page, "/nimporte-quoi");
    await expectNoSeriousViolations(page, "404");
  });

  test("/invoice-quote connecté et menu du compte", async ({ page }) => {
    await login(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The toasts have their own test below.
    await expectNoSeriousViolations(page, "/invoice-quote", { exclude: TOASTER });

    await page.locator('summary[aria-label^="Menu du compte"]').click();
    await expect(page.getByTestId("account-panel")).toBeVisible();
    await expectNoSeriousViolations(page, "menu du compte", { exclude: TOASTER });
  });

  for (const [path, submit] of [
    ["/create-quote", "Générer le Devis"],
    ["/create-invoice", "Générer la Facture"],
    ["/create-technical-proposal", "Générer la Proposition Technique"],
  ] as const) {
    test(`studio ${path}, vide puis avec ses messages`, async ({ page }) => {
      await login(page);
      await gotoReady(page, path);
      await expectNoSeriousViolations(page, path, { exclude: TOASTER });
      await page.getByRole("button", { name: submit }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} avec erreurs`, {
        exclude: TOASTER,
      });
    });
  }

  test("studio : dialogue Nouveau document et /demandes", async ({ page }) => {
    await login(page);
    await gotoReady(page, "/create-quote");
    await page.getByRole("button", { name: "Nouveau document" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page, "dialogue Nouveau document", {
      exclude: TOASTER,
    });
    await gotoReady(page, "/demandes");
    await expectNoSeriousViolations(page, "/demandes", { exclude: TOASTER });
  });

  test("toasts d'erreur et de succès de la connexion", async ({ page }) => {
    await gotoReady(page, "/simple-login");
    await page.getByLabel("Nom d'utilisateur ou email").fill(STAFF.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await holdToast(toasts(page).getByText("Identifiants incorrects"));
    await expectNoSeriousViolations(page, "toast d'erreur", { include: TOASTER });

    await login(page);
    await holdToast(toasts(page).getByText("Connexion réussie"));
    await expectNoSeriousViolations(page, "toast de succès", { include: TOASTER });
  });

  test("compte d'un visiteur : profil et activité", async ({ page }) => {
    await signedInVisitor(page);
    await gotoReady(page, "/profile");
    await expectNoSeriousViolations(page, "/profile", { exclude: TOASTER });
    await page.getByRole("tab", { name: "Activité" }).click();
    await expectNoSeriousViolations(page, "/profile activité", { exclude: TOASTER });
  });

  for (const tab of ["Général", "Notifications", "Sécurité"] as const) {
    test(`compte d'un visiteur : paramètres, onglet ${tab}`, async ({ page }) => {
      await signedInVisitor(page);
      await gotoReady(page, "/settings");
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousViolations(page, `/settings ${tab}`, { exclude: TOASTER });
      if (tab !== "Sécurité") return;
      await page.getByRole("button", { name: "Changer le mot de passe" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, "dialogue du mot de passe", {
        exclude: TOASTER,
      });
    });
  }

  test("/contact avec ses messages d'erreur", async ({ page }) => {
    await gotoReady(page, "/contact");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expectNoSeriousViolations(page, "/contact avec erreurs");
  });

  test("menu mobile ouvert (390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/");
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeVisible();
    // The welcome toast may be fading in: it has its own check below.
    await expectNoSeriousViolations(page, "menu mobile", { exclude: TOASTER });
  });

  test("menu du studio ouvert (390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await page.getByLabel("Menu du studio").click();
    await expect(
      page.getByRole("navigation", { name: "Navigation du studio (mobile)" }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "menu du studio", { exclude: TOASTER });
  });

  test("notice de bienvenue de l'accueil", async ({ page }) => {
    await gotoReady(page, "/");
    await holdToast(toasts(page).getByText("Bienvenue chez Teranga Digital !"));
    await expectNoSeriousViolations(page, "notice de bienvenue", { include: TOASTER });
  });
});

// The checks above pass when axe finds nothing: they are worth what the helper finds.
test("axe, lancé dans la page, trouve ce qu'il doit trouver, là où on le lui dit", async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="fr"><head><title>t</title></head><body><main>
      <section id="a"><img src="data:," /></section>
      <section id="b"><button></button></section></main></body></html>`,
  );
  const ids = async (check: Parameters<typeof axeViolations>[1]) =>
    (await axeViolations(page, check)).map((v) => v.id).sort();
  expect(await ids({ tags: WCAG_AA })).toEqual(["button-name", "image-alt"]);
  expect(await ids({ tags: WCAG_AA, include: "#a" })).toEqual(["image-alt"]);
  expect(await ids({ tags: WCAG_AA, exclude: "#a" })).toEqual(["button-name"]);
  expect(await ids({ rules: ["image-alt"] })).toEqual(["image-alt"]);
  // axe's default rules, best practices with them (the publishing tests use them).
  expect(await ids({})).toContain("image-alt");
  expect(seriousOf(await axeViolations(page, { include: "#b" })).map((v) => v.id)).toEqual([
    "button-name",
  ]);
});
