import { siteName } from "#app/lib/site-name.ts";
import { WeekPage, weekTitle } from "#app/features/projects/components/week-page.tsx";
import { handleTimeAction, loadWeek } from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/temps";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData ? weekTitle(loaderData.member) : "Temps";
  return [{ title: `${title} — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadWeek(request);
}

// The timer, time by hand, deleting an entry: the member's own time (permission « time »);
// a colleague's week (?membre=) is only read.
export function action({ request }: Route.ActionArgs) {
  return handleTimeAction(request);
}

export default function TempsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekPage {...loaderData} actionData={actionData} />;
}
