import { siteName } from "#app/lib/site-name.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { DashboardPage } from "#app/features/dashboard/components/dashboard-page.tsx";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import type { Route } from "./+types/tableau-de-bord";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Tableau de bord — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "documents.read");
  // The server's clock, as the register reckons « en retard » (ADR 022).
  return { data: await loadDashboard(now()) };
}

export default function TableauDeBordRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData.data} />;
}
