import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import {
  article,
  project,
  type ArticleRow,
  type ProjectRow,
  type PublishedImage,
  type PublishingStatus,
} from "#app/db/schema.ts";
import { markSiteChanged } from "#app/features/platform/site-revision.server.ts";
import { renderMarkdown, RENDERER_VERSION } from "#app/lib/markdown.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { findBodyImages, renderArticleBody } from "#app/features/blog/body-images.server.ts";
import { storeMedia, type MediaFile } from "#app/features/media/media.server.ts";
import type { RevisionKind } from "#app/features/revisions/fields.ts";
import {
  findRevision,
  recordRevision,
  type Actor,
} from "#app/features/revisions/revisions.server.ts";
import { bodyImageRefusal } from "./body-images.ts";
import { applyGallery, GALLERY_MAX, galleryTooLong, type GalleryEdit } from "./gallery.ts";
import type { ArticleInput, Intent, ProjectInput } from "./schemas.ts";
import { seoTitleFrom } from "./schemas.ts";

// Writing articles and projects (ADR 034): every save is a revision (who, what, when);
// whatever changes what the public site shows calls markSiteChanged once committed, so
// every instance remakes its pages within seconds (ADR 026).

export type { Actor };
export type Kind = RevisionKind;
export type SaveResult =
  | { ok: true; id: string; status: PublishingStatus; slug: string }
  | { ok: false; message: string; field?: string };
type Refusal = { ok: false; message: string; field?: string };

const TABLES = { article, project } as const;
type RowOf = { article: ArticleRow; project: ProjectRow };
const GONE: Record<Kind, string> = {
  article: "Cet article n'existe plus.",
  project: "Ce projet n'existe plus.",
};

const SLUG_TAKEN = "Ce slug est déjà pris par un autre contenu\u00a0: choisissez-en un autre.";

function isVisible(status: PublishingStatus | undefined): boolean {
  return status === "published";
}

/** The status and instant a save leads to. */
function nextState(
  intent: Exclude<Intent, "unpublish">,
  before: { status: PublishingStatus; publishAt: Date | null } | undefined,
  scheduleAt: Date | null,
  now: Date,
): { ok: true; status: PublishingStatus; publishAt: Date | null } | Refusal {
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

/** An article's or a project's row, by its id (none for an id that is not a row's). */
export async function findItemRow<K extends Kind>(kind: K, id: string): Promise<RowOf[K] | null> {
  if (!isUuid(id)) return null;
  const table: typeof article | typeof project = TABLES[kind];
  const [row] = await db().select().from(table).where(eq(table.id, id));
  return (row as RowOf[K] | undefined) ?? null;
}

export const findArticleRow = (id: string) => findItemRow("article", id);

/** What every save is given: the item (new when `id` is null), the button, who and when. */
type SaveParams = {
  id: string | null;
  intent: Exclude<Intent, "unpublish">;
  scheduleAt: Date | null;
  actor: Actor;
  now: Date;
};

/**
 * What a kind of content adds to a save: its columns, from the row as it stands now (locked),
 * not as the form saw it; or why it cannot be saved.
 */
type Columns<K extends Kind> = (
  before: RowOf[K] | undefined,
) => { ok: true; values: Partial<RowOf[K]> } | Refusal;

/**
 * « Publier », « Programmer », « Enregistrer le brouillon » of an article or a project: the
 * row locked, its slug unique, its new status, the row written with a revision, the site
 * remade when what it shows changed. `media`: new images' files, stored with the row only.
 */
async function saveItem<K extends Kind>(
  kind: K,
  slug: string,
  params: SaveParams,
  columns: Columns<K>,
  media: MediaFile[] = [],
): Promise<SaveResult> {
  const { actor, now } = params;
  const table = TABLES[kind] as typeof article;
  const result = await db().transaction(async (tx) => {
    const before = params.id
      ? ((await tx.select().from(table).where(eq(table.id, params.id)).for("update"))[0] as
          RowOf[K] | undefined)
      : undefined;
    if (params.id && !before) return { ok: false as const, message: GONE[kind] };
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(before ? and(eq(table.slug, slug), ne(table.id, before.id)) : eq(table.slug, slug));
    if (taken) return { ok: false as const, message: SLUG_TAKEN, field: "slug" };
    const own = columns(before);
    if (!own.ok) return own;
    const state = nextState(params.intent, before, params.scheduleAt, now);
    if (!state.ok) return { ...state, field: "scheduleAt" };
    await storeMedia(media, tx);
    // Drizzle types a write by one table: the columns are this kind's.
    const values = {
      ...own.values,
      status: state.status,
      publishAt: state.publishAt,
      // Who published it stays named while it stays published (or scheduled).
      publishedByName:
        state.status === "draft"
          ? null
          : state.status === before?.status
            ? (before.publishedByName ?? actor.name)
            : actor.name,
      updatedAt: now,
    } as Partial<ArticleRow>;
    let row: ArticleRow | undefined;
    if (before) {
      [row] = await tx.update(table).set(values).where(eq(table.id, before.id)).returning();
    } else {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${table.number}), 0)::int + 1` })
        .from(table);
      [row] = await tx
        .insert(table)
        .values({ ...(values as ArticleRow), number: next, createdAt: now })
        .returning();
    }
    await recordRevision(tx, kind, row!, params.intent, actor, now);
    return { ok: true as const, row: row!, before: before?.status };
  });
  if (!result.ok) return result;
  await afterChange(kind, result.row.slug, result.before, result.row.status, params.intent);
  return { ok: true, id: result.row.id, status: result.row.status, slug: result.row.slug };
}

/** An article: its text's images checked and the text rendered once, here (ADR 034). */
export async function saveArticle(
  params: SaveParams & {
    input: ArticleInput;
    /** A new cover (undefined: keep the one it has). */
    cover?: PublishedImage;
  },
): Promise<SaveResult> {
  const { input } = params;
  // Every image of the text is the site's (uploaded, or one of its files) and described.
  const images = await findBodyImages(input.body);
  const refused = bodyImageRefusal(input.body, new Set(images.keys()));
  if (refused) return { ok: false, message: refused, field: "body" };
  const rendered = await renderMarkdown(input.body, { images });
  return saveItem("article", input.slug, params, (before) => {
    const cover = params.cover ?? (before?.cover ? { ...before.cover } : null);
    if (cover) cover.alt = input.coverAlt;
    const { coverAlt: _alt, seoDescription: _description, ...fields } = input;
    const values = {
      ...fields,
      // What search results and link previews show: typed, or the title and the excerpt.
      seoTitle: input.seoTitle || seoTitleFrom(input.title),
      description: input.seoDescription || input.excerpt,
      cover,
      html: rendered.html,
      headings: rendered.headings,
      wordCount: rendered.wordCount,
      renderedWith: RENDERER_VERSION,
    };
    return { ok: true, values };
  });
}

/** A project: its image (required) and its gallery, its new files stored with it. */
export async function saveProject(
  params: SaveParams & {
    input: ProjectInput;
    image?: PublishedImage;
    /** The gallery's edits (descriptions, « Retirer ») and added images; none: kept as it is. */
    gallery?: { edits: GalleryEdit[]; added: PublishedImage[] };
    /** The new images' files, stored with the project (nothing is kept of a refused save). */
    media?: MediaFile[];
  },
): Promise<SaveResult> {
  const { input } = params;
  const added = params.gallery?.added ?? [];
  const columns: Columns<"project"> = (before) => {
    const image = params.image ?? (before ? { ...before.image } : null);
    if (!image) {
      return {
        ok: false,
        message: "Ajoutez l'image du projet (JPEG, PNG, WebP ou AVIF).",
        field: "image",
      };
    }
    image.alt = input.imageAlt;
    // Applied to the row as it is now (locked), not as the form saw it.
    const gallery = applyGallery(before?.gallery ?? [], params.gallery?.edits ?? [], added);
    if (gallery.length > GALLERY_MAX) {
      const message = galleryTooLong(gallery.length - added.length, added.length);
      return { ok: false, message, field: "galleryFiles" };
    }
    const { imageAlt: _alt, ...fields } = input;
    return { ok: true, values: { ...fields, image, gallery } };
  };
  return saveItem("project", input.slug, params, columns, params.media);
}

/** « Dépublier »: the item leaves the site (404, out of the sitemap and the feed). */
export async function unpublish(kind: Kind, id: string, actor: Actor, now: Date) {
  const table = TABLES[kind];
  const done = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ status: "draft", publishAt: null, publishedByName: null, updatedAt: now })
      .where(and(eq(table.id, id), ne(table.status, "draft")))
      .returning();
    if (!row) return null;
    await recordRevision(tx, kind, row, "unpublish", actor, now);
    return row.slug;
  });
  // Whether it was published or scheduled, the site is remade (a scheduled one never shows).
  if (done) await markSiteChanged(`${kind} ${done}: unpublish`);
  return done !== null;
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
  const revision = await findRevision(kind, itemId, revisionId);
  if (!revision) return { ok: false, message: "Cette version n'existe pas." };
  const table = TABLES[kind];
  const snapshot = revision.snapshot as Record<string, unknown> & { slug: string; body?: string };
  const rendered =
    kind === "article" && typeof snapshot.body === "string"
      ? await renderArticleBody(snapshot.body)
      : null;
  const result = await db().transaction(async (tx) => {
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
    await recordRevision(tx, kind, row, "restore", actor, now);
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
    const table = TABLES[kind];
    const rows = await db().transaction(async (tx) => {
      const flipped = await tx
        .update(table)
        .set({ status: "published", updatedAt: now })
        .where(and(eq(table.status, "scheduled"), lte(table.publishAt, now)))
        .returning();
      for (const row of flipped) {
        await recordRevision(
          tx,
          kind,
          row,
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

type ListItem = Pick<
  ArticleRow,
  "id" | "title" | "slug" | "status" | "publishAt" | "publishedByName" | "updatedAt"
>;
export type EditorList = { articles: ListItem[]; projects: ListItem[] };

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
