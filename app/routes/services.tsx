import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { publicOrigin } from "#app/config/env.server.ts";
import { ServicesPage as ServicesPageNow } from "#app/features/marketing/services-page.tsx";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import { pricing } from "#content/pricing.ts";
import { processSteps } from "#content/process.ts";
import { services } from "#content/services.ts";
import type { Route } from "./+types/services";

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

// The page's body: in the HTML from the first paint, its code fetched after the page
// hydrated (hydrate-later.tsx).
const ServicesPage = hydrateLater(
  () => import("#app/features/marketing/services-page.tsx").then((m) => m.ServicesPage),
  import.meta.env.SSR ? ServicesPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), ServicesPage);
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
