import { siteName } from "#app/lib/site-name.ts";
import { InboxPage } from "#app/features/leads/components/inbox-page.tsx";
import { handleInboxAction, loadInbox } from "#app/features/leads/route.server.ts";
import type { Route } from "./+types/demandes";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Demandes et abonnés — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadInbox(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleInboxAction(request);
}

export default function DemandesRoute({ loaderData }: Route.ComponentProps) {
  return <InboxPage {...loaderData} />;
}
