import { and, eq } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import {
  attachment,
  whatsappMessage,
  type WhatsappFallback,
  type WhatsappMessageRow,
} from "#app/db/schema.ts";
import { backoffSeconds, enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { claimQueued } from "#app/features/platform/claim.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { processSchedule } from "#app/features/platform/schedule.server.ts";
import { isTemporary, type CloudError } from "./cloud-api.ts";
import {
  CloudFailure,
  sendTemplate,
  uploadPdf,
  whatsappConfig,
  type CloudConfig,
} from "./cloud.server.ts";
import type { WhatsappPurpose } from "./registry.ts";
import { WHATSAPP_TEMPLATES } from "./templates.ts";

// Messages through the Cloud API are durable as emails are (ADR 045): stored in the
// transaction that records what they are about, then claimed one at a time in the
// database (FOR UPDATE SKIP LOCKED: two instances never send the same one), retried while
// the failure may pass, and given up to their email (« À vérifier » on the document).

/** Attempts before falling back to email: 5 s … 2 min 40 s, some five minutes in all. */
export const WHATSAPP_MAX_ATTEMPTS = 6;
const CLAIM_SECONDS = 120;

type Executor = Pick<Db, "insert">;

export type NewWhatsapp = {
  /** What it is about: a document, or a booked call (its reminder). */
  documentId?: string;
  bookingId?: string;
  purpose: WhatsappPurpose;
  /** Digits with the country code. */
  to: string;
  /** The template's body parameters (templates.ts). */
  params: string[];
  attachmentId: string | null;
  fallback: WhatsappFallback | null;
};

/** Stores a message for the Cloud API; pass the transaction that stores what it is about. */
export async function enqueueWhatsapp(message: NewWhatsapp, now: Date, tx: Executor = db()) {
  const [row] = await tx
    .insert(whatsappMessage)
    .values({
      documentId: message.documentId ?? null,
      bookingId: message.bookingId ?? null,
      purpose: message.purpose,
      to: message.to,
      template: WHATSAPP_TEMPLATES[message.purpose].name,
      params: message.params,
      attachmentId: message.attachmentId,
      fallback: message.fallback,
      nextAttemptAt: now,
    })
    .returning({ id: whatsappMessage.id });
  // After the caller's commit: the next pass sends it.
  setImmediate(() => void whatsappSchedule.running()?.tick());
  return row!.id;
}

async function claimNext(now: Date): Promise<WhatsappMessageRow | undefined> {
  const [id] = await claimQueued(whatsappMessage, { now, leaseSeconds: CLAIM_SECONDS });
  if (!id) return undefined;
  const [row] = await db().select().from(whatsappMessage).where(eq(whatsappMessage.id, id));
  return row;
}

/** This worker's claim on `row`: the same message at the same attempt. */
function ownClaim(row: WhatsappMessageRow) {
  return and(
    eq(whatsappMessage.id, row.id),
    eq(whatsappMessage.status, "sending"),
    eq(whatsappMessage.attempts, row.attempts),
  );
}

async function send(config: CloudConfig, row: WhatsappMessageRow): Promise<string> {
  const template = WHATSAPP_TEMPLATES[row.purpose];
  let header;
  if (row.attachmentId && template.header === "document") {
    const [file] = await db().select().from(attachment).where(eq(attachment.id, row.attachmentId));
    if (file)
      header = { mediaId: await uploadPdf(config, file.bytes, file.name), filename: file.name };
  }
  return sendTemplate(config, {
    to: row.to,
    template: template.name,
    language: template.language,
    body: row.params,
    header,
  });
}

/**
 * Sends the due messages one at a time, each under its own claim, at most `batch`; a
 * failure that may pass is tried again later, another one (or the last try) falls back.
 */
export async function deliverDueWhatsapp(
  config: CloudConfig,
  now: Date,
  options: { batch?: number; stopped?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < (options.batch ?? 20) && !options.stopped?.(); i++) {
    const row = await claimNext(now);
    if (!row) break;
    try {
      const waMessageId = await send(config, row);
      // Sent: recorded whatever became of the claim, so nobody sends it again.
      await db()
        .update(whatsappMessage)
        .set({ status: "sent", waMessageId, lockedUntil: null, lastError: null })
        .where(eq(whatsappMessage.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const cloud: CloudError =
        error instanceof CloudFailure
          ? error.error
          : { httpStatus: 0, code: null, message: String(error) };
      const giveUp = !isTemporary(cloud) || row.attempts >= WHATSAPP_MAX_ATTEMPTS;
      logger().warn(
        { whatsappId: row.id, attempts: row.attempts, err: cloud.message },
        giveUp
          ? "whatsapp message given up, falling back to email"
          : "whatsapp send failed, will retry",
      );
      if (giveUp) {
        await db().transaction(async (tx) => {
          const [mine] = await tx
            .update(whatsappMessage)
            .set({ status: "failed", lockedUntil: null, lastError: cloud.message.slice(0, 1000) })
            .where(ownClaim(row))
            .returning();
          if (mine) await fallBack(tx, mine);
        });
      } else {
        await db()
          .update(whatsappMessage)
          .set({
            status: "pending",
            lockedUntil: null,
            lastError: cloud.message.slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + backoffSeconds(row.attempts) * 1000),
          })
          .where(ownClaim(row));
      }
    }
  }
  return { sent, failed };
}

/**
 * The message could not reach the client: its email goes instead, once (the row is
 * locked or just claimed by the caller's transaction).
 */
export async function fallBack(tx: Pick<Db, "insert" | "update">, row: WhatsappMessageRow) {
  if (!row.fallback || row.fallbackEmailId) return;
  const emailId = await enqueueEmail(
    {
      kind: row.fallback.kind,
      to: row.fallback.to,
      ...(row.fallback.replyTo ? { replyTo: row.fallback.replyTo } : {}),
      subject: row.fallback.subject,
      html: row.fallback.html,
      text: row.fallback.text,
      attachmentIds: row.attachmentId ? [row.attachmentId] : [],
    },
    tx,
  );
  await tx
    .update(whatsappMessage)
    .set({ fallbackEmailId: emailId })
    .where(eq(whatsappMessage.id, row.id));
}

/** The sending job of the server process, while WhatsApp Business is connected. */
export const whatsappSchedule = processSchedule({
  name: "whatsapp",
  intervalMs: 5000,
  empty: () => ({ sent: 0, failed: 0 }),
  pass: async (clock, stopped) => {
    const config = whatsappConfig();
    if (!config) return { sent: 0, failed: 0 };
    return deliverDueWhatsapp(config, clock(), { stopped });
  },
});
