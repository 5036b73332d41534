import { describe, expect, test } from "vitest";
import { errorsByPath } from "#tests/fixtures/zod-errors.ts";
import { cleanProposal } from "./snapshot.ts";
import {
  defaultProposal,
  defaultQuoteInvoice,
  ProposalSchema,
  QuoteInvoiceSchema,
  withTodaysPayment,
  type ProposalForm,
  type QuoteInvoiceForm,
} from "./schemas.ts";

const validQuote = (): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Awa Diop",
  clientEmail: "awa@example.sn",
  clientPhone: "+221 77 000 00 00",
  clientAddress: "Mermoz, Dakar",
  projectTitle: "Site vitrine",
  projectDuration: "3 semaines",
  prestations: [{ designation: "Conception", quantity: "1", unitPrice: "250000" }],
});

function errorsOf(schema: typeof QuoteInvoiceSchema | typeof ProposalSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : errorsByPath(result.error);
}

describe("quote and invoice form (docs/product.md §5)", () => {
  test("defaults of docs/product.md §4", () => {
    expect(defaultQuoteInvoice()).toMatchObject({
      prestations: [{ designation: "", quantity: "1", unitPrice: "0" }],
      applyDiscount: false,
      discountPercentage: "0",
      applyVat: true,
      vatPercentage: "18",
      showPaidStamp: false,
    });
  });

  test("« Facture acquittée » kept unticked in a draft starts again from today's defaults", () => {
    const page = { ...validQuote(), paidOn: "2026-11-26", paidMethod: "wave" };
    const kept = { ...validQuote(), paidOn: "2026-11-20", paidMethod: "especes" };
    expect(withTodaysPayment(kept, page)).toEqual({
      ...kept,
      paidOn: "2026-11-26",
      paidMethod: "wave",
    });
    // Ticked, the person's own day and method stay.
    const ticked = { ...kept, paidAtIssue: true };
    expect(withTodaysPayment(ticked, page)).toBe(ticked);
  });

  test("a complete form passes", () => {
    expect(QuoteInvoiceSchema.safeParse(validQuote()).success).toBe(true);
  });

  test("an empty form shows every message of docs/product.md, word for word", () => {
    expect(errorsOf(QuoteInvoiceSchema, defaultQuoteInvoice())).toEqual({
      clientName: "Nom du client requis",
      clientEmail: "Email invalide",
      clientPhone: "Téléphone du client requis",
      clientAddress: "Adresse du client requise",
      projectTitle: "Titre du projet requis",
      projectDuration: "Durée estimée requise",
      "prestations.0.designation": "Désignation requise",
    });
  });

  test("blank-only text is not an answer", () => {
    expect(errorsOf(QuoteInvoiceSchema, { ...validQuote(), clientName: "   " })).toEqual({
      clientName: "Nom du client requis",
    });
  });

  test.each(["pas-un-email", "a@b", "awa@@example.sn"])("email %j is refused", (email) => {
    expect(errorsOf(QuoteInvoiceSchema, { ...validQuote(), clientEmail: email })).toEqual({
      clientEmail: "Email invalide",
    });
  });

  test("line rules: quantity at least 0.1, price not negative", () => {
    const doc = validQuote();
    doc.prestations = [
      { designation: "A", quantity: "0.05", unitPrice: "10" },
      { designation: "B", quantity: "0", unitPrice: "10" },
      { designation: "C", quantity: "abc", unitPrice: "10" },
      { designation: "D", quantity: "0.1", unitPrice: "-1" },
      { designation: "E", quantity: "0,1", unitPrice: "0" },
    ];
    expect(errorsOf(QuoteInvoiceSchema, doc)).toEqual({
      "prestations.0.quantity": "Quantité doit être positive",
      "prestations.1.quantity": "Quantité doit être positive",
      "prestations.2.quantity": "Quantité doit être positive",
      "prestations.3.unitPrice": "Prix unitaire doit être positif",
    });
  });

  test("at least one line", () => {
    expect(errorsOf(QuoteInvoiceSchema, { ...validQuote(), prestations: [] })).toEqual({
      prestations: "Au moins une prestation requise",
    });
  });

  test("discount 0 to 100 and VAT not negative, only when applied", () => {
    const on = { ...validQuote(), applyDiscount: true, applyVat: true };
    expect(errorsOf(QuoteInvoiceSchema, { ...on, discountPercentage: "101" })).toEqual({
      discountPercentage: "La remise doit être comprise entre 0 et 100\u00a0%",
    });
    expect(errorsOf(QuoteInvoiceSchema, { ...on, discountPercentage: "100" })).toEqual({});
    expect(errorsOf(QuoteInvoiceSchema, { ...on, vatPercentage: "-1" })).toEqual({
      vatPercentage: "La TVA ne peut pas être négative",
    });
    expect(
      errorsOf(QuoteInvoiceSchema, {
        ...validQuote(),
        applyDiscount: false,
        discountPercentage: "500",
        applyVat: false,
        vatPercentage: "-3",
      }),
    ).toEqual({});
  });
});

describe("rates are whole percentages: decimals refused, never cut", () => {
  const on = { ...validQuote(), applyDiscount: true, applyVat: true };
  test("« 12.5 » or « 12,5 » as a discount, « 18,5 » as VAT: refused, naming the field", () => {
    for (const typed of ["12.5", "12,5", " 12,50 "]) {
      expect(errorsOf(QuoteInvoiceSchema, { ...on, discountPercentage: typed })).toEqual({
        discountPercentage: "La remise doit être un pourcentage entier, sans décimale",
      });
    }
    expect(errorsOf(QuoteInvoiceSchema, { ...on, vatPercentage: "18,5" })).toEqual({
      vatPercentage: "La TVA doit être un pourcentage entier, sans décimale",
    });
  });

  test("zeros after the comma change nothing; an unticked rate is not checked", () => {
    expect(errorsOf(QuoteInvoiceSchema, { ...on, discountPercentage: "12,0" })).toEqual({});
    expect(errorsOf(QuoteInvoiceSchema, { ...on, vatPercentage: "18.00" })).toEqual({});
    expect(
      errorsOf(QuoteInvoiceSchema, {
        ...validQuote(),
        applyDiscount: false,
        discountPercentage: "12,5",
        applyVat: false,
        vatPercentage: "0,5",
      }),
    ).toEqual({});
  });
});

const validProposal = (): ProposalForm => ({
  ...defaultProposal(),
  projectName: "Plateforme de réservation",
  objective: "Réserver en ligne",
  context: "Un hôtel à Saly",
  functionalities: [{ name: "Réservation", description: "Choix des dates et paiement" }],
  phases: [{ name: "Cadrage", description: "Ateliers", duration: "1 semaine" }],
});

describe("technical proposal form (docs/product.md §5)", () => {
  test("defaults of docs/product.md §4", () => {
    expect(defaultProposal()).toMatchObject({
      includeFunctionalities: true,
      functionalities: [{ name: "", description: "" }],
      includeArchitecture: false,
      phases: [{ name: "", description: "", duration: "" }],
    });
  });

  test("an empty form shows the messages of docs/product.md", () => {
    expect(errorsOf(ProposalSchema, defaultProposal())).toEqual({
      projectName: "Nom du projet requis",
      objective: "Objectif requis",
      context: "Contexte requis",
      "functionalities.0.name": "Nom de la fonctionnalité requis",
      "functionalities.0.description": "Description requise",
      "phases.0.name": "Nom de la phase requis",
      "phases.0.description": "Description requise",
      "phases.0.duration": "Durée requise",
    });
  });

  test("functionality rows are not checked when functionalities are not included", () => {
    expect(
      errorsOf(ProposalSchema, {
        ...validProposal(),
        includeFunctionalities: false,
        functionalities: [{ name: "", description: "" }],
      }),
    ).toEqual({});
  });

  test("at least one phase", () => {
    expect(errorsOf(ProposalSchema, { ...validProposal(), phases: [] })).toEqual({
      phases: "Au moins une phase requise",
    });
  });

  test("architecture and options are free", () => {
    expect(
      ProposalSchema.safeParse({ ...validProposal(), architecture: "", additionalOptions: "" })
        .success,
    ).toBe(true);
  });

  test("cleanProposal drops blank functionalities and incomplete phases", () => {
    const cleaned = cleanProposal({
      ...validProposal(),
      functionalities: [
        { name: "  Paiement  ", description: " Wave et Orange Money " },
        { name: "  ", description: "orpheline" },
      ],
      includeArchitecture: true,
      architecture: "  React Router\nPostgreSQL  ",
      phases: [
        { name: "Cadrage", description: "Ateliers", duration: "1 semaine" },
        { name: "Développement", description: "", duration: "4 semaines" },
        { name: "", description: "x", duration: "y" },
      ],
    });
    expect(cleaned.functionalities).toEqual([
      { name: "Paiement", description: "Wave et Orange Money" },
    ]);
    expect(cleaned.phases).toEqual([
      { name: "Cadrage", description: "Ateliers", duration: "1 semaine" },
    ]);
    expect(cleaned.architecture).toBe("React Router\nPostgreSQL");
  });

  test("cleanProposal empties what is not included", () => {
    const cleaned = cleanProposal({
      ...validProposal(),
      includeFunctionalities: false,
      includeArchitecture: false,
      architecture: "Ne doit pas apparaître",
    });
    expect(cleaned.functionalities).toEqual([]);
    expect(cleaned.architecture).toBe("");
  });
});

describe("language and currency (issue 35 §6)", () => {
  test("a USD document needs its rate, with a French message", () => {
    const errors = errorsOf(QuoteInvoiceSchema, { ...validQuote(), currency: "USD", usdRate: "" });
    expect(errors.usdRate).toMatch(/^Taux du dollar requis\u00a0: /);
    expect(
      QuoteInvoiceSchema.safeParse({ ...validQuote(), currency: "USD", usdRate: "605,5" }).success,
    ).toBe(true);
  });

  test("EUR needs no rate; an unknown currency or language is refused in French", () => {
    expect(
      QuoteInvoiceSchema.safeParse({ ...validQuote(), language: "en", currency: "EUR" }).success,
    ).toBe(true);
    const errors = errorsOf(QuoteInvoiceSchema, {
      ...validQuote(),
      currency: "GBP",
      language: "de",
    });
    expect(errors.currency).toBe("Devise\u00a0: choisissez XOF, EUR ou USD");
    expect(errors.language).toBe("Langue\u00a0: choisissez français ou anglais");
  });
});
