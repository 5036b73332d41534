import { siteName } from "#app/lib/site-name.ts";
import { NewProjectPage } from "#app/features/projects/components/new-project-page.tsx";
import { handleNewProject, loadNewProject } from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/projets-nouveau";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Nouveau projet — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadNewProject(request);
}

// « Nouveau projet », and « Démarrer le projet » from an accepted quote's page.
export function action({ request }: Route.ActionArgs) {
  return handleNewProject(request);
}

export default function NewProjectRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewProjectPage {...loaderData} lastResult={actionData?.result} />;
}
