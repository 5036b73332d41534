import { siteName } from "#app/lib/site-name.ts";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { DashboardPage } from "#app/features/dashboard/components/dashboard-page.tsx";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { MarginCharts } from "#app/features/margins/components/margin-charts.tsx";
import { dashboardMargins } from "#app/features/margins/route.server.ts";
import { PaymentsToCheckSection } from "#app/features/payments/components/payments-to-check.tsx";
import { paymentsToCheck } from "#app/features/payments/staff.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { PipelineFiguresPanels } from "#app/features/pipeline/components/pipeline-figures.tsx";
import { pipelineFigures } from "#app/features/pipeline/figures.server.ts";
import type { Route } from "./+types/tableau-de-bord";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Tableau de bord — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "documents.read");
  // The server's clock, as the register reckons « en retard » (ADR 022).
  const at = now();
  const data = await loadDashboard(at);
  // Payments received online and not recorded (ADR 029), for whom may see the money.
  const toCheck = can(user.staffRole, "payments") ? await paymentsToCheck() : null;
  // The pipeline's figures link to /pipeline: for who may open it (ADR 048).
  const pipeline = can(user.staffRole, "leads") ? await pipelineFigures(at) : null;
  // Margins read members' internal costs: only for who holds `margins` (ADR 058).
  const margins = await dashboardMargins(user.staffRole, at);
  return { data, toCheck, pipeline, margins };
}

export default function TableauDeBordRoute({ loaderData }: Route.ComponentProps) {
  const { data, toCheck, pipeline, margins } = loaderData;
  return (
    <DashboardPage
      data={data}
      alerts={toCheck ? <PaymentsToCheckSection toCheck={toCheck} /> : null}
      pipeline={pipeline ? <PipelineFiguresPanels figures={pipeline} /> : null}
      margins={margins ? <MarginCharts margins={margins} /> : null}
    />
  );
}
