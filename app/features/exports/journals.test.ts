import { describe, expect, it } from "vitest";
import { companyDefaults } from "#app/config/company.ts";
import { METHODS } from "#app/config/payment-methods.ts";
import { DOCUMENT_KIND_NAMES } from "#app/features/documents/kinds.ts";
import {
  inSalesJournal,
  journalTable,
  receiptEntries,
  salesEntry,
  totalsInFrancs,
  type Accounts,
  type JournalEntry,
  type ReceiptPayment,
  type SalesDocument,
} from "./journals.ts";

// The journals' entries (ADR 047), every figure written here by hand: each entry's
// debits equal its credits, on every kind of document and payment.

// A fresh install's accounts (the figures below spell them out: 411, 706…).
const ACCOUNTS: Accounts = companyDefaults.accounting;

/** Each line as [account, debit, credit]; and the entry's debits and credits, added here. */
function lines(entry: JournalEntry) {
  return entry.lines.map((l) => [l.account, l.debit, l.credit]);
}
function expectBalanced(entry: JournalEntry) {
  let debit = 0;
  let credit = 0;
  for (const l of entry.lines) {
    expect(Number.isInteger(l.debit) && Number.isInteger(l.credit)).toBe(true);
    expect(l.debit === 0 || l.credit === 0).toBe(true);
    debit += l.debit;
    credit += l.credit;
  }
  expect(debit).toBe(credit);
  expect(debit).toBeGreaterThan(0);
}

const invoice = (patch: Partial<SalesDocument> = {}): SalesDocument => ({
  kind: "invoice",
  number: "FACT-2026-11-05-1000",
  party: "Pharmacie Mame Diarra",
  issuedOn: "2026-11-05",
  vatPercentage: 18,
  totals: { totalAfterDiscount: 100_000, vatAmount: 18_000, totalTTC: 118_000 },
  ...patch,
});

describe("the sales journal", () => {
  it("an invoice: 411 owes its TTC, 706 its HT, 4431 its VAT", () => {
    const e = salesEntry(invoice(), ACCOUNTS);
    expect(e).toMatchObject({
      journal: "VT",
      date: "2026-11-05",
      reference: "FACT-2026-11-05-1000",
      partner: "Pharmacie Mame Diarra",
    });
    expect(lines(e)).toEqual([
      ["411", 118_000, 0],
      ["706", 0, 100_000],
      ["4431", 0, 18_000],
    ]);
    expect(e.lines[2]!.label).toBe(
      "Facture FACT-2026-11-05-1000 · Pharmacie Mame Diarra · TVA 18\u00a0%",
    );
    expectBalanced(e);
  });

  it("an invoice without VAT has no VAT line", () => {
    const e = salesEntry(
      invoice({
        vatPercentage: null,
        totals: { totalAfterDiscount: 50_000, vatAmount: 0, totalTTC: 50_000 },
      }),
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["411", 50_000, 0],
      ["706", 0, 50_000],
    ]);
    expectBalanced(e);
  });

  // The quote of tests/integration/deposits.test.ts: net HT 1 053 997, VAT 189 719, TTC
  // 1 243 716. A deposit of 30 %: TTC round(373 114,8) = 373 115, VAT round(373 115 × 18 /
  // 118 = 56 915,8) = 56 916, HT 316 199. The balance: HT 1 053 997 − 316 199 = 737 798,
  // VAT 189 719 − 56 916 = 132 803, TTC 1 243 716 − 373 115 = 870 601.
  const deposit = invoice({
    number: "FACT-2026-11-05-1001",
    totals: { totalAfterDiscount: 316_199, vatAmount: 56_916, totalTTC: 373_115 },
    billing: { kind: "deposit" },
  });

  it("a deposit invoice: 4191 (advances received) instead of 706", () => {
    const e = salesEntry(deposit, ACCOUNTS);
    expect(lines(e)).toEqual([
      ["411", 373_115, 0],
      ["4191", 0, 316_199],
      ["4431", 0, 56_916],
    ]);
    expect(e.lines[0]!.label).toBe(
      "Facture d'acompte FACT-2026-11-05-1001 · Pharmacie Mame Diarra",
    );
    expectBalanced(e);
  });

  it("the balance invoice clears the advances and sells the whole quote", () => {
    const e = salesEntry(
      invoice({
        number: "FACT-2026-11-20-1500",
        totals: { totalAfterDiscount: 737_798, vatAmount: 132_803, totalTTC: 870_601 },
        billing: { kind: "balance", deposits: [{ ht: 316_199 }] },
      }),
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["411", 870_601, 0],
      ["4191", 316_199, 0],
      ["706", 0, 1_053_997],
      ["4431", 0, 132_803],
    ]);
    expectBalanced(e);
    // Deposit and balance together: 706 is the quote's net HT, 4431 its VAT, 4191 back to 0.
  });

  it("two deposits deducted: 4191 debited with both", () => {
    const e = salesEntry(
      invoice({
        totals: { totalAfterDiscount: 500, vatAmount: 90, totalTTC: 590 },
        billing: { kind: "balance", deposits: [{ ht: 1_000 }, { ht: 2_500 }] },
      }),
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["411", 590, 0],
      ["4191", 3_500, 0],
      ["706", 0, 4_000],
      ["4431", 0, 90],
    ]);
    expectBalanced(e);
  });

  it("a balance of 0 (the deposits took the whole quote) still clears the advances", () => {
    const e = salesEntry(
      invoice({
        totals: { totalAfterDiscount: 0, vatAmount: 0, totalTTC: 0 },
        billing: { kind: "balance", deposits: [{ ht: 10_000 }] },
      }),
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["4191", 10_000, 0],
      ["706", 0, 10_000],
    ]);
    expectBalanced(e);
  });

  it("a credit note reverses the sale: 706 and 4431 debited, 411 credited", () => {
    // 59 000 TTC at 18 %: HT round(59 000 × 100 / 118) = 50 000, VAT 9 000.
    const e = salesEntry(
      {
        kind: "credit_note",
        number: "AVOIR-2026-11-12-0900",
        party: "Pharmacie Mame Diarra",
        issuedOn: "2026-11-12",
        vatPercentage: 18,
        totals: { totalAfterDiscount: 50_000, vatAmount: 9_000, totalTTC: 59_000 },
        corrects: { number: "FACT-2026-11-05-1000", deposit: false },
      },
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["706", 50_000, 0],
      ["4431", 9_000, 0],
      ["411", 0, 59_000],
    ]);
    expect(e.lines[0]!.label).toBe(
      "Avoir AVOIR-2026-11-12-0900 sur FACT-2026-11-05-1000 · Pharmacie Mame Diarra",
    );
    expect(e.date).toBe("2026-11-12");
    expectBalanced(e);
  });

  it("a credit note cancelling a deposit invoice takes back the advance (4191)", () => {
    const e = salesEntry(
      {
        ...deposit,
        kind: "credit_note",
        number: "AVOIR-2026-11-06-0800",
        billing: undefined,
        corrects: { number: "FACT-2026-11-05-1001", deposit: true },
      },
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["4191", 316_199, 0],
      ["4431", 56_916, 0],
      ["411", 0, 373_115],
    ]);
    expectBalanced(e);
  });

  it("the settings' numbers are the ones written", () => {
    const e = salesEntry(invoice(), {
      ...ACCOUNTS,
      salesJournal: "VTE",
      clients: "411100",
      sales: "706100",
      vat: "443100",
    });
    expect(e.journal).toBe("VTE");
    expect(lines(e).map((l) => l[0])).toEqual(["411100", "706100", "443100"]);
  });
});

const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
const payment = (patch: Partial<ReceiptPayment> = {}): ReceiptPayment => ({
  invoice: "FACT-2026-11-05-1000",
  party: "Pharmacie Mame Diarra",
  amount: 75_000,
  paidOn: "2026-11-10",
  method: "virement",
  reference: "VIR-0042",
  stampDuty: 0,
  cancelledOn: null,
  cancelReason: null,
  ...patch,
});

describe("the sales journal, lines with their own rates (ADR 050)", () => {
  // 18 %: base 405 000, VAT 72 900; 10 %: base 90 000, VAT 9 000; exempt: base 45 000;
  // débours 15 000. TTC = 405 000 + 90 000 + 45 000 + 72 900 + 9 000 + 15 000 = 636 900.
  const perLine = invoice({
    vatPercentage: 18,
    totals: {
      totalAfterDiscount: 540_000,
      vatAmount: 81_900,
      totalTTC: 636_900,
      debours: 15_000,
      vatBreakdown: [
        { category: "standard", rate: 18, vat: 72_900 },
        { category: "standard", rate: 10, vat: 9_000 },
        { category: "exempt", rate: 0, vat: 0 },
      ],
    },
  });

  it("posts 4431 once per rate, the débours to 467, balanced", () => {
    const e = salesEntry(perLine, ACCOUNTS);
    expect(lines(e)).toEqual([
      ["411", 636_900, 0],
      ["706", 0, 540_000],
      ["4431", 0, 72_900],
      ["4431", 0, 9_000],
      ["467", 0, 15_000],
    ]);
    expect(e.lines.filter((l) => l.account === "4431").map((l) => l.label)).toEqual([
      "Facture FACT-2026-11-05-1000 · Pharmacie Mame Diarra · TVA 18\u00a0%",
      "Facture FACT-2026-11-05-1000 · Pharmacie Mame Diarra · TVA 10\u00a0%",
    ]);
    expectBalanced(e);
  });

  it("a credit note reverses each rate and the débours", () => {
    const e = salesEntry(
      {
        ...perLine,
        kind: "credit_note",
        number: "AVOIR-2026-0001",
        corrects: { number: "FACT-2026-11-05-1000", deposit: false },
      },
      ACCOUNTS,
    );
    expect(lines(e)).toEqual([
      ["706", 540_000, 0],
      ["4431", 72_900, 0],
      ["4431", 9_000, 0],
      ["467", 15_000, 0],
      ["411", 0, 636_900],
    ]);
    expectBalanced(e);
  });
});

describe("the receipts journal", () => {
  it("each method's money in its own account, 411 credited", () => {
    const expected = {
      virement: "521",
      cheque: "521",
      carte: "521",
      especes: "571",
      wave: "5521",
      orange_money: "5522",
      free_money: "5523",
      non_precise: "471",
    } as const;
    expect(Object.keys(expected).sort()).toEqual([...METHODS].sort());
    for (const method of METHODS) {
      const [e, ...more] = receiptEntries(payment({ method }), ACCOUNTS, NOVEMBER);
      expect(more).toEqual([]);
      expect(e).toMatchObject({
        journal: "EN",
        date: "2026-11-10",
        reference: "FACT-2026-11-05-1000",
      });
      expect(lines(e!)).toEqual([
        [expected[method], 75_000, 0],
        ["411", 0, 75_000],
      ]);
      expectBalanced(e!);
    }
  });

  it("the line names the invoice, the client, the method and its reference", () => {
    const [e] = receiptEntries(payment({ method: "wave", reference: "T_123" }), ACCOUNTS, NOVEMBER);
    expect(e!.lines[0]!.label).toBe(
      "Règlement FACT-2026-11-05-1000 · Pharmacie Mame Diarra · Wave T_123",
    );
  });

  it("cash with its stamp duty (ADR 049): the cash box takes what was handed over, 411 the payment, the State's account the duty", () => {
    // 75 000 in cash at 1 %: 750 of duty on top, 75 750 handed over (75 000 + 750).
    const cash = payment({
      method: "especes",
      reference: "",
      stampDuty: 750,
      cancelledOn: "2026-11-20",
      cancelReason: "Saisi deux fois",
    });
    const [paid, reversed, ...more] = receiptEntries(cash, ACCOUNTS, NOVEMBER);
    expect(more).toEqual([]);
    expect(lines(paid!)).toEqual([
      ["571", 75_750, 0],
      ["411", 0, 75_000],
      ["4421", 0, 750],
    ]);
    expect(paid!.lines[2]!.label).toBe(
      "Règlement FACT-2026-11-05-1000 · Pharmacie Mame Diarra · Espèces · droit de timbre",
    );
    // Cancelled: all of it reversed, the duty too (the State is owed nothing).
    expect(lines(reversed!)).toEqual([
      ["411", 75_000, 0],
      ["4421", 750, 0],
      ["571", 0, 75_750],
    ]);
    expectBalanced(paid!);
    expectBalanced(reversed!);
    // The settings' account is the one written.
    const [own] = receiptEntries(cash, { ...ACCOUNTS, stampDuty: "447800" }, NOVEMBER);
    expect(lines(own!)[2]).toEqual(["447800", 0, 750]);
  });

  it("a cancelled payment: the payment on its day, its reversal on the day it was cancelled", () => {
    const cancelled = payment({
      method: "especes",
      reference: "",
      paidOn: "2026-11-05",
      cancelledOn: "2026-11-20",
      cancelReason: "Saisi deux fois",
    });
    const [paid, reversed, ...more] = receiptEntries(cancelled, ACCOUNTS, NOVEMBER);
    expect(more).toEqual([]);
    expect(paid!.date).toBe("2026-11-05");
    expect(lines(paid!)).toEqual([
      ["571", 75_000, 0],
      ["411", 0, 75_000],
    ]);
    expect(reversed).toMatchObject({ date: "2026-11-20", reversal: true });
    expect(lines(reversed!)).toEqual([
      ["411", 75_000, 0],
      ["571", 0, 75_000],
    ]);
    expect(reversed!.lines[0]!.label).toBe(
      "Annulation du règlement du 05/11/2026 FACT-2026-11-05-1000 · Pharmacie Mame Diarra · Espèces · Saisi deux fois",
    );
    expectBalanced(paid!);
    expectBalanced(reversed!);
    // A period holds what happened in it: a closed month is never rewritten.
    expect(
      receiptEntries(cancelled, ACCOUNTS, { from: "2026-11-01", to: "2026-11-10" }).map(
        (e) => e.date,
      ),
    ).toEqual(["2026-11-05"]);
    expect(
      receiptEntries(cancelled, ACCOUNTS, { from: "2026-11-15", to: "2026-11-30" }).map(
        (e) => e.date,
      ),
    ).toEqual(["2026-11-20"]);
    expect(receiptEntries(cancelled, ACCOUNTS, { from: "2026-12-01", to: "2026-12-31" })).toEqual(
      [],
    );
  });
});

describe("the importers' layouts", () => {
  const entries = [
    salesEntry(invoice(), ACCOUNTS),
    salesEntry(
      invoice({
        number: "FACT-2026-11-06-0930",
        party: "Yobbal Express",
        issuedOn: "2026-11-06",
        vatPercentage: null,
        totals: { totalAfterDiscount: 40_000, vatAmount: 0, totalTTC: 40_000 },
      }),
      ACCOUNTS,
    ),
  ];

  it("Odoo: the entry's date, journal and reference on its first row only", () => {
    const { headers, rows } = journalTable(entries, "odoo", ACCOUNTS);
    expect(headers).toEqual([
      "date",
      "journal_id",
      "ref",
      "line_ids/account_id",
      "line_ids/partner_id",
      "line_ids/name",
      "line_ids/debit",
      "line_ids/credit",
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[6], r[7]])).toEqual([
      ["2026-11-05", "VT", "FACT-2026-11-05-1000", "411", "Pharmacie Mame Diarra", 118_000, 0],
      ["", "", "", "706", "Pharmacie Mame Diarra", 0, 100_000],
      ["", "", "", "4431", "Pharmacie Mame Diarra", 0, 18_000],
      ["2026-11-06", "VT", "FACT-2026-11-06-0930", "411", "Yobbal Express", 40_000, 0],
      ["", "", "", "706", "Yobbal Express", 0, 40_000],
    ]);
  });

  it("Sage 100: every row complete, JJMMAA, one piece number per entry, the client on 411 only", () => {
    const { headers, rows } = journalTable(entries, "sage", ACCOUNTS);
    expect(headers).toEqual([
      "Journal",
      "Date",
      "N° pièce",
      "Référence",
      "Compte général",
      "Compte tiers",
      "Libellé",
      "Débit",
      "Crédit",
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[7], r[8]])).toEqual([
      [
        "VT",
        "051126",
        "VT000001",
        "FACT-2026-11-05-1000",
        "411",
        "Pharmacie Mame Diarra",
        118_000,
        0,
      ],
      ["VT", "051126", "VT000001", "FACT-2026-11-05-1000", "706", "", 0, 100_000],
      ["VT", "051126", "VT000001", "FACT-2026-11-05-1000", "4431", "", 0, 18_000],
      ["VT", "061126", "VT000002", "FACT-2026-11-06-0930", "411", "Yobbal Express", 40_000, 0],
      ["VT", "061126", "VT000002", "FACT-2026-11-06-0930", "706", "", 0, 40_000],
    ]);
  });
});

describe("the kinds in the sales journal", () => {
  it("are the registry's accounting documents: invoices and credit notes, not quotes nor proposals", () => {
    expect(DOCUMENT_KIND_NAMES.filter(inSalesJournal).sort()).toEqual(["credit_note", "invoice"]);
  });
});

describe("an EUR document in the sales journal (ADR 055)", () => {
  it("VAT per line in euros: booked in francs, its HT what remains, balanced", () => {
    // 18 % on 2 500,00 € (VAT 450,00 €), an exempt 601,00 €, a débours of 15,99 €:
    // TTC 3 566,99 € = 2 339 792 francs (the register's). By hand at 655,957:
    // VAT 450,00 € = 295 180,65 → 295 181; débours 15,99 € = 10 488,75… → 10 489;
    // HT 2 339 792 − 295 181 − 10 489 = 2 034 122.
    const toXof = (cents: number) => Number((BigInt(cents) * 655_957n + 50_000n) / 100_000n);
    const totals = totalsInFrancs(
      {
        totalAfterDiscount: 310_100,
        vatAmount: 45_000,
        totalTTC: 356_699,
        vatBreakdown: [
          { category: "standard", rate: 18, vat: 45_000 },
          { category: "exempt", rate: 0, vat: 0 },
        ],
        debours: 1_599,
      },
      2_339_792,
      toXof,
    );
    const e = salesEntry(invoice({ vatPercentage: null, totals }), ACCOUNTS);
    expectBalanced(e);
    expect(lines(e)).toEqual([
      ["411", 2_339_792, 0],
      ["706", 0, 2_034_122],
      ["4431", 0, 295_181],
      ["467", 0, 10_489],
    ]);
  });
});
