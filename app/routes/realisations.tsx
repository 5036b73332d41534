import { publicOrigin } from "#app/config/env.server.ts";
import { RealisationsPage } from "#app/features/portfolio/realisations-page.tsx";
import { listProjects } from "#app/features/portfolio/projects.server.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/realisations";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

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

export default function RealisationsRoute({ loaderData }: Route.ComponentProps) {
  return <RealisationsPage projects={loaderData.projects} />;
}
