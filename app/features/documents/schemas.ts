import { PAYMENT_TERMS_DAYS } from "#app/config/company.ts";
import { company } from "#app/config/company-live.ts";
import { METHODS } from "#app/config/payment-methods.ts";
import { isCleanText } from "#app/lib/clean-text.ts";
import { z } from "#app/lib/zod.ts";
import { CURRENCY_CODES, LANGUAGES, parseRate } from "#app/lib/currency.ts";
import { COUNTRY_CODES } from "#app/lib/country-codes.ts";
import {
  LIMIT_MESSAGES,
  MAX_RATE,
  MAX_TOTAL,
  quantityWithin,
  rateWhole,
  rateWithin,
  unitPriceWithin,
} from "./limits.ts";
import { parseDecimal, parseWhole } from "#app/lib/money.ts";
import { addDays, printedDay } from "./numbering.ts";
import { computeTotals, isBillable, priceLine } from "./totals.ts";
import { EXEMPTION_REASON_MAX, LINE_VAT_VALUES } from "./vat.ts";

// The forms hold what people type (strings for numbers, so "1," can be typed);
// these schemas read it with the rules and messages of docs/product.md §5.
// The same schemas check the Conform form in the browser, where an empty input
// or an unticked box arrives as nothing: a missing text is read as "" and goes
// through the same checks (`prefault`), so its message is the same as in the
// JSON the server gets, and the rules across fields still run beside it.

// What the database and the print can hold: no control character, no half of
// an emoji (the server's guard refuses them in the request too).
const CLEAN_TEXT_MESSAGE =
  "Caractère invalide (caractère de contrôle ou moitié d'emoji)\u00a0: retirez-le";
const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isCleanText, CLEAN_TEXT_MESSAGE)
    .prefault("");
/** A text that may stay empty. */
const optionalText = () => z.string().refine(isCleanText, CLEAN_TEXT_MESSAGE).prefault("");
/**
 * A free text, never required: with a default (not a prefault) its input is
 * not marked `required` (Conform's constraint), and nothing typed reads as "".
 */
const freeText = () => z.string().refine(isCleanText, CLEAN_TEXT_MESSAGE).default("");
/** A box: unticked when the form sends nothing for it. */
const box = () => z.boolean().default(false);

const atLeastOneTenth = (raw: string) => {
  const { units, scale } = parseDecimal(raw);
  return units * 10n >= 10n ** BigInt(scale);
};

export const PrestationSchema = z
  .object({
    designation: required("Désignation requise"),
    quantity: z
      .string({ error: "Quantité doit être positive" })
      // A text too long to be within the limit is never made into a number.
      .refine((raw) => !quantityWithin(raw) || atLeastOneTenth(raw), "Quantité doit être positive")
      .refine(quantityWithin, LIMIT_MESSAGES.quantity)
      .prefault(""),
    // Empty reads as 0 francs (docs/product.md §5), which is allowed.
    unitPrice: z
      .string()
      .refine(
        (raw) => !unitPriceWithin(raw) || parseWhole(raw) >= 0,
        "Prix unitaire doit être positif",
      )
      .refine(unitPriceWithin, LIMIT_MESSAGES.unitPrice)
      .prefault(""),
    /** Its own VAT (vat.ts): "18", "10", "0", "debours"; "" or absent, the document's rate. */
    vat: z
      .enum(LINE_VAT_VALUES, { error: "TVA de la ligne\u00a0: choisissez un taux dans la liste" })
      .optional(),
    /** An exempt line (« 0 % exonéré »): why, required then and printed with it. */
    exemptionReason: z
      .string()
      .trim()
      .max(
        EXEMPTION_REASON_MAX,
        `Motif d'exonération trop long (${EXEMPTION_REASON_MAX} caractères au plus)`,
      )
      .refine(isCleanText, CLEAN_TEXT_MESSAGE)
      .optional(),
  })
  .superRefine((line, ctx) => {
    if (line.vat === "0" && !line.exemptionReason?.trim()) {
      ctx.addIssue({
        code: "custom",
        path: ["exemptionReason"],
        message:
          "Motif d'exonération requis pour une ligne à 0\u00a0% (par exemple l'article du CGI)",
      });
    }
  });
export type Prestation = z.output<typeof PrestationSchema>;

export const QuoteInvoiceSchema = z
  .object({
    clientName: required("Nom du client requis"),
    clientEmail: z
      .string({ error: "Email invalide" })
      .trim()
      .pipe(z.email({ error: "Email invalide" }))
      .prefault(""),
    clientPhone: required("Téléphone du client requis"),
    clientAddress: required("Adresse du client requise"),
    /** Optional: the client's NINEA, printed under its address. */
    clientNinea: z
      .string()
      .trim()
      .max(40, "NINEA trop long (40 caractères au plus)")
      .refine(isCleanText, CLEAN_TEXT_MESSAGE)
      .default(""),
    /** Where the client is (ADR 064); absent, Senegal (every document issued before). */
    clientCountry: z
      .enum(COUNTRY_CODES, { error: "Pays du client\u00a0: choisissez-le dans la liste" })
      .optional(),
    projectTitle: required("Titre du projet requis"),
    projectDuration: required("Durée estimée requise"),
    prestations: z.array(PrestationSchema).min(1, "Au moins une prestation requise"),
    applyDiscount: box(),
    discountPercentage: optionalText(),
    applyVat: box(),
    vatPercentage: optionalText(),
    /** An old draft's stamp: read, never acted on (ADR 020); « Facture acquittée » replaced it. */
    showPaidStamp: box(),
    /** Invoices: « Facture acquittée », a payment of the whole TTC recorded at issue (ADR 020). */
    paidAtIssue: box(),
    /** Its day (ISO) and method, read only when the box is ticked. */
    paidOn: optionalText(),
    paidMethod: optionalText(),
    /** Invoices: days to pay (0 = on receipt). */
    paymentTerms: z.enum(PAYMENT_TERMS_DAYS.map(String) as [string, ...string[]], {
      error: "Choisissez des conditions de paiement",
    }),
    /** Quotes: days the quote stays valid. */
    validityDays: optionalText(),
    /** Issue 35 §6 (ADR 055): the printed language and the currency; absent, French and XOF. */
    language: z
      .enum(LANGUAGES, { error: "Langue\u00a0: choisissez français ou anglais" })
      .optional(),
    currency: z
      .enum(CURRENCY_CODES, { error: "Devise\u00a0: choisissez XOF, EUR ou USD" })
      .optional(),
    /** USD only: francs CFA for one dollar, as typed (« 605,50 »), kept in the snapshot. */
    usdRate: optionalText().optional(),
  })
  .superRefine((doc, ctx) => {
    if (doc.currency === "USD" && parseRate(doc.usdRate ?? "") === null) {
      ctx.addIssue({
        code: "custom",
        path: ["usdRate"],
        message:
          "Taux du dollar requis\u00a0: le nombre de francs CFA pour 1\u00a0USD (par exemple 605,50)",
      });
    }
    if (doc.paidAtIssue) {
      for (const [path, message] of paidAtIssueErrors(doc)) {
        ctx.addIssue({ code: "custom", path: [path], message });
      }
    }
    const validity = parseWhole(doc.validityDays);
    if (validity < 1 || validity > 365) {
      ctx.addIssue({
        code: "custom",
        path: ["validityDays"],
        message: "La validité doit être comprise entre 1 et 365\u00a0jours",
      });
    }
    const discount = parseWhole(doc.discountPercentage);
    if (
      doc.applyDiscount &&
      !rateWhole(doc.discountPercentage) &&
      rateWithin(doc.discountPercentage)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["discountPercentage"],
        message: LIMIT_MESSAGES.wholeDiscount,
      });
    } else if (doc.applyDiscount && (discount < 0 || discount > 100)) {
      ctx.addIssue({
        code: "custom",
        path: ["discountPercentage"],
        message: "La remise doit être comprise entre 0 et 100\u00a0%",
      });
    }
    if (doc.applyVat && !rateWhole(doc.vatPercentage) && rateWithin(doc.vatPercentage)) {
      ctx.addIssue({ code: "custom", path: ["vatPercentage"], message: LIMIT_MESSAGES.wholeVat });
    } else if (doc.applyVat && parseWhole(doc.vatPercentage) < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["vatPercentage"],
        message: "La TVA ne peut pas être négative",
      });
    } else if (doc.applyVat && !rateWithin(doc.vatPercentage)) {
      ctx.addIssue({ code: "custom", path: ["vatPercentage"], message: LIMIT_MESSAGES.vat });
    }
    // The printed lines' totals, once each line is within its own limits.
    if (doc.prestations.every((l) => quantityWithin(l.quantity) && unitPriceWithin(l.unitPrice))) {
      const totals = computeTotals(doc.prestations.map(priceLine).filter(isBillable), {
        applyDiscount: doc.applyDiscount,
        discountPercentage: Math.min(MAX_RATE, Math.max(0, parseWhole(doc.discountPercentage))),
        applyVat: doc.applyVat,
        vatPercentage: Math.min(MAX_RATE, Math.max(0, parseWhole(doc.vatPercentage))),
      });
      if (totals.totalHT > MAX_TOTAL || totals.totalTTC > MAX_TOTAL) {
        ctx.addIssue({ code: "custom", path: ["prestations"], message: LIMIT_MESSAGES.total });
      } else if (doc.paidAtIssue && totals.totalTTC === 0 && isBillableForm(doc)) {
        ctx.addIssue({ code: "custom", path: ["paidAtIssue"], message: PAID_NOTHING_MESSAGE });
      }
    }
  });
/** The form's values, every field present (what a draft keeps and « Générer » sends). */
export type QuoteInvoiceForm = z.output<typeof QuoteInvoiceSchema>;

const PAID_NOTHING_MESSAGE =
  "Facture acquittée\u00a0: une facture de 0\u00a0FCFA n'a pas de paiement à enregistrer";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isBillableForm(doc: Pick<QuoteInvoiceForm, "prestations">): boolean {
  return doc.prestations.map(priceLine).some(isBillable);
}

/** A real calendar day written YYYY-MM-DD (no 31 February). */
function isIsoDay(raw: string): boolean {
  return ISO_DAY.test(raw) && addDays(raw, 0) === raw;
}

/** The earliest day « Facture acquittée » takes: one year before the invoice's day. */
export function earliestPaidOn(today: string): string {
  return addDays(today, -365);
}

/** « Facture acquittée »: what is wrong with its day and method, by field. */
export function paidAtIssueErrors(
  doc: Pick<QuoteInvoiceForm, "paidOn" | "paidMethod">,
): [keyof QuoteInvoiceForm, string][] {
  const errors: [keyof QuoteInvoiceForm, string][] = [];
  if (!isIsoDay(doc.paidOn)) {
    errors.push(["paidOn", "Date du paiement\u00a0: indiquez le jour où le paiement a été reçu"]);
  }
  if (!(METHODS as readonly string[]).includes(doc.paidMethod)) {
    errors.push(["paidMethod", "Moyen de paiement\u00a0: choisissez-en un dans la liste"]);
  }
  return errors;
}

/**
 * Why a day (well formed) cannot be « Facture acquittée »'s, or null. `today` is the
 * invoice's day, the server's in Dakar: money is not received in the future, and a
 * receipt older than a year is a typing slip (a wrong year), not an acquitted invoice.
 */
export function paidOnRefusal(paidOn: string, today: string): string | null {
  if (paidOn > today) return "Date du paiement\u00a0: elle ne peut pas être dans le futur";
  const earliest = earliestPaidOn(today);
  if (paidOn < earliest) {
    return `Date du paiement\u00a0: au plus un an avant la facture (le ${printedDay(earliest)} au plus tôt)`;
  }
  return null;
}

/**
 * The form's schema on the page: the same, plus the bounds of « Facture acquittée »'s
 * day from the day the page was served (the server checks again with its own day).
 */
export function quoteInvoiceSchemaFor(today: string) {
  return QuoteInvoiceSchema.superRefine((doc, ctx) => {
    if (!doc.paidAtIssue || !isIsoDay(doc.paidOn)) return;
    const refused = paidOnRefusal(doc.paidOn, today);
    if (refused) ctx.addIssue({ code: "custom", path: ["paidOn"], message: refused });
  });
}

/**
 * « Facture acquittée » unticked in a draft or a copy: its day and method start
 * again from the page's defaults (today, the usual method), not from the day kept.
 */
export function withTodaysPayment(
  form: QuoteInvoiceForm,
  empty: QuoteInvoiceForm,
): QuoteInvoiceForm {
  if (form.paidAtIssue) return form;
  if (form.paidOn === empty.paidOn && form.paidMethod === empty.paidMethod) return form;
  return { ...form, paidOn: empty.paidOn, paidMethod: empty.paidMethod };
}

/** docs/product.md §4 "Form defaults": one empty line (quantity 1, price 0), no discount, VAT 18 %. */
export function emptyPrestation(): Prestation {
  return { designation: "", quantity: "1", unitPrice: "0" };
}

/** A line as the form reads it back: with its own VAT, "" for the document's rate (issue 35 §2). */
export function prestationTemplate(): Required<Prestation> {
  return { ...emptyPrestation(), vat: "", exemptionReason: "" };
}

/** What a new quote or invoice starts with, from the firm's settings (the page's data in the browser). */
export type DocumentDefaults = {
  paymentTerms: string;
  validityDays: string;
  vatPercentage: string;
  /** « Facture acquittée »: today in Dakar (by the server's clock) and the firm's usual method. */
  paidOn: string;
  paidMethod: string;
};

/**
 * The server's current settings (ADR 033); the browser gets them from the page's
 * loader. `today`: the server's day in Dakar, which a paid invoice starts from.
 */
export function documentDefaults(today = ""): DocumentDefaults {
  return {
    paymentTerms: String(company.documents.paymentTermsDays),
    validityDays: String(company.documents.quoteValidityDays),
    vatPercentage: String(company.documents.defaultVatRate),
    paidOn: today,
    paidMethod: company.documents.paymentMethod,
  };
}

export function defaultQuoteInvoice(
  defaults: DocumentDefaults = documentDefaults(),
): QuoteInvoiceForm {
  return {
    clientName: "",
    clientEmail: "",
    clientPhone: "",
    clientAddress: "",
    clientNinea: "",
    projectTitle: "",
    projectDuration: "",
    prestations: [emptyPrestation()],
    applyDiscount: false,
    discountPercentage: "0",
    applyVat: true,
    vatPercentage: defaults.vatPercentage,
    showPaidStamp: false,
    paidAtIssue: false,
    paidOn: defaults.paidOn,
    paidMethod: defaults.paidMethod,
    paymentTerms: defaults.paymentTerms,
    validityDays: defaults.validityDays,
  };
}

const FunctionalitySchema = z.object({
  name: required("Nom de la fonctionnalité requis"),
  description: required("Description requise"),
});
export type Functionality = z.output<typeof FunctionalitySchema>;

const PhaseSchema = z.object({
  name: required("Nom de la phase requis"),
  description: required("Description requise"),
  duration: required("Durée requise"),
});
export type Phase = z.output<typeof PhaseSchema>;

export const ProposalSchema = z
  .object({
    projectName: required("Nom du projet requis"),
    objective: required("Objectif requis"),
    context: required("Contexte requis"),
    includeFunctionalities: box(),
    functionalities: z.array(z.object({ name: optionalText(), description: optionalText() })),
    includeArchitecture: box(),
    architecture: freeText(),
    phases: z.array(PhaseSchema).min(1, "Au moins une phase requise"),
    additionalOptions: freeText(),
  })
  .superRefine((doc, ctx) => {
    // Hidden rows are not the person's concern: only included ones are checked.
    if (!doc.includeFunctionalities) return;
    doc.functionalities.forEach((row, index) => {
      const result = FunctionalitySchema.safeParse(row);
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({
          code: "custom",
          path: ["functionalities", index, ...issue.path],
          message: issue.message,
        });
      }
    });
  });
export type ProposalForm = z.output<typeof ProposalSchema>;

export function emptyFunctionality(): Functionality {
  return { name: "", description: "" };
}

export function emptyPhase(): Phase {
  return { name: "", description: "", duration: "" };
}

/** docs/product.md §4: functionalities included with one empty row, architecture excluded, one phase. */
export function defaultProposal(): ProposalForm {
  return {
    projectName: "",
    objective: "",
    context: "",
    includeFunctionalities: true,
    functionalities: [emptyFunctionality()],
    includeArchitecture: false,
    architecture: "",
    phases: [emptyPhase()],
    additionalOptions: "",
  };
}
