import { describe, expect, test } from "vitest";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import "./with-english.ts";
import { defaultQuoteInvoice, type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { totalRows } from "./total-rows.ts";
import { printedVatLabel, printedVatSummary } from "./vat-summary.ts";

// The totals' rows as printed (moved from documents/vat.test.ts with totalRows, ADR 055):
// French XOF exactly as before; an English EUR document in its words and euros.

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
const issue = {
  number: "FACT-2026-0007",
  issuedAt: new Date("2026-11-30T09:00:00Z"),
  englishWords,
};

describe("totalRows", () => {
  test("VAT per line (ADR 050): French XOF rows, as ever", () => {
    const s = snapshotQuoteInvoice("invoice", form(), issue)!;
    expect(totalRows(s)).toEqual([
      ["Total HT hors débours", "600\u00a0000\u00a0FCFA"],
      ["Remise (10\u00a0%)", "−\u00a060\u00a0000\u00a0FCFA"],
      ["Total net HT", "540\u00a0000\u00a0FCFA"],
      ["TVA (18\u00a0%)", "72\u00a0900\u00a0FCFA"],
      ["Débours (hors TVA)", "15\u00a0000\u00a0FCFA"],
      ["Total TTC", "627\u00a0900\u00a0FCFA"],
    ]);
  });

  test("an old snapshot (one rate, no per-line field) reads exactly as before", () => {
    const old = {
      kind: "invoice" as const,
      lines: [{ designation: "Site", quantity: "1", unitPrice: 450000, total: 450000 }],
      discountPercentage: 10,
      vatPercentage: 18,
      totals: {
        totalHT: 450000,
        discountAmount: 45000,
        totalAfterDiscount: 405000,
        vatAmount: 72900,
        totalTTC: 477900,
      },
    };
    expect(totalRows(old)).toEqual([
      ["Total HT", "450\u00a0000\u00a0FCFA"],
      ["Remise (10\u00a0%)", "−\u00a045\u00a0000\u00a0FCFA"],
      ["Total net HT", "405\u00a0000\u00a0FCFA"],
      ["TVA (18\u00a0%)", "72\u00a0900\u00a0FCFA"],
      ["Total TTC", "477\u00a0900\u00a0FCFA"],
    ]);
  });

  test("an English EUR quote: its words, euros and cents", () => {
    const s = snapshotQuoteInvoice(
      "quote",
      form({
        language: "en",
        currency: "EUR",
        applyVat: true,
        vatPercentage: "18",
        prestations: [{ designation: "Design", quantity: "1", unitPrice: "1 000,10" }],
      }),
      issue,
    )!;
    // By hand: 1 000,10 €, 10 % off = 100,01 → 900,09 €; VAT 18 % = 162,0162 → 162,02 €; 1 062,11 €.
    expect(totalRows(s)).toEqual([
      ["Total excl. VAT", "€1,000.10"],
      ["Discount (10\u00a0%)", "−\u00a0€100.01"],
      ["Net total excl. VAT", "€900.09"],
      ["VAT (18\u00a0%)", "€162.02"],
      ["Total incl. VAT", "€1,062.11"],
    ]);
  });

  test("VAT per line in English and EUR (ADR 050, 055): its rows and the VAT summary", () => {
    const s = snapshotQuoteInvoice(
      "invoice",
      form({
        language: "en",
        currency: "EUR",
        applyDiscount: false,
        prestations: [
          { designation: "Website design", quantity: "1", unitPrice: "2 500", vat: "18" },
          {
            designation: "Training",
            quantity: "2",
            unitPrice: "300,50",
            vat: "0",
            exemptionReason: "Art. 361 CGI",
          },
          { designation: "Domain name", quantity: "1", unitPrice: "15,99", vat: "debours" },
        ],
      }),
      issue,
    )!;
    // By hand: HT 2 500,00 + 2 × 300,50 = 3 101,00 €; VAT 18 % of 2 500,00 = 450,00 €;
    // débours 15,99 €; TTC 3 566,99 €.
    expect(totalRows(s)).toEqual([
      ["Total excl. VAT and disbursements", "€3,101.00"],
      ["VAT (18\u00a0%)", "€450.00"],
      ["Disbursements (outside VAT)", "€15.99"],
      ["Total incl. VAT", "€3,566.99"],
    ]);
    expect(printedVatSummary(s)).toEqual({
      caption: "VAT summary",
      head: ["Rate", "Taxable base (EUR)", "VAT (EUR)"],
      rows: [
        ["18\u00a0%", "2,500.00", "450.00"],
        ["0\u00a0% exempt*", "601.00", "0.00"],
      ],
      notes: ["*\u00a0Exemption: Art. 361 CGI"],
    });
    const label = printedVatLabel(s);
    expect(s.lines.map(label)).toEqual(["18\u00a0%", "0\u00a0%*", "Disbursement"]);
  });

  test("VAT per line in French XOF: the summary as ever", () => {
    const s = snapshotQuoteInvoice("invoice", form(), issue)!;
    expect(printedVatSummary(s)).toEqual({
      caption: "Récapitulatif de la TVA",
      head: ["Taux", "Base HT (FCFA)", "TVA (FCFA)"],
      rows: [
        ["18\u00a0%", "405\u00a0000", "72\u00a0900"],
        ["0\u00a0% exonéré*", "135\u00a0000", "0"],
      ],
      notes: ["*\u00a0Exonération\u00a0: Exonération art. 361 du CGI"],
    });
    expect(s.lines.map(printedVatLabel(s))).toEqual(["18\u00a0%", "0\u00a0%*", "Débours"]);
  });
});
