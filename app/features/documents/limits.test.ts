import { describe, expect, test } from "vitest";
import { errorsByPath } from "#tests/fixtures/zod-errors.ts";
import { MAX_QUANTITY, MAX_RATE, MAX_TOTAL, MAX_UNIT_PRICE } from "./limits.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { QuoteInvoiceSchema, type QuoteInvoiceForm } from "./schemas.ts";
import { snapshotQuoteInvoice } from "./snapshot.ts";
import { priceLineWithin, totalsWithin } from "./totals.ts";

const NB = "\u00a0";
// 2^53, written out: no helper of the app on the way.
const TWO_POW_53 = 9_007_199_254_740_992n;

const quote = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm =>
  quoteForm({
    prestations: [{ designation: "Conception", quantity: "1", unitPrice: "250000" }],
    ...patch,
  });
const line = (quantity: string, unitPrice: string) => ({
  designation: "Ligne",
  quantity,
  unitPrice,
});
const errorsOf = (form: QuoteInvoiceForm) => {
  const result = QuoteInvoiceSchema.safeParse(form);
  return result.success ? {} : errorsByPath(result.error);
};

describe("the maxima keep every amount an exact integer below 2^53 (ADR 019)", () => {
  test("the figures, as docs/product.md §5 states them", () => {
    expect([MAX_QUANTITY, MAX_UNIT_PRICE, MAX_TOTAL, MAX_RATE]).toEqual([
      1_000_000, 10_000_000_000, 10_000_000_000_000, 100,
    ]);
  });

  test("the largest product the totals make, worked out by hand in BigInt", () => {
    const total = 10n ** 13n;
    // Discount or VAT: amount × percent before the division by 100.
    expect(total * 100n < TWO_POW_53).toBe(true);
    // HT and TTC are each at most the total; after-discount and VAT are below them.
    expect(total + total < TWO_POW_53).toBe(true);
    // A line past the total is refused: quantity × price alone may exceed it.
    expect(10n ** 6n * 10n ** 10n > total).toBe(true);
  });

  test("a document at the limit: accepted, and printed to the franc", () => {
    // HT 8 474 576 271 186, VAT 18 %: 1 525 423 728 813,48 → 1 525 423 728 813.
    const form = quote({
      prestations: [line("847 457,6271186", "10 000 000")],
      applyVat: true,
      vatPercentage: "18",
    });
    expect(errorsOf(form)).toEqual({});
    const snapshot = snapshotQuoteInvoice("quote", form, {
      number: "DEVIS-2026-11-26-0001",
      issuedAt: new Date("2026-11-26T10:00:00Z"),
    })!;
    const ht = 8_474_576_271_186n;
    const vat = (ht * 18n + 50n) / 100n;
    expect(vat).toBe(1_525_423_728_813n);
    expect(BigInt(snapshot.totals.totalHT)).toBe(ht);
    expect(BigInt(snapshot.totals.vatAmount)).toBe(vat);
    expect(BigInt(snapshot.totals.totalTTC)).toBe(ht + vat);
    expect(ht + vat <= 10n ** 13n).toBe(true);
    for (const amount of Object.values(snapshot.totals)) {
      expect(Number.isSafeInteger(amount)).toBe(true);
    }
  });

  test("one franc past the total is refused, on the list of lines, in French", () => {
    const form = quote({
      prestations: [line("1 000 000", "10 000 000"), line("1", "1")],
      applyVat: false,
    });
    expect(errorsOf(form)).toEqual({
      prestations: `Le total du document ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}000${NB}FCFA`,
    });
    // TTC past the limit through VAT, HT within it.
    expect(
      errorsOf(quote({ prestations: [line("1 000 000", "10 000 000")], vatPercentage: "18" })),
    ).toHaveProperty("prestations");
  });
});

describe("refusals name the field and its maximum (docs/product.md §5)", () => {
  const quantity = `La quantité ne peut pas dépasser 1${NB}000${NB}000`;
  const price = `Le prix unitaire ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}FCFA`;

  test.each([
    ["999 999 999", "999 999 999 999", { quantity, unitPrice: price }],
    ["9007199254740993", "1", { quantity }],
    ["9".repeat(500), "1", { quantity }],
    ["1", "9".repeat(500), { unitPrice: price }],
    ["1 000 000,01", "1", { quantity }],
    ["1", "10 000 000 001", { unitPrice: price }],
    ["1", "-" + "9".repeat(40), { unitPrice: price }],
  ])("line %#", (q, p, expected) => {
    const errors = errorsOf(quote({ prestations: [line(q, p)] }));
    const byField = Object.fromEntries(
      Object.entries(expected).map(([field, message]) => [`prestations.0.${field}`, message]),
    );
    expect(errors).toEqual(byField);
  });

  test("the largest quantity and price pass on their own", () => {
    expect(errorsOf(quote({ prestations: [line("1 000 000", "1")] }))).toEqual({});
    expect(errorsOf(quote({ prestations: [line("1", "10 000 000 000")] }))).toEqual({});
  });

  test.each([
    ["101", { vatPercentage: `La TVA doit être comprise entre 0 et 100${NB}%` }],
    ["9".repeat(500), { vatPercentage: `La TVA doit être comprise entre 0 et 100${NB}%` }],
    ["9007199254740993", { vatPercentage: `La TVA doit être comprise entre 0 et 100${NB}%` }],
  ])("VAT %#", (vat, expected) => {
    expect(errorsOf(quote({ applyVat: true, vatPercentage: vat }))).toEqual(expected);
  });

  test("a discount of 500 digits is refused with the discount's message", () => {
    expect(errorsOf(quote({ applyDiscount: true, discountPercentage: "9".repeat(500) }))).toEqual({
      discountPercentage: `La remise doit être comprise entre 0 et 100${NB}%`,
    });
  });
});

describe("the live totals never throw, and show nothing past a maximum", () => {
  const rates = {
    applyDiscount: true,
    discountPercentage: "10",
    applyVat: true,
    vatPercentage: "18",
  };
  test.each([
    [[line("9".repeat(500), "1")], rates],
    [[line("1", "9".repeat(500))], rates],
    [[line("1", "-" + "9".repeat(500))], rates],
    [[line("9007199254740993", "1")], rates],
    [[line("999999999", "999999999999")], rates],
    [[line("1", "1")], { ...rates, vatPercentage: "9".repeat(500) }],
    [[line("1", "1")], { ...rates, discountPercentage: "-" + "9".repeat(500) }],
  ])("case %#", (lines, r) => {
    expect(totalsWithin(lines, r)).toBeNull();
  });

  test("a rate typed with decimals shows no total (never one counted on a cut rate)", () => {
    expect(totalsWithin([line("2", "1 000")], { ...rates, discountPercentage: "12,5" })).toBeNull();
    expect(totalsWithin([line("2", "1 000")], { ...rates, vatPercentage: "18.5" })).toBeNull();
    // Unticked, its value does not count.
    expect(
      totalsWithin([line("2", "1 000")], {
        ...rates,
        applyDiscount: false,
        discountPercentage: "12,5",
      }),
    ).not.toBeNull();
  });

  test("within the limits: the totals, and each line", () => {
    expect(totalsWithin([line("2", "1 000")], rates)).toEqual({
      totalHT: 2000,
      discountAmount: 200,
      totalAfterDiscount: 1800,
      vatAmount: 324,
      totalTTC: 2124,
    });
    expect(priceLineWithin(line("1 000 000", "10 000 000 000"))).toBeNull();
    expect(priceLineWithin(line("1 000 000", "10 000 000"))?.total).toBe(10_000_000_000_000);
  });
});
