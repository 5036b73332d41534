import { describe, expect, it } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { documentTitle, quoteReference } from "#app/features/documents/billing.ts";
import { deductionTable } from "#app/features/wording/deductions.ts";
import { defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import {
  snapshotQuoteInvoice,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { totalRows } from "#app/features/wording/total-rows.ts";

// A deposit or balance invoice as printed (ADR 021); other invoices print as before
// (the golden files of print/print-html.test.ts).

const assets = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost:3000/" };
const base = snapshotQuoteInvoice(
  "invoice",
  {
    ...defaultQuoteInvoice(),
    clientName: "Awa Diop",
    clientEmail: "awa@example.sn",
    clientPhone: "77 000 00 00",
    clientAddress: "Dakar",
    projectTitle: "Site",
    projectDuration: "3 semaines",
    prestations: [{ designation: "Site vitrine", quantity: "1", unitPrice: "1000000" }],
  },
  {
    number: "FACT-2026-12-20-1102",
    issuedAt: new Date("2026-12-20T11:02:00Z"),
    sourceQuote: "DEVIS-2026-11-20-0900",
  },
)!;
const quote = {
  number: "DEVIS-2026-11-20-0900",
  issuedOn: "2026-11-20",
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
const balance: QuoteInvoiceSnapshot = {
  ...base,
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
        number: "FACT-2026-11-26-0900",
        issuedOn: "2026-11-26",
        ht: 300_000,
        vat: 54_000,
        ttc: 354_000,
      },
    ],
  },
};

describe("deposit and balance invoices as printed", () => {
  it("an invoice without billing reads as before", () => {
    expect(documentTitle(base)).toBe("Facture");
    expect(quoteReference(base)).toBe("DEVIS-2026-11-20-0900");
    expect(deductionTable(base)).toBeNull();
  });

  it("the balance: the quote's totals, the deposits deducted, « Net à payer »", () => {
    expect(documentTitle(balance)).toBe("Facture de solde");
    expect(quoteReference(balance)).toBe("DEVIS-2026-11-20-0900 du 20/11/2026");
    expect(totalRows(balance).map(([l, v]) => `${l}: ${v}`.replace(/\u00a0/g, " "))).toEqual([
      "Total HT: 1 000 000 FCFA",
      "TVA (18 %): 180 000 FCFA",
      "Total TTC: 1 180 000 FCFA",
      "Acompte déduit: − 354 000 FCFA",
      "Net à payer: 826 000 FCFA",
    ]);
    const { html } = renderDocument(balance, assets);
    expect(html).toContain("<h1>Facture de solde</h1>");
    expect(html).toContain("<caption>Acomptes déduits</caption>");
    expect(html).toMatch(
      /<td>FACT-2026-11-26-0900<\/td><td>26\/11\/2026<\/td><td class="r">300\u00a0000\u00a0FCFA<\/td>/,
    );
    expect(html).toContain("<td>Solde (net à payer)</td>");
  });

  it("a deposit: its title and the quote with its date", () => {
    const deposit: QuoteInvoiceSnapshot = {
      ...base,
      billing: { kind: "deposit", quote, percentage: "30" },
    };
    expect(documentTitle(deposit)).toBe("Facture d'acompte");
    const { html } = renderDocument(deposit, assets);
    expect(html).toContain("<h1>Facture d&#39;acompte</h1>");
    expect(html).toContain("DEVIS-2026-11-20-0900 du 20/11/2026");
  });
});
