import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { article, type ArticleRow } from "#app/db/schema.ts";
import type { Article, Category } from "#content/article-types.ts";
import { teamMember } from "#content/team.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { readTime, RENDERER_VERSION } from "#app/lib/markdown.server.ts";
import { renderArticleBody } from "./body-images.server.ts";
import { onSiteChange } from "#app/features/platform/site-revision.server.ts";
import { filterArticles, type ArticleFilter } from "./filter.ts";
import { rankSimilar, type Suggestions } from "./similar.ts";
import type { ArticleDetail, ArticleSummary, Author } from "./types.ts";

// The blog's one source at run time (ADR 034): the published rows of `article`, rendered
// by the site's Markdown renderer and kept in memory, reloaded at every change of the
// site (ADR 026) — publishing on any instance shows here within seconds.

/** The day of an instant in Dakar (UTC all year round, no daylight saving). */
export function dakarDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A row's rendering, made again when it is missing or made by an older renderer. */
export async function renderedBody(row: ArticleRow) {
  if (
    row.html !== null &&
    row.headings &&
    row.wordCount !== null &&
    row.renderedWith === RENDERER_VERSION
  ) {
    return { html: row.html, headings: row.headings, wordCount: row.wordCount };
  }
  const { html, headings, wordCount } = await renderArticleBody(row.body);
  // Kept for the next start and the other instances; whoever saves the row next renders too.
  await db()
    .update(article)
    .set({ html, headings, wordCount, renderedWith: RENDERER_VERSION })
    .where(and(eq(article.id, row.id), eq(article.body, row.body)));
  return { html, headings, wordCount };
}

/** A row as the site shows it: Markdown rendered (stored at save) and sanitized. */
export async function toArticle(row: ArticleRow): Promise<Article> {
  const { html, headings, wordCount } = await renderedBody(row);
  return {
    id: String(row.number),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    seoTitle: row.seoTitle,
    description: row.description,
    tags: row.tags,
    category: row.category as Category,
    author: row.author,
    publishedAt: dakarDay(row.publishAt ?? row.updatedAt),
    featured: row.featured,
    cover: row.cover ?? { src: "/images/og/articles.png", width: 1200, height: 630, alt: "" },
    wordCount,
    readTime: readTime(wordCount),
    headings,
    html,
  };
}

async function load(): Promise<Article[]> {
  const rows = await db()
    .select()
    .from(article)
    .where(eq(article.status, "published"))
    .orderBy(desc(article.publishAt), asc(article.slug));
  const out: Article[] = [];
  for (const row of rows) out.push(await toArticle(row));
  return out;
}

let cache: Promise<Article[]> | undefined;
onSiteChange(async () => {
  const next = load();
  // A failed reload keeps no broken promise: the next read tries again.
  cache = next.catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  await cache;
});

/** The published articles, newest first. */
export async function publishedArticles(): Promise<Article[]> {
  cache ??= load().catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  return cache;
}

function authorOf(a: Article): Author {
  const member = teamMember(a.author);
  if (!member) throw new Error(`${a.slug} : auteur inconnu « ${a.author} »`);
  const { id, name, position, bio, avatar, linkedinUrl } = member;
  return { id, name, position, bio, avatar, linkedinUrl };
}

function summary(a: Article): ArticleSummary {
  const { html: _html, headings: _headings, ...rest } = a;
  const author = teamMember(a.author);
  return {
    ...rest,
    authorName: author?.name ?? a.author,
    authorAvatar: author?.avatar ?? null,
    publishedLabel: formatFrenchDate(new Date(a.publishedAt)),
  };
}

/** Newest first. */
export async function listArticles(filter?: ArticleFilter): Promise<ArticleSummary[]> {
  const all = (await publishedArticles()).map(summary);
  return filter ? filterArticles(all, filter) : all;
}

export async function latestArticles(count: number): Promise<ArticleSummary[]> {
  return (await listArticles()).slice(0, count);
}

/** By slug, else by id (docs/product.md §2); only a published article. */
export async function findArticle(slugOrId: string): Promise<ArticleDetail | null> {
  const all = await publishedArticles();
  const found = all.find((a) => a.slug === slugOrId) ?? all.find((a) => a.id === slugOrId);
  return found ? { ...found, author: authorOf(found) } : null;
}

/** What to read next: the same category as similar, others apart (similar.ts). */
export async function similarArticles(
  a: Pick<Article, "slug" | "category" | "tags" | "publishedAt">,
  count = 3,
): Promise<Suggestions<ArticleSummary>> {
  const { similar, alsoRead } = rankSimilar(a, await publishedArticles(), count);
  return { similar: similar.map(summary), alsoRead: alsoRead.map(summary) };
}
