import { eq, inArray, sql } from "drizzle-orm";
import { env } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { attachment, outbox, type OutboxRow, type OutboxTemplate } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { forgetSingleton, peekSingleton, singleton } from "#app/lib/singleton.server.ts";
import type { EmailContent } from "./templates.server.ts";
import { createTransport, type MailTransport } from "./transports.server.ts";

export const MAX_ATTEMPTS = 10;
// A claim older than this is taken to belong to a crashed worker and is retried.
const CLAIM_SECONDS = 120;

export type NewEmail = EmailContent & {
  kind: string;
  to: string;
  replyTo?: string;
  template?: OutboxTemplate;
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
      attachmentIds: email.attachmentIds ?? [],
    })
    .returning({ id: outbox.id });
  outboxWorker()?.wake();
  return row!.id;
}

/** Seconds before attempt n+1: 5 s, 10 s, 20 s … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several instances never take
 * the same one), sends them and records the outcome. Returns how many were sent.
 */
export async function deliverDue(
  transport: MailTransport,
  options: { batch?: number; from?: string } = {},
): Promise<{ sent: number; failed: number }> {
  const from = options.from ?? env().MAIL_FROM;
  const claimed = await db().execute<{ id: string }>(sql`
    update outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at
      limit ${options.batch ?? 20}
      for update skip locked
    )
    returning id
  `);
  const ids = claimed.rows.map((r) => r.id);
  if (ids.length === 0) return { sent: 0, failed: 0 };
  const rows = await db().select().from(outbox).where(inArray(outbox.id, ids));
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
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
        attachments: await loadAttachments(row),
      });
      await db()
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
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
        .where(eq(outbox.id, row.id));
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
    }
  }
  return { sent, failed };
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

function outboxWorker(): Worker | undefined {
  return peekSingleton<Worker>("outbox-worker");
}

/** The delivery loop of the server process: polls, and wakes at once on enqueue. */
export function startOutboxWorker(
  options: { transport?: MailTransport; intervalMs?: number } = {},
): Worker {
  return singleton("outbox-worker", () => {
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
            result = await deliverDue(transport);
          } while ((result.sent + result.failed > 0 || again) && !stopped);
        } catch (error) {
          logger().error({ err: error }, "outbox worker error");
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
        forgetSingleton("outbox-worker");
      },
    };
    tick();
    return worker;
  });
}
