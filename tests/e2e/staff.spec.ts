import type { Page } from "@playwright/test";
import {
  accountMenu,
  countEmails,
  DATA_DIRS,
  expect,
  gotoReady,
  IDLE_SECONDS,
  IDLE_URL,
  signedInVisitor,
  STAFF,
  summaryButton,
  test,
  toasts,
} from "./fixtures.ts";

// Staff login, guard, sign-out and idle sign-out (docs/product.md §2, §4, §5, §8).

const IDENTIFIER = "Nom d'utilisateur ou email";
const PASSWORD = "Mot de passe";

async function submitLogin(page: Page, identifier: string, password: string) {
  await page.getByLabel(IDENTIFIER).fill(identifier);
  await page.getByLabel(PASSWORD, { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function expectRequiredMessages(page: Page) {
  await expect(page.getByLabel(IDENTIFIER)).toHaveAccessibleDescription(
    "Nom d'utilisateur ou email requis",
  );
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveAccessibleDescription(
    "Mot de passe requis",
  );
  await expect(page.getByText("Nom d'utilisateur ou email requis")).toBeVisible();
  await expect(page.getByText("Mot de passe requis")).toBeVisible();
}

const accountMenuButton = (page: Page) => page.locator('summary[aria-label^="Menu du compte"]');
const signInButton = (page: Page) => summaryButton(page, "Compte et connexion");

test("/invoice-quote anonyme renvoie vers /simple-login", async ({ page }) => {
  await page.goto("/invoice-quote");
  await expect(page).toHaveURL(/\/simple-login$/);
  await expect(page.getByRole("heading", { name: "Espace personnel" })).toBeVisible();
});

test("envoi vide : messages sous les champs (avec JavaScript)", async ({ page }) => {
  await gotoReady(page, "/simple-login");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expectRequiredMessages(page);
  await expect(page).toHaveURL(/\/simple-login$/);
});

test.describe("Sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("envoi vide : le serveur renvoie les mêmes messages", async ({ page }) => {
    await page.goto("/simple-login");
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/simple-login"),
    );
    await page.getByRole("button", { name: "Se connecter" }).click();
    expect((await answer).status()).toBe(400);
    await expectRequiredMessages(page);
  });
});

test("mauvais mot de passe : toast 'Identifiants incorrects'", async ({ page }) => {
  await gotoReady(page, "/simple-login");
  await submitLogin(page, STAFF.username, "pas-le-bon-mot-de-passe");
  await expect(toasts(page).getByText("Identifiants incorrects")).toBeVisible();
  await expect(page).toHaveURL(/\/simple-login$/);
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("connexion réussie : hub, toast, menu du compte, connexion par email, notification", async ({
  page,
  login,
  readEmails,
}) => {
  const mailBefore = await countEmails(DATA_DIRS.main);

  await login(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue Teranga Digital");
  await expect(toasts(page).getByText("Connexion réussie")).toBeVisible();
  for (const [name, href] of [
    [/Créer un Devis/, "/create-quote"],
    [/Créer une Facture/, "/create-invoice"],
    [/Créer une Proposition Technique/, "/create-technical-proposal"],
  ] as const) {
    await expect(page.getByRole("main").getByRole("link", { name })).toHaveAttribute("href", href);
  }

  await expect(page.getByRole("link", { name: "Connexion du personnel" })).toHaveCount(0);
  await accountMenuButton(page).click();
  const menu = accountMenu(page).panel;
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("Teranga Digital");
  await expect(menu).toContainText(STAFF.username);
  await expect(menu.getByRole("link", { name: "Profil" })).toHaveAttribute("href", "/profile");
  await expect(menu.getByRole("link", { name: "Devis & Factures" })).toHaveAttribute(
    "href",
    "/invoice-quote",
  );
  await expect(menu.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // The firm is told of the sign-in by email.
  const emails = await readEmails(DATA_DIRS.main, { atLeast: mailBefore + 1 });
  const notice = emails.slice(mailBefore).find((m) => m.subject.includes("Connexion"));
  expect(notice, `emails : ${JSON.stringify(emails.map((m) => m.subject))}`).toBeTruthy();
  expect(notice!.to).toContain("@");
  expect(notice!.text).toContain(STAFF.username);

  // The contact address is the other accepted identifier.
  await page.context().clearCookies();
  await login(page, { identifier: STAFF.email });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue Teranga Digital");
  await accountMenuButton(page).click();
  await expect(accountMenu(page).panel).toContainText(STAFF.username);
});

test("déconnexion depuis le menu du compte", async ({ page, login }) => {
  await login(page);
  await accountMenuButton(page).click();
  await accountMenu(page).panel.getByRole("button", { name: "Se déconnecter" }).click();

  await expect(toasts(page).getByText("Déconnexion réussie")).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);

  await page.goto("/invoice-quote");
  await expect(page).toHaveURL(/\/simple-login$/);
});

test("un compte visiteur n'ouvre pas l'espace du personnel", async ({ page }) => {
  const password = "motdepasse123";
  const email = await signedInVisitor(page, password);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith("session_token"))).toBe(true);

  await page.goto("/invoice-quote");
  await expect(page).toHaveURL(/\/simple-login$/);

  await gotoReady(page, "/simple-login");
  await submitLogin(page, email, password);
  await expect(toasts(page).getByText("Identifiants incorrects")).toBeVisible();
  await expect(page).toHaveURL(/\/simple-login$/);
});

test.describe("Déconnexion pour inactivité (serveur à 12 s)", () => {
  test.use({ baseURL: IDLE_URL });
  // This worker's server with the IDLE_SECONDS limit, started for these tests.
  test.beforeAll(async ({ idleSite }) => expect(idleSite.url).toBe(IDLE_URL));

  // Both clocks are watched in one test, side by side, so the suite waits for the
  // idle limit once: the browser's timer (page) and the server's own limit (a
  // separate API context with its own cookies, that no browser ever touches).
  test("navigateur : toast puis /simple-login ; serveur : la session expire seule", async ({
    page,
    request,
    login,
  }) => {
    // Real time passes on purpose (two clocks watched): room for a busy machine.
    test.setTimeout(120_000);

    const serverSide = async () => {
      const signIn = await request.post("/simple-login", {
        form: { identifier: STAFF.username, password: STAFF.password },
        headers: { origin: IDLE_URL },
        maxRedirects: 0,
      });
      expect(signIn.status()).toBe(302);
      expect(signIn.headers()["location"]).toBe("/invoice-quote");

      const fresh = await request.get("/invoice-quote", { maxRedirects: 0 });
      expect(fresh.status()).toBe(200);

      // Waiting for the real idle limit (IDLE_SECONDS) to pass.
      await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000 + 1_500));
      const stale = await request.get("/invoice-quote", { maxRedirects: 0 });
      expect(stale.status()).toBe(302);
      expect(stale.headers()["location"]).toBe("/simple-login");
    };

    const browserSide = async () => {
      await login(page, { baseURL: IDLE_URL });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue Teranga Digital");
      // Hands off: no mouse, keyboard, scroll or touch from here.
      await expect(toasts(page).getByText(/Déconnexion automatique/)).toBeVisible({
        timeout: IDLE_SECONDS * 1000 + 10_000,
      });
      await expect(page).toHaveURL(/\/simple-login$/, { timeout: 10_000 });
      await expect(signInButton(page)).toBeVisible();
    };

    await Promise.all([serverSide(), browserSide()]);
  });
});

test.describe("Deux onglets du studio (serveur à 12 s)", () => {
  test.use({ baseURL: IDLE_URL });
  // This worker's server with the IDLE_SECONDS limit, started for these tests.
  test.beforeAll(async ({ idleSite }) => expect(idleSite.url).toBe(IDLE_URL));

  test("l'activité dans l'un garde l'autre ouvert ; la déconnexion dans l'un se voit dans l'autre", async ({
    context,
    page,
    login,
  }) => {
    test.setTimeout(120_000);
    // The second tab is opened before signing in: on a busy machine opening a tab
    // took 8 s, longer than the limit, so the session had really gone idle.
    const other = await context.newPage();
    await login(page, { baseURL: IDLE_URL });
    await gotoReady(other, `${IDLE_URL}/create-quote`);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();

    // The heartbeats tell the server only: they make no page read its data again
    // (each once ran every loader of the page, a load that made later ones late).
    const heartbeats: string[] = [];
    const reads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/session-heartbeat")) heartbeats.push(request.url());
      // A link's prefetch on hover is not a read again: only the router's fetches.
      else if (request.resourceType() === "fetch" && request.url().includes(".data"))
        reads.push(request.url());
    });
    // Activity in the first tab only, for longer than the limit: the passage of
    // time is what is under test, so this waits on the clock on purpose.
    for (let i = 0; i < IDLE_SECONDS + 4; i++) {
      await page.mouse.move(100 + i * 10, 200);
      await page.waitForTimeout(1_000);
    }
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    expect(reads).toEqual([]);
    await expect(other).toHaveURL(/\/create-quote$/);
    await expect(toasts(other).getByText(/Déconnexion automatique/)).toHaveCount(0);

    // Sign out in the first tab: the second follows.
    await accountMenuButton(page).click();
    await accountMenu(page).panel.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(toasts(page).getByText("Déconnexion réussie")).toBeVisible();
    await expect(other).toHaveURL(/\/simple-login$/);
    // Its header is signed out too: the account door, no staff menu.
    await expect(signInButton(other)).toBeVisible();
    await expect(accountMenuButton(other)).toHaveCount(0);
  });
});
