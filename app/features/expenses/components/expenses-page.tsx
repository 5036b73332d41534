import { Download, Filter, Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Select } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type ExpenseTotals, monthLabel } from "#app/features/expenses/expense.ts";
import type { ExpenseItem, ProjectChoice } from "#app/features/expenses/expenses.server.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { ExpenseTable } from "./expense-table.tsx";

export type ExpensesPageProps = {
  expenses: ExpenseItem[];
  totals: ExpenseTotals;
  projects: ProjectChoice[];
  filter: { month: string | null; projectId: string | null };
  thisMonth: string;
  exportPeriod: { from: string; to: string };
};

/** /depenses: a month's expenses (or a project's), their totals, the accountant's CSV. */
export function ExpensesPage(props: ExpensesPageProps) {
  const { expenses, totals, filter } = props;
  const search = new URLSearchParams();
  search.set("mois", filter.month ?? "tout");
  if (filter.projectId) search.set("projet", filter.projectId);
  const back = `/depenses?${search.toString()}`;
  const csv = `/depenses/export.csv?du=${props.exportPeriod.from}&au=${props.exportPeriod.to}`;
  const figures: [string, string][] = [
    ["Total TTC", formatFcfa(totals.ttc)],
    ["Dont TVA", formatFcfa(totals.vat)],
    ["Total HT", formatFcfa(totals.ht)],
    ["Refacturable TTC", formatFcfa(totals.billable)],
  ];
  return (
    <StudioPage
      title="Dépenses"
      intro={
        filter.month
          ? `Les dépenses de ${monthLabel(filter.month)}, leurs justificatifs, et leur fichier pour le comptable.`
          : "Toutes les dépenses, leurs justificatifs, et leur fichier pour le comptable."
      }
      actions={
        <>
          <Button asChild variant="outline">
            <a href={csv} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
          <Button asChild>
            <Link to="/depenses/nouvelle">
              <Plus aria-hidden="true" /> Nouvelle dépense
            </Link>
          </Button>
        </>
      }
    >
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3"
        aria-label="Filtrer les dépenses"
      >
        <label className="grid w-44 gap-1 text-sm font-medium">
          Mois
          <Input type="month" name="mois" defaultValue={filter.month ?? ""} max={props.thisMonth} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Projet
          <Select
            name="projet"
            defaultValue={filter.projectId ?? ""}
            placeholder="Tous les projets"
            options={props.projects.map((p) => ({ value: p.id, label: p.name }))}
          />
        </label>
        <Button type="submit" variant="outline">
          <Filter aria-hidden="true" /> Filtrer
        </Button>
        <Link
          to="/depenses?mois=tout"
          className="py-2 text-sm text-primary underline underline-offset-4"
        >
          Tous les mois
        </Link>
      </Form>

      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totaux des dépenses">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-6 text-sm text-muted-foreground" role="status">
        {expenses.length === 0
          ? "Aucune dépense"
          : `${expenses.length.toLocaleString("fr-FR")}\u00a0dépense${expenses.length > 1 ? "s" : ""}`}
      </p>

      <div className="mt-4">
        <ExpenseTable
          variant="card"
          caption="Dépenses"
          expenses={expenses}
          totals={totals}
          back={back}
          empty={
            filter.projectId || filter.month
              ? "Aucune dépense ne correspond à ce filtre."
              : "Aucune dépense pour l'instant\u00a0: «\u00a0Nouvelle dépense\u00a0» enregistre la première."
          }
        />
      </div>
    </StudioPage>
  );
}
