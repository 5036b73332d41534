import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDb, db, dbKind, migrateDb, withStartupLock } from "#app/db/db.server.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { balanceDue } from "#app/features/documents/status.ts";
import { documentsCsv, paymentsCsv } from "#app/features/exports/exports.server.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import { loadLedger } from "#app/features/ledger/route.server.ts";
import { loadClientPage } from "#app/features/portal/route.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { MIGRATIONS, migrationsUpTo } from "#tests/fixtures/migrations.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";

// A firm that ran the version before the ledger (28dffda, migrations 0000 to 0006)
// upgrades. That version marked an invoice « Payée » with a status and a day, and
// cancelled one with a status and a reason; the ledger reads payments and credit
// notes. After the upgrade nothing paid is owed: each « Payée le » is a payment of the
// ledger (« Non précisé », the day kept, chained in the register), a cancelled invoice
// owes nothing, on the page, in the accountant's export and on the dashboard.

const scratch = mkdtempSync(path.join(tmpdir(), "site-upgrade-"));
// The test database of the run, put back at the end (the setup closes it).
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let created: string | undefined;

/** Opens a fresh, empty database of the run's kind as the application's own. */
async function freshDatabase() {
  await closeDb();
  if (process.env.TEST_DB === "postgres") {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    created = `${url.pathname.slice(1)}_upgrade`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${created}" with (force)`);
    await admin.query(`create database "${created}"`);
    await admin.end();
    url.pathname = `/${created}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    process.env.DATA_DIR = path.join(scratch, "data");
  }
  resetEnvForTests();
}

/** The schema as 28dffda left it: its seven migrations, nothing after. */
async function migrateAs28dffda() {
  const folder = migrationsUpTo("0006_newsletter_spam", scratch);
  if (dbKind() === "postgres") await migratePg(db(), { migrationsFolder: folder });
  else await migratePglite(db() as unknown as PgliteDatabase, { migrationsFolder: folder });
}

afterAll(async () => {
  await closeDb();
  Object.assign(process.env, saved);
  if (!saved.DATABASE_URL) delete process.env.DATABASE_URL;
  resetEnvForTests();
  if (created) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${created}" with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** Whole francs, rounded half up: the firm's rule, written here apart from the app. */
const percent = (amount: number, rate: number) => Math.floor((amount * rate + 50) / 100);

type Old = {
  number: string;
  issuedAt: string;
  status: "issued" | "sent" | "paid" | "cancelled";
  ht: number;
  ttc: number;
  dueDate: string;
  paidOn?: string;
  /** The old « Marquer payée » or « Annuler »: when and by whom (none when paid at issue). */
  marked?: { at: string; by: string };
  cancelReason?: string;
};

// 106 500 HT + 18 % = 125 670 TTC (the issue's invoice); 150 000 without VAT; 94 400; 59 000.
const paidLater: Old = {
  number: "FACT-2026-01-12-0930",
  issuedAt: "2026-01-12T09:30:00Z",
  status: "paid",
  ht: 106_500,
  ttc: 106_500 + percent(106_500, 18),
  dueDate: "2026-02-11",
  paidOn: "2026-01-20",
  marked: { at: "2026-01-21T10:00:00Z", by: "Awa Ndiaye" },
};
// « Payée » ticked in the form: paid the day it was issued, one event at the issue.
const paidAtIssue: Old = {
  number: "FACT-2026-01-15-1100",
  issuedAt: "2026-01-15T11:00:00Z",
  status: "paid",
  ht: 150_000,
  ttc: 150_000,
  dueDate: "2026-02-14",
  paidOn: "2026-01-15",
};
const cancelled: Old = {
  number: "FACT-2026-01-16-0800",
  issuedAt: "2026-01-16T08:00:00Z",
  status: "cancelled",
  ht: 80_000,
  ttc: 80_000 + percent(80_000, 18),
  dueDate: "2026-02-15",
  marked: { at: "2026-01-18T15:00:00Z", by: "Moussa Diop" },
  cancelReason: "Commande annulée par le client",
};
const unpaid: Old = {
  number: "FACT-2026-01-19-1400",
  issuedAt: "2026-01-19T14:00:00Z",
  status: "sent",
  ht: 50_000,
  ttc: 50_000 + percent(50_000, 18),
  dueDate: "2026-02-18",
};
// Inserted in this order: the later payment first, the chain must follow the days.
const OLD = [paidLater, paidAtIssue, cancelled, unpaid];

/** An invoice and its history, written as 28dffda's register did (its columns only). */
async function insertOld(o: Old): Promise<string> {
  const id = randomUUID();
  const vat = o.ttc !== o.ht;
  const form = quoteForm({
    clientEmail: "compta@keuryaay.sn",
    prestations: [{ designation: "Boutique en ligne", quantity: "1", unitPrice: String(o.ht) }],
    applyVat: vat,
    vatPercentage: "18",
    paymentTerms: "30",
  });
  const snap = snapshotQuoteInvoice("invoice", form, {
    number: o.number,
    issuedAt: new Date(o.issuedAt),
  })!;
  expect(snap.totals.totalTTC).toBe(o.ttc);
  // That version's company had neither images nor a footer.
  const { images: _images, footer: _footer, ...company } = snap.company;
  const snapshot = { ...snap, company };
  await db().execute(sql`
    insert into document (id, kind, number, series, seq, status, issued_at, issued_by_name, party,
      client_email, project, total_ttc, due_date, paid_on, cancel_reason, snapshot)
    values (${id}, 'invoice', ${o.number}, ${o.number}, 1, ${o.status}, ${o.issuedAt}, 'Awa Ndiaye',
      'Boutique Keur Yaay', 'compta@keuryaay.sn', 'Boutique en ligne', ${o.ttc}, ${o.dueDate},
      ${o.paidOn ?? null}, ${o.cancelReason ?? null}, ${JSON.stringify(snapshot)}::jsonb)`);
  const event = (kind: string, at: string, by: string, details: Record<string, string>) =>
    db().execute(sql`insert into document_event (document_id, kind, at, by_name, details)
      values (${id}, ${kind}, ${at}, ${by}, ${JSON.stringify(details)}::jsonb)`);
  await event("issued", o.issuedAt, "Awa Ndiaye", {});
  if (o.status === "sent")
    await event("sent", o.issuedAt, "Awa Ndiaye", { to: "compta@keuryaay.sn" });
  if (o.status === "paid") {
    const when = o.marked ?? { at: o.issuedAt, by: "Awa Ndiaye" };
    await event("paid", when.at, when.by, { paidOn: o.paidOn! });
  }
  if (o.status === "cancelled") {
    await event("cancelled", o.marked!.at, o.marked!.by, { reason: o.cancelReason! });
  }
  return id;
}

/** The accountant's CSV as rows keyed by its header (French Excel: BOM, « ; », CRLF). */
function csvRows(csv: string): Record<string, string>[] {
  const [head, ...lines] = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  const names = head!.split(";");
  return lines.map((line) => Object.fromEntries(line.split(";").map((v, i) => [names[i], v])));
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  await freshDatabase();
  await migrateAs28dffda();
  for (const o of OLD) ids[o.number] = await insertOld(o);
  // A quote of that version, accepted: no money, nothing to convert.
  const quote = snapshotQuoteInvoice("quote", quoteForm(), {
    number: "DEVIS-2026-01-10-0900",
    issuedAt: new Date("2026-01-10T09:00:00Z"),
  })!;
  await db().execute(sql`
    insert into document (kind, number, series, seq, status, issued_at, issued_by_name, party,
      project, total_ttc, valid_until, snapshot)
    values ('quote', ${quote.number}, ${quote.number}, 1, 'accepted', '2026-01-10T09:00:00Z',
      'Awa Ndiaye', 'Boutique Keur Yaay', 'Boutique en ligne', ${quote.totals.totalTTC},
      '2026-02-09', ${JSON.stringify(quote)}::jsonb)`);
  // The upgrade: today's start (its migrations, under the start-up lock). On PostgreSQL,
  // two instances start together; PGlite is one process.
  const start = () => withStartupLock(migrateDb);
  await (dbKind() === "postgres" ? Promise.all([start(), start()]) : start());
}, 120_000);

describe("upgrading from the version before the ledger", () => {
  it("each « Payée le » is a payment: « Non précisé », the old day, the whole amount", async () => {
    for (const o of [paidLater, paidAtIssue]) {
      const doc = (await getDocument(o.number))!;
      expect(doc.status).toBe("paid");
      expect(doc.paidOn).toBe(o.paidOn);
      expect(doc.paidTotal).toBe(o.ttc);
      expect(doc.creditedTotal).toBe(0);
      // What the page's « Reste à payer » card prints.
      expect(balanceDue(doc)).toBe(0);
      const ledger = await loadLedger(doc);
      expect(
        ledger.payments.map((p) => [p.amount, p.paidOn, p.method, p.reference, p.cancelledAt]),
      ).toEqual([[o.ttc, o.paidOn, "Non précisé", "", null]]);
      // The history keeps the old line, and says when the payment was written.
      const kinds = doc.events.map((e) => e.kind);
      expect(kinds).toContain("paid");
      const written = doc.events.find((e) => e.kind === "payment")!;
      expect(written.details).toMatchObject({
        amount: String(o.ttc),
        paidOn: o.paidOn,
        method: "Non précisé",
      });
      expect(written.byName).toBe("Mise à jour du studio");
    }
    // The client's page says the same.
    const { token } = await ensureClientLink(ids[paidLater.number]!);
    const client = await loadClientPage(
      new Request(`http://localhost:3000/d/${token}`, { headers: { "x-real-ip": "192.0.2.70" } }),
      token,
    );
    expect(client.balance).toBe(0);
    expect(client.paidTotal).toBe(paidLater.ttc);
    expect(client.payments).toEqual([
      { amount: paidLater.ttc, paidOn: paidLater.paidOn, method: "Non précisé" },
    ]);
  });

  it("a cancelled invoice owes nothing; an unpaid one still owes its total", async () => {
    const doc = (await getDocument(cancelled.number))!;
    expect(doc.status).toBe("cancelled");
    expect(doc.paidTotal).toBe(0);
    expect(balanceDue(doc)).toBe(0);
    expect((await loadLedger(doc)).payments).toEqual([]);
    const open = (await getDocument(unpaid.number))!;
    expect(open.status).toBe("sent");
    expect(balanceDue(open)).toBe(unpaid.ttc);
  });

  it("the accountant's export: paid, nothing left; cancelled, nothing left; the payments listed", async () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const rows = csvRows(await documentsCsv({ from: "2026-01-01", to: "2026-01-31" }, now));
    const line = (number: string) => rows.find((r) => r["Numéro"] === number)!;
    for (const o of [paidLater, paidAtIssue]) {
      const [d, m, y] = [o.paidOn!.slice(8), o.paidOn!.slice(5, 7), o.paidOn!.slice(0, 4)];
      expect(line(o.number)).toMatchObject({
        Statut: "Payée",
        "Total TTC": String(o.ttc),
        "Date de paiement": `${d}/${m}/${y}`,
        Payé: String(o.ttc),
        Avoirs: "0",
        "Reste à payer": "0",
      });
    }
    expect(line(cancelled.number)).toMatchObject({
      Statut: "Annulée",
      Payé: "0",
      "Reste à payer": "0",
      "Motif d'annulation": cancelled.cancelReason,
    });
    expect(line(unpaid.number)).toMatchObject({
      Statut: "En retard",
      Payé: "0",
      "Reste à payer": String(unpaid.ttc),
    });
    const payments = csvRows(await paymentsCsv({ from: "2026-01-01", to: "2026-12-31" }));
    expect(
      payments.map((p) => [p["Date du paiement"], p.Facture, p.Montant, p.Moyen, p["Annulé"]]),
    ).toEqual([
      ["15/01/2026", paidAtIssue.number, String(paidAtIssue.ttc), "Non précisé", "Non"],
      ["20/01/2026", paidLater.number, String(paidLater.ttc), "Non précisé", "Non"],
    ]);
  });

  it("the dashboard counts them in « Encaissé », and only the unpaid invoice as owed", async () => {
    const dashboard = await loadDashboard(new Date("2026-06-15T12:00:00Z"));
    expect(dashboard.cashedTotal).toBe(paidLater.ttc + paidAtIssue.ttc);
    expect(dashboard.cashed.find((m) => m.month === "2026-01")).toMatchObject({
      amount: paidLater.ttc + paidAtIssue.ttc,
      count: 2,
    });
    expect(dashboard.toCash).toEqual({ amount: unpaid.ttc, count: 1 });
  });

  it("the payments are chained after what was there, in the order of their days, and the chain verifies", async () => {
    const { rows } = await db().execute<{ kind: string; subject: string }>(sql`
      select kind, subject_id::text as subject from register_entry order by seq`);
    // Five documents chained by 0009 in the order they were issued, then the two payments.
    expect(rows.slice(0, 5).every((r) => r.kind === "document")).toBe(true);
    const { rows: paid } = await db().execute<{ id: string; document: string }>(sql`
      select id::text as id, document_id::text as document from payment`);
    const paymentOf = (number: string) => paid.find((p) => p.document === ids[number])!.id;
    expect(rows.slice(5)).toEqual([
      { kind: "payment", subject: paymentOf(paidAtIssue.number) },
      { kind: "payment", subject: paymentOf(paidLater.number) },
    ]);
    expect(await verifyRegister(db())).toMatchObject({ ok: true, count: 7, problems: [] });
  });

  it("runs once: a later start, or the migration run again, records nothing twice", async () => {
    await withStartupLock(migrateDb);
    const file = readdirSync(MIGRATIONS).find((f) => /^\d{4}_paid-before-ledger\.sql$/.test(f))!;
    for (const statement of readFileSync(path.join(MIGRATIONS, file), "utf8").split(
      "--> statement-breakpoint",
    )) {
      await db().execute(sql.raw(statement));
    }
    const { rows } = await db().execute<{ n: string; paid: string }>(sql`
      select count(*)::text as n, sum(amount)::text as paid from payment`);
    expect(rows[0]).toEqual({ n: "2", paid: String(paidLater.ttc + paidAtIssue.ttc) });
    expect((await getDocument(paidLater.number))!.paidTotal).toBe(paidLater.ttc);
    expect(await verifyRegister(db())).toMatchObject({ ok: true, count: 7 });
  });
});
