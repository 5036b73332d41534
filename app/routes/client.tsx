import { company } from "#app/config/company.ts";
import { ClientPage } from "#app/features/clients/components/client-page.tsx";
import { handleClientAction, loadClient } from "#app/features/clients/route.server.ts";
import type { Route } from "./+types/client";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.client.name ?? "Client"} — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadClient(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleClientAction(request, params.id);
}

export default function ClientRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientPage {...loaderData} answer={actionData ?? null} />;
}
