import { siteName } from "#app/lib/site-name.ts";
import { ProjectsPage } from "#app/features/projects/components/projects-page.tsx";
import { loadProjects } from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/projets";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Projets — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProjects(request);
}

export default function ProjetsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage {...loaderData} />;
}
