import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { publicOrigin } from "#app/config/env.server.ts";
import { listArticles } from "#app/features/blog/articles.server.ts";
import { ArticlesPage as ArticlesPageNow } from "#app/features/blog/components/articles-page.tsx";
import { readFilter } from "#app/features/blog/filter.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/articles";

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

// The page's body (banner, search, filters, cards): in the HTML from the first paint,
// its code fetched after the page hydrated (hydrate-later.tsx); the search is a plain
// GET form meanwhile.
const ArticlesPage = hydrateLater(
  () => import("#app/features/blog/components/articles-page.tsx").then((m) => m.ArticlesPage),
  import.meta.env.SSR ? ArticlesPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), ArticlesPage);
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage articles={loaderData.articles} filter={loaderData.filter} />;
}
