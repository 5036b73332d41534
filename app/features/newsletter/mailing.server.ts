import { and, eq, isNull, sql } from "drizzle-orm";
import { publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  article,
  articleMailing,
  newsletterSubscriber,
  outbox,
  type ArticleRow,
} from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { recordRevision, type Actor } from "#app/features/revisions/revisions.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listUnsubscribeHeaders, unsubscribeUrl } from "./newsletter.server.ts";

// « Envoyer aux abonnés » (ADR 034): a published article sent once to the newsletter's
// subscribers, queued in turns through the outbox so an unsubscription in between counts.

/** Emails of one mailing in the outbox but not yet sent: more are queued as they leave. */
export const MAILING_WINDOW = 50;

export type MailingProgress = {
  startedAt: Date | null;
  byName: string | null;
  total: number;
  sent: number;
  /** Still to send: not queued yet, or queued and not delivered. */
  left: number;
  /** Unsubscribed before their turn: not sent. */
  skipped: number;
  failed: number;
};

/**
 * Claims the article's one mailing (at most once, whoever clicks, on any instance) and
 * lists the subscribers of the moment; their emails are queued in turns (sendMailingTurn),
 * each subscriber checked again at that time.
 */
export async function startMailing(
  articleId: string,
  actor: Actor,
  now: Date,
): Promise<{ ok: true; recipients: number } | { ok: false; message: string }> {
  if (!isUuid(articleId)) return { ok: false, message: "Cet article n'existe pas." };
  const result = await db().transaction(async (tx) => {
    const [claimed] = await tx
      .update(article)
      .set({ mailingStartedAt: now, mailingByName: actor.name })
      .where(
        and(
          eq(article.id, articleId),
          eq(article.status, "published"),
          isNull(article.mailingStartedAt),
        ),
      )
      .returning();
    if (!claimed) return null;
    const recipients = await tx.execute(sql`
      insert into article_mailing (article_id, subscriber_id)
      select ${articleId}::uuid, id from newsletter_subscriber
      where unsubscribed_at is null and not spam
      returning subscriber_id`);
    await recordRevision(tx, "article", claimed, "mailing", actor, now);
    return rowsOf(recipients).length;
  });
  if (result === null) {
    const [row] = await db().select().from(article).where(eq(article.id, articleId));
    if (!row) return { ok: false, message: "Cet article n'existe pas." };
    if (row.mailingStartedAt) {
      return {
        ok: false,
        message: `Cet article a déjà été envoyé aux abonnés (le ${formatFrenchDateTime(row.mailingStartedAt)}, par ${row.mailingByName ?? "la rédaction"}).`,
      };
    }
    return { ok: false, message: "Publiez l'article avant de l'envoyer aux abonnés." };
  }
  await sendMailingTurn();
  return { ok: true, recipients: result };
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/**
 * Queues the next emails of every mailing in progress, keeping at most MAILING_WINDOW
 * of each in the outbox unsent: a subscriber who unsubscribes before their turn is
 * skipped. Rows are claimed (SKIP LOCKED), so instances never queue one twice.
 */
export async function sendMailingTurn(): Promise<{ queued: number; skipped: number }> {
  let queued = 0;
  let skipped = 0;
  const active = await db()
    .selectDistinct({ articleId: articleMailing.articleId })
    .from(articleMailing)
    .where(eq(articleMailing.state, "pending"));
  for (const { articleId } of active) {
    await db().transaction(async (tx) => {
      const [{ inFlight } = { inFlight: 0 }] = await tx
        .select({ inFlight: sql<number>`count(*)::int` })
        .from(articleMailing)
        .innerJoin(outbox, eq(outbox.id, articleMailing.outboxId))
        .where(
          and(
            eq(articleMailing.articleId, articleId),
            sql`${outbox.status} in ('pending', 'sending')`,
          ),
        );
      const room = MAILING_WINDOW - inFlight;
      if (room <= 0) return;
      const [row] = await tx.select().from(article).where(eq(article.id, articleId));
      if (!row) return;
      const turn = await tx
        .select({
          subscriberId: articleMailing.subscriberId,
          email: newsletterSubscriber.email,
          token: newsletterSubscriber.token,
          unsubscribedAt: newsletterSubscriber.unsubscribedAt,
        })
        .from(articleMailing)
        .innerJoin(newsletterSubscriber, eq(newsletterSubscriber.id, articleMailing.subscriberId))
        .where(and(eq(articleMailing.articleId, articleId), eq(articleMailing.state, "pending")))
        .limit(room)
        .for("update", { of: articleMailing, skipLocked: true });
      for (const r of turn) {
        const key = and(
          eq(articleMailing.articleId, articleId),
          eq(articleMailing.subscriberId, r.subscriberId),
        );
        if (r.unsubscribedAt) {
          await tx.update(articleMailing).set({ state: "skipped" }).where(key);
          skipped++;
          continue;
        }
        const outboxId = await enqueueEmail(articleEmail(row, r.email, r.token), tx);
        await tx.update(articleMailing).set({ state: "queued", outboxId }).where(key);
        queued++;
      }
    });
  }
  return { queued, skipped };
}

function articleEmail(row: ArticleRow, to: string, token: string) {
  const url = `${publicOrigin()}/articles/${row.slug}`;
  const link = unsubscribeUrl(token);
  const content = renderEmail({
    subject: row.title,
    heading: row.title,
    blocks: [
      { type: "paragraph", text: row.excerpt },
      { type: "button", label: "Lire l'article", href: url },
      {
        type: "paragraph",
        text: `Vous ne souhaitez plus recevoir nos articles\u00a0? Désabonnez-vous en un clic\u00a0: ${link}`,
      },
    ],
    footerNote: `Vous recevez cet e-mail parce que l'adresse ${to} est inscrite à la newsletter de ${company.name}.`,
  });
  return {
    ...content,
    kind: "newsletter-article",
    to,
    headers: listUnsubscribeHeaders(token),
    template: {
      id: "notification" as const,
      params: {
        to_email: to,
        from_name: company.name,
        message: `${row.title} — ${row.excerpt} Lire l'article\u00a0: ${url} Pour vous désabonner\u00a0: ${link}`,
        date: formatFrenchDateTime(new Date()),
      },
    },
  };
}

/** « Envoyés / restants » of an article's mailing. */
export async function mailingProgress(row: ArticleRow): Promise<MailingProgress> {
  const [counts] = await db()
    .select({
      total: sql<number>`count(*)::int`,
      skipped: sql<number>`count(*) filter (where ${articleMailing.state} = 'skipped')::int`,
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
    })
    .from(articleMailing)
    .leftJoin(outbox, eq(outbox.id, articleMailing.outboxId))
    .where(eq(articleMailing.articleId, row.id));
  const total = counts?.total ?? 0;
  const sent = counts?.sent ?? 0;
  const skipped = counts?.skipped ?? 0;
  const failed = counts?.failed ?? 0;
  return {
    startedAt: row.mailingStartedAt,
    byName: row.mailingByName,
    total,
    sent,
    skipped,
    failed,
    left: total - sent - skipped - failed,
  };
}
