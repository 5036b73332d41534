import { z } from "#app/lib/zod.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type AuthoredKind,
} from "#app/features/documents/kinds.ts";
import {
  defaultQuoteInvoice,
  type ProposalForm,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";
import { LINE_VAT_VALUES } from "#app/features/documents/vat.ts";
import type { BilledEntries } from "#app/features/documents/billed-entries.ts";
import { CURRENCY_CODES, LANGUAGES } from "#app/lib/currency.ts";
import { COUNTRY_CODES } from "#app/lib/country-codes.ts";

// Unsent drafts live only in this browser (ADR 006): nothing goes to the server.

/** The kinds written by a form (kinds.ts: those with a create page). */
export type DraftKind = AuthoredKind;

// Each tab keeps its own drafts (ADR 006): two tabs never write over each
// other. A tab's id lives in its sessionStorage, so a reload keeps it (and its
// drafts); the drafts live in localStorage, so a tab that closes leaves them
// « released » for the next tab opened, which takes the latest one.
const PREFIX = "td:draft:";
const TAB_KEY = "td:tab";
const KINDS = DOCUMENT_KIND_NAMES.filter(
  (k): k is DraftKind => DOCUMENT_KINDS[k].createPage !== null,
);

/** This tab's id: kept by a reload, new in a new tab. */
function tabId(): string {
  let id = window.sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

/** This tab's draft of `kind`; `td:draft:<kind>` alone is a released one (older drafts too). */
const keyOf = (kind: DraftKind) => `${PREFIX}${kind}:${tabId()}`;

const text = z.string().max(20_000);

const QuoteInvoiceShape = z
  .object({
    clientName: text,
    clientEmail: text,
    clientPhone: text,
    clientAddress: text,
    // Fields added after drafts were first kept: an older draft gets the defaults.
    clientNinea: text.optional(),
    clientCountry: z.enum(COUNTRY_CODES).optional().catch(undefined),
    projectTitle: text,
    projectDuration: text,
    prestations: z
      .array(
        z.object({
          designation: text,
          quantity: text,
          unitPrice: text,
          // The line's own VAT (absent in drafts kept before it existed: the document's rate).
          vat: z.enum(LINE_VAT_VALUES).optional().catch(undefined),
          exemptionReason: text.optional(),
        }),
      )
      .min(1)
      .max(5000),
    applyDiscount: z.boolean(),
    discountPercentage: text,
    applyVat: z.boolean(),
    vatPercentage: text,
    showPaidStamp: z.boolean(),
    paidAtIssue: z.boolean().optional(),
    paidOn: text.optional(),
    paidMethod: text.optional(),
    paymentTerms: text.optional(),
    validityDays: text.optional(),
    // Issue 35 §6: a draft in EUR stays in EUR after a reload (older drafts: French, XOF).
    language: z.enum(LANGUAGES).optional().catch(undefined),
    currency: z.enum(CURRENCY_CODES).optional().catch(undefined),
    usdRate: text.optional(),
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
    /** Its tab has closed: the next tab opened takes it. */
    released: z.boolean().optional(),
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
export type Draft<F> = {
  savedAt: string;
  source?: string;
  note?: string;
  /** The project's entries an invoice from « Facturer » bills (ADR 056). */
  billing?: BilledEntries;
  form: F;
};
export type DraftOrigin = { source?: string; note?: string; billing?: BilledEntries };
type FormOf<K extends DraftKind> = K extends "proposal" ? ProposalForm : QuoteInvoiceForm;

/** The saved draft, or null when there is none or it is unreadable (then it is dropped). */
export function loadDraft<K extends DraftKind>(kind: K): Draft<FormOf<K>> | null {
  try {
    const own = window.localStorage.getItem(keyOf(kind));
    if (own) {
      const parsed = read(kind, own);
      // Released as this tab reloaded: it is this tab's again, no other may take it.
      if (parsed && isReleased(own))
        window.localStorage.setItem(keyOf(kind), JSON.stringify(parsed));
      if (parsed) return parsed;
      clearDraft(kind);
      return null;
    }
    return adoptReleased(kind);
  } catch {
    // Private mode or a hand-edited value: start afresh.
    return null;
  }
}

function read<K extends DraftKind>(kind: K, raw: string): Draft<FormOf<K>> | null {
  try {
    const json = JSON.parse(raw) as { billing?: BilledEntries };
    const parsed = SCHEMAS[kind].safeParse(json);
    if (!parsed.success) return null;
    const { released: _released, ...draft } = parsed.data;
    // A project's entries (ADR 056) are taken as kept: the server checks them at « Générer ».
    return (json.billing ? { ...draft, billing: json.billing } : draft) as Draft<FormOf<K>>;
  } catch {
    return null;
  }
}

function isReleased(raw: string): boolean {
  try {
    return (JSON.parse(raw) as { released?: unknown } | null)?.released === true;
  } catch {
    return false;
  }
}

/** A tab with no draft of its own takes the latest one a closed tab left. */
function adoptReleased<K extends DraftKind>(kind: K): Draft<FormOf<K>> | null {
  const storage = window.localStorage;
  let best: { key: string; draft: Draft<FormOf<K>> } | null = null;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key || (key !== `${PREFIX}${kind}` && !key.startsWith(`${PREFIX}${kind}:`))) continue;
    const raw = storage.getItem(key) ?? "";
    const released = key === `${PREFIX}${kind}` || isReleased(raw);
    if (!released) continue;
    const draft = read(kind, raw);
    if (!draft) storage.removeItem(key);
    else if (!best || draft.savedAt > best.draft.savedAt) best = { key, draft };
  }
  if (!best) return null;
  storage.setItem(keyOf(kind), JSON.stringify(best.draft));
  storage.removeItem(best.key);
  return best.draft;
}

let listening = false;

/**
 * From the first form opened until the tab goes away, even from another page
 * of the site (client-side navigation keeps this document): at `pagehide` the
 * tab's drafts are released; back from the back-forward cache, taken again.
 */
export function releaseDraftsOnLeave(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("pagehide", () => releaseDrafts());
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) releaseDrafts(false);
  });
}

/**
 * The tab is going away (closed, or reloaded: then it takes its drafts back
 * as it starts, by its id): its drafts are left for the next tab opened.
 */
function releaseDrafts(released = true): void {
  try {
    for (const kind of KINDS) {
      const key = keyOf(kind);
      const draft = read(kind, window.localStorage.getItem(key) ?? "");
      if (draft) window.localStorage.setItem(key, JSON.stringify({ ...draft, released }));
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
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
    if (origin.billing) draft.billing = origin.billing;
    window.localStorage.setItem(keyOf(kind), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is lost.
  }
}

export function clearDraft(kind: DraftKind): void {
  try {
    window.localStorage.removeItem(keyOf(kind));
  } catch {
    // Nothing to clear.
  }
}
