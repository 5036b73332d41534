import { siteName } from "#app/lib/site-name.ts";
import { NewExpensePage } from "#app/features/expenses/components/new-expense-page.tsx";
import { handleNewExpense, loadNewExpense } from "#app/features/expenses/route.server.ts";
import type { Route } from "./+types/depenses-nouvelle";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Nouvelle dépense — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadNewExpense(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleNewExpense(request);
}

export default function NewExpenseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewExpensePage {...loaderData} lastResult={actionData?.result} />;
}
