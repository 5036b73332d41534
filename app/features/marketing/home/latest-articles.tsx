import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ArticleCard } from "#app/features/blog/components/article-card.tsx";
import type { ArticleSummary } from "#app/features/blog/types.ts";

const TOPICS = [
  "Développement Web",
  "Développement Mobile",
  "Design",
  "UX/UI",
  "Marketing",
  "Stratégie",
  "SEO",
];

/** The three latest articles, the first one featured, then the topic badges. */
export function LatestArticles({ articles }: { articles: ArticleSummary[] }) {
  const [first, ...others] = articles;
  return (
    <section aria-labelledby="articles-titre" className="py-12 md:py-16">
      <Container>
        <SectionHeading
          id="articles-titre"
          eyebrow="Le blog"
          title="Nos derniers articles"
          lead="Des conseils concrets pour réussir vos projets numériques."
        />
        {first ? (
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <div className="flex lg:row-span-2">
              <ArticleCard article={first} featured />
            </div>
            {others.map((a) => (
              <div key={a.slug} className="flex">
                <ArticleCard article={a} layout="horizontal" />
              </div>
            ))}
          </div>
        ) : null}
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/articles">
              Voir tous les articles <ArrowRight />
            </Link>
          </Button>
        </div>
        <ul aria-label="Nos sujets" className="mt-10 flex flex-wrap justify-center gap-2">
          {TOPICS.map((topic) => (
            <li
              key={topic}
              className="rounded-full border bg-card px-4 py-1.5 text-sm font-medium text-muted-foreground"
            >
              {topic}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
