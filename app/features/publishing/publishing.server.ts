import { and, desc, eq, isNull, lte, ne, sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  article,
  articleMailing,
  newsletterSubscriber,
  outbox,
  project,
  publishingRevision,
  type ArticleRow,
  type ProjectRow,
  type PublishedImage,
  type PublishingStatus,
} from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import {
  listUnsubscribeHeaders,
  unsubscribeUrl,
} from "#app/features/newsletter/newsletter.server.ts";
import { markSiteChanged } from "#app/features/platform/site-revision.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { renderMarkdown, RENDERER_VERSION } from "#app/lib/markdown.server.ts";
import { findBodyImages, renderArticleBody } from "#app/features/blog/body-images.server.ts";
import { bodyImageRefusal } from "./body-images.ts";
import { compareSnapshots, type FieldChange } from "./revision-diff.ts";
import { applyGallery, GALLERY_MAX, galleryTooLong, type GalleryEdit } from "./gallery.ts";
import { storeMedia, type MediaFile } from "./media.server.ts";
import type { ArticleInput, Intent, ProjectInput } from "./schemas.ts";
import { seoTitleFrom } from "./schemas.ts";
import { articleSnapshot, projectSnapshot } from "./seed.server.ts";

// Writing articles and projects (ADR 034): every save is a revision (who, what, when);
// whatever changes what the public site shows calls markSiteChanged once committed, so
// every instance remakes its pages within seconds (ADR 026).

export type Actor = { id: string | null; name: string };
export type Kind = "article" | "project";
export type SaveResult =
  | { ok: true; id: string; status: PublishingStatus; slug: string }
  | { ok: false; message: string; field?: string };

const SLUG_TAKEN = "Ce slug est déjà pris par un autre contenu\u00a0: choisissez-en un autre.";

function isVisible(status: PublishingStatus | undefined): boolean {
  return status === "published";
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** A line of an item's history: the item as it stands after `action`, and who did it. */
function recordRevision(
  tx: Tx,
  kind: Kind,
  itemId: string,
  row: ArticleRow | ProjectRow,
  action: string,
  by: Actor,
  now: Date,
) {
  return tx.insert(publishingRevision).values({
    kind,
    itemId,
    snapshot:
      kind === "article" ? articleSnapshot(row as ArticleRow) : projectSnapshot(row as ProjectRow),
    action,
    byUserId: by.id,
    byName: by.name,
    at: now,
  });
}

/** The status and instant a save leads to. */
function nextState(
  intent: Exclude<Intent, "unpublish">,
  before: { status: PublishingStatus; publishAt: Date | null } | undefined,
  scheduleAt: Date | null,
  now: Date,
): { ok: true; status: PublishingStatus; publishAt: Date | null } | { ok: false; message: string } {
  if (intent === "draft") return { ok: true, status: "draft", publishAt: null };
  if (intent === "publish") {
    // Editing a published article keeps its date; a new publication is dated now.
    const keep = before?.status === "published" && before.publishAt ? before.publishAt : now;
    return { ok: true, status: "published", publishAt: keep };
  }
  if (!scheduleAt) {
    return { ok: false, message: "Indiquez la date et l'heure de publication (heure de Dakar)." };
  }
  if (scheduleAt.getTime() <= now.getTime()) {
    return {
      ok: false,
      message: "Cette date est passée\u00a0: choisissez un moment à venir, ou publiez maintenant.",
    };
  }
  return { ok: true, status: "scheduled", publishAt: scheduleAt };
}

async function afterChange(
  kind: Kind,
  slug: string,
  before: PublishingStatus | undefined,
  after: PublishingStatus,
  what: string,
) {
  // A draft's edits show nowhere; a scheduled one only matters at its time (the schedule).
  if (isVisible(before) || isVisible(after)) await markSiteChanged(`${kind} ${slug}: ${what}`);
}

export async function findArticleRow(id: string): Promise<ArticleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(article).where(eq(article.id, id));
  return row ?? null;
}

export async function findProjectRow(id: string): Promise<ProjectRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(project).where(eq(project.id, id));
  return row ?? null;
}

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** « Publier », « Programmer », « Enregistrer le brouillon » of an article (new when `id` is null). */
export async function saveArticle(params: {
  id: string | null;
  input: ArticleInput;
  intent: Exclude<Intent, "unpublish">;
  scheduleAt: Date | null;
  /** A new cover (undefined: keep the one it has). */
  cover?: PublishedImage;
  actor: Actor;
  now: Date;
}): Promise<SaveResult> {
  const { input, actor, now } = params;
  // Every image of the text is the site's (uploaded, or one of its files) and described.
  const images = await findBodyImages(input.body);
  const refused = bodyImageRefusal(input.body, new Set(images.keys()));
  if (refused) return { ok: false, message: refused, field: "body" };
  // Rendered once, here, not at each start or read (ADR 034).
  const rendered = await renderMarkdown(input.body, { images });
  const result = await db().transaction(async (tx) => {
    const before = params.id
      ? (await tx.select().from(article).where(eq(article.id, params.id)).for("update"))[0]
      : undefined;
    if (params.id && !before) return { ok: false as const, message: "Cet article n'existe plus." };
    const [taken] = await tx
      .select({ id: article.id })
      .from(article)
      .where(
        before
          ? and(eq(article.slug, input.slug), ne(article.id, before.id))
          : eq(article.slug, input.slug),
      );
    if (taken) return { ok: false as const, message: SLUG_TAKEN, field: "slug" };
    const state = nextState(params.intent, before, params.scheduleAt, now);
    if (!state.ok) return { ok: false as const, message: state.message, field: "scheduleAt" };
    const cover = params.cover ?? (before?.cover ? { ...before.cover } : null);
    if (cover) cover.alt = input.coverAlt;
    const values = {
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      // What search results and link previews show: typed, or the title and the excerpt.
      seoTitle: input.seoTitle || seoTitleFrom(input.title),
      description: input.seoDescription || input.excerpt,
      category: input.category,
      author: input.author,
      tags: input.tags,
      featured: input.featured,
      cover,
      body: input.body,
      html: rendered.html,
      headings: rendered.headings,
      wordCount: rendered.wordCount,
      renderedWith: RENDERER_VERSION,
      status: state.status,
      publishAt: state.publishAt,
      publishedByName:
        state.status === "draft"
          ? null
          : state.status === before?.status
            ? (before.publishedByName ?? actor.name)
            : actor.name,
      updatedAt: now,
    };
    let row: ArticleRow;
    if (before) {
      [row] = (await tx
        .update(article)
        .set(values)
        .where(eq(article.id, before.id))
        .returning()) as [ArticleRow];
    } else {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${article.number}), 0)::int + 1` })
        .from(article);
      [row] = (await tx
        .insert(article)
        .values({ ...values, number: next, createdAt: now })
        .returning()) as [ArticleRow];
    }
    await recordRevision(tx, "article", row.id, row, params.intent, actor, now);
    return { ok: true as const, row, before: before?.status };
  });
  if (!result.ok) return result;
  await afterChange("article", result.row.slug, result.before, result.row.status, params.intent);
  return { ok: true, id: result.row.id, status: result.row.status, slug: result.row.slug };
}

/** « Dépublier »: the article leaves the site (404, out of the sitemap and the feed). */
export async function unpublish(kind: Kind, id: string, actor: Actor, now: Date) {
  const table = kind === "article" ? article : project;
  const done = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ status: "draft", publishAt: null, publishedByName: null, updatedAt: now })
      .where(and(eq(table.id, id), ne(table.status, "draft")))
      .returning();
    if (!row) return null;
    const before = row as ArticleRow & ProjectRow;
    await recordRevision(tx, kind, id, before, "unpublish", actor, now);
    return row.slug;
  });
  // Whether it was published or scheduled, the site is remade (a scheduled one never shows).
  if (done) await markSiteChanged(`${kind} ${done}: unpublish`);
  return done !== null;
}

/** « Publier », « Programmer », « Enregistrer le brouillon » of a project. */
export async function saveProject(params: {
  id: string | null;
  input: ProjectInput;
  intent: Exclude<Intent, "unpublish">;
  scheduleAt: Date | null;
  image?: PublishedImage;
  /** The gallery's edits (descriptions, « Retirer ») and added images; none: kept as it is. */
  gallery?: { edits: GalleryEdit[]; added: PublishedImage[] };
  /** The new images' files, stored with the project (nothing is kept of a refused save). */
  media?: MediaFile[];
  actor: Actor;
  now: Date;
}): Promise<SaveResult> {
  const { input, actor, now } = params;
  const result = await db().transaction(async (tx) => {
    const before = params.id
      ? (await tx.select().from(project).where(eq(project.id, params.id)).for("update"))[0]
      : undefined;
    if (params.id && !before) return { ok: false as const, message: "Ce projet n'existe plus." };
    const [taken] = await tx
      .select({ id: project.id })
      .from(project)
      .where(
        before
          ? and(eq(project.slug, input.slug), ne(project.id, before.id))
          : eq(project.slug, input.slug),
      );
    if (taken) return { ok: false as const, message: SLUG_TAKEN, field: "slug" };
    const image = params.image ?? (before ? { ...before.image } : null);
    if (!image) {
      return {
        ok: false as const,
        message: "Ajoutez l'image du projet (JPEG, PNG, WebP ou AVIF).",
        field: "image",
      };
    }
    image.alt = input.imageAlt;
    // Applied to the row as it is now (locked), not as the form saw it.
    const gallery = applyGallery(
      before?.gallery ?? [],
      params.gallery?.edits ?? [],
      params.gallery?.added ?? [],
    );
    if (gallery.length > GALLERY_MAX) {
      const added = params.gallery?.added.length ?? 0;
      return {
        ok: false as const,
        message: galleryTooLong(gallery.length - added, added),
        field: "galleryFiles",
      };
    }
    const state = nextState(params.intent, before, params.scheduleAt, now);
    if (!state.ok) return { ok: false as const, message: state.message, field: "scheduleAt" };
    await storeMedia(params.media ?? [], tx);
    const values = {
      ...input,
      image,
      gallery,
      status: state.status,
      publishAt: state.publishAt,
      publishedByName: state.status === "draft" ? null : actor.name,
      updatedAt: now,
    };
    const { imageAlt: _alt, ...columns } = values;
    let row: ProjectRow;
    if (before) {
      [row] = (await tx
        .update(project)
        .set(columns)
        .where(eq(project.id, before.id))
        .returning()) as [ProjectRow];
    } else {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${project.number}), 0)::int + 1` })
        .from(project);
      [row] = (await tx
        .insert(project)
        .values({ ...columns, number: next, createdAt: now })
        .returning()) as [ProjectRow];
    }
    await recordRevision(tx, "project", row.id, row, params.intent, actor, now);
    return { ok: true as const, row, before: before?.status };
  });
  if (!result.ok) return result;
  await afterChange("project", result.row.slug, result.before, result.row.status, params.intent);
  return { ok: true, id: result.row.id, status: result.row.status, slug: result.row.slug };
}

export type RevisionLine = { id: string; action: string; byName: string; at: Date };

/** An item's history, newest first: who saved, published, scheduled, withdrew, restored. */
export async function listRevisions(itemId: string): Promise<RevisionLine[]> {
  return db()
    .select({
      id: publishingRevision.id,
      action: publishingRevision.action,
      byName: publishingRevision.byName,
      at: publishingRevision.at,
    })
    .from(publishingRevision)
    .where(eq(publishingRevision.itemId, itemId))
    .orderBy(desc(publishingRevision.at), desc(publishingRevision.id))
    .limit(100);
}

export type RevisionSide = RevisionLine;
export type Comparison = { from: RevisionSide; to: RevisionSide; changes: FieldChange[] };

/**
 * « Voir les changements »: two revisions of an item (`toId` beside the one before it when
 * `fromId` is null), the older first, and what changed between them; null when either is
 * not a revision of this item.
 */
export async function compareRevisions(
  kind: Kind,
  itemId: string,
  fromId: string | null,
  toId: string,
  authors: ReadonlyMap<string, string>,
): Promise<Comparison | null> {
  if (!isUuid(itemId) || !isUuid(toId) || (fromId !== null && !isUuid(fromId))) return null;
  const ofItem = and(eq(publishingRevision.itemId, itemId), eq(publishingRevision.kind, kind));
  const [to] = await db()
    .select()
    .from(publishingRevision)
    .where(and(ofItem, eq(publishingRevision.id, toId)));
  if (!to) return null;
  const [from] = fromId
    ? await db()
        .select()
        .from(publishingRevision)
        .where(and(ofItem, eq(publishingRevision.id, fromId)))
    : // The one just before: the newest saved before it (ties: by id, as the history lists them).
      await db()
        .select()
        .from(publishingRevision)
        .where(
          and(
            ofItem,
            // Compared in the database: its instants are finer than a JavaScript Date.
            sql`(${publishingRevision.at}, ${publishingRevision.id}) < (select r.at, r.id from publishing_revision r where r.id = ${to.id})`,
          ),
        )
        .orderBy(desc(publishingRevision.at), desc(publishingRevision.id))
        .limit(1);
  if (!from) return null;
  // The older first, as the history lists them (by instant, then id).
  const [older, newer] =
    fromId === null ||
    from.at.getTime() < to.at.getTime() ||
    (from.at.getTime() === to.at.getTime() && from.id < to.id)
      ? [from, to]
      : [to, from];
  const side = (r: typeof to): RevisionSide => ({
    id: r.id,
    action: r.action,
    byName: r.byName,
    at: r.at,
  });
  return {
    from: side(older),
    to: side(newer),
    changes: compareSnapshots(kind, older.snapshot, newer.snapshot, authors),
  };
}

/**
 * « Restaurer »: an earlier revision's content comes back (the status stays: a published
 * article shows the restored text at once). Recorded as a revision of its own.
 */
export async function restoreRevision(
  kind: Kind,
  itemId: string,
  revisionId: string,
  actor: Actor,
  now: Date,
): Promise<SaveResult> {
  if (!isUuid(revisionId) || !isUuid(itemId)) {
    return { ok: false, message: "Cette version n'existe pas." };
  }
  const table = kind === "article" ? article : project;
  const result = await db().transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(publishingRevision)
      .where(
        and(
          eq(publishingRevision.id, revisionId),
          eq(publishingRevision.itemId, itemId),
          eq(publishingRevision.kind, kind),
        ),
      );
    if (!revision) return { ok: false as const, message: "Cette version n'existe pas." };
    const snapshot = revision.snapshot as Record<string, unknown> & { slug: string; body?: string };
    const rendered =
      kind === "article" && typeof snapshot.body === "string"
        ? await renderArticleBody(snapshot.body)
        : null;
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, snapshot.slug), ne(table.id, itemId)));
    if (taken) {
      return {
        ok: false as const,
        message: `Le slug de cette version (« ${snapshot.slug} ») est pris par un autre contenu.`,
      };
    }
    const [row] = await tx
      .update(table)
      .set({
        // A project's revision saved before galleries existed had none.
        ...(kind === "project" ? { gallery: [] } : {}),
        ...snapshot,
        ...(rendered
          ? {
              html: rendered.html,
              headings: rendered.headings,
              wordCount: rendered.wordCount,
              renderedWith: RENDERER_VERSION,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(table.id, itemId))
      .returning();
    if (!row) return { ok: false as const, message: "Ce contenu n'existe plus." };
    const full = row as ArticleRow & ProjectRow;
    await recordRevision(tx, kind, itemId, full, "restore", actor, now);
    return { ok: true as const, row };
  });
  if (!result.ok) return result;
  const status = result.row.status;
  await afterChange(kind, result.row.slug, status, status, "restore");
  return { ok: true, id: itemId, status, slug: result.row.slug };
}

/**
 * The schedule's pass: what was « Programmé » for now or before goes public. Each row
 * is flipped by one UPDATE, so with several instances it is published once.
 */
export async function publishDue(now: Date): Promise<{ kind: Kind; slug: string }[]> {
  const done: { kind: Kind; slug: string }[] = [];
  for (const kind of ["article", "project"] as const) {
    const table = kind === "article" ? article : project;
    const rows = await db().transaction(async (tx) => {
      const flipped = await tx
        .update(table)
        .set({ status: "published", updatedAt: now })
        .where(and(eq(table.status, "scheduled"), lte(table.publishAt, now)))
        .returning();
      for (const row of flipped) {
        const full = row as ArticleRow & ProjectRow;
        await recordRevision(
          tx,
          kind,
          row.id,
          full,
          "scheduled-publish",
          { id: null, name: `Programmation (${row.publishedByName ?? "rédaction"})` },
          now,
        );
      }
      return flipped;
    });
    done.push(...rows.map((r) => ({ kind, slug: r.slug })));
  }
  if (done.length > 0) {
    await markSiteChanged(`scheduled: ${done.map((d) => `${d.kind} ${d.slug}`).join(", ")}`);
  }
  return done;
}

// --- « Envoyer aux abonnés » ---

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
    await recordRevision(tx, "article", articleId, claimed, "mailing", actor, now);
    return rowsOf(recipients).length;
  });
  if (result === null) {
    const row = await findArticleRow(articleId);
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

export type EditorList = {
  articles: {
    id: string;
    title: string;
    slug: string;
    status: PublishingStatus;
    publishAt: Date | null;
    publishedByName: string | null;
    updatedAt: Date;
  }[];
  projects: {
    id: string;
    title: string;
    slug: string;
    status: PublishingStatus;
    publishAt: Date | null;
    publishedByName: string | null;
    updatedAt: Date;
  }[];
};

/** /redaction: everything, newest change first (the page splits by status). */
export async function editorList(): Promise<EditorList> {
  const columns = (t: typeof article | typeof project) => ({
    id: t.id,
    title: t.title,
    slug: t.slug,
    status: t.status,
    publishAt: t.publishAt,
    publishedByName: t.publishedByName,
    updatedAt: t.updatedAt,
  });
  // Published and scheduled by their date, newest first; drafts (no date) by their last edit.
  const order = (t: typeof article | typeof project) => [
    sql`${t.publishAt} desc nulls last`,
    desc(t.updatedAt),
  ];
  const [articles, projects] = await Promise.all([
    db()
      .select(columns(article))
      .from(article)
      .orderBy(...order(article)),
    db()
      .select(columns(project))
      .from(project)
      .orderBy(...order(project)),
  ]);
  return { articles, projects };
}
