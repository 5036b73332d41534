import { z } from "#app/lib/zod.ts";
import { defaultQuoteInvoice, type ProposalForm, type QuoteInvoiceForm } from "./schemas.ts";

// Unsent drafts live only in this browser (ADR 006): nothing goes to the server.

export type DraftKind = "quote" | "invoice" | "proposal";

const KEY: Record<DraftKind, string> = {
  quote: "td:draft:quote",
  invoice: "td:draft:invoice",
  proposal: "td:draft:proposal",
};

const text = z.string().max(20_000);

const QuoteInvoiceShape = z
  .object({
    clientName: text,
    clientEmail: text,
    clientPhone: text,
    clientAddress: text,
    // Fields added after drafts were first kept: an older draft gets the defaults.
    clientNinea: text.optional(),
    projectTitle: text,
    projectDuration: text,
    prestations: z
      .array(z.object({ designation: text, quantity: text, unitPrice: text }))
      .min(1)
      .max(5000),
    applyDiscount: z.boolean(),
    discountPercentage: text,
    applyVat: z.boolean(),
    vatPercentage: text,
    showPaidStamp: z.boolean(),
    paymentTerms: text.optional(),
    validityDays: text.optional(),
  })
  .transform((form): QuoteInvoiceForm => ({ ...defaultQuoteInvoice(), ...stripUndefined(form) }));

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const ProposalShape = z.object({
  projectName: text,
  objective: text,
  context: text,
  includeFunctionalities: z.boolean(),
  functionalities: z
    .array(z.object({ name: text, description: text }))
    .min(1)
    .max(500),
  includeArchitecture: z.boolean(),
  architecture: text,
  phases: z
    .array(z.object({ name: text, description: text, duration: text }))
    .min(1)
    .max(500),
  additionalOptions: text,
}) satisfies z.ZodType<ProposalForm>;

const envelope = <T extends z.ZodType>(form: T) =>
  z.object({
    savedAt: z.iso.datetime(),
    source: z.string().max(100).optional(),
    note: z.string().max(500).optional(),
    form,
  });

const SCHEMAS = {
  quote: envelope(QuoteInvoiceShape),
  invoice: envelope(QuoteInvoiceShape),
  proposal: envelope(ProposalShape),
};

/**
 * `source`: the quote an invoice is made from (printed « Réf. devis »);
 * `note`: where a prefilled draft came from, shown above the form.
 */
export type Draft<F> = { savedAt: string; source?: string; note?: string; form: F };
export type DraftOrigin = { source?: string; note?: string };
type FormOf<K extends DraftKind> = K extends "proposal" ? ProposalForm : QuoteInvoiceForm;

/** The saved draft, or null when there is none or it is unreadable (then it is dropped). */
export function loadDraft<K extends DraftKind>(kind: K): Draft<FormOf<K>> | null {
  try {
    const raw = window.localStorage.getItem(KEY[kind]);
    if (!raw) return null;
    const parsed = SCHEMAS[kind].safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as Draft<FormOf<K>>;
  } catch {
    // Private mode or a hand-edited value: start afresh.
  }
  clearDraft(kind);
  return null;
}

export function saveDraft<K extends DraftKind>(
  kind: K,
  form: FormOf<K>,
  origin: DraftOrigin = {},
): void {
  try {
    const draft: Draft<FormOf<K>> = { savedAt: new Date().toISOString(), form };
    if (origin.source) draft.source = origin.source;
    if (origin.note) draft.note = origin.note;
    window.localStorage.setItem(KEY[kind], JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is lost.
  }
}

export function clearDraft(kind: DraftKind): void {
  try {
    window.localStorage.removeItem(KEY[kind]);
  } catch {
    // Nothing to clear.
  }
}
