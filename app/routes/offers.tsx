import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { publicOrigin } from "#app/config/env.server.ts";
import { OffersPage as OffersPageNow } from "#app/features/marketing/offers-page.tsx";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/offers";

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

// The page's body: in the HTML from the first paint, its code fetched after the page
// hydrated (hydrate-later.tsx).
const OffersPage = hydrateLater(
  () => import("#app/features/marketing/offers-page.tsx").then((m) => m.OffersPage),
  import.meta.env.SSR ? OffersPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), OffersPage);
}

export default function OffersRoute() {
  return <OffersPage />;
}
