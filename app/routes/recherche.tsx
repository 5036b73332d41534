import { siteName } from "#app/lib/site-name.ts";
import { SearchPage } from "#app/features/search/components/search-page.tsx";
import { loadSearchPage } from "#app/features/search/route.server.ts";
import type { Route } from "./+types/recherche";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return [
    { title: `${q ? `« ${q} » — ` : ""}Recherche — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request);
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
