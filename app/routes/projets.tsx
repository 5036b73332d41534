import { siteName } from "#app/lib/site-name.ts";
import { ProjectsPage } from "#app/features/projects/components/projects-page.tsx";
import { loadProjects } from "#app/features/projects/route.server.ts";
import { projectMargins } from "#app/features/margins/route.server.ts";
import type { Route } from "./+types/projets";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Projets — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadProjects(request);
  // Cost and margin (ADR 058): only for who holds `margins`.
  const margins = await projectMargins(
    request,
    page.projects.map((p) => p.id),
  );
  return { ...page, margins };
}

export default function ProjetsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage {...loaderData} />;
}
