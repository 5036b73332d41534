import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  document,
  documentEvent,
  outbox,
  subscription,
  subscriptionPeriod,
} from "#app/db/schema.ts";
import { renderDocument } from "#app/features/print/render.ts";
import { renderPdf } from "#app/features/print/pdf/render.server.tsx";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { issueDue } from "#app/features/subscriptions/issue.server.ts";
import { startSubscriptionScheduler } from "#app/features/subscriptions/scheduler.server.ts";
import type { SubscriptionInput } from "#app/features/subscriptions/schemas.ts";
import {
  createSubscription,
  getSubscription,
  pauseSubscription,
  resumeSubscription,
  stopSubscription,
} from "#app/features/subscriptions/subscriptions.server.ts";
import { switchNumbering } from "#app/features/numbering/numbering-mode.server.ts";
import { issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { storeClient } from "#tests/fixtures/client-book.ts";

// Subscriptions (ADR 032): each period's invoice issued once by the server, through
// documents' own issuing, with instants given to the pass (no clock, no waiting).

const STAFF = issuer("subscriptions");
// 2 × 30 000 F HT (maintenance) + 1 × 100 000 F HT (CM pack) = 160 000 F HT,
// VAT 18 % = 28 800 F: 188 800 F TTC each period, computed here.
const HT = 2 * 30_000 + 100_000;
const TTC = HT + (HT * 18) / 100;

/** Noon in Dakar (UTC+0) on an ISO day. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

let maintenance: string;
let cmPack: string;
let noVat: string;

beforeAll(async () => {
  await storeIssuer(STAFF);
  const items = await db()
    .insert(catalogueItem)
    .values([
      { designation: "Maintenance site web", unitPrice: 30_000, unit: "mois", vatRate: 18 },
      { designation: "Pack Community Management", unitPrice: 100_000, unit: "mois", vatRate: 18 },
      { designation: "Hébergement", unitPrice: 10_000, unit: "mois", vatRate: 0 },
    ])
    .returning({ id: catalogueItem.id });
  [maintenance, cmPack, noVat] = items.map((i) => i.id) as [string, string, string];
});

afterEach(() =>
  emptyTables(
    "subscription_period, subscription, client, document, document_event, document_sequence, outbox, attachment",
  ),
);

async function subscribe(patch: Partial<SubscriptionInput> = {}, at = noon("2026-12-01")) {
  const created = await createSubscription(
    {
      clientId: await storeClient(),
      title: "Maintenance",
      period: "monthly",
      startOn: "2026-12-01",
      autoSend: false,
      lines: [
        { itemId: maintenance, quantity: 2 },
        { itemId: cmPack, quantity: 1 },
      ],
      ...patch,
    },
    STAFF,
    at,
  );
  if (!created.ok) throw new Error(created.message);
  return created.value.id;
}

async function invoicesOf(id: string) {
  return db()
    .select({
      start: subscriptionPeriod.periodStart,
      number: document.number,
      issuedAt: document.issuedAt,
      total: document.totalTtc,
      dueDate: document.dueDate,
      project: document.project,
      by: document.issuedByName,
      snapshot: document.snapshot,
    })
    .from(subscriptionPeriod)
    .innerJoin(document, eq(document.id, subscriptionPeriod.documentId))
    .where(eq(subscriptionPeriod.subscriptionId, id))
    .orderBy(subscriptionPeriod.periodStart);
}

describe("issuing", () => {
  it("the first period at once on its start day: an invoice of documents, with the period, numbered, terms as usual", async () => {
    const id = await subscribe();
    expect(await issueDue(new Date("2026-11-30T23:00:00Z"))).toEqual([]);
    const at = noon("2026-12-01");
    const issued = await issueDue(at);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ subscriptionId: id, periodStart: "2026-12-01" });
    const [inv] = await invoicesOf(id);
    expect(inv!.number).toBe("FACT-2026-12-01-1200");
    expect(inv!.issuedAt).toEqual(at);
    expect(inv!.total).toBe(TTC);
    expect(inv!.project).toBe("Maintenance — décembre 2026");
    // The firm's usual terms (30 days).
    expect(inv!.dueDate).toBe("2026-12-31");
    expect(inv!.by).toBe("Émission automatique (abonnement)");
    const snap = inv!.snapshot as unknown as QuoteInvoiceSnapshot;
    expect(snap.lines.map((l) => [l.designation, l.quantity, l.unitPrice, l.total])).toEqual([
      ["Maintenance site web — décembre 2026", "2", 30_000, 60_000],
      ["Pack Community Management — décembre 2026", "1", 100_000, 100_000],
    ]);
    expect(snap.client.name).toBe("Boulangerie Ndiaye");
    expect(snap.vatPercentage).toBe(18);
    // The history of the invoice says who issued it.
    const events = await db()
      .select()
      .from(documentEvent)
      .innerJoin(document, eq(document.id, documentEvent.documentId))
      .where(eq(document.number, inv!.number));
    expect(events.map((e) => [e.document_event.kind, e.document_event.byName])).toEqual([
      ["issued", "Émission automatique (abonnement)"],
    ]);
    // Another pass the same day, or later in the month: nothing more.
    expect(await issueDue(at)).toEqual([]);
    expect(await issueDue(noon("2026-12-31"))).toEqual([]);
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it("after a downtime, each missed period once, dated and numbered the day it is issued (the register stays chronological), each stating its period", async () => {
    const id = await subscribe();
    await issueDue(noon("2026-12-01"));
    // Down from 2 December to 15 March: January, February and March are due.
    const issued = await issueDue(noon("2027-03-15"));
    expect(issued.map((i) => i.periodStart)).toEqual(["2027-01-01", "2027-02-01", "2027-03-01"]);
    const all = await invoicesOf(id);
    // Issued on 15 March, in issue order (oldest period first), due 30 days later.
    expect(all.map((i) => [i.project, i.number, i.issuedAt.toISOString(), i.dueDate])).toEqual([
      [
        "Maintenance — décembre 2026",
        "FACT-2026-12-01-1200",
        "2026-12-01T12:00:00.000Z",
        "2026-12-31",
      ],
      [
        "Maintenance — janvier 2027",
        "FACT-2027-03-15-1200",
        "2027-03-15T12:00:00.000Z",
        "2027-04-14",
      ],
      [
        "Maintenance — février 2027",
        "FACT-2027-03-15-1200-2",
        "2027-03-15T12:00:00.000Z",
        "2027-04-14",
      ],
      [
        "Maintenance — mars 2027",
        "FACT-2027-03-15-1200-3",
        "2027-03-15T12:00:00.000Z",
        "2027-04-14",
      ],
    ]);
    expect(all.map((i) => (i.snapshot as unknown as QuoteInvoiceSnapshot).period)).toEqual([
      { from: "2026-12-01", to: "2026-12-31" },
      { from: "2027-01-01", to: "2027-01-31" },
      { from: "2027-02-01", to: "2027-02-28" },
      { from: "2027-03-01", to: "2027-03-31" },
    ]);
    expect(all.every((i) => i.total === TTC)).toBe(true);
    expect(await issueDue(noon("2027-03-20"))).toEqual([]);
    // The subscription's page lists them, newest first, and the next date.
    const view = await getSubscription(id, noon("2027-03-20"));
    expect(view!.periods.map((p) => p.number)).toEqual(all.map((i) => i.number).reverse());
    expect(view!.nextDate).toBe("2027-04-01");
    expect(view!.invoices).toBe(4);
  });

  it("a December invoice caught up on 31/12 is dated and numbered 31/12 and says the period it bills (print, PDF, client page)", async () => {
    // Started on 28 November; the server was down from 27 to 31 December (the clock's
    // pass at start catches up), so the period of 28 December is issued on the 31st.
    const id = await subscribe({ startOn: "2026-11-28" }, noon("2026-11-28"));
    await issueDue(noon("2026-11-28"));
    const scheduler = startSubscriptionScheduler({
      clock: () => new Date("2026-12-31T09:30:00Z"),
      intervalMs: 3_600_000,
    });
    try {
      await scheduler.tick();
    } finally {
      await scheduler.stop();
    }
    const [, december] = await invoicesOf(id);
    expect(december).toMatchObject({
      start: "2026-12-28",
      number: "FACT-2026-12-31-0930",
      issuedAt: new Date("2026-12-31T09:30:00Z"),
      dueDate: "2027-01-30",
    });
    const snap = december!.snapshot as unknown as QuoteInvoiceSnapshot;
    expect(snap.issuedOn).toBe("2026-12-31");
    expect(snap.period).toEqual({ from: "2026-12-28", to: "2027-01-27" });
    const printed = "Période du 28/12/2026 au 27/01/2027";
    const { html } = renderDocument(snap, {
      fontUrl: "/fonts/inter.woff2",
      baseUrl: "http://localhost:3000/",
    });
    expect(html.replace(/\s+/g, " ")).toContain(printed);
    const dir = mkdtempSync(path.join(tmpdir(), "abonnement-"));
    writeFileSync(path.join(dir, "f.pdf"), await renderPdf(snap));
    const text = execFileSync("pdftotext", [path.join(dir, "f.pdf"), "-"], { encoding: "utf8" });
    expect(text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ")).toContain(printed);
    rmSync(dir, { recursive: true, force: true });
  });

  it("starting on the 31st: the last day of shorter months, never drifting", async () => {
    const id = await subscribe(
      { startOn: "2027-01-31", title: "Pack CM", lines: [{ itemId: cmPack, quantity: 1 }] },
      noon("2027-01-31"),
    );
    await issueDue(noon("2027-04-30"));
    expect((await invoicesOf(id)).map((i) => [i.start, i.project])).toEqual([
      ["2027-01-31", "Pack CM — du 31\u00a0janvier 2027 au 27\u00a0février 2027"],
      ["2027-02-28", "Pack CM — du 28\u00a0février 2027 au 30\u00a0mars 2027"],
      ["2027-03-31", "Pack CM — du 31\u00a0mars 2027 au 29\u00a0avril 2027"],
      ["2027-04-30", "Pack CM — du 30\u00a0avril 2027 au 30\u00a0mai 2027"],
    ]);
  });

  it("the end date is respected", async () => {
    const id = await subscribe({ endOn: "2027-01-15" });
    await issueDue(noon("2027-06-01"));
    expect((await invoicesOf(id)).map((i) => i.start)).toEqual(["2026-12-01", "2027-01-01"]);
    expect((await getSubscription(id, noon("2027-06-01")))!.nextDate).toBe(null);
  });

  it("quarterly, without VAT: one invoice per quarter, named by its months", async () => {
    const id = await subscribe({
      period: "quarterly",
      startOn: "2027-01-01",
      title: "Hébergement",
      lines: [{ itemId: noVat, quantity: 3 }],
    });
    await issueDue(noon("2027-07-01"));
    const all = await invoicesOf(id);
    expect(all.map((i) => [i.project, i.total])).toEqual([
      ["Hébergement — janvier à mars 2027", 30_000],
      ["Hébergement — avril à juin 2027", 30_000],
      ["Hébergement — juillet à septembre 2027", 30_000],
    ]);
    expect((all[0]!.snapshot as unknown as QuoteInvoiceSnapshot).vatPercentage).toBe(null);
  });
});

describe("pause, resume, stop", () => {
  it("periods starting during a pause are skipped, never billed afterwards; the next one is", async () => {
    const id = await subscribe();
    await issueDue(noon("2026-12-01"));
    expect((await pauseSubscription(id, noon("2026-12-15"))).ok).toBe(true);
    expect(await issueDue(noon("2027-01-10"))).toEqual([]);
    // Resumed on 10 February: January and February were in the pause.
    const resumed = await resumeSubscription(id, noon("2027-02-10"));
    expect(resumed).toEqual({ ok: true, value: ["2027-01-01", "2027-02-01"] });
    expect(await issueDue(noon("2027-02-10"))).toEqual([]);
    expect((await issueDue(noon("2027-03-01"))).map((i) => i.periodStart)).toEqual(["2027-03-01"]);
    const view = await getSubscription(id, noon("2027-03-01"));
    expect(view!.periods.map((p) => [p.start, p.skipped, p.number !== null])).toEqual([
      ["2027-03-01", false, true],
      ["2027-02-01", true, false],
      ["2027-01-01", true, false],
      ["2026-12-01", false, true],
    ]);
    expect(view!.invoices).toBe(2);
    // Twice: refused in French.
    expect(await resumeSubscription(id, noon("2027-03-02"))).toEqual({
      ok: false,
      message: "Cet abonnement n'est pas en pause\u00a0: rechargez la page.",
    });
  });

  it("resumed on a period's first day: that period is billed", async () => {
    const id = await subscribe();
    await issueDue(noon("2026-12-01"));
    await pauseSubscription(id, noon("2026-12-20"));
    expect((await resumeSubscription(id, noon("2027-01-01"))).ok).toBe(true);
    expect((await issueDue(noon("2027-01-01"))).map((i) => i.periodStart)).toEqual(["2027-01-01"]);
  });

  it("stopped: nothing more, even after a downtime; stopped during a pause, the pause stays unbilled", async () => {
    const a = await subscribe();
    await issueDue(noon("2026-12-01"));
    expect((await stopSubscription(a, noon("2026-12-10"))).ok).toBe(true);
    expect(await stopSubscription(a, noon("2026-12-11"))).toEqual({
      ok: false,
      message: "Cet abonnement est déjà arrêté.",
    });
    const b = await subscribe({ title: "CM" }, noon("2026-12-01"));
    await issueDue(noon("2026-12-01"));
    await pauseSubscription(b, noon("2026-12-20"));
    await stopSubscription(b, noon("2027-03-10"));
    expect(await issueDue(noon("2027-06-01"))).toEqual([]);
    expect(await invoicesOf(a)).toHaveLength(1);
    expect(await invoicesOf(b)).toHaveLength(1);
  });
});

describe("exactly once", () => {
  it("passes racing (several instances, « Nouvel abonnement » and the schedule): each period once", async () => {
    const ids = [await subscribe(), await subscribe({ title: "CM" })];
    const at = noon("2027-02-01");
    const passes = await Promise.all(Array.from({ length: 5 }, () => issueDue(at)));
    // Three periods (Dec, Jan, Feb) for each: six invoices, each claimed by one pass.
    expect(passes.flat()).toHaveLength(6);
    for (const id of ids) {
      expect((await invoicesOf(id)).map((i) => i.start)).toEqual([
        "2026-12-01",
        "2027-01-01",
        "2027-02-01",
      ]);
    }
    const docs = await db().select({ id: document.id }).from(document);
    expect(docs).toHaveLength(6);
  });

  it("continuous numbering (ADR 046): racing passes catching up give gapless numbers, each subscription's periods in number order", async () => {
    valueOf(await switchNumbering("continuous", STAFF, noon("2026-11-30")));
    try {
      const ids = [await subscribe(), await subscribe({ title: "CM" })];
      // Five passes at once: the losers of each period roll back, giving their number back.
      await Promise.all(Array.from({ length: 5 }, () => issueDue(noon("2027-02-01"))));
      const docs = await db()
        .select({ number: document.number, issuedAt: document.issuedAt })
        .from(document)
        .orderBy(asc(document.issuedAt), asc(document.seq));
      expect(docs.map((d) => d.number)).toEqual(
        Array.from({ length: 6 }, (_, i) => `FACT-2027-000${i + 1}`),
      );
      for (const id of ids) {
        const numbers = (await invoicesOf(id)).map((i) => i.number);
        expect(numbers).toEqual([...numbers].sort());
      }
    } finally {
      valueOf(await switchNumbering("date", STAFF, noon("2026-11-30")));
    }
  });

  it("« Envoyer automatiquement »: sent once to the client, with its PDF, recorded in the history", async () => {
    const id = await subscribe({ autoSend: true });
    const at = noon("2026-12-01");
    await Promise.all([issueDue(at), issueDue(at)]);
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "document-invoice"));
    expect(mails.map((m) => m.to)).toEqual(["compta@boulangerie-ndiaye.sn"]);
    expect(mails.every((m) => m.attachmentIds?.length === 1)).toBe(true);
    const all = await invoicesOf(id);
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set(all.map((i) => `Facture ${i.number} — Teranga Digital`)),
    );
    const sent = await db()
      .select({ byName: documentEvent.byName, status: document.status })
      .from(documentEvent)
      .innerJoin(document, eq(document.id, documentEvent.documentId))
      .where(eq(documentEvent.kind, "sent"));
    expect(sent).toEqual([{ byName: "Envoi automatique (abonnement)", status: "sent" }]);
    await issueDue(at);
    expect(await db().select().from(outbox)).toHaveLength(1);
  });

  it("without « Envoyer automatiquement », nothing is sent", async () => {
    await subscribe();
    await issueDue(noon("2026-12-01"));
    expect(await db().select().from(outbox)).toHaveLength(0);
  });
});

describe("what cannot be issued", () => {
  it("a client card without an address: refused at creation; emptied later, said on the subscription, issued once completed", async () => {
    const clientId = await storeClient({ address: "" });
    const create = () =>
      createSubscription(
        {
          clientId,
          title: "",
          period: "monthly",
          startOn: "2026-12-01",
          autoSend: false,
          lines: [{ itemId: maintenance, quantity: 1 }],
        },
        STAFF,
        noon("2026-12-01"),
      );
    const refused = await create();
    expect(refused).toEqual({
      ok: false,
      field: "clientId",
      message:
        "Fiche client incomplète (adresse du client requise)\u00a0: complétez-la dans le carnet de clients.",
    });
    await db().update(client).set({ address: "Rue 10, Dakar" }).where(eq(client.id, clientId));
    const created = await create();
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    // The card is edited afterwards (clients' page): the address is gone.
    await db().update(client).set({ address: "" }).where(eq(client.id, clientId));
    expect(await issueDue(noon("2026-12-01"))).toEqual([]);
    const [row] = await db().select().from(subscription).where(eq(subscription.id, id));
    expect(row!.title).toBe("Maintenance site web");
    expect(row!.lastError).toBe(
      "Fiche client incomplète (adresse du client requise)\u00a0: complétez-la dans le carnet de clients.",
    );
    await db()
      .update(client)
      .set({ address: "Sacré-Cœur 3, Dakar" })
      .where(eq(client.id, clientId));
    expect(await issueDue(noon("2026-12-02"))).toHaveLength(1);
    const [after] = await db().select().from(subscription).where(eq(subscription.id, id));
    expect(after!.lastError).toBe(null);
  });

  it("refuses a past start, an unknown client and lines of different VAT rates, in French", async () => {
    const base: SubscriptionInput = {
      clientId: await storeClient(),
      title: "",
      period: "monthly",
      startOn: "2026-11-30",
      autoSend: false,
      lines: [{ itemId: maintenance, quantity: 1 }],
    };
    const at = noon("2026-12-01");
    expect(await createSubscription(base, STAFF, at)).toEqual({
      ok: false,
      field: "startOn",
      message:
        "La date de début ne peut pas être passée\u00a0: choisissez aujourd'hui ou plus tard",
    });
    expect(
      await createSubscription(
        { ...base, startOn: "2026-12-01", clientId: "00000000-0000-4000-8000-000000000000" },
        STAFF,
        at,
      ),
    ).toMatchObject({ ok: false, field: "clientId" });
    expect(
      await createSubscription(
        {
          ...base,
          startOn: "2026-12-01",
          lines: [
            { itemId: maintenance, quantity: 1 },
            { itemId: noVat, quantity: 1 },
          ],
        },
        STAFF,
        at,
      ),
    ).toMatchObject({ ok: false, field: "lines" });
    expect(await db().select().from(subscription)).toHaveLength(0);
  });

  it("price and VAT are copied at creation: a later catalogue change does not alter the invoices", async () => {
    const id = await subscribe({ lines: [{ itemId: maintenance, quantity: 1 }] });
    await db()
      .update(catalogueItem)
      .set({ unitPrice: 45_000 })
      .where(eq(catalogueItem.id, maintenance));
    await issueDue(noon("2026-12-01"));
    expect((await invoicesOf(id))[0]!.total).toBe(30_000 + 5_400);
    await db()
      .update(catalogueItem)
      .set({ unitPrice: 30_000 })
      .where(eq(catalogueItem.id, maintenance));
  });
});

describe("the schedule in the server", () => {
  it("a pass at start with the injected clock catches up, a tick issues the next period, stop ends it", async () => {
    const id = await subscribe();
    let clock = noon("2027-01-05");
    const scheduler = startSubscriptionScheduler({ clock: () => clock, intervalMs: 3_600_000 });
    try {
      // The pass at start may be running: a tick waits for it, then finds nothing left.
      await scheduler.tick();
      expect((await invoicesOf(id)).map((i) => i.start)).toEqual(["2026-12-01", "2027-01-01"]);
      clock = noon("2027-02-01");
      expect((await scheduler.tick()).map((i) => i.periodStart)).toEqual(["2027-02-01"]);
    } finally {
      await scheduler.stop();
    }
    expect(await scheduler.tick()).toEqual([]);
  });
});
