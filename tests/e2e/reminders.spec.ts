import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import pg from "pg";
import { freePort, startSmtp } from "#tests/fixtures/smtp.ts";
import { STAFF } from "../../playwright.config.ts";
import { generatePrinted, instrumentPrinting, openDraft, plain, quoteForm } from "./documents.ts";
import { expect, gotoReady, login, test, toasts } from "./fixtures.ts";
import {
  freshDatabase,
  startServer,
  startTwoInstances,
  TEST_DATABASE_URL,
} from "./server-process.ts";
import { axeViolations, serious, WCAG_AA } from "./axe.ts";

// Overdue invoices and their reminders (ADR 022), on servers of their own whose
// clock the test moves (TEST_CLOCK=1): days pass in one request, nothing waits.

const OUT = "test-results/reminders";
const NBSP = "\u00a0";
// 2 × 100 000 F HT + 18 % VAT (36 000 F): 236 000 F TTC, computed here.
const TOTAL_TEXT = `236${NBSP}000${NBSP}FCFA`;
const staffEnv = {
  STAFF_USERNAME: STAFF.username,
  STAFF_EMAIL: STAFF.email,
  STAFF_PASSWORD: STAFF.password,
  TEST_CLOCK: "1",
  RATE_LIMIT_FACTOR: "50",
};

/** An instant `days` after today's noon in Dakar (UTC+0). */
function daysFromToday(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
}

type Tick = {
  now: string;
  sent: { number: string; step: number | null; to: string; balance: number }[];
};

/** Moves a test server's clock, which runs a pass of the reminders at once. */
async function moveClock(request: APIRequestContext, baseUrl: string, to: string): Promise<Tick> {
  const response = await request.post(`${baseUrl}/test/horloge`, {
    form: { maintenant: to },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Tick;
}

/** The reminders a file-transport server has written, parsed with their attachments. */
async function reminderMails(dataDir: string) {
  const dir = path.join(dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return mails.filter((m) => m.subject?.startsWith("Relance"));
}

function pdfToText(name: string, bytes: Buffer): string {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, bytes);
  return plain(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
}

async function issueInvoice(page: Page, baseUrl: string): Promise<string> {
  const draft = {
    ...quoteForm([{ designation: "Refonte du site", quantity: "2", unitPrice: "100000" }]),
    paymentTerms: "0",
    validityDays: "30",
  };
  await openDraft(page, "invoice", draft, baseUrl);
  await expect(page.getByLabel("Conditions de paiement")).toHaveValue("0");
  return (await generatePrinted(page)).number;
}

test.describe("Factures en retard et relances (un serveur, PGlite)", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-reminders-"));
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: staffEnv,
      template: true,
    });
  });
  test.afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("« En retard » au registre, la relance de 3 jours une fois, puis « Relancer maintenant »", async ({
    page,
  }) => {
    // A long walk (a dozen pages, a PDF read back, axe, two mails): 40 s at a load of 6,
    // 68 s of the former 120 at a load of 6–10.
    test.setTimeout(180_000);
    await instrumentPrinting(page);
    await login(page, { baseURL: server.url });
    const number = await issueInvoice(page, server.url);
    const rowOf = (n: string) =>
      page.getByRole("row").filter({ has: page.getByRole("link", { name: n, exact: true }) });

    // Today: due today (on receipt), not late, and no reminder.
    await gotoReady(page, `${server.url}/documents?statut=overdue`);
    await expect(page.getByText("Aucun document ne correspond à ces critères.")).toBeVisible();
    expect((await moveClock(page.request, server.url, daysFromToday(2))).sent).toEqual([]);

    // Three days after the due date: the first reminder goes, once.
    const third = await moveClock(page.request, server.url, daysFromToday(3));
    expect(third.sent).toEqual([{ number, step: 3, to: "contact@keuryaay.sn", balance: 236_000 }]);
    expect((await moveClock(page.request, server.url, daysFromToday(3, 18))).sent).toEqual([]);

    // The register's status filter lists it under « En retard ».
    await gotoReady(page, `${server.url}/documents`);
    await page.getByLabel("Statut").selectOption({ label: "En retard" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/statut=overdue/);
    await expect(rowOf(number).getByTestId("document-status")).toHaveText("En retard");
    await page.getByLabel("Statut").selectOption({ label: "Émis" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/statut=issued/);
    await expect(rowOf(number)).toHaveCount(0);

    // The email: to the client, the balance, the due date, the days late, the PDF.
    await expect.poll(async () => (await reminderMails(dataDir)).length).toBe(1);
    const [mail] = await reminderMails(dataDir);
    expect(mail!.to && "text" in mail!.to ? mail!.to.text : "").toBe("contact@keuryaay.sn");
    expect(mail!.subject).toBe(`Relance — Facture ${number} — Teranga Digital`);
    const body = mail!.text ?? "";
    expect(body).toContain(`Reste à payer${NBSP}: ${TOTAL_TEXT}`);
    expect(body).toContain(`3${NBSP}jours de retard`);
    expect(body).toContain(`Retard${NBSP}: 3${NBSP}jours`);
    expect(body).toContain("IBAN");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe("application/pdf");
    const pdf = pdfToText("relance-3-jours.pdf", mail!.attachments[0]!.content);
    expect(pdf).toContain(number);
    expect(pdf).toContain("236 000");

    // The invoice's page: late, its history, and « Relancer maintenant » with a confirmation.
    await gotoReady(page, `${server.url}/documents/${number}`);
    await expect(page.getByTestId("document-status")).toHaveText("En retard");
    const history = page.getByRole("region", { name: "Historique" });
    await expect(history).toContainText(
      `Relance automatique (3${NBSP}jours après l'échéance) envoyée le`,
    );
    await expect(history).toContainText(`à contact@keuryaay.sn, pour ${TOTAL_TEXT}.`);
    const card = page.getByRole("region", { name: "Relances" });
    await expect(card).toContainText(`En retard de 3${NBSP}jours`);
    await expect(card).toContainText(`Prochaine relance automatique le`);
    await expect(card).toContainText(`(15${NBSP}jours après l'échéance)`);
    await card.getByText("Relancer maintenant…").click();
    await expect(card).toContainText("Cette relance part à contact@keuryaay.sn");
    await expect(card.getByLabel("Message de la relance")).toContainText(
      `Reste à payer${NBSP}: ${TOTAL_TEXT}`,
    );
    // The card, open, in the theme of the page: no serious or critical WCAG violation.
    const violations = await axeViolations(page, {
      tags: WCAG_AA,
      include: 'section[aria-labelledby="carte-relances"]',
    });
    expect(serious(violations)).toEqual([]);
    await card.getByRole("button", { name: "Envoyer la relance" }).click();
    await expect(toasts(page)).toContainText(
      "Relance envoyée à contact@keuryaay.sn, avec la facture en PDF.",
    );
    await expect(history).toContainText("à contact@keuryaay.sn par Teranga Digital");
    await expect.poll(async () => (await reminderMails(dataDir)).length).toBe(2);
    expect((await reminderMails(dataDir))[1]!.attachments).toHaveLength(1);
  });

  test("« À faire » liste la facture en retard, avec sa relance suivante, et l'oublie une fois payée", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await instrumentPrinting(page);
    await login(page, { baseURL: server.url });
    // Issued (due on receipt) ten days from now, by this server's clock.
    await moveClock(page.request, server.url, daysFromToday(10, 9));
    const number = await issueInvoice(page, server.url);
    const todo = page.getByTestId("todo");
    const item = (n: string) => todo.getByRole("listitem").filter({ hasText: n });
    const relances = page
      .getByRole("navigation", { name: "Navigation du studio", exact: true })
      .getByRole("link", { name: "Relances", exact: true });

    // Due today: not late, not in « À faire ».
    await gotoReady(page, `${server.url}/invoice-quote`);
    await expect(todo).toBeVisible();
    await expect(item(number)).toHaveCount(0);

    // Two days later: listed under « Factures en retard », its balance, the next reminder
    // (3 days after the due date by default), one click from its page; the navigation's
    // « Relances » says how many wait.
    await moveClock(page.request, server.url, daysFromToday(12, 9));
    await gotoReady(page, `${server.url}/invoice-quote`);
    const section = page.getByRole("region", { name: "Factures en retard" });
    await expect(section.getByRole("listitem").filter({ hasText: number })).toContainText(
      `2${NBSP}jours de retard · prochaine relance le`,
    );
    await expect(item(number)).toContainText(TOTAL_TEXT);
    const waiting = async () => {
      const id = await relances.getAttribute("aria-describedby");
      return id ? parseInt((await page.locator(`[id="${id}"]`).textContent()) ?? "", 10) : 0;
    };
    await expect(relances).toHaveAccessibleDescription(/^\d+\s*à traiter$/);
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(1);
    await item(number)
      .getByRole("link", { name: /^Relancer/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/documents/${number}$`));

    // Paid in full: gone from « À faire », and one fewer beside « Relances ».
    await page.getByLabel("Montant (FCFA)").fill("236000");
    await page.getByLabel("Moyen").selectOption("wave");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Payée");
    await page
      .getByRole("navigation", { name: "Navigation du studio", exact: true })
      .getByRole("link", { name: "Accueil du studio" })
      .click();
    await expect(page).toHaveURL(/\/invoice-quote$/);
    await expect(todo).toBeVisible();
    await expect(page.getByText(number)).toHaveCount(0);
    await expect.poll(waiting).toBe(before - 1);
  });
});

// Two instances on one PostgreSQL, both ticking at the same instant: each
// reminder goes once. Runs where PostgreSQL is available (CI sets TEST_DATABASE_URL).

test("deux instances sur PostgreSQL : chaque relance part une seule fois", async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(180_000);
  const databaseUrl = await freshDatabase("reminders_e2e");
  const smtp = await startSmtp(0);
  const { a, b, dirs } = await startTwoInstances(
    databaseUrl,
    "reminders-pg",
    [await freePort(), await freePort()],
    { TEST_CLOCK: "1", MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url },
  );
  const contexts: APIRequestContext[] = [];
  try {
    // Signed in on A; the same session opens B (one database, one secret).
    const viaA = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: a!.url } });
    contexts.push(viaA);
    const signIn = await viaA.post(`${a!.url}/simple-login`, {
      form: { identifier: STAFF.username, password: STAFF.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    // Three invoices due today, issued as the studio's « Générer » does.
    const numbers: string[] = [];
    for (const client of ["Awa Diop", "Moussa Fall", "Fatou Sarr"]) {
      const issued = await viaA.post(`${a!.url}/documents/emettre`, {
        data: {
          kind: "invoice",
          requestKey: `relance-${client}-${Date.now()}`,
          form: {
            ...quoteForm([{ designation: "Maintenance", quantity: "1", unitPrice: "50000" }]),
            clientName: client,
            clientEmail: `${client.split(" ")[0]!.toLowerCase()}@example.sn`,
            clientNinea: "",
            paymentTerms: "0",
            validityDays: "30",
          },
        },
      });
      const answer = (await issued.json()) as { ok: boolean; number: string };
      expect(answer.ok).toBe(true);
      numbers.push(answer.number);
    }
    // The sign-in notification goes through the same SMTP: only reminders are counted.
    const reminders = () =>
      smtp.received.filter((m) => m.parsed.subject?.startsWith("Relance — Facture"));
    const tickBoth = async (to: string) => {
      const ticks = await Promise.all([a!, b!].map((s) => moveClock(viaA, s.url, to)));
      return ticks.flatMap((t) => t.sent);
    };
    // Both instances at three days late, at the same instant: three reminders in all.
    const third = await tickBoth(daysFromToday(3));
    expect(third.map((s) => s.number).sort()).toEqual([...numbers].sort());
    expect(third.every((s) => s.step === 3 && s.balance === 59_000)).toBe(true);
    await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(3);
    // Again, and again later the same day: nothing more.
    expect(await tickBoth(daysFromToday(3, 20))).toEqual([]);
    // Fifteen days late: the second step, once each.
    const fifteenth = await tickBoth(daysFromToday(15));
    expect(fifteenth.map((s) => s.number).sort()).toEqual([...numbers].sort());
    await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(6);
    const recipients = reminders()
      .map((m) => m.envelopeTo.join(","))
      .sort();
    expect(recipients).toEqual(
      ["awa@example.sn", "fatou@example.sn", "moussa@example.sn"].flatMap((r) => [r, r]).sort(),
    );
    // The database agrees: six reminders, six emails in the outbox, no more.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const counts = await client.query<{ reminders: number; emails: number }>(
      `select (select count(*)::int from reminder) as reminders,
              (select count(*)::int from outbox where kind = 'invoice-reminder') as emails`,
    );
    await client.end();
    expect(counts.rows[0]).toEqual({ reminders: 6, emails: 6 });
  } finally {
    for (const c of contexts) await c.dispose();
    for (const s of [a, b]) if (s) expect(await s.stop()).toBe(0);
    await smtp.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});
