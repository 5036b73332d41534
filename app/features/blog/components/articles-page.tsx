import type { ComponentProps } from "react";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ArticleBrowser } from "./article-browser.tsx";

/** The blog's page (app/routes/articles.tsx): HTML with its islands (ADR 037). */
export function ArticlesPage(loaderData: ComponentProps<typeof ArticleBrowser>) {
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
