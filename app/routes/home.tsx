import { company, telHref } from "#app/config/company.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { latestArticles } from "#app/features/blog/articles.server.ts";
import { Hero } from "#app/features/marketing/hero.tsx";
import { CallToAction } from "#app/features/marketing/home/call-to-action.tsx";
import { ClientsSection } from "#app/features/marketing/home/clients-section.tsx";
import { LatestArticles } from "#app/features/marketing/home/latest-articles.tsx";
import { NewsletterSection } from "#app/features/marketing/home/newsletter-section.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { ProcessTimeline } from "#app/features/marketing/home/process-timeline.tsx";
import { ServicesOverview } from "#app/features/marketing/home/services-overview.tsx";
import { Testimonials } from "#app/features/marketing/home/testimonials.tsx";
import { WelcomeToast } from "#app/features/marketing/home/welcome-toast.tsx";
import { organizationJsonLd, seo } from "#app/lib/seo.ts";
import { partners } from "#content/partners.ts";
import { processSteps } from "#content/process.ts";
import { homeServices } from "#content/services.ts";
import { testimonials } from "#content/testimonials.ts";
import type { Route } from "./+types/home";

const NEWSLETTER_OUTCOME: Record<string, string> = {
  invalide: "Email invalide",
  erreur: "Une erreur est survenue. Veuillez réessayer.",
};

export function loader({ request }: Route.LoaderArgs) {
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
    articles: latestArticles(3),
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
      <Hero />
      <ServicesOverview services={loaderData.services} />
      <Testimonials testimonials={loaderData.testimonials} />
      <ClientsSection partners={loaderData.partners} />
      <ProcessTimeline processSteps={loaderData.processSteps} />
      <LatestArticles articles={loaderData.articles} />
      <CallToAction callHref={loaderData.callHref} />
      <NewsletterSection done={loaderData.newsletter.done}>
        <NewsletterForm initialError={loaderData.newsletter.error} />
      </NewsletterSection>
      <WelcomeToast />
    </>
  );
}
