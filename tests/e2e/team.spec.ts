import type { Browser, Page } from "@playwright/test";
import { totp } from "../fixtures/totp.ts";
import { generatePrinted, instrumentPrinting, openDraft, quoteForm } from "./documents.ts";
import { accountMenu, expect, gotoReady, login, test } from "./fixtures.ts";
import { acceptIn, invite } from "./team.ts";

// The team (issue 23, ADR 030) in Chromium: the Gérant invites a colleague, who
// picks a password from the emailed link, signs in, issues an invoice and is
// refused the Gérant's pages; two-factor sign-in with codes computed here
// (tests/fixtures/totp.ts, RFC 6238); a deactivated member is out at once.

const run = Date.now().toString(36);

/** /securite: password, the QR code's secret read from the page, a code computed here; returns the secret. */
async function setUp(page: Page, password: string): Promise<string> {
  await gotoReady(page, "/securite");
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Configurer l'application" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code à 6 chiffres").fill(totp(secret));
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  // « : activée », not « : désactivée »: the confirmation has landed.
  await expect(page.getByRole("heading", { name: /étapes\s*:\s*activée/ })).toBeVisible();
  return secret;
}

async function signInAs(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoReady(page, "/simple-login");
  await page.getByLabel("Nom d'utilisateur ou email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  return { context, page };
}

test.describe("L'équipe", () => {
  // Two or three browsers each (the Gérant, the invited colleagues), on a shared 2-core machine.
  test.setTimeout(150_000);
  test("un membre « Facturation » invité choisit son mot de passe, se connecte, émet une facture et se voit refuser les pages du gérant", async ({
    page,
    browser,
  }) => {
    await login(page);
    const email = `awa.${run}@teranga-digital.sn`;
    const path = await invite(page, email, "Facturation");

    // The link is single use: the account is made, the colleague signed in.
    const first = await acceptIn(browser, path, "Awa Diop", "motdepasse-awa-1");
    await first.context.close();
    const reused = await browser.newPage();
    await gotoReady(reused, path);
    await expect(reused.getByText("Cette invitation a déjà servi")).toBeVisible();
    await reused.close();

    // Their own password opens the studio, which shows only what the role opens.
    const { context, page: awa } = await signInAs(browser, email, "motdepasse-awa-1");
    await awa.waitForURL(/\/invoice-quote$/);
    await expect(awa.getByRole("link", { name: /Créer une Facture/ })).toBeVisible();
    await expect(awa.getByRole("link", { name: /^Équipe/ })).toHaveCount(0);
    await expect(awa.getByRole("link", { name: /Demandes et abonnés/ })).toHaveCount(0);

    // An invoice, issued by Awa: the history says so.
    await instrumentPrinting(awa);
    const draft = quoteForm([
      { designation: "Maintenance mensuelle", quantity: "1", unitPrice: "30 000" },
    ]);
    await openDraft(awa, "invoice", draft);
    const { number } = await generatePrinted(awa);
    await gotoReady(awa, `/documents/${number}`);
    await expect(awa.getByText(/Émise le .* par Awa Diop\./)).toBeVisible();

    // The Gérant's pages: a 403 in French.
    for (const refused of ["/equipe", "/demandes"]) {
      const response = await awa.goto(refused);
      expect(response?.status(), refused).toBe(403);
      await expect(awa.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
      await expect(awa.getByText("Votre rôle ne donne pas accès à cette page.")).toBeVisible();
    }
    await context.close();

    // The Gérant sees the new member in the team.
    await gotoReady(page, "/equipe");
    const member = page.locator(`[data-testid="member"][data-email="${email}"]`);
    await expect(member).toContainText("Awa Diop");
    await expect(member).toContainText("Facturation");
    await expect(member).toContainText("Actif");
  });

  test("connexion en deux étapes : configurée avec le QR code, exigée par un gérant, puis demandée à chaque connexion", async ({
    page,
    browser,
  }) => {
    await login(page);
    // A second Gérant turns it on for themselves, then requires it of everyone
    // (the STAFF_* account of the other tests stays without it: not used meanwhile).
    const mariama = await acceptIn(
      browser,
      await invite(page, `mariama.${run}@teranga-digital.sn`, "Gérant"),
      "Mariama Ba",
      "motdepasse-mariama",
    );
    const email = `moussa.${run}@teranga-digital.sn`;
    const moussa = await acceptIn(
      browser,
      await invite(page, email, "Commercial"),
      "Moussa Fall",
      "motdepasse-moussa",
    );
    const boss = mariama.page;
    // (Requiring it before having it oneself is refused: tests/integration/team.test.ts.)
    await setUp(boss, "motdepasse-mariama");
    try {
      await gotoReady(boss, "/equipe");
      await boss.getByRole("button", { name: "L'exiger pour toute l'équipe" }).click();
      await expect(boss.getByRole("button", { name: "Ne plus l'exiger" })).toBeVisible();

      // Moussa's next page is the setup, before anything else.
      await gotoReady(moussa.page, "/documents");
      await expect(moussa.page).toHaveURL(/\/securite$/);
      await expect(moussa.page.getByRole("alert")).toContainText("Le gérant exige");
      const secret = await setUp(moussa.page, "motdepasse-moussa");
      await gotoReady(moussa.page, "/documents");
      await expect(moussa.page).toHaveURL(/\/documents$/);
      await moussa.context.close();

      // The next sign-in: the password, then a code; a wrong code is refused.
      const next = await signInAs(browser, email, "motdepasse-moussa");
      await next.page.waitForURL(/\/simple-login\/code$/);
      const right = totp(secret);
      await next.page
        .getByLabel(/Code de l'application/)
        .fill(right === "123456" ? "654321" : "123456");
      await next.page.getByRole("button", { name: "Vérifier le code" }).click();
      await expect(next.page.getByText(/Code incorrect/).first()).toBeVisible();
      // The setup's code has served: the app's next one (within the window) opens.
      const code = totp(secret, Date.now() + 30_000);
      await next.page.getByLabel(/Code de l'application/).fill(code);
      await next.page.getByRole("button", { name: "Vérifier le code" }).click();
      await next.page.waitForURL(/\/invoice-quote$/);
      await expect(next.page.getByRole("heading", { level: 1 })).toContainText(
        "Bienvenue Moussa Fall",
      );
      await next.context.close();

      // The same code again, by another sign-in within its 90 s: refused (RFC 6238 §5.2).
      const replay = await signInAs(browser, email, "motdepasse-moussa");
      await replay.page.waitForURL(/\/simple-login\/code$/);
      await replay.page.getByLabel(/Code de l'application/).fill(code);
      await replay.page.getByRole("button", { name: "Vérifier le code" }).click();
      await expect(replay.page.getByText(/Ce code a déjà servi/).first()).toBeVisible();
      await expect(replay.page).toHaveURL(/\/simple-login\/code$/);
      await replay.context.close();
    } finally {
      await gotoReady(boss, "/equipe");
      const off = boss.getByRole("button", { name: "Ne plus l'exiger" });
      if (await off.isVisible()) {
        await off.click();
        await expect(
          boss.getByRole("button", { name: "L'exiger pour toute l'équipe" }),
        ).toBeVisible();
      }
    }
    // Back on /equipe: Moussa's two-factor shows.
    await expect(boss.locator(`[data-testid="member"][data-email="${email}"]`)).toContainText(
      "Deux étapes\u00a0: oui",
    );
    await mariama.context.close();
  });

  test("un membre désactivé est déconnecté à sa requête suivante ; le compte du gérant ne se désactive pas", async ({
    page,
    browser,
  }) => {
    await login(page);
    const email = `fatou.${run}@teranga-digital.sn`;
    const path = await invite(page, email, "Rédaction");
    const { context, page: fatou } = await acceptIn(
      browser,
      path,
      "Fatou Sow",
      "motdepasse-fatou",
      "/redaction",
    );
    // Issue 29: Rédaction starts in the editor, and her menu shows its doors, not the hub's.
    await expect(fatou.getByRole("heading", { level: 1, name: "Rédaction" })).toBeVisible();
    // The staff shell (issue 32): her role's one section.
    await expect(
      fatou.getByRole("navigation", { name: "Navigation du studio" }).getByRole("link"),
    ).toHaveText(["Rédaction"]);
    await fatou.locator('summary[aria-label^="Menu du compte"]').click();
    const menu = accountMenu(fatou).panel;
    await expect(menu.getByRole("link", { name: "Rédaction" })).toHaveAttribute(
      "href",
      "/redaction",
    );
    await expect(menu.getByRole("link", { name: "Sécurité de mon compte" })).toHaveAttribute(
      "href",
      "/securite",
    );
    await expect(menu.getByRole("link", { name: "Devis & Factures" })).toHaveCount(0);

    await gotoReady(page, "/equipe");
    const member = page.locator(`[data-testid="member"][data-email="${email}"]`);
    await member.getByRole("button", { name: "Désactiver" }).click();
    await expect(member).toContainText("Désactivé");
    // Her open page: the next request is refused, back to the staff login.
    await gotoReady(fatou, "/invoice-quote");
    await expect(fatou).toHaveURL(/\/simple-login$/);
    await context.close();
    const again = await signInAs(browser, email, "motdepasse-fatou");
    await expect(again.page.getByText("Identifiants incorrects").first()).toBeVisible();
    await again.context.close();

    // The STAFF_* account: no role change, no deactivation, and the page says why.
    const owner = page.locator(`[data-testid="member"]`).first();
    await expect(owner).toContainText("ne peut être ni rétrogradé ni désactivé");
    await expect(owner.getByRole("button", { name: "Désactiver" })).toHaveCount(0);
  });
});
