import { siteName } from "#app/lib/site-name.ts";
import { ProjectPage } from "#app/features/projects/components/project-page.tsx";
import { handleProjectAction, loadProject } from "#app/features/projects/route.server.ts";
import { ProjectExpenses } from "#app/features/expenses/components/project-expenses.tsx";
import { projectExpenses } from "#app/features/expenses/route.server.ts";
import { BillingCard } from "#app/features/project-billing/components/billing-card.tsx";
import { projectBilling } from "#app/features/project-billing/route.server.ts";
import { projectMarginFigures, projectMargins } from "#app/features/margins/route.server.ts";
import type { Route } from "./+types/projet";

export function meta({ data, matches }: Route.MetaArgs) {
  return [
    { title: `${data?.project.name ?? "Projet"} — Projets — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadProject(request, params.id);
  // Its expenses (ADR 054), for a role that sees them; « Facturer » (ADR 056), for one that invoices.
  // Its margin (ADR 058), for who holds `margins`.
  const [expenses, billing, margins] = await Promise.all([
    projectExpenses(request, params.id),
    projectBilling(request, params.id),
    projectMargins(request, [page.project.id]),
  ]);
  const figures = margins?.[page.project.id];
  const margin = figures ? projectMarginFigures(figures) : null;
  return { ...page, expenses, billing, margin };
}

export function action({ request, params }: Route.ActionArgs) {
  return handleProjectAction(request, params.id);
}

export default function ProjetRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { expenses, billing, margin, ...page } = loaderData;
  return (
    <ProjectPage
      {...page}
      actionData={actionData}
      moreFigures={margin ?? undefined}
      extra={
        <>
          {expenses ? <ProjectExpenses projectId={page.project.id} {...expenses} /> : null}
          {billing ? <BillingCard projectId={page.project.id} card={billing} /> : null}
        </>
      }
    />
  );
}
