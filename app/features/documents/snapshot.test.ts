import { describe, expect, test } from "vitest";
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
const issue = { number: "FACT-2026-11-22-1405-2", issuedAt: new Date("2026-11-22T14:05:00Z") };

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
