import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { DOCUMENT_KINDS, kindIs } from "#app/features/documents/kinds.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { balanceDue, canSend } from "#app/features/documents/status.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import type { DrawPdf } from "#app/features/documents/print-state.ts";
import { defaultSendMessage, sendSubject } from "#app/features/documents/send-message.ts";
import { documentEmail, recordWhatsappSend } from "#app/features/documents/send.server.ts";
import { whatsappConfig } from "./cloud.server.ts";
import { enqueueWhatsapp } from "./jobs.server.ts";
import { documentSentence, whatsappMessage } from "./message.ts";
import { whatsappNumber, whatsappUrl } from "./phone.ts";

// « Envoyer par WhatsApp » without any setup (ADR 043): the document's page says to which
// number it would go (or why not); the post records it in the history and answers with
// WhatsApp's click to chat, the message prefilled, in the tab the form opened.

/** « Envoyer par WhatsApp » posts to /documents/:numero?whatsapp. */
export const WHATSAPP_QUERY = "whatsapp";

/** `api`: WhatsApp Business is connected and sends the PDF itself (ADR 045). */
export type WhatsappCard = { to: string; api?: true } | { refusal: string };

type Row = Pick<typeof document.$inferSelect, "kind" | "status" | "snapshot">;

function clientPhoneOf(row: Row): string {
  const snap = row.snapshot as unknown as DocumentSnapshot;
  return "client" in snap && snap.client && "phone" in snap.client ? snap.client.phone : "";
}

/** The document's page: the number it would go to, or why not; null when it has no client page. */
export function whatsappCardOf(row: Row): WhatsappCard | null {
  if (!kindIs(row.kind, "clientPage") || !canSend(row.status)) return null;
  const number = whatsappNumber(clientPhoneOf(row));
  return number.ok
    ? { to: number.display, ...(whatsappConfig() ? { api: true as const } : {}) }
    : { refusal: number.message };
}

/** The facts of the message, as the chat's text and the template's parameters say them. */
function factsOf(row: typeof document.$inferSelect) {
  const snap = row.snapshot as unknown as DocumentSnapshot;
  return {
    kind: row.kind,
    number: row.number,
    clientName: row.party,
    project: "project" in snap && snap.project ? snap.project.title : row.project,
    totalTtc: row.totalTtc,
    balance: kindIs(row.kind, "payable") ? balanceDue(row) : null,
    validUntil: row.validUntil,
    dueOn: row.dueDate,
  };
}

/**
 * Through the Cloud API: the PDF drawn (outside the transaction), then stored with the
 * message and the history line; the message's email is kept for its fallback.
 */
export async function sendThroughApi(
  row: typeof document.$inferSelect,
  number: { digits: string; display: string },
  user: { name: string },
  api: ApiSending,
) {
  const snapshot = row.snapshot as unknown as DocumentSnapshot;
  const annex = await api.annexFor(row.id, row.kind);
  const pdf = await api.draw({ snapshot, status: row.status, paidOn: row.paidOn }, annex);
  const link = annex.clientLink?.url ?? "";
  const email = row.clientEmail
    ? documentEmail(
        snapshot,
        { subject: sendSubject(snapshot), message: defaultSendMessage(snapshot, row.paidOn) },
        link || undefined,
      )
    : null;
  const at = now();
  return recordWhatsappSend(row.number, number.display, user, at, async (tx, locked) => {
    const fileId = await storePdf(tx, pdfFileName(snapshot), pdf);
    return enqueueWhatsapp(
      {
        documentId: locked.id,
        purpose: "document",
        to: number.digits,
        params: [locked.party, documentSentence(factsOf(locked)), link],
        attachmentId: fileId,
        fallback:
          email && locked.clientEmail
            ? {
                kind: `document-${locked.kind}`,
                to: locked.clientEmail,
                replyTo: company.emails.commercial,
                ...email,
              }
            : null,
      },
      at,
      tx,
    );
  });
}

export function isWhatsappPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(WHATSAPP_QUERY);
}

/** What WhatsApp Business needs from the route: the PDF and what it prints beside it. */
export type ApiSending = {
  draw: DrawPdf;
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>;
};

/**
 * POST /documents/:numero?whatsapp: recorded (« Envoyé par WhatsApp »), then WhatsApp's
 * chat with the client's number and the message, its private link from `linkOf` (the
 * portal's, handed in by the route). Connected to WhatsApp Business (ADR 045), the
 * message goes through the Cloud API instead, with the PDF, and the page comes back.
 * A refusal comes back to the page as a toast.
 */
export async function handleWhatsappAction(
  request: Request,
  numero: string,
  linkOf: (documentId: string) => Promise<string>,
  api: ApiSending,
) {
  const back = `/documents/${encodeURIComponent(numero)}`;
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  const [row] = await db().select().from(document).where(eq(document.number, numero));
  if (!row)
    return redirectWithToast("/documents", {
      type: "error",
      message: `Le document ${numero} est introuvable.`,
    });
  // Sending follows the document's kind, as « Envoyer au client » (kinds.ts).
  const user = await requirePermission(request, DOCUMENT_KINDS[row.kind].permission);
  if (!kindIs(row.kind, "clientPage") || !canSend(row.status)) {
    return redirectWithToast(back, {
      type: "error",
      message: "Ce document ne s'envoie pas par WhatsApp.",
    });
  }
  const number = whatsappNumber(clientPhoneOf(row));
  if (!number.ok) return redirectWithToast(back, { type: "error", message: number.message });
  if (whatsappConfig()) {
    const queued = await sendThroughApi(row, number, user, api);
    if (!queued.ok) return redirectWithToast(back, { type: "error", message: queued.message });
    return redirectWithToast(back, {
      type: "success",
      message: `Document envoyé par WhatsApp au ${number.display}, avec le PDF.`,
    });
  }
  const text = whatsappMessage({
    ...factsOf(row),
    link: await linkOf(row.id),
    firm: company.name,
  });
  const recorded = await recordWhatsappSend(row.number, number.display, user, now());
  if (!recorded.ok) return redirectWithToast(back, { type: "error", message: recorded.message });
  throw redirect(whatsappUrl(number.digits, text), 303);
}
