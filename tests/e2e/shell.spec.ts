import type { Page, Response } from "@playwright/test";
import {
  alpha,
  expect,
  gotoReady,
  mainNav,
  NAV,
  scrollY,
  summaryButton,
  test,
} from "./fixtures.ts";

// The global layout of docs/product.md §2: header, footer, theme, scroll behaviours, 404.

const FOOTER_HREFS = [
  "/",
  "/services",
  "/realisations",
  "/articles",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
];
const SOCIALS = ["Instagram", "Facebook", "X", "YouTube", "TikTok"];

async function expectNavLinks(page: Page) {
  const links = mainNav(page).getByRole("link");
  await expect(links).toHaveText(NAV.map((l) => l.name));
  for (const [i, l] of NAV.entries()) await expect(links.nth(i)).toHaveAttribute("href", l.href);
}

async function footerHrefs(page: Page) {
  return page
    .getByRole("contentinfo")
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
}

test.describe("En-tête et pied de page (bureau)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("navigation, lien actif, logo et pied de page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await expectNavLinks(page);
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await expect(
      page.getByRole("banner").getByRole("link", { name: /^Accueil — / }),
    ).toHaveAttribute("href", "/");

    const footer = page.getByRole("contentinfo");
    expect(await footerHrefs(page)).toEqual(expect.arrayContaining(FOOTER_HREFS));
    for (const [name, href] of [
      ["Politique de confidentialité", "/privacy"],
      ["Conditions d'utilisation", "/terms"],
      ["Politique de cookies", "/cookies"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }

    const socials = footer.getByRole("list", { name: "Réseaux sociaux" }).getByRole("link");
    await expect(socials).toHaveCount(SOCIALS.length);
    for (const [i, name] of SOCIALS.entries()) {
      const link = socials.nth(i);
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}\\b`));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }

    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Tous droits réservés");

    await page.goto("/terms");
    await expectNavLinks(page);
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
  });
});

test("sur tablette comme sur ordinateur, le nom de l'entreprise s'affiche à côté du logo, sans chevaucher la navigation", async ({
  page,
}) => {
  for (const width of [768, 900, 1023, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/services");
    const home = page.getByRole("banner").getByRole("link", { name: /^Accueil — / });
    const name = home.getByText("Teranga Digital", { exact: true });
    await expect(name, `${width} px`).toBeVisible();
    const [text, links, right] = await Promise.all([
      name.boundingBox(),
      mainNav(page).boundingBox(),
      page.getByRole("button", { name: /thème/i }).first().boundingBox(),
    ]);
    // Readable (not the 1 px of a screen-reader-only text), and clear of the links.
    expect(text!.width, `${width} px`).toBeGreaterThan(40);
    expect(text!.x + text!.width, `${width} px`).toBeLessThan(links!.x);
    expect(links!.x + links!.width, `${width} px`).toBeLessThan(right!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});

test("les icônes du pied de page : un sprite versionné, gardé par le navigateur, qui les a toutes", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const uses = await footer
    .locator("svg use")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
  // Five networks, then the address, the phone, WhatsApp, the e-mail and the hours.
  expect(uses).toHaveLength(10);
  const urls = new Set(uses.map((href) => href.split("#")[0]));
  expect([...urls]).toEqual([
    expect.stringMatching(/^\/images\/footer-icons\.svg\?v=[0-9a-f]{10}$/),
  ]);
  const sprite = await request.get([...urls][0]!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const href of uses) expect(svg).toContain(`<symbol id="${href.split("#")[1]}"`);
  // Drawn at their size: the glyphs of the networks 20 px, those of the lines 16 px.
  const boxes = await footer
    .locator("svg:has(use)")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  expect(boxes).toEqual([20, 20, 20, 20, 20, 16, 16, 16, 16, 16]);
});

// ADR 014: the firm's identity reaches these pages as data (root and contact
// loaders), so their JavaScript carries no copy of app/config/company.ts.
test("le premier chargement de / et /contact n'embarque pas l'identité de l'entreprise", async ({
  page,
}) => {
  for (const url of ["/", "/contact"]) {
    const scripts: Promise<string>[] = [];
    const listener = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    };
    page.on("response", listener);
    await gotoReady(page, url);
    // Every script this page loads, the parts hydrated later too, read while the page
    // is still there: a late one of "/" read after leaving for /contact has no body.
    await page.waitForLoadState("networkidle");
    page.off("response", listener);
    const footer = page.getByRole("contentinfo");
    // Shown all the same: the RCCM, the legal name and the blurb come with the page's data.
    await expect(footer).toContainText("RCCM SN-DKR-2025-B-01234");
    await expect(footer).toContainText("Teranga Digital SARL");
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const text of code) {
      expect(text).not.toContain("SN-DKR-2025-B-01234");
      expect(text).not.toContain("Teranga Digital SARL");
    }
  }
});

test.describe("Sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("l'en-tête et le pied de page sont dans le HTML du serveur", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const { href } of NAV) expect(html).toContain(`href="${href}"`);
    for (const href of FOOTER_HREFS) expect(html).toContain(`href="${href}"`);

    await page.goto("/");
    await expectNavLinks(page);
    expect(await footerHrefs(page)).toEqual(expect.arrayContaining(FOOTER_HREFS));
    await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés");
  });
});

test.describe("Menu mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("menu plein écran : liens, connexion, navigation et fermeture", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(mainNav(page)).toBeHidden();

    const button = summaryButton(page, "Menu");
    await button.click();
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu).toBeVisible();
    // The whole screen below the header, which stays, with its button now a cross.
    const panel = page.locator("#menu-mobile > div");
    await expect
      .poll(async () => panel.boundingBox())
      .toEqual({ x: 0, y: 64, width: 390, height: 780 });
    await expect(page.getByRole("banner")).toBeInViewport();
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );

    const links = menu.getByRole("list").first().getByRole("link");
    await expect(links).toHaveText(NAV.map((l) => l.name));
    for (const [i, l] of NAV.entries()) await expect(links.nth(i)).toHaveAttribute("href", l.href);
    await expect(menu.getByRole("link", { name: "Se connecter", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(menu.getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(menu.getByRole("link", { name: "Connexion du personnel" })).toHaveAttribute(
      "href",
      "/simple-login",
    );

    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });
});

test.describe("Style de l'en-tête au défilement", () => {
  for (const width of [1280, 390]) {
    test(`au-delà de 10 px l'en-tête change de style (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, "/privacy");
      const header = page.getByRole("banner");
      expect(await page.evaluate(() => document.body.scrollHeight > window.innerHeight)).toBe(true);
      await expect(header).toHaveAttribute("data-scrolled", "false");

      await page.evaluate(() => window.scrollTo(0, 50));
      await expect(header).toHaveAttribute("data-scrolled", "true");

      const style = () =>
        header.evaluate((el) => {
          const s = getComputedStyle(el);
          return { shadow: s.boxShadow, background: s.backgroundColor };
        });
      if (width === 1280) {
        await expect.poll(async () => (await style()).shadow).not.toBe("none");
      } else {
        await expect.poll(async () => alpha((await style()).background)).toBe(1);
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    });
  }
});

test.describe("Thème", () => {
  test.describe("système clair", () => {
    test.use({ colorScheme: "light" });

    test("le bouton active le thème sombre, qui s'applique avant les scripts au rechargement", async ({
      page,
      request,
    }) => {
      await gotoReady(page, "/");
      const html = page.locator("html");
      await expect(html).not.toHaveClass(/\bdark\b/);

      await page.getByRole("button", { name: "Activer le thème sombre" }).click();
      await expect(html).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
      await expect(page.getByRole("button", { name: "Activer le thème clair" })).toBeVisible();

      // The theme script is inline in <head> (after the stylesheet, which the first
      // paint waits for anyway), before any module script.
      const source = await (await request.get("/")).text();
      const head = source.slice(0, source.indexOf("</head>"));
      const script = head.indexOf("localStorage");
      expect(script).toBeGreaterThan(-1);
      expect(source.indexOf('<script type="module"')).toBeGreaterThan(script);

      // In the browser: the class is there once the HTML is parsed, before any deferred script.
      await page.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState === "interactive") {
            (window as unknown as { __classAtInteractive: string }).__classAtInteractive =
              document.documentElement.className;
          }
        });
      });
      await page.reload();
      await page.waitForLoadState("domcontentloaded");
      expect(
        await page.evaluate(
          () => (window as unknown as { __classAtInteractive?: string }).__classAtInteractive,
        ),
      ).toMatch(/\bdark\b/);
      await expect(html).toHaveClass(/\bdark\b/);
    });
  });

  test("sans choix enregistré, le thème suit le système sombre", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("le choix 'light' enregistré l'emporte sur le système sombre", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("Retour en haut", () => {
  test("apparaît après 300 px et remonte en douceur", async ({ page }) => {
    await gotoReady(page, "/privacy");
    const button = page.getByRole("button", { name: "Retour en haut" });
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test.describe("mouvement réduit", () => {
    test.use({ reducedMotion: "reduce" });

    test("remonte immédiatement", async ({ page }) => {
      await gotoReady(page, "/privacy");
      await page.evaluate(() => window.scrollTo(0, 400));
      const button = page.getByRole("button", { name: "Retour en haut" });
      await expect(button).toBeVisible();
      await button.click();
      expect(await scrollY(page)).toBe(0);
    });
  });
});

test("d'une page à l'autre dans le navigateur, la nouvelle page arrive entière, jamais vide", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every state of the page's main region, seen as it happens, in each page the tab
  // shows (a public page is a document of its own, ADR 037): its heading must be there
  // whenever the address is the new page's. Kept in the tab's session, across pages.
  await page.addInitScript(() => {
    const check = () => {
      if (location.pathname === "/" || document.querySelector("#contenu h1")) return;
      const seen = JSON.parse(sessionStorage.getItem("emptyAt") ?? "[]") as string[];
      sessionStorage.setItem("emptyAt", JSON.stringify([...seen, location.pathname]));
    };
    document.addEventListener("DOMContentLoaded", () => {
      check();
      new MutationObserver(check).observe(document.getElementById("contenu")!, {
        childList: true,
        subtree: true,
      });
    });
  });
  await gotoReady(page, "/");
  for (const [name, path, heading] of [
    ["Services", "/services", /^Des solutions digitales/],
    ["Réalisations", "/realisations", /^Nos réalisations$/],
    ["Blog", "/articles", /^Articles$/],
    ["À propos", "/about", /^Une agence digitale/],
  ] as const) {
    await mainNav(page).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("#contenu h1")).toHaveText(heading);
  }
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Conditions d'utilisation" })
    .click();
  await expect(page.locator("#contenu h1")).toHaveText(/Conditions/);
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem("emptyAt") ?? "[]") as string[]),
  ).toEqual([]);
});

test("la page remonte en haut à chaque changement de chemin", async ({ page }) => {
  await gotoReady(page, "/privacy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(300);

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Conditions d'utilisation" })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Conditions/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("404 : 'Page introuvable' avec un lien vers l'accueil, les services, les réalisations et le contact", async ({
  page,
}) => {
  const response = await page.goto("/nimporte-quoi");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable", level: 1 })).toBeVisible();

  const home = page.getByRole("main").getByRole("link", { name: /accueil/i });
  await expect(home).toHaveAttribute("href", "/");
  // The main doors, beside the home page, with or without JavaScript.
  const doors = page.getByRole("navigation", { name: "Pages principales" }).getByRole("link");
  await expect(doors).toHaveText(["Nos services", "Nos réalisations", "Nous contacter"]);
  expect(await doors.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/services",
    "/realisations",
    "/contact",
  ]);
  await doors.getByText("Nos réalisations").click();
  await expect(page).toHaveURL(/\/realisations$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/nimporte-quoi$/);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Accueil" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
