import { publicOrigin } from "#app/config/env.server.ts";
import { listArticles } from "#app/features/blog/articles.server.ts";
import { ArticlesPage } from "#app/features/blog/components/articles-page.tsx";
import { readFilter } from "#app/features/blog/filter.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/articles";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export async function loader({ request }: Route.LoaderArgs) {
  const filter = readFilter(new URL(request.url).searchParams);
  // The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
  return { meta: articlesMeta(publicOrigin()), filter, articles: await listArticles(filter) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

function articlesMeta(origin: string) {
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
  return <ArticlesPage articles={loaderData.articles} filter={loaderData.filter} />;
}
