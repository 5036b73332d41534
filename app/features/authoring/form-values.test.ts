import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  defaultProposal,
  defaultQuoteInvoice,
  paidOnRefusal,
  ProposalSchema,
  QuoteInvoiceSchema,
  quoteInvoiceSchemaFor,
} from "#app/features/documents/schemas.ts";
import { formValues } from "./use-document-form.ts";

// The studio's forms are checked by Conform from what the browser sends: empty
// inputs and unticked boxes arrive as nothing. The messages must be those of
// docs/product.md §5 all the same, never zod's English.

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

function errorsOf(submission: { status?: string; error?: unknown }) {
  return (submission.error ?? {}) as Record<string, string[] | null>;
}

const EMPTY_QUOTE = {
  clientName: "",
  clientEmail: "",
  clientPhone: "",
  clientAddress: "",
  clientNinea: "",
  projectTitle: "",
  projectDuration: "",
  "prestations[0].designation": "",
  "prestations[0].quantity": "",
  "prestations[0].unitPrice": "",
  discountPercentage: "",
  vatPercentage: "",
  paymentTerms: "30",
  validityDays: "",
};

const FILLED_QUOTE = {
  ...EMPTY_QUOTE,
  clientName: "Awa Diop",
  clientEmail: "awa@example.sn",
  clientPhone: "+221 77 000 00 00",
  clientAddress: "Mermoz",
  projectTitle: "Site",
  projectDuration: "2 semaines",
  "prestations[0].designation": "Conception",
  "prestations[0].quantity": "1,5",
  applyVat: "on",
  vatPercentage: "18",
  validityDays: "30",
};

describe("the quote form as the browser sends it", () => {
  test("an empty form: the French messages, none for optional fields or unticked boxes", () => {
    const submission = parseWithZod(formData(EMPTY_QUOTE), { schema: QuoteInvoiceSchema });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toEqual({
      clientName: ["Nom du client requis"],
      clientEmail: ["Email invalide"],
      clientPhone: ["Téléphone du client requis"],
      clientAddress: ["Adresse du client requise"],
      projectTitle: ["Titre du projet requis"],
      projectDuration: ["Durée estimée requise"],
      "prestations[0].designation": ["Désignation requise"],
      "prestations[0].quantity": ["Quantité doit être positive"],
      // The rules across fields are checked beside the others, as in the JSON.
      validityDays: ["La validité doit être comprise entre 1 et 365\u00a0jours"],
    });
  });

  test("a filled form: ticked boxes are true, unticked false, empty texts empty", () => {
    const submission = parseWithZod(formData(FILLED_QUOTE), { schema: QuoteInvoiceSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      clientNinea: "",
      applyDiscount: false,
      discountPercentage: "",
      applyVat: true,
      showPaidStamp: false,
      prestations: [{ designation: "Conception", quantity: "1,5", unitPrice: "" }],
    });
  });

  test("a discount over 100 % and an empty validity are refused in French", () => {
    const submission = parseWithZod(
      formData({
        ...FILLED_QUOTE,
        applyDiscount: "on",
        discountPercentage: "101",
        validityDays: "",
      }),
      { schema: QuoteInvoiceSchema },
    );
    expect(errorsOf(submission)).toEqual({
      discountPercentage: ["La remise doit être comprise entre 0 et 100\u00a0%"],
      validityDays: ["La validité doit être comprise entre 1 et 365\u00a0jours"],
    });
  });
});

describe("« Facture acquittée » as the browser sends it", () => {
  const TODAY = "2026-11-26";
  const acquitted = {
    ...FILLED_QUOTE,
    "prestations[0].unitPrice": "150000",
    paidAtIssue: "on",
    paidOn: TODAY,
    paidMethod: "wave",
  };

  test("off by default: its day and method are not checked, whatever they hold", () => {
    expect(defaultQuoteInvoice()).toMatchObject({ paidAtIssue: false });
    const submission = parseWithZod(
      formData({ ...FILLED_QUOTE, paidOn: "", paidMethod: "bitcoin" }),
      { schema: quoteInvoiceSchemaFor(TODAY) },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.paidAtIssue).toBe(false);
  });

  test("ticked: the day and the method as typed", () => {
    const submission = parseWithZod(formData(acquitted), { schema: quoteInvoiceSchemaFor(TODAY) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      paidAtIssue: true,
      paidOn: TODAY,
      paidMethod: "wave",
    });
  });

  test("ticked: no day, a day that does not exist, no method, refused in French naming the field", () => {
    const submission = parseWithZod(
      formData({ ...acquitted, paidOn: "2026-02-31", paidMethod: "" }),
      { schema: quoteInvoiceSchemaFor(TODAY) },
    );
    expect(errorsOf(submission)).toEqual({
      paidOn: ["Date du paiement\u00a0: indiquez le jour où le paiement a été reçu"],
      paidMethod: ["Moyen de paiement\u00a0: choisissez-en un dans la liste"],
    });
    const empty = parseWithZod(formData({ ...acquitted, paidOn: "" }), {
      schema: quoteInvoiceSchemaFor(TODAY),
    });
    expect(errorsOf(empty)).toEqual({
      paidOn: ["Date du paiement\u00a0: indiquez le jour où le paiement a été reçu"],
    });
  });

  test("the day: not after today, not more than a year before it (365 days, both ends included)", () => {
    const at = (paidOn: string) =>
      errorsOf(
        parseWithZod(formData({ ...acquitted, paidOn }), { schema: quoteInvoiceSchemaFor(TODAY) }),
      );
    expect(at("2026-11-27")).toEqual({
      paidOn: ["Date du paiement\u00a0: elle ne peut pas être dans le futur"],
    });
    // 2026-11-26 − 365 days = 2025-11-26 (2026 is not a leap year).
    expect(at("2025-11-26")).toEqual({});
    expect(at("2025-11-25")).toEqual({
      paidOn: [
        "Date du paiement\u00a0: au plus un an avant la facture (le 26/11/2025 au plus tôt)",
      ],
    });
    // The server's own schema has no day of its own: it checks the bounds with its clock.
    expect(paidOnRefusal("2026-11-27", TODAY)).toBe(
      "Date du paiement\u00a0: elle ne peut pas être dans le futur",
    );
    expect(paidOnRefusal(TODAY, TODAY)).toBeNull();
  });

  test("a paid invoice of 0 FCFA has nothing to record", () => {
    const submission = parseWithZod(formData({ ...acquitted, "prestations[0].unitPrice": "0" }), {
      schema: QuoteInvoiceSchema,
    });
    expect(errorsOf(submission)).toEqual({
      paidAtIssue: [
        "Facture acquittée\u00a0: une facture de 0\u00a0FCFA n'a pas de paiement à enregistrer",
      ],
    });
  });
});

describe("the proposal form as the browser sends it", () => {
  test("functionalities are checked only when included, with the French messages", () => {
    const base = {
      projectName: "",
      objective: "",
      context: "",
      "functionalities[0].name": "",
      "functionalities[0].description": "",
      architecture: "",
      "phases[0].name": "",
      "phases[0].description": "",
      "phases[0].duration": "",
      additionalOptions: "",
    };
    const excluded = parseWithZod(formData(base), { schema: ProposalSchema });
    expect(errorsOf(excluded)).toEqual({
      projectName: ["Nom du projet requis"],
      objective: ["Objectif requis"],
      context: ["Contexte requis"],
      "phases[0].name": ["Nom de la phase requis"],
      "phases[0].description": ["Description requise"],
      "phases[0].duration": ["Durée requise"],
    });
    const filled = {
      ...base,
      projectName: "Réservations",
      objective: "Réserver en ligne",
      context: "Un hôtel à Saly",
      "phases[0].name": "Cadrage",
      "phases[0].description": "Ateliers",
      "phases[0].duration": "1 semaine",
    };
    expect(parseWithZod(formData(filled), { schema: ProposalSchema }).status).toBe("success");
    // Empty and included: the functionality's messages beside the others.
    const empty = parseWithZod(formData({ ...base, includeFunctionalities: "on" }), {
      schema: ProposalSchema,
    });
    expect(errorsOf(empty)?.["functionalities[0].name"]).toEqual([
      "Nom de la fonctionnalité requis",
    ]);
    expect(errorsOf(empty)?.projectName).toEqual(["Nom du projet requis"]);
    const included = parseWithZod(formData({ ...filled, includeFunctionalities: "on" }), {
      schema: ProposalSchema,
    });
    expect(errorsOf(included)).toEqual({
      "functionalities[0].name": ["Nom de la fonctionnalité requis"],
      "functionalities[0].description": ["Description requise"],
    });
  });
});

describe("formValues: Conform's value in the shape a draft keeps", () => {
  test("boxes become booleans, missing texts empty strings, rows shaped like the first", () => {
    expect(
      formValues(defaultQuoteInvoice(), {
        clientName: "Awa",
        applyVat: "on",
        prestations: [{ designation: "Logo", quantity: "2" }, { unitPrice: "5" }],
      }),
    ).toEqual({
      ...defaultQuoteInvoice(),
      clientName: "Awa",
      discountPercentage: "",
      vatPercentage: "",
      paymentTerms: "",
      validityDays: "",
      paidMethod: "",
      applyVat: true,
      prestations: [
        { designation: "Logo", quantity: "2", unitPrice: "" },
        { designation: "", quantity: "", unitPrice: "5" },
      ],
    });
  });

  test("the defaults, as Conform holds them, read back as the defaults", () => {
    const conform = {
      ...defaultProposal(),
      includeFunctionalities: "on",
      includeArchitecture: undefined,
    };
    expect(formValues(defaultProposal(), conform)).toEqual(defaultProposal());
  });
});
