import type { Browser, Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../public-pages.ts";
import {
  expect,
  gotoReady,
  mainNav,
  signedInVisitor,
  summaryButton,
  test,
  toasts,
} from "./fixtures.ts";

// Public pages as HTML with islands (issue 31, docs/decisions/037-public-islands.md):
// no React Router in the browser, a few KB of plain modules where people act, the
// next page prerendered by the browser; the studio and the account pages keep theirs.

/** Every public page a visitor lands on (the staff's door aside: it stays hydrated), and a 404. */
const ISLAND_PAGES = [
  ...PUBLIC_PATHS.filter((p) => p !== "/simple-login"),
  "/reset-password?token=inconnu",
  "/nimporte-quoi",
];

/** What the page runs: the router's globals, its preloads, the scripts it fetched and their bytes. */
async function scripts(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const loaded = performance
      .getEntriesByType("resource")
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"),
      )
      .map((e) => e as PerformanceResourceTiming);
    return {
      router: Boolean(w.__reactRouterContext || w.__reactRouterDataRouter),
      // The islands' own (Vite's preload of a dynamic import's files) and React Router's, if any.
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (l) => new URL(l.href).pathname,
      ),
      urls: loaded.map((e) => new URL(e.name).pathname),
      // Compressed bytes as they came over the wire (the same origin: sizes are exposed).
      kb: loaded.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024,
    };
  });
}

async function noJsPage(browser: Browser, width = 390) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 844 },
  });
  return { context, page: await context.newPage() };
}

test("chaque page publique : pas de React Router, ses îlots seulement, moins de 40 Ko, aucun refus de la CSP", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.warn(`[csp] ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (message) => {
    if (message.text().startsWith("[csp]")) refused.push(`${page.url()} ${message.text()}`);
  });
  for (const path of ISLAND_PAGES) {
    await gotoReady(page, path);
    // Below the fold too: the parts fetched when they come near (the carousel's Embla).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const loaded = await scripts(page);
    expect(loaded.router, `${path} : React Router`).toBe(false);
    expect(loaded.urls.length, `${path} : l'entrée des îlots`).toBeGreaterThan(0);
    expect(
      [...loaded.urls, ...loaded.preloads].filter((u) =>
        /entry\.client|jsx-runtime|\/root-/.test(u),
      ),
      path,
    ).toEqual([]);
    expect(loaded.kb, `${path} : ${loaded.urls.join(", ")}`).toBeLessThanOrEqual(40);
  }
  expect(refused).toEqual([]);
});

test("le studio et les pages de compte gardent React Router", async ({ page }) => {
  await gotoReady(page, "/simple-login");
  expect((await scripts(page)).router).toBe(true);
  await signedInVisitor(page);
  await gotoReady(page, "/profile");
  expect((await scripts(page)).router).toBe(true);
});

test("d'une page de compte à une page publique : la page publique arrive entière, avec ses îlots", async ({
  page,
}) => {
  await signedInVisitor(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/profile");
  // A link the router would have drawn itself: the server answers « load the document ».
  await mainNav(page).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  expect((await scripts(page)).router).toBe(false);
  // Signing out from an account page (the router posts the header's form): the home
  // page, a public one, arrives as a document, with the toast the redirect left.
  await gotoReady(page, "/profile");
  await summaryButton(page, "Menu du compte de Visiteur Test").click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await expect(toasts(page).getByText("Déconnexion réussie")).toBeVisible();
});

test("un lien public pointé est préparé par le navigateur (règles de spéculation)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // What Chromium does with the page's rules, as DevTools sees it.
  const cdp = await page.context().newCDPSession(page);
  const rules: string[] = [];
  const prerenders: string[] = [];
  const prefetches: string[] = [];
  cdp.on("Preload.ruleSetUpdated", (e) => rules.push(e.ruleSet.errorType ?? "ok"));
  cdp.on("Preload.prerenderStatusUpdated", (e) => prerenders.push(new URL(e.key.url).pathname));
  cdp.on("Preload.prefetchStatusUpdated", (e) => {
    if (e.status === "Ready") prefetches.push(new URL(e.prefetchUrl).pathname);
  });
  await cdp.send("Preload.enable");
  await gotoReady(page, "/");
  await expect.poll(() => rules).toEqual(["ok"]);
  // A public page pointed at is prerendered (Chromium runs no prerender while DevTools
  // drives it, as in these tests: the request for it is what shows here).
  await mainNav(page).getByRole("link", { name: "Offres", exact: true }).hover();
  await expect.poll(() => prerenders).toContain("/offers");
  // The sign-in page is fetched ahead.
  await summaryButton(page, "Compte et connexion").click();
  await page.getByTestId("account-panel").getByRole("link", { name: "Se connecter" }).hover();
  await expect.poll(() => prefetches).toContain("/login");
});

test.describe("Les îlots, avec et sans JavaScript", () => {
  test("le mot de passe s'affiche et se masque avec JavaScript ; sans, pas de bouton qui ne ferait rien", async ({
    page,
    browser,
  }) => {
    await gotoReady(page, "/login");
    const password = page.getByLabel("Mot de passe", { exact: true });
    await password.fill("secret-123");
    await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Masquer le mot de passe" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(password).toHaveAttribute("type", "password");

    const noJs = await noJsPage(browser);
    await noJs.page.goto("/login");
    await expect(noJs.page.getByRole("button", { name: "Afficher le mot de passe" })).toHaveCount(
      0,
    );
    await noJs.page.goto("/articles/react-19-nouveautes");
    await summaryButton(noJs.page, "Partager").click();
    await expect(noJs.page.getByRole("button", { name: "Copier le lien" })).toBeHidden();
    await noJs.page.goto("/contact");
    await expect(noJs.page.getByRole("button", { name: "Choisir un fichier" })).toBeHidden();
    await expect(noJs.page.getByLabel("Joindre un fichier (facultatif)")).toBeVisible();
    await noJs.context.close();
  });

  test("une connexion refusée répond dans la page, sans la recharger ; acceptée, elle ouvre la page suivante", async ({
    page,
  }) => {
    await gotoReady(page, "/login");
    // Marks this document: a page loaded again would not have it.
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
    await page.getByLabel("Adresse e-mail").fill("personne@example.sn");
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mdp");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Échec de la connexion" }).first(),
    ).toBeVisible();
    await expect(toasts(page).getByText(/Échec de la connexion/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("pas-le-bon-mdp");
  });

  test("le menu mobile tient la page immobile et se referme avec Échap, avec les îlots", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/contact");
    await summaryButton(page, "Menu").click();
    await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeHidden();
    await expect(summaryButton(page, "Menu")).toBeFocused();
  });
});
