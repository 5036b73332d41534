import { OffersPage } from "#app/features/marketing/offers-page.tsx";
import { breadcrumbJsonLd, originFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/offers";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
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
