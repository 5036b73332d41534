import { href, Link } from "react-router";
import type { ArticleSummary } from "#app/features/blog/types.ts";
import { cn } from "#app/lib/utils.ts";
import { AuthorAvatar } from "./author-avatar.tsx";
import { RelativeDate } from "./relative-date.tsx";
import { Picture } from "#app/components/ui/picture.tsx";

export type ArticleCardData = Pick<
  ArticleSummary,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "cover"
  | "publishedAt"
  | "publishedLabel"
  | "readTime"
  | "featured"
  | "authorName"
  | "authorAvatar"
>;

/** A blog card (docs/product.md §2): the whole card is one link to the article. */
export function ArticleCard({
  article,
  layout = "vertical",
  headingLevel = 3,
  eager = false,
  featured = false,
}: {
  article: ArticleCardData;
  layout?: "vertical" | "horizontal";
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The lead card of a list: larger title, longer excerpt. */
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const link = href("/articles/:slug", { slug: article.slug || article.id });
  return (
    <article
      className={cn(
        "group relative flex overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md",
        // The focus ring goes on the card: its overflow would clip one drawn by the link.
        "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        layout === "horizontal" ? "flex-col md:flex-row" : "flex-col",
      )}
    >
      {article.cover ? (
        <div
          className={cn(
            "overflow-hidden bg-muted",
            layout === "horizontal" ? "md:w-2/5 md:shrink-0" : "",
          )}
        >
          <Picture
            sources={article.cover.sources}
            sizes="(min-width: 768px) 400px, 100vw"
            src={article.cover.src}
            width={article.cover.width}
            height={article.cover.height}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="aspect-[1200/630] h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary/10 px-2.5 py-1 text-primary">
            {article.category}
          </span>
          {article.featured ? (
            <span className="rounded-full bg-accent px-2.5 py-1 text-accent-foreground">
              À la une
            </span>
          ) : null}
        </div>
        <Heading
          className={cn(
            "mt-3 font-bold tracking-tight",
            featured ? "text-2xl sm:text-3xl" : "text-lg",
          )}
        >
          <Link
            to={link}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p
          className={cn(
            "mt-2 line-clamp-2 text-muted-foreground",
            featured ? "text-base" : "text-sm",
          )}
        >
          {article.excerpt}
        </p>
        <div className="mt-auto flex items-center gap-3 pt-5 text-sm text-muted-foreground">
          <AuthorAvatar name={article.authorName} avatar={article.authorAvatar} />
          <span className="font-medium text-foreground">{article.authorName}</span>
          <span aria-hidden="true">·</span>
          <RelativeDate date={article.publishedAt} label={article.publishedLabel} />
        </div>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border bg-card">
      <div className="aspect-[1200/630] animate-pulse bg-muted" />
      <div className="space-y-3 p-6">
        <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
