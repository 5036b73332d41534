import { Code2 } from "#app/components/ui/icons/code-2.tsx";
import { MessageCircle } from "#app/components/ui/icons/message-circle.tsx";
import { Wrench } from "#app/components/ui/icons/wrench.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { cn } from "#app/lib/utils.ts";
import { pricingByGroup } from "#content/pricing.ts";
import type { PricingGroup } from "#content/types.ts";
import { CtaBand } from "./cta-band.tsx";
import { PRICING_ITEM, PricingCard } from "./pricing-card.tsx";

type OfferGroup = {
  id: string;
  group: PricingGroup;
  icon: LucideIcon;
  title: string;
  lead: string;
  muted?: boolean;
  listClassName: string;
};

// One section per group of offers, each list laid out for its number of cards.
const groups: OfferGroup[] = [
  {
    id: "developpement-web",
    group: "web",
    icon: Code2,
    title: "Développement Web",
    lead: "Un site vitrine pour présenter votre activité ou une boutique en ligne pour vendre avec le paiement mobile.",
    listClassName: "mx-auto grid max-w-5xl gap-8 md:grid-cols-2 md:gap-6",
  },
  {
    id: "maintenance",
    group: "maintenance",
    icon: Wrench,
    title: "Maintenance",
    lead: "Un site en ligne demande un suivi régulier. Nous nous en chargeons pour vous, chaque mois.",
    muted: true,
    listClassName: "mx-auto max-w-lg",
  },
  {
    id: "community-management",
    group: "community",
    icon: MessageCircle,
    title: "Community Management",
    lead: "Trois formules mensuelles pour animer vos réseaux sociaux, de la présence régulière à la gestion complète de votre image. Budget publicitaire en sus.",
    listClassName: "grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-6",
  },
];

/** The Offers page (docs/product.md §2): the priced offers, one section per group. */
export function OffersPage() {
  return (
    <>
      <PageBanner
        eyebrow="Tarifs"
        title="Nos Offres"
        lead="Des formules claires, pensées pour les entreprises du Sénégal et d'Afrique. Choisissez celle qui vous correspond, nous l'adaptons ensuite à votre projet."
        crumbs={[{ name: "Offres", to: "/offers" }]}
        art="/images/banners/offres.svg"
      />
      {groups.map((offer) => (
        <OfferSection key={offer.id} {...offer} />
      ))}
      <CtaBand
        id="offers-cta-title"
        title={"Besoin d'une formule sur mesure\u00a0?"}
        lead="Chaque entreprise est unique. Décrivez-nous votre projet, nous vous proposons un devis détaillé, adapté à vos objectifs comme à votre budget."
        primary={{ label: "Demander un devis", to: "/contact" }}
        secondary={{ label: "Voir nos réalisations", to: "/realisations" }}
      />
    </>
  );
}

function OfferSection({
  id,
  group,
  icon: Icon,
  title,
  lead,
  muted = false,
  listClassName,
}: OfferGroup) {
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
        <ul className={listClassName}>
          {pricingByGroup(group).map((card) => (
            <li key={card.id} className={PRICING_ITEM}>
              <PricingCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
