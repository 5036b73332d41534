import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Project } from "#content/types.ts";
import { ProjectCard } from "./project-card.tsx";

/** The portfolio's page (app/routes/realisations.tsx): HTML, no island of its own (ADR 037). */
export function RealisationsPage({ projects }: { projects: Project[] }) {
  return (
    <>
      <PageBanner
        eyebrow="Portfolio"
        title="Nos réalisations"
        lead={
          "Des projets concrets, menés avec des entreprises du Sénégal\u00a0: ce que nous avons construit et ce que cela a changé pour elles."
        }
        crumbs={[{ name: "Réalisations", to: "/realisations" }]}
        art="/images/banners/realisations.svg"
      />
      <section className="py-12 md:py-16">
        <Container>
          <ul className="grid gap-8 md:grid-cols-2">
            {projects.map((project, i) => (
              <li key={project.slug} className="flex">
                <ProjectCard project={project} eager={i < 2} />
              </li>
            ))}
          </ul>
          <div className="mt-14 rounded-2xl border bg-muted/50 p-8 text-center">
            <h2 className="text-2xl font-bold tracking-tight">
              {"Votre projet sera le prochain\u00a0?"}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
              {"Racontez-nous votre idée\u00a0: nous vous répondons sous 48 heures ouvrées."}
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to="/contact">
                Nous contacter <ArrowRight />
              </Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
