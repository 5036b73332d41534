import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { can, type Permission } from "#app/features/auth/permissions.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/features/documents/kinds.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { printStateOf } from "#app/features/documents/print-state.ts";
import {
  changeStatus,
  DOCUMENTS_PER_PAGE,
  getDocument,
  listDocuments,
} from "#app/features/documents/register.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { StatusChangeSchema } from "#app/features/documents/requests.ts";
import { defaultSendMessage, sendSubject } from "#app/features/sending/send-message.ts";
import { sendDocument } from "#app/features/sending/send.server.ts";
import { quoteMarked } from "#app/features/pipeline/pipeline.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { sendPlanOf, whatsappSendChannel } from "#app/features/whatsapp/send.server.ts";
import { sentMessage } from "#app/features/whatsapp/send-plan.ts";
import { lateRange, RegisterQuerySchema } from "./schemas.ts";

/** GET /documents: a page of the register, filtered as the address bar says. */
export async function loadRegister(request: Request) {
  await requirePermission(request, "documents.read");
  const url = new URL(request.url);
  const f = RegisterQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = f.page ?? 1;
  const at = now();
  const { rows, total, figure } = await listDocuments(
    {
      q: f.q,
      kind: f.type,
      status: f.statut,
      from: f.du,
      to: f.au,
      page,
      // The dashboard's links (ADR 025).
      client: f.client,
      cashedFrom: f.encaisse_du,
      cashedTo: f.encaisse_au,
      owing: f.solde === "du",
      late: lateRange(f.retard),
    },
    at,
  );
  const pageCount = Math.max(1, Math.ceil(total / DOCUMENTS_PER_PAGE));
  if (page > pageCount) {
    url.searchParams.set("page", String(pageCount));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const today = dakarDay(at);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    rows: rows.map(({ issuedAt, ...r }) => ({ ...r, issuedOn: dakarDay(issuedAt) })),
    total,
    page,
    pageCount,
    filters: {
      q: f.q,
      type: f.type,
      statut: f.statut,
      du: f.du,
      au: f.au,
      client: f.client,
      encaisse_du: f.encaisse_du,
      encaisse_au: f.encaisse_au,
      solde: f.solde,
      retard: lateRange(f.retard) ? f.retard : undefined,
    },
    figure,
    today,
    month: { from: monthStart, to: addDays(addDays(monthStart, 32).slice(0, 8) + "01", -1) },
  };
}

/**
 * GET /documents/:numero: the document, today in Dakar, the mail prepared for
 * « Envoyer », and the buttons the member's role may use (each action checks again).
 */
export async function loadDocument(request: Request, numero: string) {
  const user = await requirePermission(request, "documents.read");
  const doc = await getDocument(numero);
  if (!doc) throw httpError("Document introuvable", 404);
  const { paidOn } = printStateOf(doc);
  const role = user.staffRole;
  // Sending and duplicating are its kind's (kinds.ts); the rest is one feature's each.
  const issue = DOCUMENT_KINDS[doc.kind].permission;
  return {
    doc: { ...doc, issuedOn: dakarDay(doc.issuedAt) },
    today: dakarDay(now()),
    // What « Envoyer au client » will do: the client's preference (ADR 045).
    sendPlan: await sendPlanOf(doc),
    send: {
      to: doc.clientEmail ?? "",
      subject: sendSubject(doc.snapshot),
      message: defaultSendMessage(doc.snapshot, paidOn),
    },
    may: {
      send: can(role, issue),
      answer: can(role, "quotes.issue"),
      convert: can(role, "invoices.issue"),
      duplicate: can(role, issue),
      payments: can(role, "payments"),
      creditNotes: can(role, "credit-notes"),
      billing: can(role, "invoices.issue"),
    },
  };
}

/** Who may send a document of this number: its kind's permission (kinds.ts). */
async function issuePermissionOf(numero: string): Promise<Permission> {
  const doc = await getDocument(numero);
  return doc ? DOCUMENT_KINDS[doc.kind].permission : "quotes.issue";
}

const DONE = {
  accept: "Devis marqué accepté.",
  refuse: "Devis marqué refusé.",
} as const;

/** POST /documents/:numero: a status change or « Envoyer », each its own intent. */
export async function handleDocumentAction(
  request: Request,
  numero: string,
  // What the client's side prints (client link ADR 027, acceptance ADR 028), from the
  // route: documents never import those features.
  annexFor?: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "", result: formRefusal(message) }, { status });
  }
  // Sending follows the document's kind (kinds.ts: a credit note's is « credit-notes »);
  // accepting or refusing a quote is quotes' work.
  const intent = String(guarded.form.get("intent") ?? "");
  const user =
    intent === "send"
      ? await requirePermission(request, await issuePermissionOf(numero))
      : await requirePermission(request, "quotes.issue");
  const back = `/documents/${encodeURIComponent(numero)}`;
  const { form } = guarded;
  const submission = parseWithZod(form, { schema: StatusChangeSchema });
  if (submission.status !== "success") {
    const intent = String(form.get("intent") ?? "");
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  const change = submission.value;
  if (change.intent === "send") {
    // The client's preference (ADR 045): e-mail, WhatsApp Business or both.
    let whatsapp: { emailToo: boolean; to: string } | null = null;
    const sent = await sendDocument(
      numero,
      change,
      user,
      now(),
      documentPdf,
      annexFor,
      undefined,
      async (tx, sending) => (whatsapp = await whatsappSendChannel(tx, sending)),
    );
    if (!sent.ok) {
      return data(
        { intent: "send", result: formRefusal(sent.message, submission.reply()) },
        { status: 409 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      message: sentMessage(change.to, whatsapp),
    });
  }
  const at = now();
  // A quote the client accepted or refused by phone or on paper moves its opportunity (ADR 048).
  const result = await changeStatus(numero, change.intent, user, {}, at, async (tx, changed) => {
    if (changed.status === "accepted" || changed.status === "refused") {
      await quoteMarked(tx, changed.id, changed.status, at);
    }
  });
  if (!result.ok) return redirectWithToast(back, { type: "error", message: result.message });
  return redirectWithToast(back, { type: "success", message: DONE[change.intent] });
}
