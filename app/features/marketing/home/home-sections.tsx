import { Hero } from "#app/features/marketing/hero.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import type { Partner, ProcessStep, Testimonial } from "#content/types.ts";
import { CallToAction } from "./call-to-action.tsx";
import { ClientsSection } from "./clients-section.tsx";
import { LatestArticles } from "./latest-articles.tsx";
import { NewsletterSection } from "./newsletter-section.tsx";
import { ProcessTimeline } from "./process-timeline.tsx";
import { ServicesOverview } from "./services-overview.tsx";
import { Testimonials } from "./testimonials.tsx";
import type { ComponentProps } from "react";

export type HomeSectionsProps = {
  services: ComponentProps<typeof ServicesOverview>["services"];
  testimonials: Testimonial[];
  partners: Partner[];
  processSteps: ProcessStep[];
  articles: ComponentProps<typeof LatestArticles>["articles"];
  callHref: string;
  newsletter: { done: boolean; error: string | null };
};

/** The home page's sections (app/routes/home.tsx): HTML with their islands (ADR 037). */
export function HomeSections(props: HomeSectionsProps) {
  return (
    <>
      <Hero />
      <ServicesOverview services={props.services} />
      <Testimonials testimonials={props.testimonials} />
      <ClientsSection partners={props.partners} />
      <ProcessTimeline processSteps={props.processSteps} />
      <LatestArticles articles={props.articles} />
      <CallToAction callHref={props.callHref} />
      <NewsletterSection done={props.newsletter.done}>
        <NewsletterForm initialError={props.newsletter.error} />
      </NewsletterSection>
    </>
  );
}
