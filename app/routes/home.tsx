import { telHref } from "#app/config/company.ts";
import { company } from "#app/config/company-live.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { latestArticles } from "#app/features/blog/articles.server.ts";
import { HomeSections } from "#app/features/marketing/home/home-sections.tsx";
import { WelcomeToast } from "#app/features/marketing/home/welcome-toast.tsx";
import { organizationJsonLd, seo } from "#app/lib/seo.ts";
import { partners } from "#content/partners.ts";
import { processSteps } from "#content/process.ts";
import { homeServices } from "#content/services.ts";
import { testimonials } from "#content/testimonials.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/home";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

const NEWSLETTER_OUTCOME: Record<string, string> = {
  invalide: "Email invalide",
  erreur: "Une erreur est survenue. Veuillez réessayer.",
};

export async function loader({ request }: Route.LoaderArgs) {
  // Without JavaScript the newsletter form comes back here with its outcome.
  const outcome = new URL(request.url).searchParams.get("newsletter");
  // Data, not code (as /services): the sections' content and the page's tags come
  // with the page's data. The origin is the root loader's (PUBLIC_URL).
  return {
    meta: homeMeta(publicOrigin()),
    services: homeServices.map(({ id, title, description, icon }) => ({
      id,
      title,
      description,
      icon,
    })),
    testimonials,
    partners,
    processSteps,
    articles: await latestArticles(3),
    callHref: telHref(company.phones.main),
    newsletter: {
      done: outcome === "merci",
      error: outcome ? (NEWSLETTER_OUTCOME[outcome] ?? null) : null,
    },
  };
}

/**
 * The page's tags, written on the server: seo.ts and the structured data stay out
 * of the browser's code (a client navigation gets them with the page's data).
 */
function homeMeta(origin: string) {
  return seo(origin, {
    title: `${company.name} — Agence web et mobile à Dakar, Sénégal`,
    description:
      "Agence digitale à Dakar\u00a0: sites web, applications mobiles, design UX/UI et marketing digital pour les entreprises du Sénégal et d'Afrique.",
    path: "/",
    jsonLd: [
      organizationJsonLd(origin),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: company.name,
        url: `${origin}/`,
        inLanguage: "fr-FR",
        potentialAction: {
          "@type": "SearchAction",
          target: `${origin}/articles?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeSections
        services={loaderData.services}
        testimonials={loaderData.testimonials}
        partners={loaderData.partners}
        processSteps={loaderData.processSteps}
        articles={loaderData.articles}
        callHref={loaderData.callHref}
        newsletter={loaderData.newsletter}
      />
      <WelcomeToast />
    </>
  );
}
