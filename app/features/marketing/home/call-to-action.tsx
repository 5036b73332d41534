import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { company, telHref } from "#app/config/company.ts";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-titre" className="py-12 md:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-navy-950 px-6 py-12 text-center text-white sm:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,oklch(0.82_0.12_75/0.2),transparent_60%)]"
          />
          <h2 id="cta-titre" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
            Parlons de votre projet
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-navy-100">
            Un premier échange de 30 minutes, offert et sans engagement, pour cadrer vos besoins et
            votre budget.
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/contact">
                Demander un devis <ArrowRight />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/30 bg-transparent text-white hover:bg-white/10"
            >
              <a href={telHref(company.phones.main)}>
                <Phone /> Appeler maintenant
              </a>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
