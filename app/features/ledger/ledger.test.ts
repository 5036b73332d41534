import { describe, expect, test } from "vitest";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import {
  creditByAmount,
  creditByLines,
  creditNoteSnapshot,
  creditRefusal,
  invoiceStatus,
  parseFrancs,
  paymentRefusal,
} from "./ledger.ts";
import { creditAsked, CreditSchema, PaymentSchema } from "./schemas.ts";

const NOW = new Date("2026-11-26T09:30:00Z");

function invoiceOf(patch: Parameters<typeof quoteForm>[0] = {}) {
  return snapshotQuoteInvoice("invoice", quoteForm(patch), {
    number: "FACT-2026-11-26-0930",
    issuedAt: NOW,
  })!;
}

const open = (totalTtc: number, paidTotal = 0, creditedTotal = 0, status = "issued" as const) => ({
  kind: "invoice" as const,
  status,
  totalTtc,
  paidTotal,
  creditedTotal,
});

describe("an invoice's status follows its sums", () => {
  test.each([
    // total, paid, credited, sent → status
    [100_000, 0, 0, false, "issued"],
    [100_000, 0, 0, true, "sent"],
    [100_000, 1, 0, false, "partial"],
    [100_000, 40_000, 30_000, true, "partial"],
    [100_000, 100_000, 0, false, "paid"],
    [100_000, 60_000, 40_000, true, "paid"],
    [100_000, 0, 100_000, true, "cancelled"],
    [100_000, 0, 99_999, false, "issued"],
  ] as const)("%i paid %i credited %i (sent %s) → %s", (total, paid, credited, sent, status) => {
    expect(invoiceStatus({ totalTtc: total, paidTotal: paid, creditedTotal: credited }, sent)).toBe(
      status,
    );
  });
});

describe("what a payment may take", () => {
  test("up to the balance, to the franc; above it refused in French with both figures", () => {
    expect(paymentRefusal(open(118_000, 18_000, 10_000), 90_000)).toBeNull();
    expect(paymentRefusal(open(118_000, 18_000, 10_000), 90_001)).toBe(
      "Ce paiement de 90\u00a0001\u00a0FCFA dépasse le reste à payer (90\u00a0000\u00a0FCFA)\u00a0: rien n'a été enregistré.",
    );
  });

  test("never on a paid, cancelled or other document, nor of 0", () => {
    expect(paymentRefusal(open(1000, 1000, 0, "paid" as never), 1)).toMatch(/entièrement réglée/);
    expect(paymentRefusal(open(1000, 0, 1000, "cancelled" as never), 1)).toMatch(/annulée/);
    expect(paymentRefusal({ ...open(1000), kind: "quote" }, 1)).toMatch(/Seule une facture/);
    expect(paymentRefusal(open(1000), 0)).toMatch(/supérieur à 0/);
  });

  test("a credit note likewise never takes more than the balance", () => {
    expect(creditRefusal(open(50_000, 20_000), 30_000)).toBeNull();
    expect(creditRefusal(open(50_000, 20_000), 30_001)).toBe(
      "Cet avoir de 30\u00a0001\u00a0FCFA dépasse le reste à payer de la facture (30\u00a0000\u00a0FCFA)\u00a0: il n'a pas été émis.",
    );
    expect(creditRefusal(open(50_000, 50_000, 0, "paid" as never), 1)).toMatch(
      /plus de reste à payer/,
    );
  });
});

describe("a credit note by amount: TTC as typed, HT and VAT at the invoice's rate", () => {
  // Independent: the HT is the whole number nearest TTC ÷ (1 + r), a half going up;
  // doubles are exact here (amounts below 2^53 ÷ 200, and k + ½ is representable).
  const expectedHt = (ttc: number, rate: number) => Math.round((ttc * 100) / (100 + rate));

  test("thousands of amounts and rates", () => {
    let seed = 21;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const rates = [0, 5, 10, 18, 20, 100];
    const invoices = rates.map((rate) =>
      invoiceOf({ applyVat: rate > 0, vatPercentage: String(rate) }),
    );
    for (let i = 0; i < 2000; i++) {
      const rate = rates[i % 6]!;
      const ttc = 1 + Math.floor(random() * 50_000_000);
      const invoice = invoices[i % 6]!;
      const credit = creditByAmount(invoice, ttc);
      const ht = rate > 0 ? expectedHt(ttc, rate) : ttc;
      expect(credit.totals).toEqual({
        totalHT: ht,
        discountAmount: 0,
        totalAfterDiscount: ht,
        vatAmount: ttc - ht,
        totalTTC: ttc,
      });
      expect(credit.lines).toHaveLength(1);
      expect(credit.lines[0]!.total).toBe(ht);
    }
  });

  test("118 000 TTC at 18 %: 100 000 HT and 18 000 of VAT; 1 franc: 1 HT, no VAT", () => {
    const invoice = invoiceOf();
    expect(creditByAmount(invoice, 118_000).totals.vatAmount).toBe(18_000);
    expect(creditByAmount(invoice, 1).totals).toMatchObject({ totalHT: 1, vatAmount: 0 });
  });
});

describe("a credit note by lines: the invoice's own rule on the chosen lines", () => {
  const lines = [
    { designation: "Maquettes", quantity: "3", unitPrice: "125 000" }, // 375 000
    { designation: "Intégration", quantity: "2,5", unitPrice: "99 999" }, // 249 997.5 → 249 998
    { designation: "Hébergement", quantity: "1", unitPrice: "60 001" }, // 60 001
  ];

  test("lines 2 and 3 with a 7 % discount and 18 % VAT", () => {
    const invoice = invoiceOf({
      prestations: lines,
      applyDiscount: true,
      discountPercentage: "7",
    });
    const credit = creditByLines(invoice, [2, 1, 2])!;
    // By hand: 249 998 + 60 001 = 309 999; 7 % = 21 699.93 → 21 700; 288 299;
    // 18 % = 51 893.82 → 51 894; TTC 340 193.
    expect(credit.lines.map((l) => l.designation)).toEqual(["Intégration", "Hébergement"]);
    expect(credit.totals).toEqual({
      totalHT: 309_999,
      discountAmount: 21_700,
      totalAfterDiscount: 288_299,
      vatAmount: 51_894,
      totalTTC: 340_193,
    });
  });

  test("every line: exactly the invoice's total; no line: nothing", () => {
    const invoice = invoiceOf({ prestations: lines });
    // 375 000 + 249 998 + 60 001 = 684 999; 18 % = 123 299.82 → 123 300; 808 299.
    expect(creditByLines(invoice, [0, 1, 2])!.totals.totalTTC).toBe(808_299);
    expect(invoice.totals.totalTTC).toBe(808_299);
    expect(creditByLines(invoice, [])).toBeNull();
    expect(creditByLines(invoice, [7, -1])).toBeNull();
  });

  test("the snapshot names the invoice and its date, its total in words and the motif", () => {
    const invoice = invoiceOf({ prestations: lines });
    const snap = creditNoteSnapshot(invoice, creditByAmount(invoice, 118_000), {
      number: "AVOIR-2026-11-26-1000",
      issuedAt: new Date("2026-11-26T10:00:00Z"),
      reason: "Geste commercial",
    });
    expect(snap).toMatchObject({
      kind: "credit_note",
      number: "AVOIR-2026-11-26-1000",
      issuedOn: "2026-11-26",
      invoice: { number: "FACT-2026-11-26-0930", issuedOn: "2026-11-26", totalTtc: 808_299 },
      vatPercentage: 18,
      words: "cent dix-huit mille francs CFA TTC",
      reason: "Geste commercial",
      client: { name: "Boutique Keur Yaay" },
    });
  });
});

describe("the forms' schemas", () => {
  const form = (entries: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) {
      for (const one of ([] as string[]).concat(v)) data.append(k, one);
    }
    return Object.fromEntries(
      [...new Set(data.keys())].map((k) => {
        const all = data.getAll(k);
        return [k, all.length > 1 ? all : all[0]];
      }),
    );
  };

  test("a payment: whole francs with spaces; decimals, 0 and a missing method refused in French", () => {
    const base = {
      intent: "payment",
      requestKey: "k".repeat(20),
      paidOn: "2026-11-26",
      method: "wave",
    };
    expect(PaymentSchema.parse(form({ ...base, amount: "150 000" })).amount).toBe(150_000);
    const issues = (amount: string, extra = {}) =>
      PaymentSchema.safeParse(form({ ...base, amount, ...extra })).error?.issues.map(
        (i) => i.message,
      );
    expect(issues("1,5")).toEqual(["Montant en francs entiers, sans virgule (ex. 150\u00a0000)"]);
    expect(issues("0")).toEqual(["Le montant doit être supérieur à 0\u00a0FCFA"]);
    expect(issues("10000000000001")).toEqual([
      "Le montant ne peut pas dépasser 10\u00a0000\u00a0000\u00a0000\u00a0000\u00a0FCFA",
    ]);
    expect(issues("5", { method: "bitcoin" })).toEqual(["Choisissez le moyen de paiement"]);
  });

  test("a credit note: lines need one ticked, an amount needs an amount, a motif always", () => {
    const base = { intent: "credit", requestKey: "k".repeat(20), reason: "Erreur de prix" };
    expect(CreditSchema.parse({ ...base, mode: "lines", lines: ["0", "2"] }).lines).toEqual([0, 2]);
    expect(
      creditAsked(CreditSchema.parse({ ...base, mode: "amount", amount: "1 000" })).amount,
    ).toBe(1000);
    expect(CreditSchema.safeParse({ ...base, mode: "lines" }).error?.issues[0]?.message).toBe(
      "Cochez au moins une ligne",
    );
    expect(
      CreditSchema.safeParse({ ...base, mode: "lines", lines: ["x"] }).error?.issues[0]?.message,
    ).toBe("Ligne de facture invalide");
    expect(
      CreditSchema.safeParse({ ...base, mode: "amount", amount: "" }).error?.issues[0]?.message,
    ).toBe("Indiquez le montant de l'avoir");
    expect(
      CreditSchema.safeParse({ ...base, mode: "amount", amount: "5", reason: "" }).error?.issues[0]
        ?.message,
    ).toMatch(/Indiquez le motif de l'avoir/);
  });

  test("a credit note of an EUR or USD invoice: its amount as typed, for the server (ADR 055)", () => {
    const base = { intent: "credit", requestKey: "k".repeat(20), reason: "Erreur de prix" };
    const eur = { ...base, mode: "amount", currency: "EUR" };
    const asked = creditAsked(CreditSchema.parse({ ...eur, amount: "1 234,56" }));
    expect(asked).toMatchObject({ amount: 0, amountText: "1 234,56" });
    // Its cents are read and checked by the server, in the invoice's currency.
    expect(CreditSchema.safeParse({ ...eur, amount: "12,345" }).success).toBe(true);
    // A franc invoice still takes whole francs only.
    expect(
      CreditSchema.safeParse({ ...base, mode: "amount", amount: "1,5" }).error?.issues[0]?.message,
    ).toBe("Montant en francs entiers, sans virgule (ex. 150\u00a0000)");
  });

  test("parseFrancs reads French grouping and nothing else", () => {
    expect(parseFrancs("1\u202f000\u00a0000")).toBe(1_000_000);
    expect(parseFrancs("12a")).toBeNull();
    expect(parseFrancs("-5")).toBeNull();
  });
});

test("the form's methods are the database's, in its order", async () => {
  const { PAYMENT_METHODS } = await import("#app/db/schema.ts");
  const { METHODS } = await import("./ledger.ts");
  expect(METHODS).toEqual([...PAYMENT_METHODS]);
});
