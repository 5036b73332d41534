import { and, eq } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail, type EmailBlock } from "#app/features/mail/templates.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import type { DrawPdf } from "#app/features/documents/print-state.ts";
import type { Outcome, Tx } from "#app/features/documents/register.server.ts";
import { moneyOf, type DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import type { Language } from "#app/lib/currencies.ts";
import { canSend, statusAfterSending, type StoredStatus } from "#app/features/documents/status.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";

const DOCUMENT_EMAIL_WORDS: Record<
  Language,
  { online: string; attached: (number: string) => string }
> = {
  fr: {
    online: "Consulter le document en ligne",
    attached: (number) => `Le document ${number} est joint à ce message au format PDF.`,
  },
  en: {
    online: "View the document online",
    attached: (number) => `Document ${number} is attached to this message as a PDF.`,
  },
};

/** The email of « Envoyer au client »: the staff's paragraphs, the private link, the PDF's note. */
export function documentEmail(
  snapshot: DocumentSnapshot,
  input: { subject: string; message: string },
  link: string | undefined,
) {
  // An English document's e-mail reads in English around the staff's text (ADR 055).
  const { language } = moneyOf(snapshot);
  const words = DOCUMENT_EMAIL_WORDS[language];
  return renderEmail({
    language,
    subject: input.subject,
    heading: input.subject,
    blocks: [
      ...input.message
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((text): EmailBlock => ({ type: "paragraph", text })),
      // Whatever the staff wrote, the email carries the document's private link.
      ...(link ? [{ type: "button", label: words.online, href: link } as const] : []),
    ],
    footerNote: words.attached(snapshot.number),
  });
}

/** The email « Envoyer au client » queues, as another channel may keep it for its fallback. */
export type SentEmail = {
  kind: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
};

/**
 * Another channel the sending goes through, in its transaction (WhatsApp Business, ADR 045,
 * handed in by the route: documents never import it). It records its own history line;
 * null when it does not apply, else to whom and whether the email goes too (false: the
 * email is only its fallback).
 */
export type SendChannel = (
  tx: Tx,
  sending: {
    row: typeof document.$inferSelect;
    fileId: string;
    email: SentEmail;
    link: string | undefined;
    by: Pick<SessionUser, "name">;
    now: Date;
  },
) => Promise<{ emailToo: boolean; to: string } | null>;

/**
 * « Envoyer au client »: the PDF is stored as an attachment and the email
 * queued in the outbox with it, the history records « envoyé le … à … » and
 * an issued document becomes « envoyé(e) », all in one transaction.
 */
export async function sendDocument(
  number: string,
  input: { to: string; subject: string; message: string },
  by: Pick<SessionUser, "name">,
  now: Date,
  // The PDF of any kind (the print feature's, which documents never import).
  draw: DrawPdf,
  // The client link (ADR 027), made by the portal feature: in the email and on the PDF.
  annexFor?: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
  // Run first in the sending transaction (a subscription claims its sending, ADR 032):
  // throwing sends nothing.
  within?: (tx: Tx) => Promise<void>,
  // The client's preference may name another channel (WhatsApp Business, ADR 045).
  also?: SendChannel,
): Promise<Outcome<StoredStatus>> {
  const [row] = await db().select().from(document).where(eq(document.number, number));
  if (!row) return { ok: false, message: `Le document ${number} est introuvable.` };
  if (!canSend(row.status)) {
    return { ok: false, message: "Une facture annulée ne s'envoie plus au client." };
  }
  const snapshot = row.snapshot as unknown as DocumentSnapshot;
  const annex = annexFor ? await annexFor(row.id, row.kind) : {};
  const pdf = await draw({ snapshot, status: row.status, paidOn: row.paidOn }, annex);
  const email = documentEmail(snapshot, input, annex.clientLink?.url);
  const status = statusAfterSending(row.status);
  return db().transaction(async (tx) => {
    if (within) await within(tx);
    const fileId = await storePdf(tx, pdfFileName(snapshot), pdf);
    const mail: SentEmail = {
      kind: `document-${row.kind}`,
      to: input.to,
      replyTo: company.emails.commercial,
      ...email,
    };
    const other = also
      ? await also(tx, { row, fileId, email: mail, link: annex.clientLink?.url, by, now })
      : null;
    if (other?.emailToo !== false) {
      const emailId = await enqueueEmail({ ...mail, attachmentIds: [fileId] }, tx);
      await tx.insert(documentEvent).values({
        documentId: row.id,
        kind: "sent",
        at: now,
        byName: by.name,
        details: { to: input.to },
        emailId,
      });
    }
    if (status !== row.status) {
      await tx
        .update(document)
        .set({ status })
        .where(and(eq(document.id, row.id), eq(document.status, row.status)));
    }
    return { ok: true as const, value: status };
  });
}

/**
 * « Envoyer par WhatsApp » (ADR 043): the chat opens on the staff's own WhatsApp, so what
 * is recorded is that it was opened for this number: the history says « Envoyé par
 * WhatsApp le … à … par … » and an issued document becomes « envoyé(e) », as by email.
 * Through WhatsApp Business (ADR 045), `queue` stores the message in the same transaction
 * and answers its id, which the history line keeps for the message's status.
 */
export async function recordWhatsappSend(
  number: string,
  to: string,
  by: Pick<SessionUser, "name">,
  now: Date,
  queue?: (tx: Tx, row: typeof document.$inferSelect) => Promise<string>,
): Promise<Outcome<StoredStatus>> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(document).where(eq(document.number, number));
    if (!row) return { ok: false as const, message: `Le document ${number} est introuvable.` };
    if (!canSend(row.status)) {
      return { ok: false as const, message: "Une facture annulée ne s'envoie plus au client." };
    }
    const whatsappId = queue ? await queue(tx, row) : null;
    await tx.insert(documentEvent).values({
      documentId: row.id,
      kind: "sent",
      at: now,
      byName: by.name,
      details: { to, channel: "whatsapp" },
      whatsappId,
    });
    const status = statusAfterSending(row.status);
    if (status !== row.status) {
      await tx
        .update(document)
        .set({ status })
        .where(and(eq(document.id, row.id), eq(document.status, row.status)));
    }
    return { ok: true as const, value: status };
  });
}
