import { describe, expect, test } from "vitest";
import { defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { creditByAmount, creditByLines } from "./ledger.ts";

// A credit note on an invoice whose lines carry their own rates (ADR 050) reverses
// each rate; figures worked out by hand.

const invoice = snapshotQuoteInvoice(
  "invoice",
  {
    ...defaultQuoteInvoice(),
    clientName: "Keur Yaay SARL",
    clientEmail: "compta@example.sn",
    clientPhone: "77 000 00 00",
    clientAddress: "Dakar",
    projectTitle: "Site",
    projectDuration: "1 mois",
    prestations: [
      { designation: "Site vitrine", quantity: "1", unitPrice: "100000", vat: "18" },
      {
        designation: "Formation",
        quantity: "1",
        unitPrice: "50000",
        vat: "0",
        exemptionReason: "Art. 361 CGI",
      },
      { designation: "Hébergement", quantity: "1", unitPrice: "32000", vat: "debours" },
    ],
  },
  { number: "FACT-2026-0009", issuedAt: new Date("2026-11-30T09:00:00Z") },
)!;

describe("a credit note reverses per rate", () => {
  test("the invoice: 118 000 + 50 000 + 32 000 = 200 000 TTC", () => {
    expect(invoice.totals.totalTTC).toBe(200_000);
  });

  test("by lines: the débours line alone is credited outside VAT", () => {
    const credit = creditByLines(invoice, [2])!;
    expect(credit.totals).toMatchObject({
      totalHT: 0,
      vatAmount: 0,
      debours: 32_000,
      totalTTC: 32_000,
    });
  });

  test("by amount: 100 000 shared 59 % / 25 % / 16 %, each share split at its rate", () => {
    const credit = creditByAmount(invoice, 100_000);
    // Shares of 100 000 by TTC: 118/200 → 59 000, 50/200 → 25 000, 32/200 → 16 000.
    // 59 000 at 18 %: HT round(59 000 × 100 / 118) = 50 000, VAT 9 000.
    expect(credit.lines.map((l) => [l.vatCategory, l.vatRate, l.total])).toEqual([
      ["standard", 18, 50_000],
      ["exempt", 0, 25_000],
      ["debours", 0, 16_000],
    ]);
    expect(credit.totals).toMatchObject({
      totalHT: 75_000,
      vatAmount: 9_000,
      debours: 16_000,
      totalTTC: 100_000,
    });
    // Odd amounts: the francs left go to the largest remainders, the total is exact.
    for (const amount of [1, 7, 333, 99_999, 123_457]) {
      const c = creditByAmount(invoice, amount);
      const sum = c.totals.totalAfterDiscount + c.totals.vatAmount + (c.totals.debours ?? 0);
      expect(sum).toBe(amount);
    }
  });
});

describe("an invoice without VAT, with a débours", () => {
  const noVat = snapshotQuoteInvoice(
    "invoice",
    {
      ...defaultQuoteInvoice(),
      clientName: "Keur Yaay SARL",
      clientEmail: "compta@example.sn",
      clientPhone: "77 000 00 00",
      clientAddress: "Dakar",
      projectTitle: "Site",
      projectDuration: "1 mois",
      applyVat: false,
      prestations: [
        { designation: "Site vitrine", quantity: "1", unitPrice: "100000" },
        { designation: "Hébergement", quantity: "1", unitPrice: "20000", vat: "debours" },
      ],
    },
    { number: "FACT-2026-0010", issuedAt: new Date("2026-11-30T09:00:00Z") },
  )!;

  test("by amount: 60 000 shared 100/120 and 20/120 (50 000 + 10 000), no VAT", () => {
    expect(noVat.totals.totalTTC).toBe(120_000);
    const credit = creditByAmount(noVat, 60_000);
    expect(credit.lines.map((l) => [l.vatCategory ?? null, l.total])).toEqual([
      [null, 50_000],
      ["debours", 10_000],
    ]);
    expect(credit.totals).toMatchObject({
      totalHT: 50_000,
      vatAmount: 0,
      debours: 10_000,
      totalTTC: 60_000,
    });
  });
});
