import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import { href, isRouteErrorResponse, Link, redirect } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { company } from "#app/config/company-live.ts";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { findArticle, similarArticles } from "#app/features/blog/articles.server.ts";
import type { ArticleDetail } from "#app/features/blog/types.ts";
import { ArticleView } from "#app/features/blog/components/article-view.tsx";
import { publicationInstant } from "#app/features/blog/publication.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/article";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

const NOT_FOUND = "L'article que vous recherchez n'existe pas ou a été supprimé.";

export async function loader({ params }: Route.LoaderArgs) {
  const key = params.slug?.trim();
  if (!key) throw httpError("Paramètre d'article manquant.", 400);
  const article = await findArticle(key);
  if (!article) throw httpError(NOT_FOUND, 404);
  // Found by its id: the address people share is the slug.
  if (article.slug !== key) throw redirect(href("/articles/:slug", { slug: article.slug }), 301);
  const origin = publicOrigin();
  // The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
  return {
    meta: articleMeta(origin, article),
    article,
    next: await similarArticles(article),
    url: `${origin}/articles/${article.slug}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ title: `Article introuvable — ${COMPANY_NAME}` }];
}

function articleMeta(origin: string, article: ArticleDetail) {
  const path = href("/articles/:slug", { slug: article.slug });
  // The cover's link preview, its PNG, at a plain URL (the build versions the SVG's).
  const preview = article.cover.src.replace(/\.svg(?:\?.*)?$/, ".png");
  return seo(origin, {
    title: article.title,
    documentTitle: article.seoTitle,
    description: article.description,
    path,
    type: "article",
    image: preview,
    imageAlt: article.title,
    publishedTime: publicationInstant(article.publishedAt),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: publicationInstant(article.publishedAt),
        dateModified: publicationInstant(article.publishedAt),
        inLanguage: "fr-FR",
        articleSection: article.category,
        wordCount: article.wordCount,
        timeRequired: `PT${article.readTime}M`,
        image: `${origin}${preview}`,
        url: `${origin}${path}`,
        mainEntityOfPage: `${origin}${path}`,
        author: {
          "@type": "Person",
          name: article.author.name,
          jobTitle: article.author.position,
          url: article.author.linkedinUrl,
        },
        publisher: {
          "@id": `${origin}/#organisation`,
          "@type": "Organization",
          name: company.name,
        },
      },
      breadcrumbJsonLd(origin, [
        { name: "Blog", path: "/articles" },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} next={loaderData.next} url={loaderData.url} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && (error.status === 404 || error.status === 400)
      ? String(error.data)
      : "Une erreur s'est produite lors du chargement de l'article.";
  return (
    <section className="py-20">
      <Container size="sm" className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Article introuvable</h1>
        <p className="mt-4 text-muted-foreground" role="alert">
          {message}
        </p>
        <Button asChild className="mt-8">
          <Link to="/articles">
            <ArrowLeft /> Retour aux articles
          </Link>
        </Button>
      </Container>
    </section>
  );
}
