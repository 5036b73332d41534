import { ServicesPage } from "#app/features/marketing/services-page.tsx";
import { breadcrumbJsonLd, originFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/services";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seo(origin, {
    title: "Services",
    description:
      "Développement web et mobile, design UX/UI, marketing digital et conseil informatique à Dakar\u00a0: nos services, notre démarche et nos tarifs en FCFA.",
    path: "/services",
    image: "/images/og/services.png",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Services", path: "/services" }])],
  });
}

export default function ServicesRoute() {
  return <ServicesPage />;
}
