import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { attachment, contactMessage, newsletterSubscriber, outbox } from "#app/db/schema.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import { retryEmail } from "#app/features/mail/outbox.server.ts";
import { contactHandled } from "#app/features/pipeline/pipeline.server.ts";
import { toCsv } from "#app/lib/csv.ts";
import { csvDateTime, EMAIL_STATUS_LABELS } from "./format.ts";
import type { InboxRequest, InboxSubscriber, UndeliveredEmail } from "./types.ts";

export const REQUESTS_PER_PAGE = 25;

function requestsQuery() {
  return db()
    .select({
      id: contactMessage.id,
      createdAt: contactMessage.createdAt,
      name: contactMessage.name,
      email: contactMessage.email,
      subject: contactMessage.subject,
      message: contactMessage.message,
      projectReference: contactMessage.projectReference,
      answeredAt: contactMessage.answeredAt,
      answeredByName: contactMessage.answeredByName,
      // Left joins: drizzle gives null when the request has no file / no email.
      attachment: {
        id: attachment.id,
        name: attachment.name,
        size: attachment.size,
        type: attachment.type,
      },
      delivery: {
        id: outbox.id,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
      },
    })
    .from(contactMessage)
    .leftJoin(attachment, eq(attachment.id, contactMessage.attachmentId))
    .leftJoin(outbox, eq(outbox.id, contactMessage.emailId))
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .$dynamic();
}

/**
 * One page of contact requests, newest first, without the files' bytes: the
 * real ones, or (`spam`) those whose hidden field was filled in, « indésirables »;
 * `open`: only the real ones nobody has marked « traitée » yet (« À faire »).
 */
export async function listRequests({
  page,
  perPage = REQUESTS_PER_PAGE,
  spam = false,
  open = false,
}: {
  page: number;
  perPage?: number;
  spam?: boolean;
  open?: boolean;
}): Promise<{ requests: InboxRequest[]; total: number; spamTotal: number; openTotal: number }> {
  const unanswered = and(eq(contactMessage.spam, false), isNull(contactMessage.answeredAt));
  const [requests, counts, [opened]] = await Promise.all([
    requestsQuery()
      .where(open && !spam ? unanswered : eq(contactMessage.spam, spam))
      .limit(perPage)
      .offset((Math.max(1, page) - 1) * perPage),
    db()
      .select({ spam: contactMessage.spam, total: count() })
      .from(contactMessage)
      .groupBy(contactMessage.spam),
    db().select({ total: count() }).from(contactMessage).where(unanswered),
  ]);
  const totalOf = (flag: boolean) => counts.find((c) => c.spam === flag)?.total ?? 0;
  const openTotal = opened?.total ?? 0;
  return {
    requests,
    total: open && !spam ? openTotal : totalOf(spam),
    spamTotal: totalOf(true),
    openTotal,
  };
}

/**
 * « Marquer comme traitée »: the request leaves « À faire », with who and when. Once:
 * a second click (two tabs) keeps the first mark. False when there is no such request.
 */
export async function markAnswered(id: string, byName: string, at: Date): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: contactMessage.id })
      .from(contactMessage)
      .where(eq(contactMessage.id, id));
    if (!row) return false;
    const marked = await tx
      .update(contactMessage)
      .set({ answeredAt: at, answeredByName: byName })
      .where(and(eq(contactMessage.id, id), isNull(contactMessage.answeredAt)))
      .returning({ id: contactMessage.id });
    // Handled is « Contacté » in the pipeline, with the mark (ADR 048).
    if (marked.length) await contactHandled(tx, id, at);
    return true;
  });
}

/**
 * Every newsletter address, newest first; not those only a bot gave (honeypot
 * hits, kept with `spam`: they were never subscribed).
 */
export function listSubscribers(): Promise<InboxSubscriber[]> {
  return db()
    .select({
      id: newsletterSubscriber.id,
      email: newsletterSubscriber.email,
      subscribedAt: newsletterSubscriber.subscribedAt,
      unsubscribedAt: newsletterSubscriber.unsubscribedAt,
    })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.spam, false))
    .orderBy(desc(newsletterSubscriber.subscribedAt), desc(newsletterSubscriber.id));
}

/** A file of a request, bytes included, or undefined. */
export async function getAttachment(id: string) {
  const [row] = await db()
    .select({ name: attachment.name, type: attachment.type, bytes: attachment.bytes })
    .from(attachment)
    .where(eq(attachment.id, id));
  return row;
}

/**
 * Every email that has not gone yet after at least one try, whatever its kind
 * (contact, newsletter, verification, reset, staff sign-in): given up after
 * 48 hours, or still being retried. Newest first, at most `limit`.
 */
export function listUndelivered(limit = 50): Promise<UndeliveredEmail[]> {
  return db()
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      createdAt: outbox.createdAt,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      or(eq(outbox.status, "failed"), and(eq(outbox.status, "pending"), gt(outbox.attempts, 0))),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/**
 * The staff's « Renvoyer »: puts a failed (or waiting) email back in the queue.
 * A sent one or one being sent is left alone, so nobody gets it twice.
 */
export async function retryDelivery(
  id: string,
): Promise<"queued" | "unknown" | "sent" | "sending"> {
  const [row] = await db().select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (!row) return "unknown";
  if (row.status === "sent" || row.status === "sending") return row.status;
  await retryEmail(id);
  return "queued";
}

/** The real requests (« indésirables » stay out, as they stay out of the inbox's list). */
export async function requestsCsv(): Promise<string> {
  const rows = await requestsQuery().where(eq(contactMessage.spam, false));
  return toCsv(
    [
      "Date",
      "Nom",
      "Email",
      "Service",
      "Référence",
      "Message",
      "Pièce jointe",
      "Statut de l'e-mail",
    ],
    rows.map((r) => [
      csvDateTime(r.createdAt),
      r.name,
      r.email,
      serviceLabel(r.subject),
      r.projectReference,
      r.message,
      r.attachment?.name,
      r.delivery ? EMAIL_STATUS_LABELS[r.delivery.status] : "",
    ]),
  );
}

export async function subscribersCsv(): Promise<string> {
  const rows = await listSubscribers();
  return toCsv(
    ["Email", "Inscription", "Désinscription", "Statut"],
    rows.map((s) => [
      s.email,
      csvDateTime(s.subscribedAt),
      csvDateTime(s.unsubscribedAt),
      s.unsubscribedAt ? "Désabonné" : "Abonné",
    ]),
  );
}
