import { siteName } from "#app/lib/site-name.ts";
import { CallsPage } from "#app/features/booking/components/calls-page.tsx";
import { handleCallsAction, loadCallsPage } from "#app/features/booking/route.server.ts";
import type { Route } from "./+types/appels";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Appels — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadCallsPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleCallsAction(request);
}

export default function AppelsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CallsPage {...loaderData} result={actionData?.result} />;
}
