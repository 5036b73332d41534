import { siteName } from "#app/lib/site-name.ts";
import { ExpensesPage } from "#app/features/expenses/components/expenses-page.tsx";
import { handleExpensesAction, loadExpenses } from "#app/features/expenses/route.server.ts";
import type { Route } from "./+types/depenses";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Dépenses — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadExpenses(request);
}

// « Arrêter la récurrence ».
export function action({ request }: Route.ActionArgs) {
  return handleExpensesAction(request);
}

export default function DepensesRoute({ loaderData }: Route.ComponentProps) {
  return <ExpensesPage {...loaderData} />;
}
