import { siteName } from "#app/lib/site-name.ts";
import { ProjectEditor } from "#app/features/publishing/components/project-editor.tsx";
import { handleProjectAction, loadProjectEditor } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/redaction-projet";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.values?.title ?? "Nouveau projet";
  return [
    { title: `${title} — Rédaction — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadProjectEditor(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleProjectAction(request, params.id);
}

export default function RedactionProjetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProjectEditor
      key={`${loaderData.id}-${loaderData.revisions.length}`}
      {...loaderData}
      answer={actionData}
    />
  );
}
