import { expect, test } from "vitest";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { einvoiceInputOf, firmAddress, taxedLines } from "./input.ts";

// A small invoice, its figures by hand: 3 × 20 000 + 1,5 × 10 001 = 60 000 + 15 002 (rounded)
// = 75 002 HT; 5 % off = 3 750; net 71 252; VAT 18 % = 12 825; TTC 84 077.
const invoice = (patch: Partial<QuoteInvoiceSnapshot> = {}): QuoteInvoiceSnapshot => ({
  version: 1,
  kind: "invoice",
  number: "FACT-2026-0007",
  name: "x",
  issuedAt: "2026-11-30T10:00:00.000Z",
  issuedOn: "2026-11-30",
  company: {
    name: "Teranga Digital",
    legalName: "Teranga Digital SARL",
    slogan: "",
    address: "Sacré-Cœur 3, Villa n° 9254, BP 45120 Dakar, Sénégal",
    phones: ["+221 33 824 57 10"],
    emails: ["contact@teranga-digital.sn"],
    ninea: "009876543 2G3",
    rccm: "SN-DKR-2025-B-01234",
  },
  client: {
    name: "Sahel Agro",
    address: "Route de Rufisque",
    phone: "+221 77",
    email: "",
    ninea: "",
  },
  project: { title: "Site", duration: "3 semaines" },
  lines: [
    { designation: "Pages", quantity: "3", unitPrice: 20_000, total: 60_000 },
    { designation: "Hébergement", quantity: "1.5", unitPrice: 10_001, total: 15_002 },
  ],
  discountPercentage: 5,
  vatPercentage: 18,
  totals: {
    totalHT: 75_002,
    discountAmount: 3_750,
    totalAfterDiscount: 71_252,
    vatAmount: 12_825,
    totalTTC: 84_077,
  },
  words: "",
  validUntil: null,
  payment: {
    termsDays: 0,
    dueOn: "2026-11-30",
    details: {
      bank: {
        name: "CBAO",
        holder: "Teranga Digital",
        rib: "",
        iban: "SN08 SN10 0010",
        bic: "CBAOSNDA",
      },
      wave: "",
      orangeMoney: "",
    },
  },
  sourceQuote: null,
  ...patch,
});

test("an invoice at one rate: lines, allowance, breakdown and totals add up as printed", () => {
  const e = einvoiceInputOf(invoice());
  expect(e.typeCode).toBe("380");
  expect(e.lines.map((l) => [l.total, l.vat.kind, l.vat.rate])).toEqual([
    [60_000, "standard", 18],
    [15_002, "standard", 18],
  ]);
  expect(e.allowances).toEqual([
    { amount: 3_750, reason: "Remise de 5\u00a0%", vat: e.lines[0]!.vat },
  ]);
  expect(e.vatBreakdown).toEqual([{ vat: e.lines[0]!.vat, taxable: 71_252, tax: 12_825 }]);
  expect(e.totals).toEqual({
    lineNet: 75_002,
    allowances: 3_750,
    taxExclusive: 71_252,
    tax: 12_825,
    taxInclusive: 84_077,
    payable: 84_077,
  });
  expect(e.payment).toEqual({
    terms: "Paiement\u00a0: à réception",
    means: [
      {
        code: "30",
        label: "Virement",
        iban: "SN08SN100010",
        holder: "Teranga Digital",
        bic: "CBAOSNDA",
      },
    ],
  });
  expect(e.seller).toMatchObject({
    address: "Sacré-Cœur 3, Villa n° 9254",
    city: "BP 45120 Dakar",
  });
});

test("without VAT every line is exempt with its reason, and the breakdown has no tax", () => {
  const e = einvoiceInputOf(
    invoice({
      discountPercentage: null,
      vatPercentage: null,
      totals: {
        totalHT: 75_002,
        discountAmount: 0,
        totalAfterDiscount: 75_002,
        vatAmount: 0,
        totalTTC: 75_002,
      },
    }),
  );
  expect(taxedLines(invoice({ vatPercentage: null })).discountVat).toEqual({
    kind: "exempt",
    rate: 0,
    exemptionReason: "Exonération de TVA",
  });
  expect(e.allowances).toEqual([]);
  expect(e.vatBreakdown.map((r) => [r.vat.kind, r.taxable, r.tax])).toEqual([
    ["exempt", 75_002, 0],
  ]);
  expect(e.totals.payable).toBe(75_002);
});

test("the firm's one-line address splits into street and city; another line stays whole", () => {
  expect(firmAddress("Rue 1, Villa 2, BP 3 Dakar, Sénégal")).toEqual({
    address: "Rue 1, Villa 2",
    city: "BP 3 Dakar",
  });
  expect(firmAddress("Dakar")).toEqual({ address: "Dakar", city: "" });
});

// Rates per line (ADR 050), figures by hand: 500 000 at 18 %, 100 000 exempt, a 20 000 débours,
// 10 % off the first two only: 18 %: 450 000 → VAT 81 000; exempt 90 000; TTC 641 000.
test("lines with their own VAT: an allowance per rate, one « E » row for the exemption and the débours", () => {
  const snap = invoice({
    lines: [
      {
        designation: "Site",
        quantity: "1",
        unitPrice: 500_000,
        total: 500_000,
        vatCategory: "standard",
        vatRate: 18,
      },
      {
        designation: "Formation",
        quantity: "1",
        unitPrice: 100_000,
        total: 100_000,
        vatCategory: "exempt",
        vatRate: 0,
        exemptionReason: "Exonération art. 361 du CGI",
      },
      {
        designation: "Nom de domaine",
        quantity: "1",
        unitPrice: 20_000,
        total: 20_000,
        vatCategory: "debours",
        vatRate: 0,
      },
    ],
    discountPercentage: 10,
    totals: {
      totalHT: 600_000,
      discountAmount: 60_000,
      totalAfterDiscount: 540_000,
      vatAmount: 81_000,
      totalTTC: 641_000,
      vatBreakdown: [
        {
          category: "standard",
          rate: 18,
          ht: 500_000,
          discount: 50_000,
          base: 450_000,
          vat: 81_000,
        },
        { category: "exempt", rate: 0, ht: 100_000, discount: 10_000, base: 90_000, vat: 0 },
      ],
      debours: 20_000,
    },
  });
  const e = einvoiceInputOf(snap);
  expect(e.lines.map((l) => [l.vat.kind, l.vat.rate])).toEqual([
    ["standard", 18],
    ["exempt", 0],
    ["debours", 0],
  ]);
  expect(e.allowances.map((a) => [a.amount, a.vat.kind, a.vat.rate])).toEqual([
    [50_000, "standard", 18],
    [10_000, "exempt", 0],
  ]);
  expect(e.vatBreakdown.map((r) => [r.vat.rate, r.taxable, r.tax])).toEqual([
    [18, 450_000, 81_000],
    [0, 110_000, 0],
  ]);
  expect(e.vatBreakdown[1]!.vat.exemptionReason).toBe(
    "Exonération art. 361 du CGI ; Débours (frais engagés au nom et pour le compte du client)",
  );
  expect(e.totals).toEqual({
    lineNet: 620_000,
    allowances: 60_000,
    taxExclusive: 560_000,
    tax: 81_000,
    taxInclusive: 641_000,
    payable: 641_000,
  });
});

// No VAT on the document, a 20 000 débours and 10 % off the 100 000 line: 90 000 + 20 000 = 110 000.
test("a document without VAT and a débours: its discount is still an allowance, the totals add up", () => {
  const snap = invoice({
    lines: [
      { designation: "Site", quantity: "1", unitPrice: 100_000, total: 100_000 },
      {
        designation: "Nom de domaine",
        quantity: "1",
        unitPrice: 20_000,
        total: 20_000,
        vatCategory: "debours",
        vatRate: 0,
      },
    ],
    discountPercentage: 10,
    vatPercentage: null,
    totals: {
      totalHT: 100_000,
      discountAmount: 10_000,
      totalAfterDiscount: 90_000,
      vatAmount: 0,
      totalTTC: 110_000,
      vatBreakdown: [],
      debours: 20_000,
    },
  });
  const e = einvoiceInputOf(snap);
  expect(e.allowances.map((a) => [a.amount, a.vat.kind])).toEqual([[10_000, "exempt"]]);
  expect(e.vatBreakdown.map((r) => [r.vat.rate, r.taxable, r.tax])).toEqual([[0, 110_000, 0]]);
  expect(e.totals.taxInclusive).toBe(110_000);
  expect(e.totals.payable).toBe(110_000);
});
