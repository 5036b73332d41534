import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "#app/db/db.server.ts";
import { clientDocument, document } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { DOCUMENT_KINDS, kindIs } from "#app/features/documents/kinds.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { canSend } from "#app/features/documents/status.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import type { DrawPdf } from "#app/features/documents/print-state.ts";
import { defaultSendMessage, sendSubject } from "#app/features/sending/send-message.ts";
import { documentEmail, recordWhatsappSend } from "#app/features/sending/send.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { PRIVATE_NO_STORE, privateText } from "#app/lib/private-response.ts";
import { whatsappConfig } from "./cloud.server.ts";
import { markWhatsappHandled, WHATSAPP_CHECK_PERMISSION } from "./checks.server.ts";
import { enqueueWhatsapp } from "./jobs.server.ts";
import { documentSentence, whatsappMessage } from "./message.ts";
import { whatsappNumber, whatsappUrl } from "./phone.ts";
import { clientPhoneOf, factsOf } from "./send.server.ts";

// « Envoyer par WhatsApp » without any setup (ADR 043): the document's page says to which
// number it would go (or why not); the post records it in the history and answers with
// WhatsApp's click to chat, the message prefilled, in the tab the form opened.

/** « Envoyer par WhatsApp » posts to /documents/:numero?whatsapp. */
export const WHATSAPP_QUERY = "whatsapp";

/** `api`: WhatsApp Business is connected and sends the PDF itself (ADR 045). */
export type WhatsappCard = { to: string; api?: true } | { refusal: string };

type Row = Pick<typeof document.$inferSelect, "kind" | "status" | "snapshot">;

/** The document's page: the number it would go to, or why not; null when it has no client page. */
export function whatsappCardOf(row: Row): WhatsappCard | null {
  if (!kindIs(row.kind, "clientPage") || !canSend(row.status)) return null;
  const number = whatsappNumber(clientPhoneOf(row));
  return number.ok
    ? { to: number.display, ...(whatsappConfig() ? { api: true as const } : {}) }
    : { refusal: number.message };
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

/**
 * A client's page: the card of each of its documents that goes by WhatsApp, by number
 * (the same rule and the same number as on the document's own page).
 */
export async function whatsappCardsOfClient(
  clientId: string,
): Promise<Record<string, WhatsappCard>> {
  const rows = await db()
    .select({
      number: document.number,
      kind: document.kind,
      status: document.status,
      snapshot: document.snapshot,
    })
    .from(clientDocument)
    .innerJoin(document, eq(document.id, clientDocument.documentId))
    .where(eq(clientDocument.clientId, clientId));
  const cards: Record<string, WhatsappCard> = {};
  for (const row of rows) {
    const card = whatsappCardOf(row);
    if (card) cards[row.number] = card;
  }
  return cards;
}

/** The client book's number as a plain chat link (no message), when it is a mobile. */
export function whatsappChatOf(phone: string | null): { to: string; href: string } | null {
  const number = whatsappNumber(phone ?? "");
  return number.ok ? { to: number.display, href: whatsappUrl(number.digits) } : null;
}

export function isWhatsappPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(WHATSAPP_QUERY);
}

/** What WhatsApp Business needs from the route: the PDF and what it prints beside it. */
export type ApiSending = {
  draw: DrawPdf;
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>;
};

type Chat =
  { ok: true; digits: string; display: string; text: string } | { ok: false; message: string };

const NOT_SENT = "Ce document ne s'envoie pas par WhatsApp.";

/** The chat a document opens: the client's number and the message (or why not). */
async function chatOf(
  row: typeof document.$inferSelect,
  linkOf: (documentId: string) => Promise<string>,
): Promise<Chat> {
  if (!kindIs(row.kind, "clientPage") || !canSend(row.status))
    return { ok: false, message: NOT_SENT };
  const number = whatsappNumber(clientPhoneOf(row));
  if (!number.ok) return number;
  const text = whatsappMessage({
    ...factsOf(row),
    link: await linkOf(row.id),
    firm: company.name,
  });
  return { ok: true, digits: number.digits, display: number.display, text };
}

/** The document, for a member who may send its kind (403 otherwise), or null. */
async function sendableDocument(request: Request, numero: string) {
  const [row] = await db().select().from(document).where(eq(document.number, numero));
  if (!row) return null;
  // Sending follows the document's kind, as « Envoyer au client » (kinds.ts).
  const user = await requirePermission(request, DOCUMENT_KINDS[row.kind].permission);
  return { row, user };
}

/**
 * POST /documents/:numero?whatsapp: recorded (« Envoyé par WhatsApp »), then our own
 * /documents/:numero/whatsapp, which goes on to WhatsApp: the site's CSP
 * (`form-action 'self'`) stops a form's answer from landing on another site, so a 303
 * straight to wa.me would record a send and open nothing. A refusal comes back to the
 * page as a toast.
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
  const found = await sendableDocument(request, numero);
  if (!found)
    return redirectWithToast("/documents", {
      type: "error",
      message: `Le document ${numero} est introuvable.`,
    });
  // Connected to WhatsApp Business (ADR 045), the message goes through the Cloud API
  // instead, with the PDF, and the page comes back.
  const number = whatsappNumber(clientPhoneOf(found.row));
  if (
    whatsappConfig() &&
    number.ok &&
    kindIs(found.row.kind, "clientPage") &&
    canSend(found.row.status)
  ) {
    const queued = await sendThroughApi(found.row, number, found.user, api);
    if (!queued.ok) return redirectWithToast(back, { type: "error", message: queued.message });
    return redirectWithToast(back, {
      type: "success",
      message: `Document envoyé par WhatsApp au ${number.display}, avec le PDF.`,
    });
  }
  const chat = await chatOf(found.row, linkOf);
  if (!chat.ok) return redirectWithToast(back, { type: "error", message: chat.message });
  const recorded = await recordWhatsappSend(found.row.number, chat.display, found.user, now());
  if (!recorded.ok) return redirectWithToast(back, { type: "error", message: recorded.message });
  throw redirect(`${back}/whatsapp`, 303);
}

/**
 * GET /documents/:numero/whatsapp: a page of a line that refreshes to WhatsApp's chat with
 * the number and the message (a plain navigation, which the CSP allows), and links to it
 * should the refresh not happen. Reloading it records nothing.
 */
export async function whatsappChatPage(
  request: Request,
  numero: string,
  linkOf: (documentId: string) => Promise<string>,
): Promise<Response> {
  const found = await sendableDocument(request, numero);
  if (!found) return privateText(`Le document ${numero} est introuvable.`, 404);
  const chat = await chatOf(found.row, linkOf);
  if (!chat.ok) return privateText(chat.message, 409);
  const href = escapeHtml(whatsappUrl(chat.digits, chat.text));
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${href}">
<title>Ouverture de WhatsApp…</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111;background:#fff}@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#7dd3a8}}</style></head>
<body><main><h1>Ouverture de WhatsApp…</h1><p>Le message du document ${escapeHtml(found.row.number)} pour le ${escapeHtml(chat.display)} est prêt.</p><p><a href="${href}" rel="noreferrer">Ouvrir WhatsApp</a></p></main></body></html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Referrer-Policy": "no-referrer",
      ...PRIVATE_NO_STORE,
    },
  });
}

/** « Marquer comme vérifié » a WhatsApp send « À vérifier » posts to /documents/:numero?whatsapp-verifie. */
export const WHATSAPP_CHECK_QUERY = "whatsapp-verifie";

export function isWhatsappCheckPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(WHATSAPP_CHECK_QUERY);
}

/**
 * A WhatsApp message that failed (fell back to email, or not), seen to by a member: it
 * leaves « À faire » and the page says who checked it. The permission is « À faire »'s
 * for this section (the client book's: whoever talks to clients).
 */
export async function handleWhatsappCheckAction(request: Request, numero: string) {
  const back = `/documents/${encodeURIComponent(numero)}`;
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  const user = await requirePermission(request, WHATSAPP_CHECK_PERMISSION);
  const message = String(guarded.form.get("message") ?? "");
  const done = /^[0-9a-f-]{36}$/i.test(message)
    ? await markWhatsappHandled(message, numero, user.name, now())
    : false;
  return redirectWithToast(
    back,
    done
      ? { type: "success", message: "Envoi WhatsApp marqué comme vérifié." }
      : {
          type: "error",
          message:
            "Cet envoi WhatsApp à vérifier est introuvable\u00a0: rechargez la page et réessayez.",
        },
  );
}
