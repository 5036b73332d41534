import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { and, eq, gte, isNotNull, isNull, ne, or } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document, subscription, subscriptionPeriod } from "#app/db/schema.ts";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { issueDocument, type Issuer } from "#app/features/documents/register.server.ts";
import { defaultSendMessage, sendSubject } from "#app/features/sending/send-message.ts";
import { sendDocument } from "#app/features/sending/send.server.ts";
import { whatsappSendChannel } from "#app/features/whatsapp/send.server.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { invoiceProblem, periodInvoiceForm } from "./invoice.ts";
import { duePeriods } from "./periods.ts";
import { calendarOf, clientCard } from "./subscriptions.server.ts";

// The server issues each period's invoice (ADR 032): documents' own issueDocument
// numbers and freezes it; the period is claimed in the same transaction, so two
// instances, or a pass and « Nouvel abonnement », never issue it twice.

/** The history's « who » for what the server does on a subscription's behalf. */
export const AUTO_ISSUER_NAME = "Émission automatique (abonnement)";
export const AUTO_SENDER_NAME = "Envoi automatique (abonnement)";

/** Another instance claimed the period (or a pause skipped it) first: nothing issued here. */
class PeriodTaken extends Error {}

export type IssuedPeriod = { subscriptionId: string; periodStart: string; number: string };

/**
 * One pass: every period due by `now` and not yet claimed is issued, oldest first.
 * After a downtime each missed period gets its invoice now, dated and numbered today
 * in issue order (the register stays chronological), stating the period it bills
 * (« Période du … au … »). Then the invoices of « Envoyer automatiquement » not yet
 * sent are sent.
 */
export async function issueDue(
  now: Date,
  options: { subscriptionId?: string; stopped?: () => boolean } = {},
): Promise<IssuedPeriod[]> {
  const today = dakarDay(now);
  const subs = await db()
    .select()
    .from(subscription)
    .where(
      and(
        options.subscriptionId ? eq(subscription.id, options.subscriptionId) : undefined,
        // A subscription stopped long ago has nothing left to catch up.
        or(ne(subscription.status, "stopped"), gte(subscription.stoppedOn, addDays(today, -400))),
      ),
    );
  const issued: IssuedPeriod[] = [];
  for (const sub of subs) {
    if (options.stopped?.()) break;
    try {
      issued.push(...(await issueSubscription(sub, now)));
      if (sub.autoSend) await sendIssued(sub.id, now, options.stopped);
    } catch (error) {
      logger().error({ err: error, subscription: sub.id }, "subscription invoice failed");
    }
  }
  return issued;
}

async function issueSubscription(
  sub: typeof subscription.$inferSelect,
  now: Date,
): Promise<IssuedPeriod[]> {
  const today = dakarDay(now);
  const claimed = await db()
    .select({ start: subscriptionPeriod.periodStart })
    .from(subscriptionPeriod)
    .where(eq(subscriptionPeriod.subscriptionId, sub.id));
  const due = duePeriods(calendarOf(sub), today, new Set(claimed.map((c) => c.start)));
  if (due.length === 0) return [];
  const client = await clientCard(sub.clientId);
  const issuer: Issuer = { id: sub.createdBy, name: AUTO_ISSUER_NAME };
  const out: IssuedPeriod[] = [];
  for (const period of due) {
    const form = client ? periodInvoiceForm(sub, client, period.start, period.end) : null;
    const problem = form
      ? invoiceProblem(form)
      : "Client introuvable dans le carnet\u00a0: l'abonnement ne peut plus facturer.";
    if (!form || problem) {
      // Said on the list; the period stays due and is issued once the card is complete.
      await db()
        .update(subscription)
        .set({ lastError: problem })
        .where(eq(subscription.id, sub.id));
      return out;
    }
    let claimedHere: string | null = null;
    try {
      const result = await issueDocument(
        {
          kind: "invoice",
          form,
          requestKey: `abonnement:${sub.id}:${period.start}`,
          period: { from: period.start, to: period.end },
        },
        issuer,
        now,
        async (tx, doc) => {
          // The subscription as it is now (paused or stopped meanwhile?), locked
          // until the invoice is committed: a pause waits for it, or it sees the pause.
          const [fresh] = await tx
            .select()
            .from(subscription)
            .where(eq(subscription.id, sub.id))
            .for("update");
          const still =
            fresh &&
            duePeriods(calendarOf(fresh), period.start, new Set()).some(
              (p) => p.start === period.start,
            );
          if (!still) throw new PeriodTaken();
          const claim = await tx
            .insert(subscriptionPeriod)
            .values({ subscriptionId: sub.id, periodStart: period.start, documentId: doc.id })
            .onConflictDoNothing()
            .returning({ id: subscriptionPeriod.id });
          if (claim.length === 0) throw new PeriodTaken();
          claimedHere = doc.id;
          if (fresh.lastError) {
            await tx
              .update(subscription)
              .set({ lastError: null })
              .where(eq(subscription.id, sub.id));
          }
        },
      );
      if (!result.ok) {
        await db()
          .update(subscription)
          .set({ lastError: result.message })
          .where(eq(subscription.id, sub.id));
        return out;
      }
      // Found by its request key (issued by another instance meanwhile): not this pass's.
      if (claimedHere === result.value.id) {
        out.push({
          subscriptionId: sub.id,
          periodStart: period.start,
          number: result.value.number,
        });
      }
    } catch (error) {
      if (error instanceof PeriodTaken) continue;
      throw error;
    }
  }
  if (out.length > 0) {
    logger().info(
      { subscription: sub.id, invoices: out.map((o) => o.number) },
      "subscription invoices issued",
    );
  }
  return out;
}

/**
 * « Envoyer automatiquement »: each invoice issued and not yet sent goes to the
 * client's email through documents' sending (PDF attached, outbox); the period's
 * `sent_at` is claimed in that same transaction, so it is sent once.
 */
async function sendIssued(subscriptionId: string, now: Date, stopped?: () => boolean) {
  const pending = await db()
    .select({
      periodId: subscriptionPeriod.id,
      number: document.number,
      to: document.clientEmail,
      snapshot: document.snapshot,
    })
    .from(subscriptionPeriod)
    .innerJoin(document, eq(document.id, subscriptionPeriod.documentId))
    .where(
      and(
        eq(subscriptionPeriod.subscriptionId, subscriptionId),
        isNull(subscriptionPeriod.sentAt),
        isNotNull(document.clientEmail),
        ne(document.clientEmail, ""),
        ne(document.status, "cancelled"),
      ),
    );
  for (const p of pending) {
    if (stopped?.()) return;
    const snapshot = p.snapshot as unknown as DocumentSnapshot;
    try {
      await sendDocument(
        p.number,
        { to: p.to!, subject: sendSubject(snapshot), message: defaultSendMessage(snapshot) },
        { name: AUTO_SENDER_NAME },
        now,
        documentPdf,
        // The invoice's client link (ADR 027), in the email and on the PDF as for any sending.
        (documentId) => clientLinkAnnex(documentId, "invoice"),
        async (tx) => {
          const claim = await tx
            .update(subscriptionPeriod)
            .set({ sentAt: now })
            .where(and(eq(subscriptionPeriod.id, p.periodId), isNull(subscriptionPeriod.sentAt)))
            .returning({ id: subscriptionPeriod.id });
          if (claim.length === 0) throw new PeriodTaken();
        },
        // The client's preference (ADR 045): by WhatsApp Business too, or instead.
        whatsappSendChannel,
      );
    } catch (error) {
      if (!(error instanceof PeriodTaken)) throw error;
    }
  }
}
