/** What « Articles similaires » compares. */
export type SimilarCandidate = {
  slug: string;
  category: string;
  tags: readonly string[];
  /** 'YYYY-MM-DD'. */
  publishedAt: string;
};

const DAY = 86_400_000;

/**
 * Up to `count` articles like `article` (three at most): first those of
 * its category, newest first; then the others that share the most topics,
 * the nearest in date first. The list is full whenever the blog has enough
 * articles, so the section never shows a lonely card.
 */
export function rankSimilar<T extends SimilarCandidate>(
  article: SimilarCandidate,
  all: readonly T[],
  count = 3,
): T[] {
  const others = all.filter((a) => a.slug !== article.slug);
  const sameCategory = others
    .filter((a) => a.category === article.category)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const time = Date.parse(article.publishedAt);
  const shared = (a: T) => a.tags.filter((t) => article.tags.includes(t)).length;
  const byTopic = others
    .filter((a) => a.category !== article.category)
    .map((a) => ({
      a,
      shared: shared(a),
      distance: Math.abs(Date.parse(a.publishedAt) - time) / DAY,
    }))
    .sort(
      (x, y) => y.shared - x.shared || x.distance - y.distance || x.a.slug.localeCompare(y.a.slug),
    )
    .map((x) => x.a);
  return [...sameCategory, ...byTopic].slice(0, count);
}
