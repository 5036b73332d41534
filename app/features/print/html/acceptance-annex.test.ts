import { describe, expect, it } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import "#app/features/wording/with-english.ts";

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

  it("on an English quote, says it in English (ADR 055): « Approved », « Approved online on … »", () => {
    const english = snapshotQuoteInvoice("quote", quoteForm({ language: "en", currency: "EUR" }), {
      number: "DEVIS-2026-0042",
      issuedAt: new Date("2026-12-02T09:00:00Z"),
      englishWords,
    })!;
    const { html } = renderDocument(english, assets, {}, { acceptance });
    expect(html).toContain(">Approved</p>");
    expect(html).toContain(
      `Approved online on 26 November 2026 at 10:15 (Dakar time) by Awa &lt;Diop&gt; (Gérante), SHA-256 fingerprint ${"0f".repeat(32)}`,
    );
    expect(html).toContain('alt="Signature of Awa &lt;Diop&gt;"');
    expect(html).not.toMatch(/Bon pour accord|Accepté en ligne|heure de Dakar/);
  });
});
