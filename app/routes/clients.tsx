import { siteName } from "#app/lib/site-name.ts";
import { ClientsPage } from "#app/features/clients/components/clients-page.tsx";
import { loadClients } from "#app/features/clients/route.server.ts";
import type { Route } from "./+types/clients";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Clients — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadClients(request);
}

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  return <ClientsPage {...loaderData} />;
}
