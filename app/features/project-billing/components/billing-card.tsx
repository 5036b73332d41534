import { FileText } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { GROUPING_NAMES, GROUPINGS, MAX_MARKUP } from "#app/features/project-billing/choices.ts";
import type { BillingCardData, BillingRow } from "#app/features/project-billing/route.server.ts";

const box = "size-4 shrink-0 accent-primary";

/** The entries of one list, each ticked unless it cannot be billed. */
function Entries({ legend, rows }: { legend: string; rows: BillingRow[] }) {
  if (rows.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{legend}</legend>
      <ul className="divide-y">
        {rows.map((r) => (
          <li key={r.id}>
            <label className="flex items-start gap-3 py-2 text-sm">
              <input
                type="checkbox"
                name={r.name}
                value={r.id}
                defaultChecked={!r.disabled}
                disabled={r.disabled}
                className={`${box} mt-0.5`}
              />
              <span className="min-w-0 flex-1">
                {r.label}
                {r.detail ? <span className="text-muted-foreground"> · {r.detail}</span> : null}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                {r.figure ? <span className="block">{r.figure}</span> : null}
                <span className={r.figure ? "text-muted-foreground" : ""}>{r.worth}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * « Facturer » (ADR 056): the unbilled billable time and expenses, all ticked, how to group
 * the time and the expenses' markup; it opens the invoice form filled with them.
 */
export function BillingCard({ projectId, data }: { projectId: string; data: BillingCardData }) {
  const billable = data.time.some((t) => !t.disabled) || data.expenses.length > 0;
  return (
    <Panel
      id="projet-facturer"
      title="Facturer"
      icon={<FileText aria-hidden="true" />}
      intro="Le temps facturable et les dépenses refacturables pas encore facturés. La facture s'ouvre préremplie, à vérifier avant de la générer."
    >
      {!billable ? (
        <EmptyState>Rien à facturer pour l'instant.</EmptyState>
      ) : (
        <Form method="get" action="/create-invoice" className="grid grid-cols-1 gap-4">
          <input type="hidden" name="projet" value={projectId} />
          <Entries legend="Temps" rows={data.time} />
          <Entries legend="Dépenses (HT)" rows={data.expenses} />
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold">Regrouper le temps</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {GROUPING_NAMES.map((g, i) => (
                <label key={g} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="regroupement"
                    value={g}
                    defaultChecked={i === 0}
                    className={box}
                  />
                  {GROUPINGS[g].label.toLowerCase()}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor="majoration" className="text-sm font-semibold">
              Majoration des dépenses (%)
            </label>
            <input
              id="majoration"
              name="majoration"
              inputMode="numeric"
              pattern="\d{0,3}"
              maxLength={3}
              placeholder="0"
              aria-describedby="majoration-aide"
              className="h-10 w-28 rounded-md border border-input bg-background px-3 text-sm tabular-nums"
            />
            <p id="majoration-aide" className="text-xs text-muted-foreground">
              Entier de 0 à {MAX_MARKUP}, ajouté au montant HT de chaque dépense.
            </p>
          </div>
          <div>
            <Button type="submit">
              <FileText aria-hidden="true" /> Facturer
            </Button>
          </div>
        </Form>
      )}
    </Panel>
  );
}
