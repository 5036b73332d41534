import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import {
  cashedInMonthLink,
  cashedLink,
  overdueLink,
  quotesLink,
  toCashLink,
} from "#app/features/dashboard/links.ts";
import { linesCsv, documentsCsv, paymentsCsv } from "#app/features/exports/exports.server.ts";
import { DOCUMENTS_PER_PAGE, listDocuments } from "#app/features/documents/register.server.ts";
import { lateRange, RegisterQuerySchema } from "#app/features/register/schemas.ts";
import {
  dayOffset,
  FIXTURE_CREDIT_NOTES,
  FIXTURE_PAYMENTS,
  FIXTURE_QUOTES,
  fixtureLedger,
} from "#tests/fixtures/ledger-data.ts";
import { insertLedgerFixture } from "#tests/fixtures/ledger.ts";
import { csvRecords as records } from "#tests/fixtures/csv.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The dashboard's figures against a computation written here over the fixture's
// data (never the app's helpers), and each figure's link: the register rows it
// opens, over every page, add up to the figure.

const NOW = new Date("2026-11-26T10:00:00Z");
const TODAY = "2026-11-26";
let numbers: Map<string, string>;

beforeAll(async () => {
  ({ numbers } = await insertLedgerFixture(TODAY));
});

afterAll(() => emptyTables("document, document_event, document_sequence"));

// --- the independent computation ---

const ledger = fixtureLedger(TODAY);
// The 12 months ending with November 2026: December 2025 … November 2026.
const MONTHS = [
  "2025-12",
  ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
];
const WINDOW = { from: "2025-12-01", to: "2026-11-30" };
const inWindow = (day: string) => day >= WINDOW.from && day <= WINDOW.to;
const live = FIXTURE_PAYMENTS.filter((p) => !p.cancelled).map((p) => ({
  ...p,
  on: dayOffset(TODAY, p.paid),
  party: ledger.find((i) => i.key === p.invoice)!.party,
}));
const daysLate = (due: string) =>
  (Date.UTC(2026, 10, 26) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
const owed = ledger.filter((i) => i.balance > 0);

describe("the dashboard's figures", () => {
  it("cashed per month: payments not cancelled by their month, the empty months at 0", async () => {
    const d = await loadDashboard(NOW);
    expect(d.cashed.map((m) => m.month)).toEqual(MONTHS);
    const expected = MONTHS.map((m) =>
      live.filter((p) => p.on.startsWith(m)).reduce((s, p) => s + p.amount, 0),
    );
    expect(d.cashed.map((m) => m.amount)).toEqual(expected);
    expect(expected.filter((a) => a === 0).length).toBeGreaterThan(0);
    // The cancelled 50 000 and the payment of 13 months ago are out.
    expect(d.cashedTotal).toBe(
      680_000 + 200_000 + 100_000 + 444_000 + 200_000 + 18_000 + 9_000 + 1_000_000 + 1_360_000,
    );
  });

  it("to be cashed: the balance of every invoice still owed", async () => {
    const d = await loadDashboard(NOW);
    expect(d.toCash).toEqual({
      amount: owed.reduce((s, i) => s + i.balance, 0),
      count: owed.length,
    });
  });

  it("overdue by age: 0–30, 31–60, 61–90 and over 90 days past the due date", async () => {
    const d = await loadDashboard(NOW);
    const bucket = (lo: number, hi: number) => {
      const xs = owed.filter((i) => daysLate(i.dueDate) >= lo && daysLate(i.dueDate) <= hi);
      return { amount: xs.reduce((s, i) => s + i.balance, 0), count: xs.length };
    };
    expect(d.overdue.map(({ amount, count }) => ({ amount, count }))).toEqual([
      bucket(1, 30),
      bucket(31, 60),
      bucket(61, 90),
      bucket(91, Infinity),
    ]);
    // The fixture puts an invoice on each edge: 30, 35, 70, 91 and 170 days late.
    expect(d.overdue.map((b) => b.count)).toEqual([2, 1, 1, 2]);
  });

  it("quotes issued in the 12 months, accepted, and the conversion rate", async () => {
    const d = await loadDashboard(NOW);
    const quotes = FIXTURE_QUOTES.filter((q) => inWindow(dayOffset(TODAY, q.issued)));
    const accepted = quotes.filter((q) => q.status === "accepted").length;
    expect(d.quotes).toEqual({
      issued: quotes.length,
      accepted,
      refused: quotes.filter((q) => q.status === "refused").length,
      rate: Math.round((accepted * 100) / quotes.length),
    });
  });

  it("top clients by cashed over the 12 months", async () => {
    const d = await loadDashboard(NOW);
    const byParty = new Map<string, number>();
    for (const p of live.filter((p) => inWindow(p.on))) {
      byParty.set(p.party, (byParty.get(p.party) ?? 0) + p.amount);
    }
    const expected = [...byParty].sort((a, b) => b[1] - a[1]).slice(0, 5);
    expect(d.topClients.map((c) => [c.party, c.amount])).toEqual(expected);
  });
});

/** The register behind a link, every page of it: its rows, and their part of the figure. */
async function registerOf(link: string) {
  const url = new URL(link, "http://localhost");
  expect(url.pathname).toBe("/documents");
  const f = RegisterQuerySchema.parse(Object.fromEntries(url.searchParams));
  const filters = {
    q: f.q,
    kind: f.type,
    status: f.statut,
    from: f.du,
    to: f.au,
    client: f.client,
    cashedFrom: f.encaisse_du,
    cashedTo: f.encaisse_au,
    owing: f.solde === "du",
    late: lateRange(f.retard),
  };
  const rows: { number: string; figure?: number }[] = [];
  let figure: number | undefined;
  for (let page = 1; ; page++) {
    const result = await listDocuments({ ...filters, page }, NOW);
    rows.push(...result.rows);
    figure = result.figure?.total;
    if (page * DOCUMENTS_PER_PAGE >= result.total) break;
  }
  return {
    numbers: rows.map((r) => r.number).sort(),
    sum: rows.reduce((s, r) => s + (r.figure ?? 0), 0),
    figure,
  };
}

const numbersOf = (keys: string[]) => keys.map((k) => numbers.get(k)!).sort();

describe("every figure opens the register on the rows behind it", () => {
  it("a month's cashed: the invoices paid that month, their payments of the month", async () => {
    const d = await loadDashboard(NOW);
    for (const m of d.cashed) {
      const r = await registerOf(cashedInMonthLink(m.month));
      const paid = live.filter((p) => p.on.startsWith(m.month));
      expect(r.numbers).toEqual(numbersOf([...new Set(paid.map((p) => p.invoice))]));
      expect(r.sum).toBe(m.amount);
      if (r.numbers.length) expect(r.figure).toBe(m.amount);
    }
    const all = await registerOf(cashedLink(d.window));
    expect(all.sum).toBe(d.cashedTotal);
    expect(all.figure).toBe(d.cashedTotal);
  });

  it("to be cashed and each age of the overdue", async () => {
    const d = await loadDashboard(NOW);
    const owing = await registerOf(toCashLink());
    expect(owing.numbers).toEqual(numbersOf(owed.map((i) => i.key)));
    expect(owing.sum).toBe(d.toCash.amount);
    expect(owing.figure).toBe(d.toCash.amount);
    for (const b of d.overdue) {
      const r = await registerOf(overdueLink(b.key));
      expect(r.sum).toBe(b.amount);
      expect(r.numbers).toHaveLength(b.count);
    }
    const late = await registerOf(overdueLink());
    expect(late.sum).toBe(d.overdue.reduce((s, b) => s + b.amount, 0));
  });

  it("quotes issued and accepted, counted", async () => {
    const d = await loadDashboard(NOW);
    expect((await registerOf(quotesLink(d.window))).numbers).toHaveLength(d.quotes.issued);
    expect((await registerOf(quotesLink(d.window, "accepted"))).numbers).toHaveLength(
      d.quotes.accepted,
    );
    expect((await registerOf(quotesLink(d.window, "refused"))).numbers).toHaveLength(
      d.quotes.refused,
    );
  });

  it("a top client: that client's invoices, their payments in the 12 months", async () => {
    const d = await loadDashboard(NOW);
    for (const c of d.topClients) {
      const r = await registerOf(cashedLink(d.window, c.party));
      expect(r.sum).toBe(c.amount);
      expect(r.numbers).toHaveLength(c.count);
    }
  });
});

describe("the accountant's exports", () => {
  const YEAR = { from: "2025-01-01", to: "2026-12-31" };

  it("the register gains VAT rate, paid, credit notes and balance, and the credit notes as rows", async () => {
    const rows = records(await documentsCsv(YEAR, NOW));
    for (const inv of ledger) {
      const row = rows.find((r) => r["Numéro"] === numbers.get(inv.key))!;
      expect(row["Taux de TVA (%)"]).toBe(inv.vat ? "18" : "0");
      expect(row["Payé"]).toBe(String(inv.paid));
      expect(row["Avoirs"]).toBe(String(inv.credited));
      expect(row["Reste à payer"]).toBe(String(inv.balance));
    }
    // Who issued each row, as the register's history says it (the fixture's staff member).
    expect(new Set(rows.map((r) => r["Émis par"]))).toEqual(new Set(["Awa Ndiaye"]));
    const notes = rows.filter((r) => r["Type"] === "Avoir");
    expect(notes).toHaveLength(FIXTURE_CREDIT_NOTES.length);
    for (const c of FIXTURE_CREDIT_NOTES) {
      const invoice = rows.find((r) => r["Numéro"] === numbers.get(c.invoice))!;
      const note = notes.find((n) => n["Facture d'origine"] === numbers.get(c.invoice))!;
      expect(note["Numéro"]).toMatch(/^AVOIR-\d{4}-\d{2}-\d{2}-\d{4}$/);
      expect(note["Total TTC"]).toBe(String(c.amount));
      expect(invoice["Avoirs émis"]).toBe(note["Numéro"]);
    }
    // A client's name that a spreadsheet would run is neutralised.
    expect(rows.some((r) => r["Client ou projet"] === '\'=HYPERLINK("x")')).toBe(true);
  });

  it("the payments, cancelled ones kept with their reason, methods in French", async () => {
    const text = await paymentsCsv(YEAR);
    const rows = records(text);
    const expected = FIXTURE_PAYMENTS.filter((p) => inYear(dayOffset(TODAY, p.paid)));
    expect(rows).toHaveLength(expected.length);
    expect(rows.reduce((s, r) => s + Number(r["Montant"]), 0)).toBe(
      expected.reduce((s, p) => s + p.amount, 0),
    );
    const cancelled = rows.filter((r) => r["Annulé"] === "Oui");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      Montant: "50000",
      Moyen: "Wave",
      "Motif d'annulation": "Saisi deux fois",
      Facture: numbers.get("i1"),
      Client: "Boutique Keur Yaay",
    });
    expect(new Set(rows.map((r) => r["Moyen"]))).toEqual(
      new Set(["Virement", "Wave", "Orange Money", "Chèque", "Espèces", "Carte", "Free Money"]),
    );
    // Dates as the accountant reads them, and a reference that looks like a formula neutralised.
    expect(rows[0]!["Date du paiement"]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rows.some((r) => r["Référence"] === "'=1+1")).toBe(true);
    // Whole francs, no separator of thousands.
    expect(rows.every((r) => /^\d+$/.test(r["Montant"]!))).toBe(true);
    // The stamp duty's column (ADR 049): whole francs; these fixture rows, written straight
    // into the table, carry none (tests/integration/ledger.test.ts records one in cash).
    expect(rows.every((r) => r["Droit de timbre"] === "0")).toBe(true);
  });

  it("one row per line of each quote, invoice and credit note", async () => {
    const rows = records(await linesCsv(YEAR));
    const docs = ledger.length + FIXTURE_CREDIT_NOTES.length + FIXTURE_QUOTES.length;
    const inYearDocs =
      ledger.filter((i) => inYear(i.issuedOn)).length +
      FIXTURE_CREDIT_NOTES.filter((c) => inYear(dayOffset(TODAY, c.issued))).length +
      FIXTURE_QUOTES.filter((q) => inYear(dayOffset(TODAY, q.issued))).length;
    expect(inYearDocs).toBeLessThanOrEqual(docs);
    expect(rows).toHaveLength(inYearDocs);
    const i1 = rows.find((r) => r["Numéro"] === numbers.get("i1"))!;
    expect(i1).toMatchObject({
      Type: "Facture",
      Ligne: "1",
      Désignation: "Développement",
      Quantité: "1",
      "Prix unitaire": "500000",
      "Montant HT": "500000",
      "Taux de TVA (%)": "18",
    });
  });

  function inYear(day: string) {
    return day >= YEAR.from && day <= YEAR.to;
  }
});
