import { HandCoins, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { ExpenseTotals } from "#app/features/expenses/expense.ts";
import type { ExpenseItem } from "#app/features/expenses/expenses.server.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { ExpenseTable } from "./expense-table.tsx";

/** A project's page: its expenses, what is billable, « Nouvelle dépense » on it. */
export function ProjectExpenses({
  projectId,
  expenses,
  count,
  totals,
}: {
  projectId: string;
  /** The latest ones. */
  expenses: ExpenseItem[];
  /** How many the project has, and their totals. */
  count: number;
  totals: ExpenseTotals;
}) {
  const more = count > expenses.length;
  return (
    <Panel id="projet-depenses" title="Dépenses" icon={<HandCoins aria-hidden="true" />}>
      {expenses.length > 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">
          {formatFcfa(totals.ttc)} TTC, dont {formatFcfa(totals.billable)} refacturables au client.
        </p>
      ) : null}
      <ExpenseTable
        variant="plain"
        caption="Dépenses du projet"
        expenses={expenses}
        totals={totals}
        compact
        totalLabel={more ? `Total des ${count}\u00a0dépenses` : undefined}
        empty="Aucune dépense sur ce projet."
      />
      {more ? (
        <p className="mt-3 text-sm">
          Les {expenses.length}&nbsp;plus récentes.{" "}
          <Link to={`/depenses?projet=${projectId}`} className="underline underline-offset-4">
            Voir les {count}&nbsp;dépenses du projet
          </Link>
        </p>
      ) : null}
      <div className="mt-4">
        <Button asChild variant="outline" size="sm">
          <Link to={`/depenses/nouvelle?projet=${projectId}`}>
            <Plus aria-hidden="true" /> Nouvelle dépense
          </Link>
        </Button>
      </div>
    </Panel>
  );
}
