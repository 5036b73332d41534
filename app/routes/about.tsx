import { publicOrigin } from "#app/config/env.server.ts";
import { AboutPage } from "#app/features/marketing/about-page.tsx";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import { partnersCount } from "#content/partners.ts";
import { services } from "#content/services.ts";
import { activeTeam } from "#content/team.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/about";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

// Data, not code: the team and two counts (not the lists behind them) come with
// the page's data instead of its JavaScript.
export function loader() {
  return {
    meta: aboutMeta(publicOrigin()),
    servicesCount: services.length,
    partnersCount,
    team: activeTeam(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

function aboutMeta(origin: string) {
  return seo(origin, {
    title: "À propos",
    description:
      "Née à Dakar en janvier 2025, Teranga Digital accompagne les entreprises du Sénégal et d'Afrique dans leur transformation digitale\u00a0: mission, valeurs, équipe.",
    path: "/about",
    image: "/images/og/about.png",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "À propos", path: "/about" }])],
  });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AboutPage
      servicesCount={loaderData.servicesCount}
      partnersCount={loaderData.partnersCount}
      team={loaderData.team}
    />
  );
}
