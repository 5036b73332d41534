import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethod } from "#app/db/schema.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import {
  journalCsv,
  receiptsJournalCsv,
  salesJournalCsv,
} from "#app/features/exports/exports.server.ts";
import {
  cancelPayment,
  issueCreditNote,
  recordPayment,
} from "#app/features/ledger/ledger.server.ts";
import { currentCompany } from "#app/features/settings/current.server.ts";
import { saveCompanySettings } from "#app/features/settings/save.server.ts";
import { parseCsv } from "#tests/fixtures/csv.ts";
import { issueAs, issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { depositQuote, siteAndDomain } from "#tests/fixtures/quote-form.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The accountant's journals (ADR 047) over a seeded November, on PGlite and PostgreSQL:
// every kind of document and payment issued through the app itself, then each entry of
// both files balanced, and each account's total against figures worked out here.

const STAFF = issuer("journals");
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
const at = (iso: string) => new Date(iso);
const numbers: Record<string, string> = {};

async function pay(
  invoice: string,
  amount: number,
  method: PaymentMethod,
  paidOn: string,
  now: Date,
) {
  return valueOf(
    await recordPayment(
      invoice,
      { amount, paidOn, method, reference: `REF-${method}`, requestKey: randomUUID() },
      STAFF,
      now,
    ),
  );
}

beforeAll(async () => {
  await storeIssuer(STAFF);
  // October: an invoice and its cheque (outside November), the cheque cancelled in November.
  numbers.october = (
    await issueAs(STAFF, "invoice", { prestations: siteAndDomain() }, at("2026-10-20T10:00:00Z"))
  ).number;
  const cheque = await pay(
    numbers.october,
    20_000,
    "cheque",
    "2026-10-25",
    at("2026-10-25T11:00:00Z"),
  );
  // A quote: never in a journal.
  await issueAs(STAFF, "quote", { prestations: siteAndDomain() }, at("2026-11-02T09:00:00Z"));
  // An invoice: 2 × 50 000 + 18 000 = 118 000 HT, VAT 21 240, TTC 139 240.
  numbers.invoice = (
    await issueAs(STAFF, "invoice", { prestations: siteAndDomain() }, at("2026-11-03T10:00:00Z"))
  ).number;
  // The quote of deposits.test.ts: net HT 1 053 997, VAT 189 719, TTC 1 243 716.
  const quote = await issueAs(STAFF, "quote", depositQuote(), at("2026-11-04T09:00:00Z"));
  // 30 %: TTC 373 115, VAT 56 916, HT 316 199.
  numbers.deposit = valueOf(
    await issueDeposit(
      quote.number,
      { mode: "percent", percent: "30" },
      randomUUID(),
      STAFF,
      at("2026-11-05T09:00:00Z"),
    ),
  ).number;
  // A credit note of 59 000 TTC on the invoice: HT 50 000, VAT 9 000.
  numbers.credit = valueOf(
    await issueCreditNote(
      numbers.invoice,
      {
        mode: "amount",
        amount: 59_000,
        lines: [],
        reason: "Geste commercial",
        requestKey: randomUUID(),
      },
      STAFF,
      { now: at("2026-11-12T09:00:00Z") },
    ),
  ).number;
  // The invoice's 80 240 left: 10 000 by each method but « Non précisé » (5 000).
  const payments: Partial<Record<PaymentMethod, string>> = {};
  for (const method of [
    "virement",
    "cheque",
    "carte",
    "especes",
    "wave",
    "orange_money",
    "free_money",
  ] as const) {
    const minute = String(Object.keys(payments).length).padStart(2, "0");
    payments[method] = (
      await pay(numbers.invoice, 10_000, method, "2026-11-15", at(`2026-11-15T12:${minute}:00Z`))
    ).id;
  }
  await pay(numbers.invoice, 5_000, "non_precise", "2026-11-16", at("2026-11-16T12:00:00Z"));
  await pay(numbers.deposit, 100_000, "orange_money", "2026-11-18", at("2026-11-18T12:00:00Z"));
  // The balance: HT 737 798, VAT 132 803, TTC 870 601.
  numbers.balance = valueOf(
    await issueBalance(quote.number, randomUUID(), STAFF, at("2026-11-20T09:00:00Z")),
  ).number;
  valueOf(
    await cancelPayment(
      numbers.october,
      { paymentId: cheque.id, reason: "Chèque rejeté" },
      STAFF,
      at("2026-11-10T08:00:00Z"),
    ),
  );
  valueOf(
    await cancelPayment(
      numbers.invoice,
      { paymentId: payments.especes!, reason: "Saisi deux fois" },
      STAFF,
      at("2026-11-25T08:00:00Z"),
    ),
  );
});

afterAll(() => emptyTables("document, document_event, document_sequence, payment, outbox"));

type Line = { account: string; debit: number; credit: number; row: string[] };
type Entry = { head: string[]; lines: Line[] };

/** Odoo's file: an entry starts on a row with a date; the next rows without one add lines. */
function odooEntries(csv: string): Entry[] {
  const [, ...rows] = parseCsv(csv);
  const entries: Entry[] = [];
  for (const row of rows) {
    if (row[0]) entries.push({ head: row.slice(0, 3), lines: [] });
    entries.at(-1)!.lines.push({
      account: row[3]!,
      debit: Number(row[6]),
      credit: Number(row[7]),
      row,
    });
  }
  return entries;
}

/** Sage's file: the rows of one entry share journal, date and piece number. */
function sageEntries(csv: string): Entry[] {
  const [, ...rows] = parseCsv(csv);
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const key = row.slice(0, 3).join("|");
    if (!entries.has(key)) entries.set(key, { head: row.slice(0, 4), lines: [] });
    entries.get(key)!.lines.push({
      account: row[4]!,
      debit: Number(row[7]),
      credit: Number(row[8]),
      row,
    });
  }
  return [...entries.values()];
}

function expectBalanced(entries: Entry[]) {
  for (const e of entries) {
    const debit = e.lines.reduce((s, l) => s + l.debit, 0);
    const credit = e.lines.reduce((s, l) => s + l.credit, 0);
    expect(debit, e.head.join(" ")).toBe(credit);
  }
}

/** Each account's debits less its credits over the whole file. */
function net(entries: Entry[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of entries.flatMap((e) => e.lines)) {
    out[l.account] = (out[l.account] ?? 0) + l.debit - l.credit;
  }
  return out;
}

describe("« Journal des ventes »", () => {
  it("Odoo: one balanced entry per invoice, deposit, balance and credit note; no quote; the period's only", async () => {
    const entries = odooEntries(await salesJournalCsv(NOVEMBER, "odoo"));
    expect(entries.map((e) => e.head)).toEqual([
      ["2026-11-03", "VT", numbers.invoice],
      ["2026-11-05", "VT", numbers.deposit],
      ["2026-11-12", "VT", numbers.credit],
      ["2026-11-20", "VT", numbers.balance],
    ]);
    expectBalanced(entries);
    expect(entries.map((e) => e.lines.map((l) => [l.account, l.debit, l.credit]))).toEqual([
      [
        ["411", 139_240, 0],
        ["706", 0, 118_000],
        ["4431", 0, 21_240],
      ],
      [
        ["411", 373_115, 0],
        ["4191", 0, 316_199],
        ["4431", 0, 56_916],
      ],
      [
        ["706", 50_000, 0],
        ["4431", 9_000, 0],
        ["411", 0, 59_000],
      ],
      [
        ["411", 870_601, 0],
        ["4191", 316_199, 0],
        ["706", 0, 1_053_997],
        ["4431", 0, 132_803],
      ],
    ]);
    // Over the month: 706 = 118 000 − 50 000 + 1 053 997; 4431 = 21 240 − 9 000 + 56 916
    // + 132 803; the advance is cleared; 411 owes the rest.
    expect(net(entries)).toEqual({
      "411": 1_323_956,
      "706": -1_121_997,
      "4431": -201_959,
      "4191": 0,
    });
    expect(entries[0]!.lines[0]!.row[4]).toBe("Boutique Keur Yaay");
  });

  it("Sage 100: the same entries, every row complete, JJMMAA", async () => {
    const entries = sageEntries(await salesJournalCsv(NOVEMBER, "sage"));
    expect(entries.map((e) => e.head)).toEqual([
      ["VT", "031126", "VT000001", numbers.invoice],
      ["VT", "051126", "VT000002", numbers.deposit],
      ["VT", "121126", "VT000003", numbers.credit],
      ["VT", "201126", "VT000004", numbers.balance],
    ]);
    expectBalanced(entries);
    expect(net(entries)).toEqual({
      "411": 1_323_956,
      "706": -1_121_997,
      "4431": -201_959,
      "4191": 0,
    });
  });

  it("October holds October's invoice only", async () => {
    const entries = odooEntries(
      await salesJournalCsv({ from: "2026-10-01", to: "2026-10-31" }, "odoo"),
    );
    expect(entries.map((e) => e.head[2])).toEqual([numbers.october]);
    expectBalanced(entries);
  });
});

describe("« Journal des encaissements »", () => {
  it("each payment in its method's account; each cancellation reversed on its own day", async () => {
    const entries = sageEntries(await receiptsJournalCsv(NOVEMBER, "sage"));
    expectBalanced(entries);
    expect(
      entries.map((e) => [
        e.head[1],
        e.head[3],
        ...e.lines.map((l) => `${l.account} ${l.debit}/${l.credit}`),
      ]),
    ).toEqual([
      ["101126", numbers.october, "411 20000/0", "521 0/20000"],
      ["151126", numbers.invoice, "521 10000/0", "411 0/10000"],
      ["151126", numbers.invoice, "521 10000/0", "411 0/10000"],
      ["151126", numbers.invoice, "521 10000/0", "411 0/10000"],
      // Cash: 10 000 and its stamp duty on top, 1 % = 100 (ADR 049), 10 100 in the till.
      ["151126", numbers.invoice, "571 10100/0", "411 0/10000", "4421 0/100"],
      ["151126", numbers.invoice, "5521 10000/0", "411 0/10000"],
      ["151126", numbers.invoice, "5522 10000/0", "411 0/10000"],
      ["151126", numbers.invoice, "5523 10000/0", "411 0/10000"],
      ["161126", numbers.invoice, "471 5000/0", "411 0/5000"],
      ["181126", numbers.deposit, "5522 100000/0", "411 0/100000"],
      ["251126", numbers.invoice, "411 10000/0", "4421 100/0", "571 0/10100"],
    ]);
    // In: 75 000 + 100 000; out: the cash cancelled (10 000) and October's cheque (20 000).
    expect(net(entries)).toEqual({
      "411": -145_000,
      "521": 10_000,
      "571": 0,
      "5521": 10_000,
      "5522": 110_000,
      "5523": 10_000,
      "471": 5_000,
      // The cash payment's duty, cancelled with it: nothing owed to the State.
      "4421": 0,
    });
    // The client's collective account names its client.
    const cheque = entries[0]!.lines[0]!.row;
    expect(cheque[5]).toBe("Boutique Keur Yaay");
    expect(cheque[6]).toContain("Chèque rejeté");
  });

  it("Odoo: October has the cheque, not its cancellation", async () => {
    const entries = odooEntries(
      await receiptsJournalCsv({ from: "2026-10-01", to: "2026-10-31" }, "odoo"),
    );
    expect(entries.map((e) => e.head)).toEqual([["2026-10-25", "EN", numbers.october]]);
    expect(entries[0]!.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["521", 20_000, 0],
      ["411", 0, 20_000],
    ]);
  });
});

describe("the files", () => {
  it("the accounts and journal codes of the settings", async () => {
    const { timeZone: _, ...settings } = currentCompany();
    const by = { id: STAFF.id, name: STAFF.name };
    await saveCompanySettings(
      {
        ...settings,
        accounting: {
          ...settings.accounting,
          salesJournal: "VTE",
          clients: "411100",
          sales: "706100",
          vat: "443100",
        },
      },
      by,
      at("2026-11-26T09:00:00Z"),
    );
    try {
      const entries = odooEntries(
        await salesJournalCsv({ from: "2026-11-03", to: "2026-11-03" }, "odoo"),
      );
      expect(entries[0]!.head[1]).toBe("VTE");
      expect(entries[0]!.lines.map((l) => l.account)).toEqual(["411100", "706100", "443100"]);
    } finally {
      await saveCompanySettings(settings, by, at("2026-11-26T09:00:00Z"));
    }
  });

  it("named by journal, importer and period; a wrong importer or period refused in French", async () => {
    const request = (query: string) =>
      new Request(`http://localhost:3000/documents/journal-ventes.csv?${query}`);
    const file = await journalCsv(
      request("du=2026-11-01&au=2026-11-30&format=sage"),
      "journal-ventes",
      salesJournalCsv,
    );
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="journal-ventes-sage-2026-11-01-au-2026-11-30.csv"',
    );
    const odoo = await journalCsv(
      request("du=2026-11-01&au=2026-11-30"),
      "journal-ventes",
      salesJournalCsv,
    );
    expect(odoo.headers.get("content-disposition")).toContain("journal-ventes-odoo-");
    const wrong = await journalCsv(
      request("du=2026-11-01&au=2026-11-30&format=excel"),
      "journal-ventes",
      salesJournalCsv,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe(
      "Format inconnu\u00a0: le journal se télécharge pour Odoo (format=odoo) ou pour Sage 100 (format=sage).",
    );
    const badPeriod = await journalCsv(
      request("du=2026-13-01&au=x"),
      "journal-ventes",
      salesJournalCsv,
    );
    expect(badPeriod.status).toBe(400);
    expect(await badPeriod.text()).toContain("Période invalide");
  });
});
