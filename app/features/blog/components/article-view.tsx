import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import { CalendarDays } from "#app/components/ui/icons/calendar-days.tsx";
import { Clock } from "#app/components/ui/icons/clock.tsx";
import { ExternalLink } from "#app/components/ui/icons/external-link.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Suggestions } from "#app/features/blog/similar.ts";
import type { ArticleDetail, ArticleSummary } from "#app/features/blog/types.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { ArticleCard } from "./article-card.tsx";
import { AuthorAvatar } from "./author-avatar.tsx";
import { ShareMenu } from "./share-menu.tsx";
import { Picture } from "#app/components/ui/picture.tsx";

export function ArticleView({
  article,
  next,
  url,
}: {
  article: ArticleDetail;
  next: Suggestions<ArticleSummary>;
  url: string;
}) {
  const { author } = article;
  return (
    <article>
      <header className="border-b bg-muted/40">
        <Container size="md" className="py-10 md:py-14">
          <nav aria-label="Fil d'Ariane" className="text-sm text-muted-foreground">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link to="/" className="hover:text-foreground hover:underline">
                  Accueil
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to="/articles" className="hover:text-foreground hover:underline">
                  Blog
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`/articles?categorie=${encodeURIComponent(article.category)}`}
                  className="hover:text-foreground hover:underline"
                >
                  {article.category}
                </Link>
              </li>
            </ol>
          </nav>
          <p className="mt-6">
            <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
              {article.category}
            </span>
          </p>
          <h1 className="mt-4 text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{article.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-3">
              <AuthorAvatar name={author.name} avatar={author.avatar} size={48} />
              <div className="text-sm">
                <p className="font-semibold">{author.name}</p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                    <time dateTime={article.publishedAt}>
                      {formatFrenchDate(new Date(article.publishedAt))}
                    </time>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {article.readTime} min de lecture
                  </span>
                </p>
              </div>
            </div>
            <ShareMenu url={url} title={article.title} />
          </div>
        </Container>
      </header>

      <Container size="md" className="py-10 md:py-14">
        {article.cover ? (
          <Picture
            sources={article.cover.sources}
            sizes="(min-width: 768px) 768px, 100vw"
            src={article.cover.src}
            width={article.cover.width}
            height={article.cover.height}
            // The page's largest image (LCP): fetched ahead of the scripts.
            fetchPriority="high"
            alt=""
            className="mb-10 aspect-[1200/630] w-full rounded-2xl border object-cover"
          />
        ) : null}
        <div className="prose-article mx-auto" dangerouslySetInnerHTML={{ __html: article.html }} />

        <aside
          aria-labelledby="auteur-titre"
          className="mx-auto mt-14 flex max-w-[70ch] flex-col gap-5 rounded-2xl border bg-card p-6 sm:flex-row sm:items-start"
        >
          <AuthorAvatar name={author.name} avatar={author.avatar} size={80} />
          <div className="flex-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              À propos de l'auteur
            </p>
            <h2 id="auteur-titre" className="mt-1 text-lg font-bold">
              {author.name}
            </h2>
            <p className="text-sm text-muted-foreground">{author.position}</p>
            <p className="mt-3 text-sm leading-relaxed">{author.bio}</p>
            <Button asChild variant="outline" size="sm" className="mt-4">
              <a href={author.linkedinUrl} target="_blank" rel="noopener noreferrer">
                Voir le profil <ExternalLink aria-hidden="true" />
                <span className="sr-only"> de {author.name} sur LinkedIn (nouvel onglet)</span>
              </a>
            </Button>
          </div>
        </aside>

        <p className="mx-auto mt-10 max-w-[70ch]">
          <Button asChild variant="ghost">
            <Link to="/articles">
              <ArrowLeft /> Retour aux articles
            </Link>
          </Button>
        </p>
      </Container>

      {next.similar.length || next.alsoRead.length ? (
        <div className="border-t bg-muted/40 py-12 md:py-16">
          {/* On wide screens both lists share one row of three cards, each under its heading. */}
          <Container className="grid gap-12 lg:grid-cols-3 lg:gap-6">
            <Suggested id="similaires-titre" title="Articles similaires" articles={next.similar} />
            <Suggested id="a-lire-aussi-titre" title="À lire aussi" articles={next.alsoRead} />
          </Container>
        </div>
      ) : null}
    </article>
  );
}

// Static class names, so Tailwind generates them: a list spans as many columns as it has cards.
const SPAN = ["", "lg:col-span-1", "lg:col-span-2", "lg:col-span-3"];
const COLUMNS = ["", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3"];

/** One list of the article's end: « Articles similaires » (its category) or « À lire aussi ». */
function Suggested({
  id,
  title,
  articles,
}: {
  id: string;
  title: string;
  articles: ArticleSummary[];
}) {
  if (!articles.length) return null;
  return (
    <section aria-labelledby={id} className={cn("flex flex-col", SPAN[articles.length])}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className={cn("mt-8 grid flex-1 gap-6 sm:grid-cols-2", COLUMNS[articles.length])}>
        {articles.map((a) => (
          <li key={a.slug} className="flex">
            <ArticleCard article={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
