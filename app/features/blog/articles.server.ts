import { articles } from "virtual:content/articles";
import type { Article } from "#content/article-types.ts";
import { teamMember } from "#content/team.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { filterArticles, type ArticleFilter } from "./filter.ts";
import { rankSimilar, type Suggestions } from "./similar.ts";
import type { ArticleDetail, ArticleSummary, Author } from "./types.ts";

function authorOf(article: Article): Author {
  const member = teamMember(article.author);
  if (!member) throw new Error(`${article.slug} : auteur inconnu « ${article.author} »`);
  const { id, name, position, bio, avatar, linkedinUrl } = member;
  return { id, name, position, bio, avatar, linkedinUrl };
}

function summary(article: Article): ArticleSummary {
  const { html: _html, headings: _headings, ...rest } = article;
  const author = teamMember(article.author);
  return {
    ...rest,
    authorName: author?.name ?? article.author,
    authorAvatar: author?.avatar ?? null,
    publishedLabel: formatFrenchDate(new Date(article.publishedAt)),
  };
}

/** Newest first. */
export function listArticles(filter?: ArticleFilter): ArticleSummary[] {
  const all = articles.map(summary);
  return filter ? filterArticles(all, filter) : all;
}

export function latestArticles(count: number): ArticleSummary[] {
  return listArticles().slice(0, count);
}

/** By slug, else by id (docs/product.md §2). */
export function findArticle(slugOrId: string): ArticleDetail | null {
  const article =
    articles.find((a) => a.slug === slugOrId) ?? articles.find((a) => a.id === slugOrId);
  return article ? { ...article, author: authorOf(article) } : null;
}

/** What to read next: the same category as similar, others apart (similar.ts). */
export function similarArticles(
  article: Pick<Article, "slug" | "category" | "tags" | "publishedAt">,
  count = 3,
): Suggestions<ArticleSummary> {
  const { similar, alsoRead } = rankSimilar(article, articles, count);
  return { similar: similar.map(summary), alsoRead: alsoRead.map(summary) };
}
