import { and, eq, inArray, sql } from "drizzle-orm";
import { env } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { attachment, outbox, type OutboxRow, type OutboxTemplate } from "#app/db/schema.ts";
import { claimQueued } from "#app/features/platform/claim.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import type { EmailContent } from "./templates.server.ts";
import { createTransport, type MailTransport } from "./transports.server.ts";

/** Seconds before attempt n+1: 5 s, 10 s, 20 s … capped at half an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(1800, 5 * 2 ** Math.max(0, attempts - 1));
}

// A day-long outage at the mail host is ordinary: keep trying for two days.
export const RETRY_FOR_SECONDS = 48 * 3600;

/** Attempts whose waits add up to RETRY_FOR_SECONDS; the last failure marks the message failed. */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < RETRY_FOR_SECONDS; attempts++) waited += backoffSeconds(attempts);
  return attempts;
})();

// A claim is one message, renewed while it is being sent: a slow SMTP server
// never lets it lapse, so another worker never sends it too. A claim left by a
// crashed worker lapses and the message is retried.
const CLAIM_SECONDS = 120;

export type NewEmail = EmailContent & {
  kind: string;
  to: string;
  replyTo?: string;
  template?: OutboxTemplate;
  headers?: Record<string, string>;
  attachmentIds?: string[];
};

type Executor = Pick<Db, "insert">;

/** Stores an email for delivery; pass the transaction that stores what it is about. */
export async function enqueueEmail(email: NewEmail, tx: Executor = db()): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: email.kind,
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template ?? null,
      headers: email.headers ?? null,
      attachmentIds: email.attachmentIds ?? [],
    })
    .returning({ id: outbox.id });
  outboxWorker()?.wake();
  return row!.id;
}

/**
 * Sends due messages one at a time, each under its own claim (FOR UPDATE SKIP
 * LOCKED: several instances never take the same one), and records each
 * outcome. At most `batch` messages per call; none after `stopped()` says so.
 */
export async function deliverDue(
  transport: MailTransport,
  options: { batch?: number; from?: string; claimSeconds?: number; stopped?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const from = options.from ?? env().MAIL_FROM;
  const claimSeconds = options.claimSeconds ?? CLAIM_SECONDS;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < (options.batch ?? 20) && !options.stopped?.(); i++) {
    const row = await claimNext(claimSeconds);
    if (!row) break;
    if (await deliverClaimed(transport, row, from, claimSeconds)) sent++;
    else failed++;
  }
  return { sent, failed };
}

async function claimNext(claimSeconds: number): Promise<OutboxRow | undefined> {
  // On the database's clock: the rows are stamped by it (next_attempt_at's default).
  const [id] = await claimQueued(outbox, { leaseSeconds: claimSeconds });
  if (!id) return undefined;
  const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** This worker's claim on `row`: the same message at the same attempt. */
function ownClaim(row: OutboxRow) {
  return and(
    eq(outbox.id, row.id),
    eq(outbox.status, "sending"),
    eq(outbox.attempts, row.attempts),
  );
}

async function deliverClaimed(
  transport: MailTransport,
  row: OutboxRow,
  from: string,
  claimSeconds: number,
): Promise<boolean> {
  const renew = setInterval(
    () =>
      void db()
        .update(outbox)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
        .where(ownClaim(row))
        .catch((error: unknown) => logger().warn({ err: error }, "outbox claim not renewed")),
    (claimSeconds * 1000) / 3,
  );
  try {
    await transport.send({
      id: row.id,
      from,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      html: row.html,
      text: row.text,
      template: row.template,
      headers: row.headers ?? {},
      attachments: await loadAttachments(row),
    });
  } catch (error) {
    clearInterval(renew);
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await db()
      .update(outbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
      })
      .where(ownClaim(row));
    logger().warn(
      {
        outboxId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        transport: transport.name,
        err: message,
      },
      giveUp ? "email abandoned after retries" : "email delivery failed, will retry",
    );
    return false;
  }
  clearInterval(renew);
  // Delivered: recorded whatever became of the claim, so nobody sends it again.
  await db()
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(outbox.id, row.id));
  return true;
}

async function loadAttachments(row: OutboxRow) {
  if (row.attachmentIds.length === 0) return [];
  const files = await db()
    .select()
    .from(attachment)
    .where(inArray(attachment.id, row.attachmentIds));
  return files.map((f) => ({ name: f.name, type: f.type, bytes: f.bytes }));
}

/** Puts a message back in the queue now (the staff inbox's retry button). */
export async function retryEmail(id: string) {
  // A person asked again: a fresh series of attempts, not a single last one.
  await db()
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(eq(outbox.id, id));
  outboxWorker()?.wake();
}

type Worker = { wake(): void; stop(): Promise<void> };

// The one worker of the process, while it runs.
let current: Worker | undefined;

function outboxWorker(): Worker | undefined {
  return current;
}

/** The delivery loop of the server process: polls, and wakes at once on enqueue. */
export function startOutboxWorker(
  options: { transport?: MailTransport; intervalMs?: number } = {},
): Worker {
  current ??= (() => {
    const transport = options.transport ?? createTransport(env());
    const interval = options.intervalMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    let again = false;
    const tick = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      running = (async () => {
        try {
          let result;
          do {
            again = false;
            // A shutdown waits for the message being sent, not for the rest of the batch.
            result = await deliverDue(transport, { stopped: () => stopped });
          } while ((result.sent + result.failed > 0 || again) && !stopped);
        } catch (error) {
          // The database away: said once per outage; the next poll tries again (ADR 035).
          noteDatabaseFailure(error, "outbox", "outbox worker error");
        } finally {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, interval);
        }
      })();
    };
    const worker: Worker = {
      wake: () => setImmediate(tick),
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
        transport.close?.();
        if (current === worker) current = undefined;
      },
    };
    tick();
    return worker;
  })();
  return current;
}
