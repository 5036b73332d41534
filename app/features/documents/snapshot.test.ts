import { describe, expect, test } from "vitest";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { defaultQuoteInvoice, type QuoteInvoiceForm } from "./schemas.ts";
import { billedPeriod, formFromSnapshot, snapshotQuoteInvoice } from "./snapshot.ts";

const form = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: " Awa Diop ",
  clientEmail: "awa@example.sn",
  clientPhone: "77 000 00 00",
  clientAddress: "Mermoz\nDakar",
  projectTitle: "Site vitrine",
  projectDuration: "3 semaines",
  prestations: [
    { designation: "Rédaction", quantity: "2,5", unitPrice: "10 000" },
    { designation: "", quantity: "1", unitPrice: "5" },
  ],
  ...patch,
});
const issue = {
  number: "FACT-2026-11-22-1405-2",
  issuedAt: new Date("2026-11-22T14:05:00Z"),
  englishWords,
};

describe("snapshots freeze everything printed", () => {
  test("an invoice: parties, exact lines, totals, words, terms and due date, the firm", () => {
    const s = snapshotQuoteInvoice("invoice", form({ paymentTerms: "45" }), {
      ...issue,
      sourceQuote: "DEVIS-2026-11-20-0900",
    })!;
    expect(s.name).toBe("Awa-Diop-FACT-2026-11-22-1405-2");
    expect(s.client.name).toBe("Awa Diop");
    expect(s.lines).toEqual([
      { designation: "Rédaction", quantity: "2.5", unitPrice: 10000, total: 25000 },
    ]);
    expect(s.totals.totalTTC).toBe(29500);
    expect(s.words).toBe("vingt-neuf mille cinq cents francs CFA TTC");
    expect(s.payment?.termsDays).toBe(45);
    expect(s.payment?.dueOn).toBe("2027-01-06");
    expect(s.payment?.details.bank.iban).toMatch(/^SN08/);
    expect(s.validUntil).toBeNull();
    expect(s.sourceQuote).toBe("DEVIS-2026-11-20-0900");
    expect(s.company.ninea).toBe("009876543 2G3");
  });

  test("a quote: valid 30 days by default, no payment block, no source", () => {
    const s = snapshotQuoteInvoice("quote", form(), { ...issue, sourceQuote: "X" })!;
    expect(s.validUntil).toBe("2026-12-22");
    expect(s.payment).toBeNull();
    expect(s.sourceQuote).toBeNull();
  });

  test("without VAT the words say no « TTC »; rates not applied are null", () => {
    const s = snapshotQuoteInvoice("quote", form({ applyVat: false }), issue)!;
    expect(s.vatPercentage).toBeNull();
    expect(s.words).toBe("vingt-cinq mille francs CFA");
  });

  test("a subscription's invoice keeps the period it bills, printed « Période du … au … »", () => {
    const period = { from: "2026-12-28", to: "2027-01-27" };
    const s = snapshotQuoteInvoice("invoice", form(), { ...issue, period })!;
    expect(s.period).toEqual(period);
    expect(billedPeriod(s)).toBe("Période du 28/12/2026 au 27/01/2027");
    // Every other document has none.
    const plain = snapshotQuoteInvoice("invoice", form(), issue)!;
    expect("period" in plain).toBe(false);
    expect(billedPeriod(plain)).toBeNull();
  });

  test("no billable line: nothing to issue", () => {
    expect(
      snapshotQuoteInvoice(
        "quote",
        form({ prestations: [{ designation: "", quantity: "1", unitPrice: "1" }] }),
        issue,
      ),
    ).toBeNull();
  });

  test("the form comes back from a snapshot (duplicate, convert)", () => {
    const s = snapshotQuoteInvoice(
      "quote",
      form({ applyDiscount: true, discountPercentage: "10" }),
      issue,
    )!;
    const back = formFromSnapshot(s);
    expect(back.clientName).toBe("Awa Diop");
    expect(back.prestations).toEqual([
      { designation: "Rédaction", quantity: "2,5", unitPrice: "10000" },
    ]);
    expect(back.applyDiscount).toBe(true);
    expect(back.discountPercentage).toBe("10");
    expect(snapshotQuoteInvoice("quote", back, issue)!.totals).toEqual(s.totals);
  });
});

describe("foreign documents (issue 35 §6, ADR 055)", () => {
  const eur = form({
    language: "en",
    currency: "EUR",
    applyVat: true,
    vatPercentage: "18",
    prestations: [{ designation: "Website", quantity: "2,5", unitPrice: "1 234,56" }],
  });

  test("an EUR invoice counts in cents and keeps its XOF equivalent at the parity", () => {
    const s = snapshotQuoteInvoice("invoice", eur, issue)!;
    // By hand: 2,5 × 1 234,56 € = 3 086,40 €; VAT 18 % = 555,552 → 555,55 €; TTC 3 641,95 €.
    expect(s.lines[0]).toMatchObject({ unitPrice: 123456, total: 308640 });
    expect(s.totals.vatAmount).toBe(55555);
    expect(s.totals.totalTTC).toBe(364195);
    // 3 641,95 × 655,957 = 2 388 962,596… → 2 388 963 francs.
    expect(s.xofTotal).toBe(2388963);
    expect(s.language).toBe("en");
    expect(s.currency).toBe("EUR");
    expect(s.usdRate).toBeUndefined();
    expect(s.words).toBe(
      "Three thousand six hundred forty-one euros and ninety-five cents, VAT included",
    );
  });

  test("a USD invoice keeps the rate typed on it", () => {
    const s = snapshotQuoteInvoice(
      "invoice",
      form({
        currency: "USD",
        usdRate: "605,50",
        applyVat: true,
        vatPercentage: "18",
        prestations: [{ designation: "App", quantity: "3", unitPrice: "1999,99" }],
      }),
      issue,
    )!;
    // 3 × 1 999,99 $ = 5 999,97 $; VAT 1 079,9946 → 1 079,99 $; TTC 7 079,96 $ × 605,5 = 4 286 915,78 → 4 286 916.
    expect(s.totals.totalTTC).toBe(707996);
    expect(s.usdRate).toBe("605.5");
    expect(s.xofTotal).toBe(4286916);
    expect(s.language).toBeUndefined();
    expect(s.words).toBe("sept mille soixante-dix-neuf dollars et quatre-vingt-seize cents TTC");
  });

  test("a French XOF document carries none of it (as before)", () => {
    const s = snapshotQuoteInvoice("invoice", form(), issue)!;
    expect("currency" in s || "language" in s || "xofTotal" in s).toBe(false);
  });

  test("a copy keeps the language, the currency, the rate and the prices as typed", () => {
    const s = snapshotQuoteInvoice("invoice", eur, issue)!;
    const again = formFromSnapshot(s);
    expect(again).toMatchObject({ language: "en", currency: "EUR" });
    expect(again.prestations[0]!.unitPrice).toBe("1234,56");
  });
});
