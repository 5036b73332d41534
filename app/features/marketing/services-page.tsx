import { ArrowDown } from "#app/components/ui/icons/arrow-down.tsx";
import { Check } from "#app/components/ui/icons/check.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { PricingCard as PricingCardData, ProcessStep, Service } from "#content/types.ts";
import { CtaBand } from "./cta-band.tsx";
import { ContentIcon } from "./icon.tsx";
import { PRICING_ITEM, PricingCard } from "./pricing-card.tsx";

/** The Services page (docs/product.md §2): services, approach, call to action, then prices. */
export type ServicesPageData = {
  services: Service[];
  processSteps: ProcessStep[];
  pricing: PricingCardData[];
};

export function ServicesPage({ services, processSteps, pricing }: ServicesPageData) {
  return (
    <>
      <PageBanner
        eyebrow="Nos services"
        title="Des solutions digitales pour faire grandir votre entreprise"
        lead={
          "Sites web, applications mobiles, design, marketing digital et conseil informatique\u00a0: une seule équipe, à Dakar, pour mener votre projet de l'idée jusqu'au suivi."
        }
        crumbs={[{ name: "Services", to: "/services" }]}
        art="/images/banners/services.svg"
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accentOnDark">
            <a href="#tarifs">
              Voir nos tarifs <ArrowDown />
            </a>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to="/contact">Demander un devis</Link>
          </Button>
        </div>
      </PageBanner>
      <ServicesSection services={services} />
      <ApproachSection processSteps={processSteps} />
      <CtaBand
        id="services-cta-title"
        layout="split"
        title={"Un projet en tête\u00a0?"}
        lead="Parlons-en lors d'un premier échange de 30 minutes, offert et sans engagement, ou découvrez les projets que nous avons déjà menés."
        primary={{ label: "Réserver un appel", to: "/rendez-vous" }}
        secondary={{ label: "Voir nos réalisations", to: "/realisations" }}
      />
      <PricingSection pricing={pricing} />
    </>
  );
}

function ServicesSection({ services }: { services: Service[] }) {
  return (
    <section aria-labelledby="services-title" className="py-12 md:py-16">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Nos expertises
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Cinq métiers complémentaires, pensés pour les réalités des entreprises sénégalaises et
            africaines.
          </p>
        </div>
        {/* Flex rather than grid so the last row of the five cards is centred. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {services.map((service) => (
            <li
              key={service.id}
              id={service.id}
              className="flex w-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <ContentIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{service.description}</p>
              <ul className="mt-6 space-y-2.5 border-t pt-6 text-sm">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check
                      className="mt-0.5 size-4 shrink-0 text-success"
                      strokeWidth={3}
                      aria-hidden="true"
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function ApproachSection({ processSteps }: { processSteps: ProcessStep[] }) {
  return (
    <section aria-labelledby="approach-title" className="bg-muted py-12 md:py-16">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="approach-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Notre démarche
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            {`${processSteps.length} étapes claires, pour savoir à chaque instant où en est votre projet.`}
          </p>
        </div>
        {/* Vertical timeline on mobile, horizontal from lg. The connector of each step
            runs from its circle (size-12) to the next one, across the gap-6 gutter. */}
        <ol className="mt-10 grid gap-8 lg:grid-cols-5 lg:gap-6">
          {processSteps.map((step, i) => (
            <li
              key={step.step}
              className={
                i < processSteps.length - 1
                  ? "relative flex gap-5 before:absolute before:top-14 before:-bottom-6 before:left-6 before:w-0.5 before:-translate-x-1/2 before:bg-primary/25 lg:flex-col lg:items-center lg:gap-0 lg:text-center lg:before:top-6 lg:before:right-[calc(-50%+0.25rem)] lg:before:bottom-auto lg:before:left-[calc(50%+1.75rem)] lg:before:h-0.5 lg:before:w-auto lg:before:translate-x-0 lg:before:-translate-y-1/2"
                  : "relative flex gap-5 lg:flex-col lg:items-center lg:gap-0 lg:text-center"
              }
            >
              <span
                aria-hidden="true"
                className="relative z-10 inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-md ring-4 ring-muted"
              >
                {step.step}
              </span>
              <div className="pb-2 lg:mt-5">
                <ContentIcon
                  name={step.icon}
                  className="hidden size-5 text-primary lg:mx-auto lg:mb-2 lg:block"
                />
                <h3 className="text-lg font-bold leading-snug lg:min-h-[2lh]">
                  <span className="sr-only">{`Étape ${step.step}\u00a0: `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {step.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function PricingSection({ pricing }: { pricing: PricingCardData[] }) {
  return (
    <section id="tarifs" aria-labelledby="pricing-title" className="bg-muted py-12 md:py-16">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow="Des prix clairs"
          title="Nos tarifs"
          lead={
            "Sites web, maintenance et community management\u00a0: choisissez la formule adaptée à votre activité. Chaque projet fait l'objet d'un devis détaillé, établi après un premier échange offert."
          }
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {pricing.map((card) => (
            <li key={card.id} className={PRICING_ITEM}>
              <PricingCard card={card} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Prix en francs CFA (FCFA).{" "}
          <Link
            to="/offers"
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            Comparer nos offres en détail
          </Link>
        </p>
      </Container>
    </section>
  );
}
