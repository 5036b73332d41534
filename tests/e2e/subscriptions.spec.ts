import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import pg from "pg";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { emailsIn, expect, gotoReady, login, test, toasts } from "./fixtures.ts";
import { freshDatabase, startTwoInstances, TEST_DATABASE_URL } from "./server-process.ts";
import { axeViolations, serious, WCAG_AA } from "./axe.ts";

// Subscriptions (ADR 032), in Chromium, on two instances of the site sharing one
// PostgreSQL, both with a test clock (TEST_CLOCK=1) the test moves: a month passes
// in one request, and each period's invoice is issued once whichever instance ticks.

const NBSP = "\u00a0";
// 2 × 30 000 F HT + 1 × 100 000 F HT = 160 000 F HT, VAT 18 % = 28 800 F: 188 800 F TTC.
const TTC = 2 * 30_000 + 100_000 + ((2 * 30_000 + 100_000) * 18) / 100;
const TTC_TEXT = `${TTC.toLocaleString("fr-FR").replace(/\s/g, NBSP)}${NBSP}FCFA`;

/** No serious or critical WCAG 2.1 AA violation in the page's main content. */
async function accessible(page: Page) {
  const violations = await axeViolations(page, { tags: WCAG_AA, include: "main" });
  expect(serious(violations)).toEqual([]);
}

/** Today in Dakar (UTC+0), and the same day `months` later (31st → the month's last day). */
function dayPlusMonths(months: number): string {
  const today = new Date();
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(today.getUTCDate(), last))).toISOString().slice(0, 10);
}

type Tick = { issued: { subscriptionId: string; periodStart: string; number: string }[] };

/** Moves both instances' clocks to the same instant at once; what each pass issued. */
async function tickBoth(page: Page, urls: string[], day: string) {
  const ticks = await Promise.all(
    urls.map(async (url) => {
      const response = await page.request.post(`${url}/test/horloge`, {
        form: { maintenant: `${day}T12:00:00.000Z` },
        headers: { origin: url },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as Tick;
    }),
  );
  return ticks.flatMap((t) => t.issued);
}

test("un abonnement émet sa première facture tout seul, puis une par mois, une seule fois sur deux instances", async ({
  page,
}) => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  // Two servers of its own, four PDFs, three accessibility checks: 97–125 s at loads of 24–32 on 2 cores.
  test.setTimeout(300_000);
  const databaseUrl = await freshDatabase("subscriptions_e2e");
  const { a, b, dirs } = await startTwoInstances(
    databaseUrl,
    "subscriptions",
    [EXTRA_PORTS.subscriptionsA, EXTRA_PORTS.subscriptionsB],
    { TEST_CLOCK: "1" },
  );
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    // The client book and the catalogue belong to other pages: filled here directly.
    await sql.query(
      `insert into client (name, email, phone, address) values
         ('Boulangerie Ndiaye', 'compta@boulangerie-ndiaye.sn', '+221 77 000 00 00', 'Rue 10, Dakar')`,
    );
    // The catalogue also holds the site's own offers (ADR 031): the items are chosen by id.
    const { rows: items } = await sql.query<{ id: string }>(
      `insert into catalogue_item (designation, unit_price, unit, vat_rate) values
         ('Maintenance site web', 30000, 'mois', 18),
         ('Pack Community Management', 100000, 'mois', 18)
       returning id`,
    );

    await login(page, { baseURL: a!.url });
    await gotoReady(page, `${a!.url}/abonnements`);
    await expect(page.getByText(/Aucun abonnement pour l'instant/)).toBeVisible();
    await page.getByRole("link", { name: "Nouvel abonnement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nouvel abonnement" })).toBeVisible();

    // Sent without a client nor a line: the server says what is missing, in French.
    await page.getByRole("button", { name: "Créer l'abonnement" }).click();
    await expect(page.getByLabel("Client")).toHaveAccessibleDescription("Choisissez un client");
    await expect(
      page.getByRole("group", { name: "Prestations (catalogue)" }),
    ).toHaveAccessibleDescription("Ajoutez au moins une prestation du catalogue");
    await accessible(page);

    await page
      .getByLabel("Client")
      .selectOption({ label: "Boulangerie Ndiaye (compta@boulangerie-ndiaye.sn)" });
    await page.getByLabel("Libellé (facultatif)").fill("Maintenance");
    await page.getByLabel("Prestation 1", { exact: true }).selectOption(items[0]!.id);
    await page.getByLabel("Quantité").first().fill("2");
    await page.getByRole("button", { name: "Ajouter une prestation" }).click();
    await page.getByLabel("Prestation 2", { exact: true }).selectOption(items[1]!.id);
    await expect(page.getByLabel("Périodicité")).toHaveValue("monthly");
    await expect(page.getByLabel("Date de début")).toHaveValue(dayPlusMonths(0));
    await page.getByLabel("Envoyer automatiquement").check();
    await page.getByRole("button", { name: "Créer l'abonnement" }).click();

    // Starting today: its first invoice is there by itself.
    await page.waitForURL(/\/abonnements\/[0-9a-f-]{36}$/);
    await expect(toasts(page)).toContainText("Abonnement créé");
    const invoices = page.getByRole("table", { name: /Factures de l'abonnement/ });
    await expect(invoices.getByRole("row")).toHaveCount(2);
    await expect(invoices.getByRole("link", { name: /^FACT-/ })).toHaveCount(1);
    await expect(invoices).toContainText(TTC_TEXT);
    await accessible(page);
    await expect(page.getByText(`Prochaine facture`).locator("..")).toContainText(
      dayPlusMonths(1).split("-").reverse().join("/"),
    );

    // A month later on both instances, at the same instant: the next invoice, once.
    const next = dayPlusMonths(1);
    const first = await tickBoth(page, [a!.url, b!.url], next);
    expect(first.map((i) => i.periodStart)).toEqual([next]);
    // Again on both: nothing more.
    expect(await tickBoth(page, [a!.url, b!.url], next)).toEqual([]);
    await page.reload();
    await expect(invoices.getByRole("link", { name: /^FACT-/ })).toHaveCount(2);
    await expect(invoices.getByRole("link", { name: first[0]!.number })).toBeVisible();

    // Down for two months, then both come back together: each missed period once.
    const later = [dayPlusMonths(2), dayPlusMonths(3)];
    const caught = await tickBoth(page, [a!.url, b!.url], later[1]!);
    expect(caught.map((i) => i.periodStart).sort()).toEqual(later);
    const counts = await sql.query<{ periods: number; invoices: number; distinct_numbers: number }>(
      `select (select count(*)::int from subscription_period) as periods,
              (select count(*)::int from document where kind = 'invoice') as invoices,
              (select count(distinct number)::int from document) as distinct_numbers`,
    );
    expect(counts.rows[0]).toEqual({ periods: 4, invoices: 4, distinct_numbers: 4 });
    // Both issued the day the servers came back, numbered that day, oldest period first;
    // each says the period it bills.
    const back = later[1]!;
    const missed = await sql.query<{ number: string; day: string; period: { from: string } }>(
      `select number, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              snapshot->'period' as period
         from document where number = any($1) order by seq`,
      [caught.map((i) => i.number)],
    );
    expect(missed.rows.map((r) => [r.day, r.period.from])).toEqual([
      [back, later[0]],
      [back, later[1]],
    ]);
    expect(missed.rows.map((r) => r.number)).toEqual([`FACT-${back}-1200`, `FACT-${back}-1200-2`]);
    const subscriptionPage = page.url();
    await gotoReady(page, `${a!.url}/documents/${missed.rows[0]!.number}`);
    await expect(page.getByText("Période facturée").locator("..")).toContainText(
      `du ${later[0]!.split("-").reverse().join("/")} au`,
    );
    await gotoReady(page, subscriptionPage);

    // « Envoyer automatiquement »: each invoice mailed once, whichever instance sent it.
    const numbers = (
      await sql.query<{ number: string }>(`select number from document order by issued_at`)
    ).rows.map((r) => r.number);
    await expect
      .poll(
        async () =>
          (await Promise.all(dirs.map((d) => emailsIn(d))))
            .flat()
            .filter((m) => m.subject.startsWith("Facture FACT-"))
            .map((m) => m.subject.split(" ")[1])
            .sort(),
        { timeout: 20_000 },
      )
      .toEqual([...numbers].sort());

    // Paused, then stopped after confirming: the list says so.
    await page.reload();
    await page.getByRole("button", { name: "Mettre en pause" }).click();
    await expect(toasts(page)).toContainText("Abonnement mis en pause");
    await page.getByRole("button", { name: "Arrêter" }).click();
    const dialog = page.getByRole("dialog", { name: `Arrêter cet abonnement${NBSP}?` });
    await dialog.getByRole("button", { name: "Arrêter l'abonnement" }).click();
    await expect(toasts(page)).toContainText("Abonnement arrêté");
    await gotoReady(page, `${a!.url}/abonnements`);
    const row = page.getByRole("row").filter({ hasText: "Boulangerie Ndiaye" });
    await expect(row).toContainText("Arrêté");
    await expect(row).toContainText(TTC_TEXT);
    await expect(row).toContainText("4");
    await accessible(page);
    // Stopped: a month later, nothing on either instance.
    expect(await tickBoth(page, [a!.url, b!.url], dayPlusMonths(4))).toEqual([]);
  } finally {
    await sql.end();
    for (const s of [a, b]) if (s) expect(await s.stop()).toBe(0);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});
