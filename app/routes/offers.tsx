import { publicOrigin } from "#app/config/env.server.ts";
import { OffersPage } from "#app/features/marketing/offers-page.tsx";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/offers";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

// The page's tags come with its data (as on `/`): seo.ts stays out of its first load.
export function loader() {
  return { meta: offersMeta(publicOrigin()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

function offersMeta(origin: string) {
  return seo(origin, {
    title: "Nos Offres",
    description:
      "Sites vitrines, boutiques en ligne, maintenance dès 30\u00a0000\u00a0FCFA par mois, community management de 100\u00a0000 à 300\u00a0000\u00a0FCFA\u00a0: comparez nos offres.",
    path: "/offers",
    image: "/images/og/offres.png",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Offres", path: "/offers" }])],
  });
}

export default function OffersRoute() {
  return <OffersPage />;
}
