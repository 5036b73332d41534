import { ArrowRight, Code2, MessageCircle, Wrench, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { pricingByGroup } from "#content/pricing.ts";
import { PricingCard } from "./pricing-card.tsx";

/** The Offers page (SPEC.md §2): the priced offers, one section per group. */
export function OffersPage() {
  const web = pricingByGroup("web");
  const maintenance = pricingByGroup("maintenance");
  const community = pricingByGroup("community");
  return (
    <>
      <PageBanner
        eyebrow="Tarifs"
        title="Nos Offres"
        lead="Des formules claires, pensées pour les entreprises du Sénégal et d'Afrique. Choisissez celle qui vous correspond, nous l'adaptons ensuite à votre projet."
        crumbs={[{ name: "Offres", to: "/offers" }]}
      />
      <OfferSection
        id="developpement-web"
        icon={Code2}
        title="Développement Web"
        lead="Un site vitrine pour présenter votre activité ou une boutique en ligne pour vendre avec le paiement mobile."
      >
        <ul className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2 md:gap-6">
          {web.map((card) => (
            <li key={card.id}>
              <PricingCard card={card} />
            </li>
          ))}
        </ul>
      </OfferSection>
      <OfferSection
        id="maintenance"
        icon={Wrench}
        title="Maintenance"
        lead="Un site en ligne demande un suivi régulier. Nous nous en chargeons pour vous, chaque mois."
        muted
      >
        <ul className="mx-auto max-w-lg">
          {maintenance.map((card) => (
            <li key={card.id}>
              <PricingCard card={card} />
            </li>
          ))}
        </ul>
      </OfferSection>
      <OfferSection
        id="community-management"
        icon={MessageCircle}
        title="Community Management"
        lead="Trois formules mensuelles pour animer vos réseaux sociaux, de la présence régulière à la gestion complète de votre image. Budget publicitaire en sus."
      >
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {community.map((card) => (
            <li key={card.id}>
              <PricingCard card={card} />
            </li>
          ))}
        </ul>
      </OfferSection>
      <OffersCta />
    </>
  );
}

function OfferSection({
  id,
  icon: Icon,
  title,
  lead,
  muted = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("py-12 md:py-16", muted && "bg-muted")}
    >
      <Container>
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 id={`${id}-title`} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{lead}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}

function OffersCta() {
  return (
    <section aria-labelledby="offers-cta-title" className="py-12 md:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-navy-950 px-6 py-12 text-center text-white sm:px-12 md:py-16 dark:border dark:bg-navy-900">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.82_0.12_75/0.2),transparent_55%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="offers-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {"Besoin d'une formule sur mesure\u00a0?"}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-navy-100">
              Chaque entreprise est unique. Décrivez-nous votre projet, nous vous proposons un devis
              détaillé, adapté à vos objectifs comme à votre budget.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" variant="accent" className="focus-visible:outline-white">
                <Link to="/contact">
                  Demander un devis <ArrowRight />
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/30 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white"
              >
                <Link to="/realisations">Voir nos réalisations</Link>
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
