import { eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { contactMessage, document, type PaymentMethod } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { can } from "#app/features/auth/permissions.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { getCurrentSession, twoFactorRequired } from "#app/features/auth/session.server.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { DOCUMENT_KINDS, kindIs } from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import {
  conversionRefusal,
  invoicesOfQuote,
} from "#app/features/documents/quote-invoices.server.ts";
import { getSnapshot, issueDocument, type Tx } from "#app/features/documents/register.server.ts";
import { BilledEntriesSchema, type BilledEntries } from "#app/features/documents/billed-entries.ts";
import { IssueRequestSchema, type IssueResponse } from "#app/features/documents/requests.ts";
import {
  paidAtIssueErrors,
  paidOnRefusal,
  type ProposalForm,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import {
  invoiceIssuedFromQuote,
  quoteIssuedFromLead,
} from "#app/features/pipeline/pipeline.server.ts";
import { duplicateOf, invoiceFromQuote, proposalCopy, quoteFromLead } from "./prefill.ts";
import type { Prefill } from "./use-document-form.ts";
import { privateJson } from "#app/lib/private-response.ts";

// The create pages (/create-quote, /create-invoice, /create-technical-proposal): what
// they start from, and « Générer ».

type Found<F> = { prefill: Prefill<F> } | { error: string } | null;

const missing = (what: string) => ({
  error: `${what} introuvable\u00a0: le formulaire n'a pas été prérempli.`,
});

/** ?dupliquer=N (same kind), ?devis=N (an invoice from a quote), ?demande=id (a quote from a lead). */
export async function quoteInvoicePrefill(
  kind: "quote" | "invoice",
  url: URL,
): Promise<Found<QuoteInvoiceForm>> {
  const copy = url.searchParams.get("dupliquer");
  if (copy) {
    const snap = await getSnapshot(copy);
    if (!snap || snap.kind !== kind) return missing(`Le document ${copy}`);
    return { prefill: duplicateOf(snap) };
  }
  const quote = url.searchParams.get("devis");
  if (quote && kind === "invoice") {
    const snap = await getSnapshot(quote);
    if (!snap || snap.kind !== "quote") return missing(`Le devis ${quote}`);
    // Already invoiced (ADR 021): said before anything is typed.
    const [row] = await db()
      .select({ id: document.id })
      .from(document)
      .where(eq(document.number, quote));
    const invoiced = row && conversionRefusal(quote, await invoicesOfQuote(db(), row.id));
    if (invoiced) return { error: invoiced };
    return { prefill: invoiceFromQuote(snap) };
  }
  const lead = url.searchParams.get("demande");
  if (lead && kind === "quote") {
    const id = z.uuid().safeParse(lead);
    const [row] = id.success
      ? await db().select().from(contactMessage).where(eq(contactMessage.id, id.data))
      : [];
    if (!row) return missing("La demande");
    return {
      prefill: quoteFromLead(row.id, {
        name: row.name,
        email: row.email,
        message: row.message,
        reference: row.projectReference,
        service: serviceLabel(row.subject),
        createdAt: row.createdAt,
      }),
    };
  }
  return null;
}

export async function proposalPrefill(url: URL): Promise<Found<ProposalForm>> {
  const copy = url.searchParams.get("dupliquer");
  if (!copy) return null;
  const snap = await getSnapshot(copy);
  if (!snap || snap.kind !== "proposal") return missing(`Le document ${copy}`);
  return { prefill: proposalCopy(snap) };
}

// « Générer »: the studio posts the form here (JSON); the server numbers,
// freezes and records the document, then answers what to print.
const MAX_BYTES = 2_000_000;
// A request the studio never sends (a number for a text, an unknown kind) has
// no message of the forms: zod's French one, with the no-break space before « : ».
const french = z.locales.fr().localeError;

function answer(body: IssueResponse, status = 200) {
  return privateJson(body, status);
}

/** « Facture acquittée »: the ledger's payment of the whole TTC, in the issuing transaction. */
export type PayInFull = (
  tx: Tx,
  invoice: { id: string; number: string },
  paid: { paidOn: string; method: PaymentMethod; requestKey: string },
  by: SessionUser,
  now: Date,
) => Promise<void>;

/** What other features add to an issue (documents imports none of them; the route composes). */
export type IssueParts = {
  /** The client link (ADR 027), made at issue by the portal feature, printed at once. */
  annexFor?: (documentId: string) => Promise<DocumentAnnex>;
  /** The ledger's (ADR 020): without it, « Facture acquittée » is refused. */
  payInFull?: PayInFull;
  /**
   * « Facturer » a project (ADR 056): marks the entries the invoice bills, in the issuing
   * transaction, or throws IssueRefused; without it such an invoice is refused.
   */
  billEntries?: (tx: Tx, invoice: { id: string }, billing: BilledEntries) => Promise<void>;
};

/** POST /documents/emettre: always a JSON answer, its `error` in French. */
export async function handleIssue(
  request: Request,
  { annexFor, payInFull, billEntries }: IssueParts = {},
): Promise<Response> {
  const guarded = await guardForm(request, {
    maxBytes: MAX_BYTES,
    json: true,
    tooLargeMessage: "Document trop volumineux pour être émis.",
  });
  if (!guarded.ok) {
    return answer({ ok: false, error: guarded.refusal.message }, guarded.refusal.status);
  }
  const current = await getCurrentSession(request);
  const user = current?.user;
  if (user?.role !== "staff") {
    return answer(
      {
        ok: false,
        error: "Votre session a expiré\u00a0: reconnectez-vous, votre saisie est conservée.",
      },
      401,
    );
  }
  const text = new TextDecoder().decode(guarded.bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(
      { ok: false, error: "Requête illisible\u00a0: rechargez la page et réessayez." },
      400,
    );
  }
  const parsed = IssueRequestSchema.safeParse(json, { error: french });
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message.replace(/ ([:;!?])/g, "\u00a0$1");
    return answer(
      {
        ok: false,
        error: `Le document n'a pas été émis\u00a0: ${first ?? "saisie invalide"}.`,
      },
      400,
    );
  }
  // Each kind its permission (kinds.ts, permissions.ts); the setup of a required
  // two-factor sign-in comes before anything else.
  const permission = DOCUMENT_KINDS[parsed.data.kind].permission;
  if (!can(user.staffRole, permission)) {
    return answer(
      {
        ok: false,
        error: "Votre rôle ne permet pas d'émettre ce document. Demandez-le au gérant.",
      },
      403,
    );
  }
  if (!current?.twoFactorEnabled && (await twoFactorRequired())) {
    return answer(
      {
        ok: false,
        error:
          "Activez d'abord la connexion en deux étapes (page Sécurité) pour émettre un document.",
      },
      403,
    );
  }
  // « Facturer » a project (ADR 056): the entries an invoice bills, read apart from the form;
  // only a kind the client owes, which an avoir can cancel and so free them again.
  const billed = BilledEntriesSchema.optional().safeParse((json as { billing?: unknown }).billing, {
    error: french,
  });
  if (!billed.success || (billed.data && !DOCUMENT_KINDS[parsed.data.kind].payable)) {
    return answer(
      {
        ok: false,
        error:
          "Le document n'a pas été émis\u00a0: les entrées du projet à facturer sont illisibles.",
      },
      400,
    );
  }
  const issuedAt = now();
  let within: Parameters<typeof issueDocument>[3];
  const input = parsed.data;
  // « Facture acquittée »: the form of a payable kind, paid in full at issue.
  if (kindIs(input.kind, "payable") && "paidAtIssue" in input.form && input.form.paidAtIssue) {
    const refused = paidAtIssueRefusal(input.form, user, payInFull);
    if (refused) return answer({ ok: false, error: refused.message }, refused.status);
    const paid = {
      paidOn: input.form.paidOn,
      method: input.form.paidMethod as PaymentMethod,
      // The issue's own key: a retried click finds the invoice, so nothing is paid twice.
      requestKey: input.requestKey,
    };
    within = (tx, invoice) => payInFull!(tx, invoice, paid, user, issuedAt);
  }
  // A quote prepared from a request: its opportunity is « Devis envoyé » in the issue (ADR 048).
  if (input.kind === "quote" && input.lead) {
    const lead = input.lead;
    within = (tx, quote) => quoteIssuedFromLead(tx, lead, quote.id, issuedAt);
  }
  // An invoice from a quote accepts it: its opportunity is « Gagné » (ADR 048).
  if ("sourceQuote" in input && input.sourceQuote) {
    const paying = within;
    within = async (tx, invoice) => {
      await paying?.(tx, invoice);
      await invoiceIssuedFromQuote(tx, invoice.id, issuedAt);
    };
  }
  // « Facturer » a project: its entries are the invoice's, or nothing is issued (ADR 056).
  if (billed.data) {
    const billing = billed.data;
    if (!billEntries) {
      return answer(
        { ok: false, error: "Cette facture de projet ne peut pas être émise ici." },
        422,
      );
    }
    const before = within;
    within = async (tx, invoice) => {
      await before?.(tx, invoice);
      await billEntries(tx, invoice, billing);
    };
  }
  const result = await issueDocument(input, user, issuedAt, within);
  if (!result.ok) return answer({ ok: false, error: result.message }, 422);
  const doc = result.value;
  return answer({
    ok: true,
    number: doc.number,
    name: doc.name,
    paidOn: doc.paidOn,
    snapshot: doc.snapshot,
    ...(annexFor ? { annex: await annexFor(doc.id) } : {}),
  });
}

/**
 * Why « Facture acquittée » cannot be issued as sent, or null: recording a payment is
 * the payments permission (a role may issue invoices without it), and its day must be
 * within the year before today, by the server's clock in Dakar (schemas.ts).
 */
function paidAtIssueRefusal(
  form: QuoteInvoiceForm,
  user: SessionUser,
  payInFull: PayInFull | undefined,
): { status: number; message: string } | null {
  if (!can(user.staffRole, "payments")) {
    return {
      status: 403,
      message:
        "Votre rôle ne permet pas d'enregistrer un paiement\u00a0: la facture n'a pas été émise. Décochez «\u00a0Facture acquittée\u00a0» ou demandez au gérant.",
    };
  }
  const wrong = paidAtIssueErrors(form)[0]?.[1] ?? paidOnRefusal(form.paidOn, dakarDay(now()));
  if (wrong) return { status: 400, message: `La facture n'a pas été émise\u00a0: ${wrong}.` };
  if (!payInFull) {
    return {
      status: 422,
      message:
        "Une facture acquittée ne peut pas être émise ici\u00a0: émettez-la, puis enregistrez son paiement.",
    };
  }
  return null;
}
