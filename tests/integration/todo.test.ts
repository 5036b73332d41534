import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  article,
  booking,
  client,
  contactMessage,
  document,
  documentEvent,
  onlinePayment,
  onlinePaymentCheck,
  subscription,
  user,
} from "#app/db/schema.ts";
import { markAnswered } from "#app/features/leads/inbox.server.ts";
import { markCheckHandled, paymentsToCheck } from "#app/features/payments/staff.server.ts";
import { loadTodo, todoCounts } from "#app/features/todo/todo.server.ts";
import { dayOffset, fixtureLedger } from "#tests/fixtures/ledger-data.ts";
import { insertLedgerFixture } from "#tests/fixtures/ledger.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { issuedRow } from "../../scripts/document-row.ts";

// « À faire » read from the tables, against what is worked out here from the fixture
// (never the app's helpers): the overdue invoices, the quotes to follow up and to
// invoice, the payments to check, the requests, the failing subscriptions, the
// scheduled articles; each role sees only what it acts on; a handled thing leaves.

const NOW = new Date("2026-11-26T10:00:00Z");
const TODAY = "2026-11-26";
let numbers: Map<string, string>;
let ids: Map<string, string>;
const extra: Record<string, string> = {};

async function quote(key: string, days: number, status: "sent" | "accepted", sentDays?: number) {
  const issuedAt = new Date(
    `${dayOffset(TODAY, days)}T08:${String(10 + Object.keys(extra).length).padStart(2, "0")}:00Z`,
  );
  const number = `DEVIS-TODO-${key}`;
  const [row] = await db()
    .insert(document)
    .values(
      issuedRow("quote", number, issuedAt, "Awa Ndiaye", {
        party: `Client ${key}`,
        clientEmail: "client@example.sn",
        project: `Projet ${key}`,
        status,
        totalTtc: 118_000,
        validUntil: dayOffset(TODAY, 20),
        snapshot: {},
      }),
    )
    .returning({ id: document.id });
  if (sentDays !== undefined)
    await db()
      .insert(documentEvent)
      .values({
        documentId: row!.id,
        kind: "sent",
        at: new Date(`${dayOffset(TODAY, sentDays)}T15:00:00Z`),
        byName: "Awa Ndiaye",
      });
  extra[key] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  ({ numbers, ids } = await insertLedgerFixture(TODAY));
  // Sent 10 days ago (issued 12): to follow up. Sent 3 days ago: not yet. Sent exactly
  // 7 days ago: today is the day. Issued 30 days ago, sent again 2 days ago: not yet.
  await quote("late", -12, "sent", -10);
  await quote("recent", -4, "sent", -3);
  await quote("seven", -7, "sent", -7);
  await quote("resent", -30, "sent", -2);
  // An accepted quote with an invoice made from it; another whose only invoice was cancelled.
  const billed = await quote("billed", -9, "accepted");
  const cancelled = await quote("cancelled", -8, "accepted");
  for (const [source, status, n] of [
    [billed, "sent", 1],
    [cancelled, "cancelled", 2],
  ] as const)
    await db()
      .insert(document)
      .values(
        issuedRow("invoice", `FACT-TODO-${n}`, new Date(`${TODAY}T07:0${n}:00Z`), "Awa", {
          party: "x",
          clientEmail: null,
          project: "x",
          status,
          totalTtc: 118_000,
          dueDate: dayOffset(TODAY, 30),
          sourceId: source,
          snapshot: {},
        }),
      );
  // Two requests, one already answered, and one from a bot.
  const [a, b] = await db()
    .insert(contactMessage)
    .values([
      {
        name: "Fatou Sarr",
        email: "fatou@example.sn",
        subject: "site-vitrine",
        message: "Bonjour",
      },
      { name: "Moussa Ba", email: "moussa@example.sn", subject: "site-vitrine", message: "Salut" },
      { name: "Bot", email: "bot@example.sn", subject: "site-vitrine", message: "x", spam: true },
    ])
    .returning({ id: contactMessage.id });
  extra.request = a!.id;
  await markAnswered(b!.id, "Awa Ndiaye", NOW);
  // A payment « À vérifier » on the first owed invoice.
  const [op] = await db()
    .insert(onlinePayment)
    .values({ documentId: ids.get("i1")!, provider: "wave", amount: 90_000, status: "refused" })
    .returning({ id: onlinePayment.id });
  const [check] = await db()
    .insert(onlinePaymentCheck)
    .values({
      onlinePaymentId: op!.id,
      documentId: ids.get("i1")!,
      provider: "wave",
      eventId: "EV_TODO",
      cause: "notification",
      amount: "91000",
      currency: "XOF",
      reason: "Le montant annoncé n'est pas celui demandé.",
    })
    .returning({ id: onlinePaymentCheck.id });
  extra.check = check!.id;
  // A subscription whose last period failed, one that works, one stopped with an old error.
  const [c] = await db().insert(client).values({ name: "Keur Wax" }).returning({ id: client.id });
  const sub = {
    clientId: c!.id,
    lines: [],
    vatRate: 18,
    period: "monthly" as const,
    startOn: "2026-01-01",
    createdByName: "Awa",
  };
  await db()
    .insert(subscription)
    .values([
      { ...sub, title: "Maintenance", lastError: "Le client n'a pas d'adresse e-mail." },
      { ...sub, title: "Hébergement" },
      { ...sub, title: "Ancien", status: "stopped", lastError: "Vieux" },
    ]);
  // A scheduled article and a draft.
  const art = (n: number, status: "draft" | "scheduled") => ({
    number: 900 + n,
    slug: `todo-${n}`,
    title: `Article ${n}`,
    excerpt: "x",
    seoTitle: "x",
    description: "x",
    category: "Web",
    author: "awa",
    body: "x",
    status,
    publishAt: status === "scheduled" ? new Date("2026-12-01T08:00:00Z") : null,
  });
  await db()
    .insert(article)
    .values([art(1, "scheduled"), art(2, "draft")]);
  // Calls booked from the site (ADR 044): one today, one cancelled today, one tomorrow.
  await db().insert(user).values({
    id: "todo-appels",
    name: "Awa Appels",
    email: "awa.todo-appels@teranga-digital.sn",
    role: "staff",
    staffRole: "commercial",
  });
  const call = (key: string, start: string, status: "booked" | "cancelled") => ({
    tokenHash: `todo-${key}`,
    memberId: "todo-appels",
    startsAt: new Date(start),
    endsAt: new Date(Date.parse(start) + 30 * 60_000),
    status,
    name: `Appelant ${key}`,
    email: `${key}@example.sn`,
    phone: "+221 77 123 45 67",
    company: key === "today" ? "Keur Sow" : "",
    subject: "site-vitrine",
  });
  await db()
    .insert(booking)
    .values([
      call("today", "2026-11-26T14:00:00Z", "booked"),
      call("gone", "2026-11-26T09:00:00Z", "cancelled"),
      call("tomorrow", "2026-11-27T10:00:00Z", "booked"),
    ]);
});

afterAll(() =>
  emptyTables(
    "online_payment_check, online_payment, document_event, payment, document, document_sequence, contact_message, subscription, client, article, booking",
  ).then(() => db().delete(user).where(eq(user.id, "todo-appels"))),
);

// --- the independent computation ---
const ledger = fixtureLedger(TODAY);
const overdue = ledger
  .filter((i) => i.balance > 0 && i.dueDate < TODAY)
  .sort((a, b) => a.dueDate.localeCompare(b.dueDate));

describe("« À faire »", () => {
  it("the Gérant sees every section, each with its count and its oldest first", async () => {
    const todo = await loadTodo("gerant", NOW);
    const byKey = Object.fromEntries(todo.sections.map((s) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual([
      "overdue",
      "toCheck",
      "toInvoice",
      "followUp",
      "requests",
      "calls",
      "subscriptions",
      "scheduled",
    ]);
    // Overdue: every invoice with a balance past its due date, the oldest due first,
    // its balance in francs.
    expect(byKey.overdue!.count).toBe(overdue.length);
    expect(byKey.overdue!.items.map((i) => [i.title, i.amount])).toEqual(
      overdue.slice(0, 5).map((i) => [`${numbers.get(i.key)} · ${i.party}`, i.balance]),
    );
    expect(byKey.overdue!.items[0]!.href).toBe(`/documents/${numbers.get(overdue[0]!.key)}`);
    expect(byKey.overdue!.items[0]!.detail).toContain(
      `${(Date.parse(TODAY) - Date.parse(overdue[0]!.dueDate)) / 86_400_000}\u00a0jours de retard`,
    );
    // Accepted and not invoiced: the fixture's three, and the one whose invoice was cancelled.
    expect(byKey.toInvoice!.count).toBe(4);
    expect(byKey.toInvoice!.items.map((i) => i.href)).toContain(
      "/create-invoice?devis=DEVIS-TODO-cancelled",
    );
    expect(byKey.toInvoice!.items.map((i) => i.href)).not.toContain(
      "/create-invoice?devis=DEVIS-TODO-billed",
    );
    // Sent and unanswered for 7 days or more: the fixture's (issued 20 days ago, no
    // sending recorded), « late » and « seven »; not « recent » nor « resent ».
    expect(byKey.followUp!.items.map((i) => i.title)).toEqual([
      expect.stringContaining("Ndèye Mode"),
      `DEVIS-TODO-late · Client late`,
      `DEVIS-TODO-seven · Client seven`,
    ]);
    expect(byKey.followUp!.items[1]!.detail).toContain("sans réponse depuis 10\u00a0jours");
    expect(byKey.requests).toMatchObject({ count: 1, items: [{ title: "Fatou Sarr" }] });
    expect(byKey.requests!.items[0]!.href).toBe(`/demandes?a-traiter=1#demande-${extra.request}`);
    expect(byKey.toCheck).toMatchObject({ count: 1 });
    expect(byKey.toCheck!.items[0]!.href).toBe(
      `/documents/${numbers.get("i1")}#carte-paiements-en-ligne`,
    );
    expect(byKey.subscriptions!.items.map((i) => i.title)).toEqual(["Maintenance · Keur Wax"]);
    expect(byKey.scheduled!.items.map((i) => i.title)).toEqual(["Article 1"]);
    // Today's live call only: not the cancelled one, not tomorrow's.
    expect(byKey.calls).toMatchObject({
      count: 1,
      all: "/appels",
      items: [{ title: "14:00 · Appelant today (Keur Sow)", href: "/appels" }],
    });
    expect(todo.total).toBe(overdue.length + 1 + 4 + 3 + 1 + 1 + 1 + 1);
  });

  it("each role sees only what it acts on, and the navigation's counts agree", async () => {
    const keys = async (role: Parameters<typeof loadTodo>[0]) =>
      (await loadTodo(role, NOW)).sections.map((s) => s.key);
    expect(await keys("facturation")).toEqual([
      "overdue",
      "toCheck",
      "toInvoice",
      "followUp",
      "subscriptions",
    ]);
    expect(await keys("commercial")).toEqual(["followUp", "requests", "calls"]);
    expect(await keys("redaction")).toEqual(["scheduled"]);
    const todo = await loadTodo("gerant", NOW);
    // The list draws the sections with something in them; the counts say 0 for the others.
    const counts = await todoCounts("gerant", NOW);
    expect(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))).toEqual(
      Object.fromEntries(todo.sections.map((s) => [s.key, s.count])),
    );
    expect(counts.whatsapp).toBe(0);
    // WhatsApp sends « À vérifier » (ADR 045): a section of whoever talks to clients, none here.
    expect(await todoCounts("commercial", NOW)).toEqual({
      whatsapp: 0,
      followUp: 3,
      requests: 1,
      calls: 1,
    });
  });

  it("a day later, one more quote waits; once handled, a request and a payment leave", async () => {
    const tomorrow = new Date("2026-11-27T10:00:00Z");
    expect((await todoCounts("gerant", tomorrow)).followUp).toBe(3);
    const inFiveDays = new Date(`${dayOffset(TODAY, 4)}T10:00:00Z`);
    // « recent » was sent 3 days before TODAY: 7 days after, on TODAY + 4.
    expect((await todoCounts("gerant", inFiveDays)).followUp).toBe(4);

    expect(await markAnswered(extra.request!, "Moussa", NOW)).toBe(true);
    expect(await markCheckHandled(extra.check!, ids.get("i1")!, "Moussa", NOW)).toBe(true);
    // Someone else's check id, or an unknown one: refused.
    expect(await markCheckHandled(extra.check!, ids.get("i2")!, "Moussa", NOW)).toBe(false);
    const counts = await todoCounts("gerant", NOW);
    expect(counts.requests).toBe(0);
    expect(counts.toCheck).toBe(0);
    // The dashboard's « À vérifier » forgets it too; the invoice's card keeps it, checked.
    expect((await paymentsToCheck()).total).toBe(0);
    const [row] = await db()
      .select()
      .from(onlinePaymentCheck)
      .where(eq(onlinePaymentCheck.id, extra.check!));
    expect(row).toMatchObject({ handledByName: "Moussa", handledAt: NOW });
    // A second click keeps the first mark.
    await markAnswered(extra.request!, "Awa", new Date("2026-11-28T10:00:00Z"));
    const [req] = await db()
      .select()
      .from(contactMessage)
      .where(eq(contactMessage.id, extra.request!));
    expect(req).toMatchObject({ answeredByName: "Moussa", answeredAt: NOW });
  });
});
