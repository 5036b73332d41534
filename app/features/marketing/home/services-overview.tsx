import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ContentIcon } from "#app/features/marketing/icon.tsx";
import type { Service } from "#content/types.ts";

/** What a card shows of a service. */
export type ServiceCard = Pick<Service, "id" | "title" | "description" | "icon">;

export function ServicesOverview({ services }: { services: ServiceCard[] }) {
  return (
    <section aria-labelledby="services-titre" className="py-12 md:py-16">
      <Container>
        <SectionHeading
          id="services-titre"
          eyebrow="Nos services"
          title="Tout le digital de votre entreprise, sous un même toit"
          lead="De la première maquette aux campagnes qui font venir vos clients, une équipe à Dakar qui connaît votre marché."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <ContentIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
                {service.description}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/services">
              Voir tous nos services <ArrowRight />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
