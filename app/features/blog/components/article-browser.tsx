import { Search } from "#app/components/ui/icons/search.tsx";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CATEGORIES } from "#content/article-types.ts";
import { filterHref, type ArticleFilter } from "#app/features/blog/filter.ts";
import type { ArticleSummary } from "#app/features/blog/types.ts";
import { cn } from "#app/lib/utils.ts";
import { ArticleCard, ArticleCardSkeleton } from "./article-card.tsx";

/** The six cards shown while the next list is fetched (docs/product.md §2). */
function Skeletons() {
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="skeletons">
      {Array.from({ length: 6 }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </div>
  );
}

const LOADING = "Chargement des articles…";

/**
 * Search field, category chips and results. The filter lives in the URL
 * (?q=, ?categorie=): results are server-rendered, shareable, and the form
 * works without JavaScript. While the next list is fetched, its island
 * (article-browser.island.ts) shows the skeletons of the template below.
 */
export function ArticleBrowser({
  articles,
  filter,
}: {
  articles: ArticleSummary[];
  filter: ArticleFilter;
}) {
  const chips = [null, ...CATEGORIES] as const;

  return (
    <div data-island="article-browser" data-loading={LOADING}>
      <Form
        method="get"
        action="/articles"
        role="search"
        className="flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor="recherche-articles" className="sr-only">
          Rechercher un article
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="recherche-articles"
            type="search"
            name="q"
            defaultValue={filter.q}
            key={filter.q}
            placeholder="Rechercher un article…"
            className="pl-9"
            maxLength={100}
          />
        </div>
        {filter.category ? <input type="hidden" name="categorie" value={filter.category} /> : null}
        <Button type="submit" size="lg">
          Rechercher
        </Button>
      </Form>

      <nav aria-label="Catégories" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {chips.map((category) => {
            const active = filter.category === category;
            return (
              <li key={category ?? "tous"}>
                <Link
                  to={filterHref({ q: filter.q, category })}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                    active
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background hover:border-primary/50 hover:bg-muted",
                  )}
                >
                  {category ?? "Tous"}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="sr-only" role="status" data-status="">
        {`${articles.length} article${articles.length > 1 ? "s" : ""} trouvé${articles.length > 1 ? "s" : ""}`}
      </p>

      <template data-skeletons="">
        <Skeletons />
      </template>
      <div data-results="">
        {articles.length === 0 ? (
          <div className="mt-10 rounded-xl border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">Aucun article trouvé</p>
            <p className="mt-2 text-muted-foreground">
              Essayez un autre mot ou une autre catégorie.
            </p>
            <Button asChild variant="outline" className="mt-5">
              <Link to="/articles">Voir tous les articles</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, i) => (
              <li key={article.slug} className="flex">
                <ArticleCard article={article} headingLevel={2} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
