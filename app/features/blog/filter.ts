import { CATEGORIES, type Category } from "#content/article-types.ts";

export type ArticleFilter = { q: string; category: Category | null };

type Searchable = { title: string; excerpt: string; category: string };

/** Lower case, accents removed: 'Développement' and 'developpement' match. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("fr-FR")
    .trim();
}

/** docs/product.md §5: the text in the title or the excerpt, combined with the category. */
export function filterArticles<T extends Searchable>(articles: T[], filter: ArticleFilter): T[] {
  const q = fold(filter.q);
  return articles.filter(
    (a) =>
      (!filter.category || a.category === filter.category) &&
      (!q || fold(a.title).includes(q) || fold(a.excerpt).includes(q)),
  );
}

/** Reads `?q=` and `?categorie=` (unknown categories mean all). */
export function readFilter(params: URLSearchParams): ArticleFilter {
  const q = (params.get("q") ?? "").slice(0, 100);
  const raw = params.get("categorie");
  const category = CATEGORIES.find((c) => fold(c) === fold(raw ?? "")) ?? null;
  return { q, category };
}

/** The list URL for a filter: only what is set, so `/articles` stays canonical. */
export function filterHref(filter: ArticleFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.category) params.set("categorie", filter.category);
  const search = params.toString();
  return search ? `/articles?${search}` : "/articles";
}
