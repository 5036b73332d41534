import { Container } from "#app/components/layout/container.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import { PartnersCarousel } from "#app/features/marketing/partners-carousel.tsx";
import type { Partner } from "#content/types.ts";

export function ClientsSection({ partners }: { partners: Partner[] }) {
  return (
    <section aria-labelledby="clients-titre" className="py-12 md:py-16">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_2fr]">
          <div>
            <SectionHeading
              id="clients-titre"
              eyebrow="Ils nous font confiance"
              title="Des entreprises qui grandissent avec nous"
              align="left"
            />
            <p className="mt-6 flex items-baseline gap-3">
              <span className="text-5xl font-extrabold text-primary" data-testid="clients-count">
                {partners.length}+
              </span>
              <span className="text-muted-foreground">
                clients satisfaits depuis notre création
              </span>
            </p>
          </div>
          <PartnersCarousel partners={partners} />
        </div>
      </Container>
    </section>
  );
}
