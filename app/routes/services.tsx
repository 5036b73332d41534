import { ServicesPage } from "#app/features/marketing/services-page.tsx";
import { breadcrumbJsonLd, originFrom, seo } from "#app/lib/seo.ts";
import { pricing } from "#content/pricing.ts";
import { processSteps } from "#content/process.ts";
import { services } from "#content/services.ts";
import type { Route } from "./+types/services";

// Data, not code: the services, the steps and the prices come with the page's data
// instead of its JavaScript.
export function loader() {
  return { services, processSteps, pricing };
}

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

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesPage {...loaderData} />;
}
