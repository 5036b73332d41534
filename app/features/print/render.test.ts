import { describe, expect, test } from "vitest";
import { buildProposal, buildQuoteInvoice } from "./render.ts";
import {
  defaultProposal,
  defaultQuoteInvoice,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";

const ASSETS = { fontUrl: "/assets/inter.woff2", baseUrl: "https://example.sn/" };
const NOW = new Date("2026-11-22T14:05:00Z");

const quote = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Awa Diop",
  clientEmail: "awa@example.sn",
  clientPhone: "77 000 00 00",
  clientAddress: "Mermoz\nDakar",
  projectTitle: "Site vitrine",
  projectDuration: "3 semaines",
  prestations: [{ designation: "Conception", quantity: "1", unitPrice: "250000" }],
  ...patch,
});

/** The visible text of the document, roughly: tags out, spaces plain. */
function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/[\u00a0\s]+/g, " ")
    .replaceAll(" .", ".");
}

describe("buildQuoteInvoice", () => {
  test("number, name and title from the client name and Dakar time", () => {
    const doc = buildQuoteInvoice("quote", quote(), NOW, ASSETS)!;
    expect(doc.number).toBe("DEVIS-2026-11-22-1405");
    expect(doc.name).toBe("Awa-Diop-DEVIS-2026-11-22-1405");
    expect(doc.html).toContain("<title>Awa-Diop-DEVIS-2026-11-22-1405</title>");
    expect(doc.html).toContain('<html lang="fr">');
    expect(text(doc.html)).toContain("Date 22/11/2026");
  });

  test("no valid line left: nothing is generated", () => {
    expect(
      buildQuoteInvoice(
        "invoice",
        quote({
          prestations: [
            { designation: "  ", quantity: "1", unitPrice: "100" },
            { designation: "Rien", quantity: "0", unitPrice: "100" },
          ],
        }),
        NOW,
        ASSETS,
      ),
    ).toBeNull();
  });

  test("only billable lines are printed, numbered from 1", () => {
    const doc = buildQuoteInvoice(
      "invoice",
      quote({
        prestations: [
          { designation: "Ignorée", quantity: "0", unitPrice: "100" },
          { designation: "Gardée", quantity: "2", unitPrice: "100" },
        ],
      }),
      NOW,
      ASSETS,
    )!;
    expect(text(doc.html)).toContain("1 Gardée 2 100 200");
    expect(doc.html).not.toContain("Ignorée");
  });

  test("discount and VAT rows only when applied and above 0", () => {
    const none = text(buildQuoteInvoice("quote", quote({ applyVat: false }), NOW, ASSETS)!.html);
    expect(none).not.toMatch(/Remise \(/);
    expect(none).not.toMatch(/TVA \(/);
    // Neither discount nor VAT: one total, no « HT », no « TTC ».
    expect(none).not.toContain("Total net HT");
    expect(none).not.toContain("Total HT");
    expect(none).not.toContain("TTC");
    expect(none).toContain("Total 250 000 FCFA");
    expect(none).toContain(
      "Arrêté le présent devis à la somme de : deux cent cinquante mille francs CFA.",
    );
    const invoiceNoVat = text(
      buildQuoteInvoice(
        "invoice",
        quote({ applyVat: false, applyDiscount: true, discountPercentage: "10" }),
        NOW,
        ASSETS,
      )!.html,
    );
    expect(invoiceNoVat).toContain("Total HT 250 000 FCFA");
    expect(invoiceNoVat).toContain("Remise (10 %) − 25 000 FCFA");
    expect(invoiceNoVat).not.toContain("Total net HT");
    expect(invoiceNoVat).toContain("Net à payer 225 000 FCFA");
    expect(invoiceNoVat).not.toContain("TTC");

    const vatOnly = text(buildQuoteInvoice("quote", quote(), NOW, ASSETS)!.html);
    expect(vatOnly).toContain(
      "Total HT 250 000 FCFA TVA (18 %) 45 000 FCFA Total TTC 295 000 FCFA",
    );
    expect(vatOnly).not.toContain("Total net HT");

    const zero = text(
      buildQuoteInvoice(
        "quote",
        quote({ applyDiscount: true, discountPercentage: "0", vatPercentage: "0" }),
        NOW,
        ASSETS,
      )!.html,
    );
    expect(zero).not.toMatch(/Remise \(/);
    expect(zero).not.toMatch(/TVA \(/);

    const both = text(
      buildQuoteInvoice(
        "quote",
        quote({ applyDiscount: true, discountPercentage: "10" }),
        NOW,
        ASSETS,
      )!.html,
    );
    expect(both).toContain("Total HT 250 000 FCFA");
    expect(both).toContain("Remise (10 %) − 25 000 FCFA");
    expect(both).toContain("Total net HT 225 000 FCFA");
    expect(both).toContain("TVA (18 %) 40 500 FCFA");
    expect(both).toContain("Total TTC 265 500 FCFA");
    expect(both).toContain(
      "Arrêté le présent devis à la somme de : deux cent soixante-cinq mille cinq cents francs CFA TTC.",
    );
  });

  test("quotes carry their validity, invoices their terms, due date and payment details", () => {
    const q = text(buildQuoteInvoice("quote", quote(), NOW, ASSETS)!.html);
    expect(q).toContain("Valable jusqu'au 22/12/2026");
    expect(q).not.toContain("Échéance");
    const inv = text(
      buildQuoteInvoice(
        "invoice",
        quote({ paymentTerms: "15", clientNinea: "004567890 2V1" }),
        NOW,
        ASSETS,
      )!.html,
    );
    expect(inv).toContain("Échéance 07/12/2026");
    expect(inv).toContain("Conditions de paiement : 15 jours");
    expect(inv).toContain("NINEA : 004567890 2V1");
    expect(inv).toContain("au plus tard le 07/12/2026");
    for (const s of [
      "RIB : SN100",
      "IBAN : SN08",
      "BIC : BHSNSNDA",
      "Wave +221",
      "Orange Money +221",
    ]) {
      expect(inv).toContain(s);
    }
    const onReceipt = text(
      buildQuoteInvoice("invoice", quote({ paymentTerms: "0" }), NOW, ASSETS)!.html,
    );
    expect(onReceipt).toContain("Conditions de paiement : à réception");
    expect(onReceipt).toContain("Échéance 22/11/2026");
    // No client NINEA given: no empty line for it.
    expect(q).not.toMatch(/NINEA : (?!009876543)/);
  });

  test("the last lines are kept with the totals (a page never holds the totals alone)", () => {
    const lines = Array.from({ length: 5 }, (_, i) => ({
      designation: `Ligne ${i + 1}`,
      quantity: "1",
      unitPrice: "1000",
    }));
    const { html } = buildQuoteInvoice("invoice", quote({ prestations: lines }), NOW, ASSETS)!;
    const tail = html.slice(html.indexOf('<tbody class="tail">'));
    expect(tail).toContain("Ligne 4");
    expect(tail).toContain("Ligne 5");
    expect(tail).not.toContain("Ligne 3");
    expect(tail).toContain("Total TTC");
    expect(html).toMatch(/tbody\.tail \{ break-inside: avoid;/);
    // The compact header of the following pages: firm, number, page n / N; not on page 1.
    expect(html).toContain('@top-left { content: "Teranga Digital — FACT-2026-11-22-1405"');
    expect(html).toContain("@page :first { @top-left { content: none; }");
  });

  test("invoice wording, and the stamp only when chosen", () => {
    const plainInvoice = buildQuoteInvoice("invoice", quote(), NOW, ASSETS)!.html;
    expect(text(plainInvoice)).toContain("Arrêtée la présente facture à la somme de :");
    expect(plainInvoice).not.toContain('aria-label="Payé"');
    const paid = buildQuoteInvoice("invoice", quote({ showPaidStamp: true }), NOW, ASSETS)!.html;
    expect(paid).toContain('aria-label="Payé"');
    // A quote never carries the stamp, even if the flag came along.
    const q = buildQuoteInvoice("quote", quote({ showPaidStamp: true }), NOW, ASSETS)!.html;
    expect(q).not.toContain('aria-label="Payé"');
    expect(text(q)).toContain("vaut acceptation des conditions");
  });

  test("the company block comes from the company config", () => {
    const t = text(buildQuoteInvoice("quote", quote(), NOW, ASSETS)!.html);
    for (const s of [
      "Teranga Digital SARL",
      "L'audace d'aller plus loin",
      "Sacré-Cœur 3",
      "+221 33 824 57 10",
      "contact@teranga-digital.sn",
      "devis@teranga-digital.sn",
      "NINEA : 009876543 2G3",
      "RCCM : SN-DKR-2025-B-01234",
    ]) {
      expect(t).toContain(s);
    }
  });

  test("what people type cannot inject markup", () => {
    const doc = buildQuoteInvoice(
      "quote",
      quote({
        clientName: '<img src=x onerror="alert(1)">',
        prestations: [{ designation: "<script>alert(1)</script>", quantity: "1", unitPrice: "1" }],
      }),
      NOW,
      ASSETS,
    )!;
    expect(doc.html).not.toContain("<script>alert");
    expect(doc.html).not.toContain("<img src=x");
    expect(doc.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("print CSS: A4, repeated header, rows kept whole, exact colours, page numbers", () => {
    const { html } = buildQuoteInvoice("quote", quote(), NOW, ASSETS)!;
    expect(html).toContain("size: A4");
    expect(html).toMatch(/table\.lines > thead \{ display: table-header-group; \}/);
    expect(html).toMatch(/table\.lines > tbody > tr \{ break-inside: avoid;/);
    expect(html).toMatch(/\.closing \{ break-inside: avoid;/);
    expect(html).toMatch(/table\.lines > tbody\.tail \{ break-inside: avoid;/);
    expect(html).toContain("print-color-adjust: exact");
    expect(html).toContain('counter(page) " / " counter(pages)');
    expect(html).toContain('src: url("/assets/inter.woff2")');
    expect(html).toContain('<base href="https://example.sn/">');
  });
});

describe("buildProposal", () => {
  const proposal = () => ({
    ...defaultProposal(),
    projectName: "Application de livraison",
    objective: "Livrer plus vite",
    context: "Une enseigne de Thiès\nqui livre à moto",
    functionalities: [{ name: "Suivi", description: "Position du livreur" }],
    phases: [
      { name: "Cadrage", description: "Ateliers", duration: "1 semaine" },
      { name: "Incomplète", description: "", duration: "2 semaines" },
    ],
  });

  test("number, name, and a footer valid 30 days", () => {
    const doc = buildProposal(proposal(), NOW, ASSETS)!;
    expect(doc.number).toBe("PROP-TECH-2026-11-22-1405");
    expect(doc.name).toBe("Application-de-livraison-PROP-TECH-2026-11-22-1405");
    expect(text(doc.html)).toContain(
      "valable 30 jours à compter de sa date d'émission, soit jusqu'au 22/12/2026",
    );
  });

  test("sections in order, numbered; incomplete phases dropped; line breaks kept", () => {
    const doc = buildProposal(proposal(), NOW, ASSETS)!;
    const t = text(doc.html);
    expect(t).toMatch(
      /1\. Contexte du projet .* 2\. Objectif .* 3\. Fonctionnalités .* 4\. Chronogramme .* 5\. Pourquoi choisir Teranga Digital ?/,
    );
    expect(doc.html).not.toContain("Incomplète");
    expect(doc.html).toContain('<p class="pre">Une enseigne de Thiès\nqui livre à moto</p>');
    for (const d of [
      "Innovation technologique",
      "Rapidité d'exécution",
      "Expertise métier",
      "Accompagnement personnalisé",
    ]) {
      expect(t).toContain(d);
    }
  });

  test("architecture and options appear when given", () => {
    const doc = buildProposal(
      {
        ...proposal(),
        includeArchitecture: true,
        architecture: "API\nBase de données",
        additionalOptions: "Formation",
      },
      NOW,
      ASSETS,
    )!;
    expect(text(doc.html)).toMatch(
      /4\. Architecture technique .* 5\. Chronogramme .* 6\. Options supplémentaires/,
    );
  });

  test("no complete phase: nothing is generated", () => {
    expect(
      buildProposal(
        { ...proposal(), phases: [{ name: "x", description: "", duration: "" }] },
        NOW,
        ASSETS,
      ),
    ).toBeNull();
  });
});
