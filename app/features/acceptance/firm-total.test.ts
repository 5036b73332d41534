import { describe, expect, it } from "vitest";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { firmTotal } from "./firm-total.ts";

const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

function quote(currency: "XOF" | "EUR", unitPrice: string, language: "fr" | "en" = "fr") {
  return snapshotQuoteInvoice(
    "quote",
    quoteForm({
      language,
      currency,
      applyVat: false,
      prestations: [{ designation: "Site", quantity: "1", unitPrice }],
    }),
    { number: "DEVIS-1", issuedAt: new Date("2026-12-01T10:00:00Z"), englishWords },
  )!;
}

describe("firmTotal", () => {
  it("a quote in francs: its francs", () => {
    expect(spaced(firmTotal({ totalTtc: 250_000, snapshot: quote("XOF", "250 000") }))).toBe(
      "250 000 FCFA",
    );
  });

  it("an EUR quote, English or not: its euros as the client saw them, then its francs", () => {
    // By hand: 1 234,56 € × 655,957 = 809 818,26… → 809 818 francs, kept by the register.
    for (const language of ["fr", "en"] as const) {
      const snapshot = quote("EUR", "1234,56", language);
      expect(spaced(firmTotal({ totalTtc: 809_818, snapshot }))).toBe("1 234,56 € (809 818 FCFA)");
    }
  });
});
