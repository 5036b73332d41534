import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import type { Permission } from "#app/features/auth/permissions.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { dakarDay } from "./numbering.ts";
import { printStateOf } from "./print/quote-invoice-html.ts";
import { changeStatus, getDocument } from "./register.server.ts";
import type { DocumentAnnex } from "./annex.ts";
import { StatusChangeSchema } from "./requests.ts";
import { defaultSendMessage, sendSubject } from "./send-message.ts";
import { sendDocument } from "./send.server.ts";

/** GET /documents/:numero: the document, today in Dakar and the mail prepared for « Envoyer ». */
export async function loadDocument(request: Request, numero: string) {
  await requirePermission(request, "documents.read");
  const doc = await getDocument(numero);
  if (!doc) throw httpError("Document introuvable", 404);
  const { paidOn } = printStateOf(doc);
  return {
    doc: { ...doc, issuedOn: dakarDay(doc.issuedAt) },
    today: dakarDay(now()),
    send: {
      to: doc.clientEmail ?? "",
      subject: sendSubject(doc.snapshot),
      message: defaultSendMessage(doc.snapshot, paidOn),
    },
  };
}

/** Who may issue or send a document of this number: invoices' or quotes' permission. */
async function issuePermissionOf(numero: string): Promise<Permission> {
  const doc = await getDocument(numero);
  return doc?.kind === "invoice" ? "invoices.issue" : "quotes.issue";
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
  annexFor?: (documentId: string) => Promise<DocumentAnnex>,
) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "", result: formRefusal(message) }, { status });
  }
  // Sending follows the document's kind; accepting or refusing a quote is quotes' work.
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
    const sent = await sendDocument(numero, change, user, new Date(), undefined, annexFor);
    if (!sent.ok) {
      return data(
        { intent: "send", result: formRefusal(sent.message, submission.reply()) },
        { status: 409 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      message: `Document envoyé à ${change.to}, avec le PDF en pièce jointe.`,
    });
  }
  const result = await changeStatus(numero, change.intent, user);
  if (!result.ok) return redirectWithToast(back, { type: "error", message: result.message });
  return redirectWithToast(back, { type: "success", message: DONE[change.intent] });
}
