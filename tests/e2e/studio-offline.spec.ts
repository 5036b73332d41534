import type { BrowserContext, Page } from "@playwright/test";
import {
  generatePrinted,
  openDraft,
  quoteForm,
  signedInToPrint,
  storedDraft,
} from "./documents.ts";
import { accountMenu, expect, gotoReady, login, test } from "./fixtures.ts";

// The one spec that lets the studio's service worker run (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// The studio installed and kind to the network (ADR 041): its manifest, its service
// worker, the last pages viewed readable offline, nothing of a member's kept after they
// sign out, a draft typed offline kept.

const WHEN_ONLINE =
  "Vous êtes hors ligne\u00a0: le document sera émis dès le retour de la connexion, tel que vous l'avez validé (le brouillon reste gardé sur cet appareil). Modifier le formulaire annule cet envoi.";

/**
 * The studio's worker is active and controls the page. A page whose request left before
 * the worker was active is not claimed later: it is opened again.
 */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controller = () =>
    page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  if (!(await controller())) await gotoReady(page, page.url());
  expect(await controller()).toMatch(/\/studio-sw\.js$/);
}

/** The network cut, for the pages and for the worker's own requests. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

/** The page opened offline: the worker's answer (its copy, or the offline page). */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
}

test("le manifeste du studio : lié aux pages du studio, en français, ouvert sur la page du membre", async ({
  page,
}) => {
  await login(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/studio.webmanifest");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const response = await page.request.get("/studio.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(response.headers()["cache-control"]).toContain("private");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Studio",
    lang: "fr",
    display: "standalone",
    start_url: "/invoice-quote",
    scope: "/",
  });
  expect(manifest.name).toMatch(/^Studio /);
  expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()["content-type"], icon.src).toBe("image/png");
    const bytes = await png.body();
    // The PNG's own width and height (IHDR), as the manifest declares them.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // Chromium reads the manifest the page links, with the member's cookie.
  const parsed = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    const answer = await fetch(link.href, {
      credentials: link.crossOrigin === "use-credentials" ? "include" : "omit",
    });
    return ((await answer.json()) as { start_url: string }).start_url;
  });
  expect(parsed).toBe("/invoice-quote");

  // Nobody signed in: the studio's door, which sends to sign in.
  const anonymous = await page.request.get("/studio.webmanifest", { headers: { cookie: "" } });
  expect(((await anonymous.json()) as { start_url: string }).start_url).toBe("/invoice-quote");
});

test("les pages publiques : le manifeste du site, aucun service worker", async ({ page }) => {
  await gotoReady(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  await gotoReady(page, "/services");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test("hors ligne : le dernier registre consulté s'affiche avec ses lignes, une page jamais ouverte dit « Vous êtes hors ligne »", async ({
  page,
  context,
}) => {
  await signedInToPrint({ page });
  await openDraft(page, "quote", {
    ...quoteForm([{ designation: "Maquette hors ligne", quantity: "1", unitPrice: "150000" }]),
    projectTitle: "Registre hors ligne",
  });
  const { number } = await generatePrinted(page, "quote");

  await gotoReady(page, "/documents");
  await controlled(page);
  // Opened again under the worker: its copy is kept.
  await gotoReady(page, "/documents");
  await expect(page.getByRole("row", { name: new RegExp(number) })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(number) })).toBeVisible();
  // The studio's frame is there too, and its scripts ran from the worker's cache.
  await expect(page.getByRole("navigation", { name: "Navigation du studio" })).toBeVisible();

  // A studio page never opened on this device, by the studio's own link: the offline
  // page, in French, with the pages kept.
  await page
    .getByRole("navigation", { name: "Navigation du studio" })
    .getByRole("link", { name: "Catalogue" })
    .click();
  await page.waitForURL(/\/catalogue$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await expect(page.getByRole("link", { name: /Registre|Documents/ })).toHaveAttribute(
    "href",
    "/documents",
  );
  await goOnline(context);
});

test("après « Se déconnecter », le registre du membre n'est plus gardé sur l'appareil", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await gotoReady(page, "/documents");
  await controlled(page);
  await gotoReady(page, "/documents");
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Navigation du studio" })).toBeVisible();
  await goOnline(context);

  await gotoReady(page, "/documents");
  await page.locator('summary[aria-label^="Menu du compte"]').click();
  await accountMenu(page).panel.getByRole("button", { name: "Se déconnecter" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await goOffline(context);
  await openOffline(page, "/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await expect(page.getByRole("navigation", { name: "Navigation du studio" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Registre|Documents/ })).toHaveCount(0);
  await goOnline(context);
});

test("un brouillon tapé hors ligne survit au rechargement hors ligne ; « Générer » hors ligne le dit en français et l'émet une fois au retour du réseau", async ({
  page,
  context,
}) => {
  await signedInToPrint({ page });
  await openDraft(
    page,
    "quote",
    quoteForm([{ designation: "Site vitrine", quantity: "1", unitPrice: "200000" }]),
  );
  await controlled(page);
  // Opened again under the worker: the form's page is kept.
  await gotoReady(page, "/create-quote");

  await goOffline(context);
  const title = page.getByLabel("Titre du projet");
  const project = `Refonte tapée hors ligne ${Date.now().toString(36)}`;
  await title.fill(project);
  await expect.poll(async () => (await storedDraft(page, "quote")) ?? "").toContain(project);
  await page.reload();
  await expect(title).toHaveValue(project);

  // The print window opens within the click, then closes with the worker's answer.
  const issues: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/documents/emettre")) issues.push(r.postDataJSON().requestKey);
  });
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "hors ligne" })).toHaveText(WHEN_ONLINE);
  await expect.poll(async () => (await popup).isClosed()).toBe(true);
  await expect(title).toHaveValue(project);
  expect(await storedDraft(page, "quote")).toContain(project);

  // Back online: sent by itself, with the same request key, and issued once.
  await goOnline(context);
  const issued = page.getByRole("status").filter({ hasText: "émis et enregistré au registre" });
  await expect(issued).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "hors ligne" })).toHaveCount(0);
  const number = await issued.locator("strong").textContent();
  expect(number).toMatch(/^DEVIS-/);
  // The click's, then one or more when back (the worker may see the network a moment
  // after the page does, and answers « hors ligne » to the first): one key, one document.
  expect(issues.length).toBeGreaterThanOrEqual(2);
  expect(new Set(issues).size).toBe(1);
  await gotoReady(page, `/documents?q=${encodeURIComponent(project)}`);
  await expect(page.getByRole("link", { name: new RegExp(number!) })).toHaveCount(1);
});

test("« Générer » hors ligne, puis le formulaire modifié : rien ne part au retour du réseau", async ({
  page,
  context,
}) => {
  await signedInToPrint({ page });
  const project = `Annulé par la saisie ${Date.now().toString(36)}`;
  await openDraft(page, "quote", {
    ...quoteForm([{ designation: "Site vitrine", quantity: "1", unitPrice: "200000" }]),
    projectTitle: project,
  });
  await controlled(page);
  await gotoReady(page, "/create-quote");
  await goOffline(context);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "hors ligne" })).toHaveText(WHEN_ONLINE);
  await expect.poll(async () => (await popup).isClosed()).toBe(true);
  await page.getByLabel("Titre du projet").fill(`${project}, changé après le clic`);
  let issues = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/documents/emettre")) issues++;
  });
  await goOnline(context);
  // The network back: a request the page makes after the `online` event is seen after
  // any « Générer » that event would have sent.
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await page.evaluate(() => fetch("/studio.webmanifest").then(() => undefined));
  expect(issues).toBe(0);
  await expect(page.getByRole("status").filter({ hasText: "émis et enregistré" })).toHaveCount(0);
  await gotoReady(page, `/documents?q=${encodeURIComponent(project)}`);
  await expect(page.getByRole("link", { name: /DEVIS-/ })).toHaveCount(0);
});
