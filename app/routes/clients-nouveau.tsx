import { siteName } from "#app/lib/site-name.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { NewClientPage } from "#app/features/clients/components/new-client-page.tsx";
import { handleNewClient } from "#app/features/clients/route.server.ts";
import type { Route } from "./+types/clients-nouveau";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Nouveau client — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "clients");
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return handleNewClient(request);
}

export default function NewClientRoute({ actionData }: Route.ComponentProps) {
  return <NewClientPage lastResult={actionData?.result} />;
}
