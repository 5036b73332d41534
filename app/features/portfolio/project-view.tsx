import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import { Building2 } from "#app/components/ui/icons/building-2.tsx";
import { CalendarDays } from "#app/components/ui/icons/calendar-days.tsx";
import { Clock } from "#app/components/ui/icons/clock.tsx";
import { MessageSquare } from "#app/components/ui/icons/message-square.tsx";
import { href, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Project } from "#content/types.ts";
import { LazyPicture, Picture } from "#app/components/ui/picture.tsx";
import { paragraphs } from "#app/lib/paragraphs.ts";

export function ProjectView({ project }: { project: Project }) {
  const facts = [
    { label: "Client", value: project.client, Icon: Building2 },
    { label: "Année", value: String(project.year), Icon: CalendarDays },
    { label: "Durée", value: project.duration, Icon: Clock },
  ];
  return (
    <>
      <PageBanner
        eyebrow={project.category}
        title={project.title}
        lead={project.description}
        crumbs={[
          { name: "Réalisations", to: "/realisations" },
          { name: project.title, to: href("/realisations/:slug", { slug: project.slug }) },
        ]}
        media={
          <Picture
            sources={project.image.sources}
            sizes="(min-width: 768px) 600px, 100vw"
            src={project.image.src}
            width={project.image.width}
            height={project.image.height}
            alt={project.image.alt}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-2xl bg-muted object-cover shadow-2xl ring-1 ring-white/15"
          />
        }
      />
      <section className="py-12 md:py-16">
        <Container>
          <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
            <div>
              <h2 className="text-2xl font-bold tracking-tight">Le projet</h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed">
                {paragraphs(project.fullDescription).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
              {project.gallery.length > 0 ? (
                <section aria-labelledby="en-images" className="mt-12">
                  <h2 id="en-images" className="text-2xl font-bold tracking-tight">
                    En images
                  </h2>
                  {/* Plain HTML: the page gains no JavaScript; phones first, one column. */}
                  <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                    {project.gallery.map((image) => (
                      <li
                        key={image.src}
                        className="aspect-[3/2] overflow-hidden rounded-xl border bg-muted shadow-sm"
                      >
                        {/* Uncropped: a phone's screen stays whole, centred in its cell. */}
                        <LazyPicture
                          image={image}
                          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                          className="size-full object-contain"
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            <aside
              aria-labelledby="fiche-titre"
              className="h-fit rounded-2xl border bg-card p-6 shadow-sm"
            >
              <h2 id="fiche-titre" className="text-lg font-semibold">
                Fiche projet
              </h2>
              <dl className="mt-4 space-y-4">
                {facts.map(({ label, value, Icon }) => (
                  <div key={label} className="relative pl-8">
                    <dt className="text-sm text-muted-foreground">
                      <Icon
                        className="absolute left-0 top-0.5 size-5 text-primary"
                        aria-hidden="true"
                      />
                      {label}
                    </dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-6 text-sm font-semibold text-muted-foreground">Technologies</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {project.technologies.map((t) => (
                  <li
                    key={t}
                    className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary"
                  >
                    {t}
                  </li>
                ))}
              </ul>
              <Button asChild size="lgWrap" className="mt-8 w-full">
                <Link to={`/contact?projet=${encodeURIComponent(project.slug)}`}>
                  <MessageSquare /> Discuter d'un projet similaire
                </Link>
              </Button>
            </aside>
          </div>
          <p className="mt-12">
            <Button asChild variant="ghost">
              <Link to="/realisations">
                <ArrowLeft /> Toutes nos réalisations
              </Link>
            </Button>
          </p>
        </Container>
      </section>
    </>
  );
}
