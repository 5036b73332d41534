import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { IDLE_PORT, LANE_DATA, MAIN_PORT, STAFF } from "../../playwright.config.ts";
import { startServer } from "./server-process.ts";
import { axeViolations, serious as seriousOf, WCAG_AA, whereFound } from "./axe.ts";

export { STAFF };

export const MAIN_URL = `http://localhost:${MAIN_PORT}`;
export const IDLE_URL = `http://localhost:${IDLE_PORT}`;
/**
 * The idle server's limit: short, as its tests wait for it, but above what loading a studio
 * page takes on a busy machine (8–10 s at load 17; 6 s signed a tab out while its neighbour
 * loaded).
 */
export const IDLE_SECONDS = 12;

/**
 * Tests that only take screenshots to look at (no check of their own) run when SHOTS is
 * set (`SHOTS=1 npx playwright test whatsapp`): CI spends its minutes on checks.
 */
export const SHOTS = Boolean(process.env.SHOTS);
export const SHOTS_ONLY = "screenshots to look at: run with SHOTS=1";

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const root = fileURLToPath(new URL("../../", import.meta.url));
/** The data folders of this worker's two servers (their mail lands in `<dir>/mail`). */
export const DATA_DIRS = {
  main: path.resolve(root, LANE_DATA, "main"),
  idle: path.resolve(root, LANE_DATA, "idle"),
};

/** The seven header links of docs/product.md §2, in order. */
export const NAV = [
  { name: "Accueil", href: "/" },
  { name: "Services", href: "/services" },
  { name: "Offres", href: "/offers" },
  { name: "Réalisations", href: "/realisations" },
  { name: "Blog", href: "/articles" },
  { name: "À propos", href: "/about" },
  { name: "Contact", href: "/contact" },
] as const;

// ---------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------

/**
 * Resolves once the page's JavaScript is in place: React has hydrated the document
 * (the studio, the account pages), or a public page's islands are mounted
 * (`<html data-islands="ready">`, docs/decisions/037-public-islands.md). Before that,
 * clicks on buttons that only work with JavaScript (menus, theme toggle) are lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.islands === "ready") return true;
    const main = document.getElementById("contenu");
    return (
      Boolean(
        (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
      ) &&
      main !== null &&
      Object.keys(main).some((k) => k.startsWith("__reactFiber$")) &&
      // Parts hydrated later (app/components/layout/hydrate-later.tsx) have hydrated too.
      !document.documentElement.hasAttribute("data-later")
    );
  });
}

/** Goes to a page and waits for it to be interactive. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** axe (WCAG 2.1 A and AA) on the page as it stands: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  await settle(page);
  const serious = seriousOf(await axeViolations(page, { tags: WCAG_AA }));
  expect(whereFound(serious), label).toEqual([]);
}

/** Waits until no CSS animation or transition is running (toasts, menus, header). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
}

/** The toast region (toaster.tsx), where notifications show, one at a time. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** The header's navigation landmark (desktop). */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Navigation principale" });
}

/** A CSS colour's opacity: 0 for transparent, 1 for an opaque colour. */
export function alpha(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The staff login, as a person does it; ends on /invoice-quote. */
export async function login(
  page: Page,
  { baseURL, identifier = STAFF.username }: { baseURL?: string; identifier?: string } = {},
) {
  const loginUrl = baseURL ? new URL("/simple-login", baseURL).toString() : "/simple-login";
  await gotoReady(page, loginUrl);
  await page.getByLabel("Nom d'utilisateur ou email").fill(identifier);
  await page.getByLabel("Mot de passe", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/invoice-quote$/);
}

// ---------------------------------------------------------------------------
// Mail (the server's file transport writes one .eml per message)
// ---------------------------------------------------------------------------

export type Email = { file: string; subject: string; to: string; text: string };

/** Names of every recipient as the To header gives them (`a@x.sn, Awa <b@y.sn>`). */
function recipients(to: ParsedMail["to"]): string {
  return (Array.isArray(to) ? to : to ? [to] : []).map((a) => a.text).join(", ");
}

/** One .eml as tests read it: decoded subject and recipients, the plain-text body. */
export async function parseEml(raw: string | Buffer, file = ""): Promise<Email> {
  const mail = await simpleParser(raw);
  return { file, subject: mail.subject ?? "", to: recipients(mail.to), text: mail.text ?? "" };
}

/** Every message the server has written to `${dataDir}/mail` so far, oldest first. */
export async function emailsIn(dataDir: string): Promise<Email[]> {
  const dir = path.join(dataDir, "mail");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map(async (f) => parseEml(await readFile(path.join(dir, f)), f)));
}

/**
 * The messages the server has written to `${dataDir}/mail`, oldest first.
 * The outbox delivers about a second after the enqueue, so this polls (10 s at
 * most) until `atLeast` messages are there, then returns what it found.
 */
export async function readEmails(
  dataDir: string,
  { atLeast = 1, timeout = 10_000 }: { atLeast?: number; timeout?: number } = {},
): Promise<Email[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const emails = await emailsIn(dataDir);
    if (emails.length >= atLeast || Date.now() > deadline) return emails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Counts the messages already written, without waiting. */
export async function countEmails(dataDir: string): Promise<number> {
  return (await emailsIn(dataDir)).length;
}

// ---------------------------------------------------------------------------
// Extended test
// ---------------------------------------------------------------------------

type Fixtures = {
  login: typeof login;
  readEmails: typeof readEmails;
};

type Site = { url: string };
type WorkerFixtures = {
  /** This worker's main server: started with the worker, for every file it runs (MAIN_URL). */
  mainSite: Site;
  /** This worker's server whose staff idle limit is 6 s: started when a test asks for it. */
  idleSite: Site;
};

/** The built site on a copy of the run's first start, as the suite's servers are configured. */
async function laneServer(port: number, dataDir: string, extra: Record<string, string> = {}) {
  await rm(dataDir, { recursive: true, force: true });
  return startServer({
    port,
    dataDir,
    template: true,
    env: {
      STAFF_USERNAME: STAFF.username,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      RATE_LIMIT_FACTOR: "50",
      LOG_LEVEL: "warn",
      ...extra,
    },
    ready: "Site disponible sur",
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  mainSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await laneServer(MAIN_PORT, DATA_DIRS.main);
      await provide({ url: server.url });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000, auto: true },
  ],
  idleSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await laneServer(IDLE_PORT, DATA_DIRS.idle, {
        STAFF_IDLE_SECONDS: String(IDLE_SECONDS),
      });
      await provide({ url: server.url });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Pages and requests go to this worker's main server unless a test says otherwise.
  baseURL: async ({ mainSite }, provide) => provide(mainSite.url),
  // eslint-disable-next-line no-empty-pattern
  login: async ({}, provide) => provide(login),
  // eslint-disable-next-line no-empty-pattern
  readEmails: async ({}, provide) => provide(readEmails),
});

export { expect };

/**
 * A visitor account, created through the auth API, verified with the link of
 * its email, then signed in through /login in `page`. Returns the address.
 */
export async function signedInVisitor(
  page: Page,
  password = "motdepasse-visiteur",
): Promise<string> {
  const email = `visiteur.${Math.random().toString(36).slice(2, 8)}@example.sn`;
  const origin = new URL(page.url() === "about:blank" ? MAIN_URL : page.url()).origin;
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: "Visiteur Test", email, password, callbackURL: "/login?verifie=1" },
    headers: { origin },
  });
  expect(response.ok()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = await readEmails(DATA_DIRS.main);
        link = emails
          .filter((e) => e.to.includes(email))
          .map((e) => /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/.exec(e.text)?.[0])
          .find(Boolean);
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto(link!);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return email;
}

/**
 * The button of a native disclosure (`<summary>`: the header's menus, the share
 * menu), by its aria-label or its text. Playwright gives <summary> no role.
 */
export function summaryButton(scope: Page | Locator, name: string): Locator {
  return scope.locator(`summary[aria-label="${name}"], summary:has-text("${name}")`);
}

/** The account menu of the header (wide screens): its button and its panel. */
export function accountMenu(page: Page) {
  const menu = page.getByTestId("account-menu");
  return { menu, panel: menu.getByTestId("account-panel") };
}
