import { z } from "#app/lib/zod.ts";
import { can } from "#app/features/auth/permissions.ts";
import { getCurrentSession, twoFactorRequired } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import type { DocumentAnnex } from "./annex.ts";
import { now } from "#app/features/platform/clock.server.ts";
import type { PaymentMethod } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { dakarDay } from "./numbering.ts";
import { issueDocument, type Tx } from "./register.server.ts";
import { paidAtIssueErrors, paidOnRefusal, type QuoteInvoiceForm } from "./schemas.ts";
import { IssueRequestSchema, type IssueResponse } from "./requests.ts";

// « Générer »: the studio posts the form here (JSON); the server numbers,
// freezes and records the document, then answers what to print.
const MAX_BYTES = 2_000_000;
// A request the studio never sends (a number for a text, an unknown kind) has
// no message of the forms: zod's French one, with the no-break space before « : ».
const french = z.locales.fr().localeError;

function answer(body: IssueResponse, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
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
};

/** POST /documents/emettre: always a JSON answer, its `error` in French. */
export async function handleIssue(
  request: Request,
  { annexFor, payInFull }: IssueParts = {},
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
  // Invoices and quotes are separate permissions (permissions.ts); the setup of
  // a required two-factor sign-in comes before anything else.
  const permission = parsed.data.kind === "invoice" ? "invoices.issue" : "quotes.issue";
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
  const issuedAt = new Date();
  let within: Parameters<typeof issueDocument>[3];
  const input = parsed.data;
  if (input.kind === "invoice" && input.form.paidAtIssue) {
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
