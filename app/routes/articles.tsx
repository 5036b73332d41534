import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { listArticles } from "#app/features/blog/articles.server.ts";
import { ArticleBrowser } from "#app/features/blog/components/article-browser.tsx";
import { readFilter } from "#app/features/blog/filter.ts";
import { breadcrumbJsonLd, originFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/articles";

export function loader({ request }: Route.LoaderArgs) {
  const filter = readFilter(new URL(request.url).searchParams);
  return { filter, articles: listArticles(filter) };
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seo(origin, {
    title: "Articles",
    description:
      "Design, développement web, UX, accessibilité, CSS et intelligence artificielle\u00a0: les articles de l'équipe Teranga Digital pour réussir vos projets numériques.",
    path: "/articles",
    image: "/images/og/articles.png",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Blog", path: "/articles" }])],
  });
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Le blog"
        title="Articles"
        lead="Conseils, méthodes et retours d'expérience de notre équipe sur le design, le développement et le marketing digital."
        crumbs={[{ name: "Blog", to: "/articles" }]}
        art="/images/banners/articles.svg"
      />
      <section className="py-12 md:py-16">
        <Container>
          <ArticleBrowser articles={loaderData.articles} filter={loaderData.filter} />
        </Container>
      </section>
    </>
  );
}
