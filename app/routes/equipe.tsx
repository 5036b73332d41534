import { siteName } from "#app/lib/site-name.ts";
import { TeamPage } from "#app/features/team/components/team-page.tsx";
import { handleTeamAction, loadTeam } from "#app/features/team/route.server.ts";
import { MemberCostForm } from "#app/features/projects/components/member-cost-form.tsx";
import {
  handleMemberCost,
  isCostPost,
  loadMemberCosts,
} from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/equipe";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Équipe — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

// The Gérant only (permission « team »), in the loader and in the action.
export async function loader({ request }: Route.LoaderArgs) {
  const team = await loadTeam(request);
  // Each member's internal cost per hour (ADR 052): on this page only, the Gérant's.
  return { ...team, costs: await loadMemberCosts(request) };
}

export function action({ request }: Route.ActionArgs) {
  // A member's internal cost posts to ?cout.
  if (isCostPost(request)) return handleMemberCost(request);
  return handleTeamAction(request);
}

export default function EquipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { costs, ...data } = loaderData;
  return (
    <TeamPage
      data={data}
      actionData={actionData}
      memberExtra={(m) => <MemberCostForm member={m} cost={costs[m.id]} />}
    />
  );
}
