import type { Browser, Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../public-pages.ts";
import {
  alpha,
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

const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

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

  test("l'en-tête : transparent en haut dès le premier affichage avec JavaScript, opaque sans", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Its look when the HTML is parsed, before any island has run, and what the
    // islands change on it at load (nothing: the page opens at its top).
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const header = document.querySelector("header")!;
        const w = window as unknown as { firstLook: string; changed: string[] };
        w.firstLook = getComputedStyle(header).backgroundColor;
        w.changed = [];
        new MutationObserver((records) => {
          for (const r of records) w.changed.push(r.attributeName!);
        }).observe(header, { attributes: true });
      });
    });
    await gotoReady(page, "/privacy");
    const { firstLook, changed } = await page.evaluate(() => {
      const w = window as unknown as { firstLook: string; changed: string[] };
      return { firstLook: w.firstLook, changed: w.changed };
    });
    expect(alpha(firstLook)).toBe(0);
    expect(changed).toEqual([]);
    expect(alpha(await page.getByRole("banner").evaluate(backgroundOf))).toBe(0);

    const noJs = await noJsPage(browser, 1280);
    await noJs.page.goto("/privacy");
    expect(alpha(await noJs.page.getByRole("banner").evaluate(backgroundOf))).toBe(1);
    await noJs.context.close();
  });

  test("la bienvenue : 500 ms après l'arrivée avec JavaScript ; sans, aucune notification", async ({
    page,
    browser,
  }) => {
    // When its island takes the visit's welcome (it notes it in the tab's session) and
    // when the welcome shows, by the page's own clock.
    await page.addInitScript(() => {
      const w = window as unknown as { takenAt?: number; welcomedAt?: number };
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "td:welcomed") w.takenAt ??= performance.now();
        setItem.call(this, key, value);
      };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Bienvenue chez"))
          w.welcomedAt ??= performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await gotoReady(page, "/");
    await expect(toasts(page).getByText(/^Bienvenue chez/)).toBeVisible();
    const { takenAt, welcomedAt } = await page.evaluate(() => {
      const w = window as unknown as { takenAt: number; welcomedAt: number };
      return { takenAt: w.takenAt, welcomedAt: w.welcomedAt };
    });
    expect(welcomedAt - takenAt).toBeGreaterThanOrEqual(495);

    const noJs = await noJsPage(browser);
    await noJs.page.goto("/");
    await noJs.page.getByRole("region", { name: "Restez informé" }).scrollIntoViewIfNeeded();
    await expect(noJs.page.getByText(/Bienvenue chez/)).toHaveCount(0);
    await noJs.context.close();
  });

  test("« Retour en haut » : après 300 px avec JavaScript ; sans, jamais un bouton qui ne ferait rien", async ({
    page,
    browser,
  }) => {
    await gotoReady(page, "/privacy");
    const button = page.getByRole("button", { name: "Retour en haut" });
    await page.evaluate(() => window.scrollTo(0, 290));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 310));
    await expect(button).toBeVisible();

    const noJs = await noJsPage(browser);
    await noJs.page.goto("/privacy");
    await noJs.page.evaluate(() => window.scrollTo(0, 1200));
    await expect(noJs.page.getByRole("button", { name: "Retour en haut" })).toBeHidden();
    await noJs.context.close();
  });

  test("le carrousel sans JavaScript : chaque client se voit en faisant défiler, aucune commande inerte", async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      const noJs = await noJsPage(browser, width);
      await noJs.page.goto("/");
      const region = noJs.page.getByRole("region", { name: "Ils nous font confiance" });
      await region.scrollIntoViewIfNeeded();
      const logos = region.getByRole("img");
      await expect(logos).toHaveCount(5);
      await expect(logos.first()).toBeInViewport({ ratio: 1 });
      // The person scrolls the row (a wheel, a trackpad, a finger) to its end: the last client shows.
      await region.hover();
      await expect
        .poll(async () => {
          await noJs.page.mouse.wheel(400, 0);
          return region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
        })
        .toBe(true);
      await expect(logos.last()).toBeInViewport({ ratio: 1 });
      for (const name of ["Client précédent", "Client suivant", "Mettre en pause le défilement"]) {
        await expect(noJs.page.getByRole("button", { name })).toBeHidden();
      }
      await expect(noJs.page.getByRole("slider")).toBeHidden();
      await noJs.context.close();
    }
  });

  test("le carrousel avec JavaScript : il boucle, dans les deux sens, seul ou par ses flèches", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/");
    const region = page.getByRole("region", { name: "Ils nous font confiance" });
    await region.scrollIntoViewIfNeeded();
    const status = page.getByText(/^Client \d sur 5$/);
    await expect(status).toHaveText("Client 1 sur 5");
    const previous = page.getByRole("button", { name: "Client précédent" });
    const next = page.getByRole("button", { name: "Client suivant" });
    // A loop: from the first, « précédent » goes to the last, and both stay usable.
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(status).toHaveText("Client 5 sur 5");
    await expect(next).toBeEnabled();
    await region.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText("Client 4 sur 5");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Client 5 sur 5");
    // Let go (no pointer, no focus on it): past 100, from the last to the first, at 0 again.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const slider = page.getByRole("slider", { name: "Progression avant le client suivant" });
    await page.clock.runFor(5_200);
    await expect(status).toHaveText("Client 1 sur 5");
    await expect
      .poll(async () => Number(await slider.getAttribute("aria-valuenow")))
      .toBeLessThan(50);
  });

  test("l'inscription sans JavaScript : les messages du serveur, dans ses mots", async ({
    browser,
  }) => {
    const noJs = await noJsPage(browser);
    await noJs.page.goto("/register");
    await noJs.page.getByRole("button", { name: "Créer mon compte" }).click();
    for (const message of [
      "Le nom doit contenir au moins 2 caractères",
      "Adresse e-mail invalide",
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      await expect(noJs.page.getByText(message, { exact: true })).toBeVisible();
    }
    await noJs.page.getByLabel("Nom complet").fill("Awa Diop");
    await noJs.page.getByLabel("Adresse e-mail").fill("awa.sansjs@example.sn");
    await noJs.page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse1");
    await noJs.page.getByLabel("Confirmer le mot de passe").fill("motdepasse2");
    await noJs.page.getByRole("checkbox", { name: /J'accepte les conditions/ }).check();
    await noJs.page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(noJs.page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
    await expect(noJs.page.getByLabel("Nom complet")).toHaveValue("Awa Diop");
    await noJs.context.close();
  });
});
