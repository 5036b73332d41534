import { describe, expect, it } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";

// A quote accepted online (ADR 028): its print page shows the acceptance block where
// the « Bon pour accord » box to sign by hand was.

const assets = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost:3000/" };
const quote = snapshotQuoteInvoice("quote", quoteForm(), {
  number: "DEV-202611221405",
  issuedAt: new Date("2026-11-22T14:05:00Z"),
})!;
const acceptance = {
  at: "2026-11-26T10:15:00.000Z",
  name: "Awa <Diop>",
  role: "Gérante",
  fingerprint: "0f".repeat(32),
  signature: "data:image/png;base64,iVBORw0KGgo=",
};

describe("the acceptance block of the print page", () => {
  it("replaces the box to sign, with the sentence (escaped) and the signature", () => {
    const { html } = renderDocument(quote, assets, {}, { acceptance });
    expect(html).not.toContain("Date, signature et cachet du client");
    expect(html).toContain(
      `Accepté en ligne le 26 novembre 2026 à 10:15 (heure de Dakar) par Awa &lt;Diop&gt; (Gérante), empreinte SHA-256 ${"0f".repeat(32)}`,
    );
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("is absent without an acceptance, and without a signature draws no image", () => {
    expect(renderDocument(quote, assets).html).toContain("Date, signature et cachet du client");
    const unsigned = renderDocument(
      quote,
      assets,
      {},
      { acceptance: { ...acceptance, signature: null } },
    ).html;
    expect(unsigned).toContain("Accepté en ligne le");
    expect(unsigned).not.toContain('<img src="data:');
  });
});
