import { FileText } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES } from "#app/features/expenses/categories.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { GROUPING_NAMES, GROUPINGS, MAX_MARKUP } from "#app/features/project-billing/lines.ts";
import type { BillingCardData } from "#app/features/project-billing/route.server.ts";

const box = "size-4 shrink-0 accent-primary";
const row = "flex items-start gap-3 py-2 text-sm";

/**
 * « Facturer » (ADR 056): the unbilled billable time and expenses, all ticked, how to group
 * the time and the expenses' markup; it opens the invoice form filled with them.
 */
export function BillingCard({ projectId, data }: { projectId: string; data: BillingCardData }) {
  const { time, expenses, worth } = data;
  const billable = time.some((t) => t.rate !== null) || expenses.length > 0;
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
          {time.length > 0 ? (
            <fieldset className="min-w-0">
              <legend className="text-sm font-semibold">Temps</legend>
              <ul className="divide-y">
                {time.map((t) => (
                  <li key={t.id}>
                    <label className={row}>
                      <input
                        type="checkbox"
                        name="temps"
                        value={t.id}
                        defaultChecked={t.rate !== null}
                        disabled={t.rate === null}
                        className={`${box} mt-0.5`}
                      />
                      <span className="min-w-0 flex-1">
                        {printedDay(t.day)} · {t.memberName}
                        {t.prestation ? (
                          <span className="text-muted-foreground"> · {t.prestation}</span>
                        ) : null}
                      </span>
                      <span className="shrink-0 text-right tabular-nums">
                        {formatMinutes(t.minutes)}
                        <br />
                        <span className="text-muted-foreground">
                          {t.rate === null ? "sans taux" : formatFcfa(worth[t.id] ?? 0)}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {expenses.length > 0 ? (
            <fieldset className="min-w-0">
              <legend className="text-sm font-semibold">Dépenses (HT)</legend>
              <ul className="divide-y">
                {expenses.map((e) => (
                  <li key={e.id}>
                    <label className={row}>
                      <input
                        type="checkbox"
                        name="depense"
                        value={e.id}
                        defaultChecked
                        className={`${box} mt-0.5`}
                      />
                      <span className="min-w-0 flex-1">
                        {printedDay(e.spentOn)} · {e.supplier}
                        <span className="text-muted-foreground">
                          {" "}
                          · {EXPENSE_CATEGORIES[e.category].label}
                        </span>
                      </span>
                      <span className="shrink-0 tabular-nums">{formatFcfa(worth[e.id] ?? 0)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
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
