import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { publicOrigin } from "#app/config/env.server.ts";
import { RealisationsPage as RealisationsPageNow } from "#app/features/portfolio/realisations-page.tsx";
import { listProjects } from "#app/features/portfolio/projects.server.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/realisations";

// The page's tags come with its data (as on `/`): seo.ts stays out of its first load.
export async function loader() {
  return { meta: realisationsMeta(publicOrigin()), projects: await listProjects() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

function realisationsMeta(origin: string) {
  return seo(origin, {
    title: "Nos réalisations",
    description:
      "Boutique en ligne, application de livraison, site d'hôtel, plateforme scolaire\u00a0: découvrez des projets que nous avons menés pour des entreprises du Sénégal.",
    path: "/realisations",
    image: "/images/og/realisations.png",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Réalisations", path: "/realisations" }])],
  });
}

// The page's body: in the HTML from the first paint, its code fetched after the page
// hydrated (hydrate-later.tsx).
const RealisationsPage = hydrateLater(
  () => import("#app/features/portfolio/realisations-page.tsx").then((m) => m.RealisationsPage),
  import.meta.env.SSR ? RealisationsPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), RealisationsPage);
}

export default function RealisationsRoute({ loaderData }: Route.ComponentProps) {
  return <RealisationsPage projects={loaderData.projects} />;
}
