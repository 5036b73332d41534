import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { MessageSquare } from "#app/components/ui/icons/message-square.tsx";
import { href, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Project } from "#content/types.ts";
import { Picture } from "#app/components/ui/picture.tsx";

export function ProjectCard({ project, eager = false }: { project: Project; eager?: boolean }) {
  const link = href("/realisations/:slug", { slug: project.slug });
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <Link
        to={link}
        prefetch="intent"
        tabIndex={-1}
        aria-hidden="true"
        className="overflow-hidden bg-muted"
      >
        <Picture
          sources={project.image.sources}
          sizes="(min-width: 768px) 600px, 100vw"
          src={project.image.src}
          width={project.image.width}
          height={project.image.height}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-primary">
          {project.category} · {project.year}
        </p>
        <h2 className="mt-2 text-xl font-bold tracking-tight">
          <Link to={link} prefetch="intent" className="hover:underline">
            {project.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{project.description}</p>
        <ul aria-label="Technologies" className="mt-4 flex flex-wrap gap-2">
          {project.technologies.slice(0, 4).map((t) => (
            <li key={t} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
              {t}
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3 min-[27rem]:grid-cols-2">
          <Button asChild>
            <Link to={link} prefetch="intent" aria-describedby={`projet-${project.id}`}>
              Voir les détails <ArrowRight />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link
              to={`/contact?projet=${encodeURIComponent(project.slug)}`}
              aria-describedby={`projet-${project.id}`}
            >
              <MessageSquare /> Projet similaire
            </Link>
          </Button>
        </div>
        <span id={`projet-${project.id}`} className="sr-only">
          {project.title}
        </span>
      </div>
    </article>
  );
}
