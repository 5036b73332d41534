import { describe, expect, test } from "vitest";
import { computeTotals, priceLine, type RatesInput } from "./totals.ts";
import { lineVatOf } from "./vat.ts";
import { defaultQuoteInvoice, QuoteInvoiceSchema, type QuoteInvoiceForm } from "./schemas.ts";
import { formFromSnapshot, snapshotQuoteInvoice } from "./snapshot.ts";

// Issue 35 §2: each line carries its own VAT. The expected figures are worked out by
// hand or by the small reference below, never by the app's own helpers.

/** round(a × p / 100), half away from zero, on whole numbers (a ≥ 0). */
const refPercent = (a: number, p: number) => Math.floor((2 * a * p + 100) / 200);

const DISCOUNT_10: RatesInput = {
  applyDiscount: true,
  discountPercentage: 10,
  applyVat: true,
  vatPercentage: 18,
};

const priced = (
  designation: string,
  quantity: string,
  unitPrice: string,
  vat: string,
  exemptionReason = "",
) => ({
  ...priceLine({ designation, quantity, unitPrice }),
  ...lineVatOf(vat, exemptionReason),
});

describe("VAT per line (issue 35 §2, docs/product.md §9)", () => {
  test("an 18 % line, an exempt line and a débours, with a 10 % discount", () => {
    const lines = [
      priced("Site vitrine", "1", "450000", "18"),
      priced("Formation", "2", "75000", "0", "Exonération art. 361 du CGI"),
      priced("Nom de domaine", "1", "15000", "debours"),
    ];
    const totals = computeTotals(lines, DISCOUNT_10);
    // By hand: HT outside débours 450 000 + 150 000 = 600 000.
    // Discount per rate: 45 000 (18 %) + 15 000 (exempt) = 60 000; net 540 000.
    // VAT 18 % on 405 000 = 72 900; exempt: 0 on 135 000.
    // Débours 15 000, neither discounted nor taxed. TTC 540 000 + 72 900 + 15 000.
    expect(totals).toEqual({
      totalHT: 600000,
      discountAmount: 60000,
      totalAfterDiscount: 540000,
      vatAmount: 72900,
      totalTTC: 627900,
      debours: 15000,
      vatBreakdown: [
        { category: "standard", rate: 18, ht: 450000, discount: 45000, base: 405000, vat: 72900 },
        { category: "exempt", rate: 0, ht: 150000, discount: 15000, base: 135000, vat: 0 },
      ],
    });
    expect(lines.map((l) => [l.vatCategory, l.vatRate, l.exemptionReason])).toEqual([
      ["standard", 18, undefined],
      ["exempt", 0, "Exonération art. 361 du CGI"],
      ["debours", 0, undefined],
    ]);
  });

  test("VAT is rounded once per rate, half away from zero", () => {
    for (let a = 1; a < 4000; a += 193) {
      for (let b = 3; b < 3000; b += 131) {
        const lines = [
          priced("a", "1", String(a), "18"),
          priced("b", "1", String(a + 7), "18"),
          priced("c", "1", String(b), "10"),
          priced("d", "1", String(b + 1), "debours"),
        ];
        const t = computeTotals(lines, { ...DISCOUNT_10, discountPercentage: 7 });
        const ht18 = a + a + 7;
        const base18 = ht18 - refPercent(ht18, 7);
        const base10 = b - refPercent(b, 7);
        const vat = refPercent(base18, 18) + refPercent(base10, 10);
        expect(t.totalAfterDiscount).toBe(base18 + base10);
        expect(t.vatAmount).toBe(vat);
        expect(t.totalTTC).toBe(base18 + base10 + vat + b + 1);
      }
    }
  });

  test("lines following the document's rate count as before (one rate, no breakdown)", () => {
    const lines = [priceLine({ designation: "x", quantity: "1", unitPrice: "25" })];
    expect(computeTotals(lines, { ...DISCOUNT_10, applyDiscount: false })).toEqual({
      totalHT: 25,
      discountAmount: 0,
      totalAfterDiscount: 25,
      vatAmount: 5, // 4,5 → 5
      totalTTC: 30,
    });
  });

  test("a line's own rate applies even when the document's VAT is not ticked", () => {
    const lines = [
      priced("x", "1", "1000", "10"),
      { ...priceLine({ designation: "y", quantity: "1", unitPrice: "500" }) },
    ];
    const t = computeTotals(lines, { ...DISCOUNT_10, applyDiscount: false, applyVat: false });
    expect(t).toMatchObject({ totalHT: 1500, vatAmount: 100, totalTTC: 1600, debours: 0 });
  });
});

const form = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Sonatel Digital SA",
  clientEmail: "achats@example.sn",
  clientPhone: "33 800 00 00",
  clientAddress: "Dakar",
  clientNinea: "005123456 2V2",
  projectTitle: "Site vitrine",
  projectDuration: "3 semaines",
  applyDiscount: true,
  discountPercentage: "10",
  prestations: [
    { designation: "Site vitrine", quantity: "1", unitPrice: "450000", vat: "18" },
    {
      designation: "Formation",
      quantity: "2",
      unitPrice: "75000",
      vat: "0",
      exemptionReason: "Exonération art. 361 du CGI",
    },
    { designation: "Nom de domaine", quantity: "1", unitPrice: "15000", vat: "debours" },
  ],
  ...patch,
});
const issue = { number: "FACT-2026-0007", issuedAt: new Date("2026-11-30T09:00:00Z") };

describe("the snapshot keeps each line's VAT (the shape e-invoices read)", () => {
  test("lines carry { vatRate, vatCategory, exemptionReason }; totals the summary", () => {
    const s = snapshotQuoteInvoice("invoice", form(), issue)!;
    expect(s.lines).toEqual([
      {
        designation: "Site vitrine",
        quantity: "1",
        unitPrice: 450000,
        total: 450000,
        vatRate: 18,
        vatCategory: "standard",
      },
      {
        designation: "Formation",
        quantity: "2",
        unitPrice: 75000,
        total: 150000,
        vatRate: 0,
        vatCategory: "exempt",
        exemptionReason: "Exonération art. 361 du CGI",
      },
      {
        designation: "Nom de domaine",
        quantity: "1",
        unitPrice: 15000,
        total: 15000,
        vatRate: 0,
        vatCategory: "debours",
      },
    ]);
    expect(s.totals).toMatchObject({ totalTTC: 627900, vatAmount: 72900, debours: 15000 });
    expect(s.words).toBe("six cent vingt-sept mille neuf cents francs CFA TTC");
    // Its totals' rows: wording/total-rows.test.ts.
    // Its VAT summary by rate: wording/vat-summary-rows.test.ts.
    // « Dupliquer » gives back each line's choice.
    expect(formFromSnapshot(s).prestations.map((p) => [p.vat, p.exemptionReason])).toEqual([
      ["18", ""],
      ["0", "Exonération art. 361 du CGI"],
      ["debours", ""],
    ]);
  });

  test("a line at 0 % needs the reason of its exemption, in French", () => {
    const bad = form();
    bad.prestations[1] = { ...bad.prestations[1]!, exemptionReason: "  " };
    const result = QuoteInvoiceSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "prestations.1.exemptionReason",
        "Motif d'exonération requis pour une ligne à 0\u00a0% (par exemple l'article du CGI)",
      ],
    ]);
    expect(QuoteInvoiceSchema.safeParse(form()).success).toBe(true);
  });
});
