import { describe, expect, test } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { printStateOf } from "#app/features/documents/print-state.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { creditByLines, creditNoteSnapshot } from "#app/features/ledger/ledger.ts";

// The print pages the ledger adds (ADR 020): the credit note, and an invoice's
// « ANNULÉE — avoir … » stamp.

const ASSETS = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost/" };
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, " ");

const invoice = snapshotQuoteInvoice(
  "invoice",
  quoteForm({
    prestations: [
      { designation: "Maquettes", quantity: "2", unitPrice: "100 000" },
      { designation: "Formation", quantity: "1", unitPrice: "55 555" },
    ],
    applyDiscount: true,
    discountPercentage: "10",
  }),
  { number: "FACT-2026-11-20-1015", issuedAt: new Date("2026-11-20T10:15:00Z") },
)!;

describe("the credit note's print page", () => {
  test("« Facture d'avoir », the invoice and its date, the lines and totals to the franc", () => {
    const note = creditNoteSnapshot(invoice, creditByLines(invoice, [1])!, {
      number: "AVOIR-2026-11-26-0930",
      issuedAt: new Date("2026-11-26T09:30:00Z"),
      reason: "Formation annulée",
    });
    const page = text(renderDocument(note, ASSETS).html);
    expect(page).toContain("Facture d'avoir");
    expect(page).toContain("Facture FACT-2026-11-20-1015 du 20/11/2026");
    expect(page).toContain("Avoir sur la facture n° FACT-2026-11-20-1015 du 20/11/2026");
    expect(page).toContain("Motif : Formation annulée");
    // By hand: 55 555; 10 % = 5 555.5 → 5 556; 49 999; 18 % = 8 999.82 → 9 000; 58 999.
    expect(page).toContain("Total HT 55 555 FCFA");
    expect(page).toContain("Remise (10 %) − 5 556 FCFA");
    expect(page).toContain("TVA (18 %) 9 000 FCFA");
    expect(page).toContain("Total de l'avoir TTC 58 999 FCFA");
    expect(page).toContain("cinquante-huit mille neuf cent quatre-vingt-dix-neuf francs CFA TTC");
    expect(page).not.toContain("Maquettes");
  });
});

describe("a cancelled invoice's print page", () => {
  test("« ANNULÉE — avoir AVOIR-… » from its cancellation event; a paid one keeps its stamp", () => {
    const cancelled = printStateOf({
      status: "cancelled",
      paidOn: null,
      events: [
        { kind: "cancelled", details: { reason: "x", creditNote: "AVOIR-2026-11-26-0930" } },
      ],
    });
    expect(cancelled).toEqual({ cancelledBy: "AVOIR-2026-11-26-0930" });
    const page = text(renderDocument(invoice, ASSETS, cancelled).html);
    expect(page).toContain("ANNULÉE — avoir AVOIR-2026-11-26-0930");
    expect(text(renderDocument(invoice, ASSETS, {}).html)).not.toContain("ANNULÉE");
    // Cancelled before the ledger: no credit note to name.
    expect(printStateOf({ status: "cancelled", paidOn: null, events: [] })).toEqual({
      cancelledBy: "",
    });
    expect(printStateOf({ status: "paid", paidOn: "2026-11-25" })).toEqual({
      paidOn: "2026-11-25",
    });
  });
});
