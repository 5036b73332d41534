import { describe, expect, test } from "vitest";
import { defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { renderDocument } from "#app/features/print/render.ts";

// The print page of an invoice whose lines carry their own rates (ADR 050).

const assets = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost:3000/" };

const snap = snapshotQuoteInvoice(
  "invoice",
  {
    ...defaultQuoteInvoice(),
    clientName: "Keur Yaay SARL",
    clientEmail: "compta@example.sn",
    clientPhone: "77 000 00 00",
    clientAddress: "Dakar",
    clientNinea: "004 567 890 2G3",
    projectTitle: "Site",
    projectDuration: "1 mois",
    prestations: [
      { designation: "Site vitrine", quantity: "1", unitPrice: "100000", vat: "18" },
      {
        designation: "Formation",
        quantity: "1",
        unitPrice: "50000",
        vat: "0",
        exemptionReason: "Art. 361 du CGI",
      },
      { designation: "Hébergement", quantity: "1", unitPrice: "32000", vat: "debours" },
    ],
  },
  { number: "FACT-2026-0009", issuedAt: new Date("2026-11-30T09:00:00Z") },
)!;

describe("the print page, rates per line", () => {
  test("each line's rate, the summary by rate, the exemption, the débours, the NINEAs", () => {
    const html = renderDocument(snap, assets).html.replace(/[\u00a0\u202f]/g, " ");
    expect(html).toContain('<th class="r" scope="col">TVA</th>');
    expect(html).toMatch(/Site vitrine<\/td>.*?>18 %<\/td>/);
    expect(html).toMatch(/Formation<\/td>.*?>0 %\*<\/td>/);
    expect(html).toMatch(/Hébergement<\/td>.*?>Débours<\/td>/);
    expect(html).toContain("Récapitulatif de la TVA");
    // By hand: 18 % on 100 000 = 18 000; exempt base 50 000; débours 32 000; TTC 200 000.
    expect(html).toMatch(/>18 %<\/td><td[^>]*>100 000<\/td><td[^>]*>18 000<\/td>/);
    expect(html).toMatch(/>0 % exonéré\*<\/td><td[^>]*>50 000<\/td><td[^>]*>0<\/td>/);
    expect(html).toContain("* Exonération : Art. 361 du CGI");
    expect(html).toMatch(/Débours \(hors TVA\)<\/th><td>32 000 FCFA/);
    expect(html).toMatch(/Total TTC<\/th><td>200 000 FCFA/);
    expect(html).toContain("NINEA : 004 567 890 2G3");
    expect(html).toMatch(/NINEA : \S+ \S+ · RCCM : /);
  });
});
