import { describe, expect, test } from "vitest";
import "#app/features/wording/with-english.ts";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { renderDocument } from "#app/features/print/render.ts";
import {
  snapshotQuoteInvoice,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { creditByLines, creditNoteSnapshot } from "#app/features/ledger/ledger.ts";
import { totalRows } from "#app/features/wording/total-rows.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";

// An English document's deposit and balance invoices (ADR 021) and credit notes (ADR 020)
// print their own words in English too (issue 35 §6, ADR 055); in francs (EUR/USD
// documents get none yet).

const ASSETS = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost/" };
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, " ");

const invoice = snapshotQuoteInvoice(
  "invoice",
  quoteForm({
    language: "en",
    prestations: [
      { designation: "Mock-ups", quantity: "2", unitPrice: "100 000" },
      { designation: "Training", quantity: "1", unitPrice: "55 555" },
    ],
  }),
  {
    number: "FACT-2026-0020",
    issuedAt: new Date("2026-11-20T10:15:00Z"),
    sourceQuote: "DEVIS-2026-0007",
    englishWords,
  },
)!;

const quote = {
  number: "DEVIS-2026-0007",
  issuedOn: "2026-11-10",
  discountPercentage: null,
  vatPercentage: 18,
  totals: {
    totalHT: 1_000_000,
    discountAmount: 0,
    totalAfterDiscount: 1_000_000,
    vatAmount: 180_000,
    totalTTC: 1_180_000,
  },
};

describe("an English document's deposit, balance and credit note", () => {
  test("a balance invoice: its title, its quote, the deposits deducted, in English", () => {
    const balance: QuoteInvoiceSnapshot = {
      ...invoice,
      totals: {
        totalHT: 700_000,
        discountAmount: 0,
        totalAfterDiscount: 700_000,
        vatAmount: 126_000,
        totalTTC: 826_000,
      },
      billing: {
        kind: "balance",
        quote,
        deposits: [
          {
            number: "FACT-2026-0011",
            issuedOn: "2026-11-12",
            ht: 300_000,
            vat: 54_000,
            ttc: 354_000,
          },
        ],
      },
    };
    // By hand: 1 180 000 − 354 000 = 826 000 francs.
    expect(totalRows(balance).at(-2)).toEqual(["Deposit deducted", "−\u00a0XOF 354,000"]);
    expect(totalRows(balance).at(-1)).toEqual(["Amount due", "XOF 826,000"]);
    const page = text(renderDocument(balance, ASSETS).html);
    expect(page).toContain("Balance invoice");
    expect(page).toContain("Quotation ref. DEVIS-2026-0007 of 10 November 2026");
    expect(page).toContain("Deposits deducted Deposit invoice Date Excl. VAT VAT Incl. VAT");
    expect(page).toContain("FACT-2026-0011 12 November 2026 XOF 300,000 XOF 54,000 XOF 354,000");
    expect(page).toContain("Balance (amount due)");
    expect(page).not.toMatch(/Facture|Acompte|Solde|Net à payer/);
  });

  test("a deposit invoice: « Deposit invoice »", () => {
    const deposit: QuoteInvoiceSnapshot = {
      ...invoice,
      billing: { kind: "deposit", quote, percentage: "30" },
    };
    const page = text(renderDocument(deposit, ASSETS).html);
    expect(page).toContain("Deposit invoice");
    expect(page).not.toContain("Facture d'acompte");
  });

  test("a credit note on an English invoice: English heads, words and subject", () => {
    const note = creditNoteSnapshot(invoice, creditByLines(invoice, [1])!, {
      number: "AVOIR-2026-0003",
      issuedAt: new Date("2026-11-26T09:30:00Z"),
      reason: "Training cancelled",
      englishWords,
    });
    expect(note.language).toBe("en");
    // By hand: 55 555 + 18 % (9 999,9 → 10 000) = 65 555 francs.
    expect(note.words).toBe("Sixty-five thousand five hundred fifty-five CFA francs, VAT included");
    const page = text(renderDocument(note, ASSETS).html);
    expect(page).toContain("Credit note");
    expect(page).toContain("Invoice FACT-2026-0020 of 20 November 2026");
    expect(page).toContain("Credit note on invoice no. FACT-2026-0020 of 20 November 2026");
    expect(page).toContain("Reason: Training cancelled");
    expect(page).toContain("This credit note amounts to: Sixty-five thousand");
    expect(page).not.toMatch(/Motif|Objet|Avoir sur/);
  });
});
