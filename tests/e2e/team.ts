import type { Browser, Page } from "@playwright/test";
import { DATA_DIRS, emailsIn, expect, gotoReady, readEmails } from "./fixtures.ts";

// The team's invitation, as the Gérant and the colleague do it (team.spec.ts, search.spec.ts).

/** « Inviter un membre » on /equipe; returns the /invitation/<token> path read from the email. */
export async function invite(page: Page, email: string, role: string): Promise<string> {
  await gotoReady(page, "/equipe");
  const before = (await emailsIn(DATA_DIRS.main)).length;
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Rôle", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("list", { name: "Invitations en attente" })).toContainText(email);
  const mails = await readEmails(DATA_DIRS.main, { atLeast: before + 1 });
  const mail = mails.reverse().find((m) => m.to.includes(email));
  expect(mail?.subject).toContain("Invitation à rejoindre l'équipe");
  expect(mail?.text).toMatch(new RegExp(`«.${role}.»`));
  const link = /https?:\/\/[^\s]+\/invitation\/[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

/**
 * The colleague opens the link in their own browser and picks name and password; they land
 * on the first page their role can use (the hub, or /redaction for Rédaction).
 */
export async function acceptIn(
  browser: Browser,
  path: string,
  name: string,
  password: string,
  landing = "/invoice-quote",
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoReady(page, path);
  await page.getByLabel("Votre nom").fill(name);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await page.waitForURL((url) => url.pathname === landing);
  if (landing === "/invoice-quote") {
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bienvenue ${name}`);
  }
  return { context, page };
}
