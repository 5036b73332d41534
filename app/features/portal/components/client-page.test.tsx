import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { snapshotProposal, snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import type { ClientPageView } from "#app/features/portal/types.ts";
import { DOCUMENT_KIND_NAMES, kindIs } from "#app/features/documents/kinds.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { SNAPSHOT_OF } from "#tests/fixtures/snapshots.ts";
import { ClientPage } from "./client-page.tsx";

// The client page's offers (ADR 027, contracts between the parts): answer a quote
// only while it waits and has not expired; « Payer en ligne » only on an invoice with
// a balance AND a configured provider; the payment details only while a balance is due.

const TOKEN = "T".repeat(43);

function view(kind: "quote" | "invoice", patch: Partial<ClientPageView> = {}): ClientPageView {
  const snapshot = snapshotQuoteInvoice(
    kind,
    quoteForm({
      prestations: [{ designation: "Site vitrine", quantity: "3", unitPrice: "100 000" }],
      applyVat: false,
    }),
    { number: kind === "quote" ? "DEVIS-1" : "FACT-1", issuedAt: new Date("2026-11-20T10:00:00Z") },
  )!;
  return {
    token: TOKEN,
    kind,
    number: snapshot.number,
    snapshot,
    status: "sent",
    storedStatus: "sent",
    paidOn: null,
    cancelledBy: null,
    totalTtc: 300_000,
    paidTotal: 0,
    creditedTotal: 0,
    balance: kind === "invoice" ? 300_000 : 0,
    payments: [],
    history: [{ at: "2026-11-20T10:00:00.000Z", text: "Envoyé par e-mail le …" }],
    canAnswer: kind === "quote",
    ...patch,
  };
}

const html = (props: Parameters<typeof ClientPage>[0]) =>
  renderToStaticMarkup(<ClientPage {...props} />);

describe("ClientPage", () => {
  it("a waiting quote: « Accepter » and « Refuser » to their pages, the PDF, no payment", () => {
    const page = html({ view: view("quote") });
    expect(page).toContain(`href="/d/${TOKEN}/accepter"`);
    expect(page).toContain(`href="/d/${TOKEN}/refuser"`);
    expect(page).toContain(`href="/d/${TOKEN}/pdf"`);
    expect(page).not.toContain("/payer");
    expect(page).not.toContain("Coordonnées de paiement");
  });

  it("an answered or expired quote offers no answer; the acceptance slot shows", () => {
    const page = html({
      view: view("quote", { canAnswer: false, status: "accepted", storedStatus: "accepted" }),
      acceptance: <p>Accepté en ligne le …</p>,
    });
    expect(page).not.toContain("/accepter");
    expect(page).not.toContain("/refuser");
    expect(page).toContain("Accepté en ligne le …");
  });

  it("« Payer en ligne » only with a balance and a provider; the details while a balance is due", () => {
    const due = view("invoice");
    expect(html({ view: due })).not.toContain("/payer");
    const offered = html({ view: due, onlinePayment: true });
    expect(offered).toContain(`href="/d/${TOKEN}/payer"`);
    expect(offered).toContain("Coordonnées de paiement");
    expect(offered).toContain(">Orange Money</dt>");
    // 300 000 FCFA, written with no-break spaces.
    expect(offered).toMatch(/Reste à payer<\/dt><dd[^>]*>300\u00a0000\u00a0FCFA/);

    const paid = view("invoice", {
      balance: 0,
      paidTotal: 300_000,
      status: "paid",
      storedStatus: "paid",
    });
    const page = html({ view: paid, onlinePayment: true });
    expect(page).not.toContain("/payer");
    expect(page).not.toContain("Coordonnées de paiement");
    expect(page).toMatch(/Reste à payer<\/dt><dd[^>]*>0\u00a0FCFA/);
  });

  it("draws no script: the page is HTML alone", () => {
    expect(html({ view: view("invoice"), onlinePayment: true })).not.toMatch(/<script|onclick=/i);
  });

  it("a technical proposal: its project and phases, its PDF, nothing to answer or pay", () => {
    const snapshot = snapshotProposal(
      {
        projectName: "Plateforme « Teranga »",
        objective: "Vendre en ligne",
        context: "Une boutique à Dakar",
        includeFunctionalities: false,
        functionalities: [],
        includeArchitecture: false,
        architecture: "",
        phases: [
          { name: "Conception", description: "Maquettes", duration: "2 semaines" },
          { name: "Développement", description: "Sprints", duration: "6 semaines" },
        ],
        additionalOptions: "",
      },
      { number: "PROP-1", issuedAt: new Date("2026-11-20T10:00:00Z") },
    )!;
    const page = html({
      view: {
        ...view("quote"),
        kind: "proposal",
        number: "PROP-1",
        snapshot,
        canAnswer: false,
        totalTtc: null,
      },
      onlinePayment: true,
    });
    expect(page).toContain("Plateforme « Teranga »");
    expect(page).toContain("2. Développement");
    expect(page).toContain(`href="/d/${TOKEN}/pdf"`);
    expect(page).not.toMatch(/\/accepter|\/refuser|\/payer/);
  });

  // Each kind with a page of its own (kinds.ts) has its view of the document (CLIENT_VIEWS).
  it.each(DOCUMENT_KIND_NAMES.filter((k) => kindIs(k, "clientPage")))(
    "%s: the document as the client reads it",
    (kind) => {
      const snapshot = SNAPSHOT_OF[kind]();
      const page = html({
        view: { ...view("quote"), kind, number: snapshot.number, snapshot, canAnswer: false },
      });
      expect(page).toContain('id="document"');
      expect(page).toContain(snapshot.number);
      expect(page).toContain(kindIs(kind, "priced") ? "client-lines" : "Phases");
    },
  );
});

describe("an English invoice in EUR (issue 35 §6, ADR 055)", () => {
  const snapshot = snapshotQuoteInvoice(
    "invoice",
    quoteForm({
      clientName: "Atelier Lumière SARL",
      clientAddress: "12 rue de Rivoli\n75004 Paris, France",
      language: "en",
      currency: "EUR",
      applyVat: true,
      vatPercentage: "18",
      prestations: [{ designation: "Website design", quantity: "1", unitPrice: "2 500" }],
    }),
    { number: "FACT-9", issuedAt: new Date("2026-11-30T10:00:00Z"), englishWords },
  )!;
  // By hand: 2 500,00 € + 18 % = 2 950,00 €; × 655,957 = 1 935 073,15 → 1 935 073 francs.
  const markup = html({
    view: {
      ...view("invoice"),
      snapshot,
      number: "FACT-9",
      totalTtc: 1_935_073,
      balance: 1_935_073,
    },
    onlinePayment: true,
  });
  const page = markup.replace(/<[^>]+>/g, " ");

  it("says it is English (a screen reader reads it so), the site's frame around it French", () => {
    expect(markup).toMatch(/^<section lang="en"/);
    expect(html({ view: view("invoice") })).toMatch(/^<section lang="fr"/);
  });

  it("reads in English, in euros, with its XOF equivalent at the parity", () => {
    expect(page).toContain("30 November 2026");
    expect(page).toContain("€2,950.00");
    expect(page).toContain("This invoice amounts to:");
    expect(page).toContain("Two thousand nine hundred fifty euros, VAT included");
    expect(page).toContain("Equivalent: XOF 1,935,073 (fixed parity 1 EUR = 655.957 XOF)");
    expect(page).toMatch(/Website design/);
  });

  it("its page around the document reads in English: buttons, cards, the francs owed", () => {
    const text = page.replace(/[\s\u00a0]+/g, " ");
    for (const words of [
      "Download the PDF",
      "UBL e-invoice",
      "History",
      "Invoice amount €2,950.00",
      "Equivalent XOF 1,935,073",
      "Balance due XOF 1,935,073",
      "Payment details",
      "Please quote number FACT-9 with your payment.",
      "Bank transfer",
      "Account holder:",
      "The document",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(
      /Télécharger|Facture électronique|Historique|Reste à payer|Règlement|Virement|Titulaire/,
    );
  });

  it("offers no mobile money: no « Payer en ligne », no Wave, the bank details", () => {
    expect(page).not.toContain("/payer");
    expect(page).not.toContain("Wave");
    expect(page).toContain("IBAN");
  });
});
