import { siteName } from "#app/lib/site-name.ts";
import { TeamPage } from "#app/features/team/components/team-page.tsx";
import { handleTeamAction, loadTeam } from "#app/features/team/route.server.ts";
import type { Route } from "./+types/equipe";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Équipe — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

// The Gérant only (permission « team »), in the loader and in the action.
export function loader({ request }: Route.LoaderArgs) {
  return loadTeam(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleTeamAction(request);
}

export default function EquipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} actionData={actionData} />;
}
