import { siteName } from "#app/lib/site-name.ts";
import { ProjectPage } from "#app/features/projects/components/project-page.tsx";
import { handleProjectAction, loadProject } from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/projet";

export function meta({ data, matches }: Route.MetaArgs) {
  return [
    { title: `${data?.project.name ?? "Projet"} — Projets — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadProject(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleProjectAction(request, params.id);
}

export default function ProjetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectPage {...loaderData} actionData={actionData} />;
}
