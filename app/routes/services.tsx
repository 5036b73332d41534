import { publicOrigin } from "#app/config/env.server.ts";
import { ServicesPage } from "#app/features/marketing/services-page.tsx";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import { pricing } from "#content/pricing.ts";
import { processSteps } from "#content/process.ts";
import { services } from "#content/services.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/services";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

// Data, not code: the services, the steps and the prices come with the page's data
// instead of its JavaScript; so do the page's tags (seo.ts stays out of its first load).
export function loader() {
  return { meta: servicesMeta(publicOrigin()), services, processSteps, pricing };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

function servicesMeta(origin: string) {
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
  return (
    <ServicesPage
      services={loaderData.services}
      processSteps={loaderData.processSteps}
      pricing={loaderData.pricing}
    />
  );
}
