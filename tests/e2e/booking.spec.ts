import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import { startSmtp } from "#tests/fixtures/smtp.ts";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { expect, gotoReady, login, test } from "./fixtures.ts";
import { freshDatabase, startTwoInstances, TEST_DATABASE_URL } from "./server-process.ts";

// « Réserver un appel » (ADR 044) on two instances of the site sharing one PostgreSQL,
// their clocks moved to the same Monday (TEST_CLOCK=1), their mail sent to a real SMTP
// server here: a visitor books without JavaScript, both sides receive the .ics, the
// staff see the call in « À faire », the private link cancels it; the same slot posted
// to both instances at once is booked once.

const FIRM = "equipe@teranga-digital.sn";
// Monday 7 December 2026, 06:55 in Dakar (UTC+0); the moved clock runs on from there.
const MONDAY = "2026-12-07T06:55:00.000Z";
const NBSP = "\u00a0";

let servers: Awaited<ReturnType<typeof startTwoInstances>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let databaseUrl: string;

async function moveClock(request: APIRequestContext, baseUrl: string, to: string) {
  const response = await request.post(`${baseUrl}/test/horloge`, {
    form: { maintenant: to },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  // A member's request (the endpoint asks for staff): the clock really moved.
  expect(((await response.json()) as { now: string }).now.slice(0, 16)).toBe(to.slice(0, 16));
}

async function moveBoth(request: APIRequestContext, to: string) {
  await moveClock(request, servers.a.url, to);
  await moveClock(request, servers.b.url, to);
}

/** The mails received for `to` whose subject starts with `subject`, once there are `count`. */
async function mailsTo(to: string, subject: string, count = 1): Promise<ParsedMail[]> {
  const found = () =>
    smtp.received
      .filter((m) => m.envelopeTo.includes(to) && m.parsed.subject?.startsWith(subject))
      .map((m) => m.parsed);
  await expect.poll(() => found().length, { timeout: 30_000 }).toBe(count);
  return found();
}

/** The calendar file of a mail, as sent: its type and its text. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  expect(file, `no .ics in « ${mail.subject} »`).toBeTruthy();
  return { type: file!.contentType, text: file!.content.toString("utf8") };
}

/** Unfolded lines of an .ics (RFC 5545 §3.1), after checking every line ends with CRLF. */
function icsLines(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return text.replace(/\r\n[ \t]/g, "").split("\r\n");
}

async function liveBookings(): Promise<{ starts_at: Date; email: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<{ starts_at: Date; email: string }>(
        "select starts_at, email from booking where status = 'booked' order by starts_at",
      )
    ).rows;
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(240_000);
  smtp = await startSmtp(EXTRA_PORTS.bookingSmtp);
  databaseUrl = await freshDatabase("booking");
  servers = await startTwoInstances(
    databaseUrl,
    "booking",
    [EXTRA_PORTS.bookingA, EXTRA_PORTS.bookingB],
    { TEST_CLOCK: "1", MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, MAIL_TO: FIRM },
  );
});

test.afterAll(async () => {
  await servers?.stop();
  await smtp?.close();
});

test("un visiteur réserve sans JavaScript, les deux reçoivent l'invitation .ics, l'équipe voit l'appel et le lien l'annule", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // The studio's member moves the clocks (the test endpoint asks for staff); one cookie
  // for both instances (one host, one database, one secret).
  await login(page, { baseURL: servers.a.url });
  await moveBoth(page.request, MONDAY);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const v = await visitor.newPage();
  try {
    // The home page's call to action leads to the page.
    await v.goto(`${servers.a.url}/`);
    await v.getByRole("link", { name: "Réserver un appel" }).first().click();
    await expect(v).toHaveURL(/\/rendez-vous$/);
    await expect(v.getByRole("heading", { level: 1, name: "Réserver un appel" })).toBeVisible();
    // Two working weeks from Monday 7 December; the weekend is not offered.
    const days = v.getByRole("navigation", { name: "Jours disponibles" }).getByRole("link");
    await expect(days).toHaveCount(10);
    await expect(days.first()).toContainText("Lundi 7 décembre");
    await expect(v.getByRole("link", { name: /Samedi 12 décembre/ })).toHaveCount(0);
    // Monday with two hours' notice from 06:55: 09:00 to 17:30.
    await expect(v.getByTestId("slots").getByRole("radio")).toHaveCount(18);

    // A wrong form: each field says what is wrong, in French.
    await v.getByRole("link", { name: /Mardi 8 décembre/ }).click();
    await v.getByRole("button", { name: "Réserver l'appel" }).click();
    await expect(v.getByText("Choisissez un créneau", { exact: true })).toBeVisible();
    await expect(v.getByText("Indiquez votre adresse e-mail")).toBeVisible();
    await expect(v.getByText("Indiquez un numéro de téléphone ou WhatsApp")).toBeVisible();
    await expect(v.getByText("Veuillez sélectionner un sujet")).toBeVisible();

    await v.getByText("10:00", { exact: true }).click();
    await v.getByLabel("Nom complet").fill("Aminata Fall");
    await v.getByLabel("Adresse e-mail").fill("aminata@keurfall.sn");
    await v.getByLabel("Téléphone ou WhatsApp").fill("+221 77 555 12 34");
    await v.getByLabel("Entreprise (facultatif)").fill("Keur Fall");
    await v.getByLabel("Sujet de l'appel").selectOption("site-ecommerce");
    await v.getByLabel(/Une note/).fill("Une boutique en ligne, paiement Wave; livraison à Dakar.");
    await v.getByRole("button", { name: "Réserver l'appel" }).click();

    // The confirmation: the call stored, its private page.
    await expect(v).toHaveURL(/\/rendez-vous\/[A-Za-z0-9_-]{43}\?reserve=1$/);
    await expect(v.getByRole("status")).toContainText(`Votre appel est réservé${NBSP}!`);
    await expect(v.getByTestId("booking-when")).toHaveText(
      "Mardi 8 décembre à 10:00 (heure de Dakar)",
    );
    const privateUrl = v.url().replace(/\?.*$/, "");

    // Both sides receive the invitation: the visitor and the member who takes the call.
    const [mine] = await mailsTo("aminata@keurfall.sn", "Votre appel est réservé");
    const [staff] = await mailsTo(STAFF.email, "Nouvel appel réservé");
    for (const mail of [mine!, staff!]) {
      const ics = calendarOf(mail);
      expect(ics.type).toBe("text/calendar");
      const lines = icsLines(ics.text);
      expect(lines).toEqual(
        expect.arrayContaining([
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "METHOD:REQUEST",
          "BEGIN:VEVENT",
          "SEQUENCE:0",
          "DTSTART:20261208T100000Z",
          "DTEND:20261208T103000Z",
          "STATUS:CONFIRMED",
          `URL:${privateUrl}`,
          "END:VEVENT",
          "END:VCALENDAR",
        ]),
      );
      expect(lines.find((l) => l.startsWith("ORGANIZER"))).toContain(`mailto:${STAFF.email}`);
      expect(lines.find((l) => l.startsWith("ATTENDEE"))).toContain("mailto:aminata@keurfall.sn");
      expect(lines.find((l) => l.startsWith("UID:"))).toMatch(/^UID:[0-9a-f-]{36}@localhost$/);
    }
    expect(calendarOf(mine!).text).toBe(calendarOf(staff!).text);
    expect(mine!.html).toContain(privateUrl);
    expect(staff!.text).toContain("+221 77 555 12 34");

    // The slot is gone from the page, on the other instance too.
    await v.goto(`${servers.b.url}/rendez-vous?jour=2026-12-08`);
    await expect(v.getByTestId("slots").getByText("10:00", { exact: true })).toHaveCount(0);
    await expect(v.getByTestId("slots").getByText("10:30", { exact: true })).toHaveCount(1);

    // The team: on Tuesday, « Appels du jour » in « À faire », and the studio's « Appels ».
    await moveBoth(page.request, "2026-12-08T08:00:00.000Z");
    await gotoReady(page, `${servers.a.url}/invoice-quote`);
    const calls = page.getByRole("region", { name: "Appels du jour" });
    await expect(calls.getByRole("listitem")).toContainText("10:00 · Aminata Fall (Keur Fall)");
    await gotoReady(page, `${servers.a.url}/appels`);
    await expect(page.getByTestId("calls")).toContainText("Mardi 8 décembre à 10:00");

    // The private link, without an account nor JavaScript: cancelled, the slot free again.
    await v.goto(privateUrl);
    await v.getByRole("button", { name: "Annuler l'appel" }).click();
    await expect(v.getByRole("heading", { level: 1, name: "Appel annulé" })).toBeVisible();
    const [cancel] = await mailsTo("aminata@keurfall.sn", "Votre appel est annulé");
    const lines = icsLines(calendarOf(cancel!).text);
    expect(lines).toEqual(expect.arrayContaining(["METHOD:CANCEL", "SEQUENCE:1"]));
    expect(lines.find((l) => l.startsWith("UID:"))).toBe(
      icsLines(calendarOf(mine!).text).find((l) => l.startsWith("UID:")),
    );
    await mailsTo(STAFF.email, "Appel annulé");
    // Back on Monday (Tuesday 08:00 is within the two hours' notice of 10:00): offered again.
    await moveBoth(page.request, MONDAY);
    await v.goto(`${servers.b.url}/rendez-vous?jour=2026-12-08`);
    await expect(v.getByTestId("slots").getByText("10:00", { exact: true })).toHaveCount(1);
    expect(await liveBookings()).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test("le même créneau envoyé aux deux instances en même temps : une seule réservation, l'autre reçoit les créneaux suivants", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, { baseURL: servers.a.url });
  await moveBoth(page.request, MONDAY);
  const contexts = await Promise.all(
    [servers.a.url, servers.b.url].map((baseURL) =>
      playwrightRequest.newContext({ baseURL, maxRedirects: 0 }),
    ),
  );
  try {
    const post = (ctx: APIRequestContext, url: string, n: number) =>
      ctx.post("/rendez-vous?jour=2026-12-09", {
        headers: { origin: url },
        form: {
          slot: "2026-12-09T11:00:00.000Z",
          name: `Visiteur ${n}`,
          email: `visiteur${n}@example.sn`,
          phone: "+221 77 000 00 00",
          company: "",
          subject: "consultation",
          note: "",
        },
      });
    const answers = await Promise.all([
      post(contexts[0]!, servers.a.url, 1),
      post(contexts[1]!, servers.b.url, 2),
    ]);
    const statuses = answers.map((r) => r.status()).sort();
    expect(statuses).toEqual([302, 409]);
    const refused = answers.find((r) => r.status() === 409)!;
    const html = await refused.text();
    expect(html).toContain(
      "Ce créneau vient d&#x27;être réservé. Voici les prochains créneaux libres.",
    );
    // The next slots of that day are offered, not the one taken.
    expect(html).toContain('value="2026-12-09T11:30:00.000Z"');
    expect(html).not.toContain('value="2026-12-09T11:00:00.000Z"');
    const live = await liveBookings();
    expect(live.map((b) => b.starts_at.toISOString())).toEqual(["2026-12-09T11:00:00.000Z"]);
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
});
