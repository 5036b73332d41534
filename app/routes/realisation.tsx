import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import { href, isRouteErrorResponse, Link, redirect } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { findProject, projectPreview } from "#app/features/portfolio/projects.server.ts";
import { ProjectView } from "#app/features/portfolio/project-view.tsx";
import type { Project } from "#content/types.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/realisation";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export async function loader({ params }: Route.LoaderArgs) {
  const project = await findProject(params.slug);
  if (!project) throw httpError("Projet non trouvé", 404);
  // Found by its id: the address people share is the slug.
  if (project.slug !== params.slug)
    throw redirect(href("/realisations/:slug", { slug: project.slug }), 301);
  // The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
  return { meta: projectMeta(publicOrigin(), project), project };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ title: `Projet non trouvé — ${COMPANY_NAME}` }];
}

function projectMeta(origin: string, project: Project) {
  const path = href("/realisations/:slug", { slug: project.slug });
  return seo(origin, {
    title: project.title,
    description: project.description,
    path,
    image: projectPreview(project),
    imageAlt: project.image.alt,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        name: project.title,
        description: project.description,
        dateCreated: String(project.year),
        // The preview first, then « En images » (issue 24).
        image: project.gallery.length
          ? [projectPreview(project), ...project.gallery.map((g) => g.src)].map(
              (src) => `${origin}${src}`,
            )
          : `${origin}${projectPreview(project)}`,
        creator: { "@id": `${origin}/#organisation` },
        keywords: project.technologies.join(", "),
      },
      breadcrumbJsonLd(origin, [
        { name: "Réalisations", path: "/realisations" },
        { name: project.title, path },
      ]),
    ],
  });
}

export default function RealisationRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectView project={loaderData.project} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="py-20">
      <Container size="sm" className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Réalisations</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {notFound ? "Projet non trouvé" : "Une erreur est survenue"}
        </h1>
        <p className="mt-4 text-muted-foreground">
          {notFound
            ? "Ce projet n'existe pas ou n'est plus présenté dans notre portfolio."
            : "Le projet n'a pas pu être chargé. Veuillez réessayer."}
        </p>
        <Button asChild className="mt-8">
          <Link to="/realisations">
            <ArrowLeft /> Retour aux réalisations
          </Link>
        </Button>
      </Container>
    </section>
  );
}
