/** What « Articles similaires » compares. */
export type SimilarCandidate = {
  slug: string;
  category: string;
  tags: readonly string[];
  /** 'YYYY-MM-DD'. */
  publishedAt: string;
};

const DAY = 86_400_000;

/** The end of an article: « Articles similaires », then « À lire aussi ». */
export type Suggestions<T> = {
  /** Same category only, newest first: up to `count`. */
  similar: T[];
  /** Other categories, to make up `count` when the category has too few. */
  alsoRead: T[];
};

/**
 * What to read next, `count` articles in all when the blog has them (three): first
 * those of its category, newest first, shown as similar; then, only when the
 * category has fewer, the others that share the most topics, the nearest in
 * date first, shown apart (docs/product.md), never as « similaires ».
 */
export function rankSimilar<T extends SimilarCandidate>(
  article: SimilarCandidate,
  all: readonly T[],
  count = 3,
): Suggestions<T> {
  const others = all.filter((a) => a.slug !== article.slug);
  const similar = others
    .filter((a) => a.category === article.category)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, count);
  const time = Date.parse(article.publishedAt);
  const shared = (a: T) => a.tags.filter((t) => article.tags.includes(t)).length;
  const alsoRead = others
    .filter((a) => a.category !== article.category)
    .map((a) => ({
      a,
      shared: shared(a),
      distance: Math.abs(Date.parse(a.publishedAt) - time) / DAY,
    }))
    .sort(
      (x, y) => y.shared - x.shared || x.distance - y.distance || x.a.slug.localeCompare(y.a.slug),
    )
    .map((x) => x.a)
    .slice(0, count - similar.length);
  return { similar, alsoRead };
}
