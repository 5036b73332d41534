import { siteName } from "#app/lib/site-name.ts";
import { WeekPage } from "#app/features/projects/components/week-page.tsx";
import { handleTimeAction, loadWeek } from "#app/features/projects/route.server.ts";
import type { Route } from "./+types/temps";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Mon temps — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadWeek(request);
}

// The timer, time by hand, deleting an entry: the member's own time (permission « time »).
export function action({ request }: Route.ActionArgs) {
  return handleTimeAction(request);
}

export default function TempsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekPage {...loaderData} actionData={actionData} />;
}
