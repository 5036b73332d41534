import { FileText } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { GROUPING_NAMES, GROUPINGS } from "#app/features/project-billing/choices.ts";
import type { BillingCardData } from "#app/features/project-billing/route.server.ts";

/**
 * « Facturer » (ADR 056): the unbilled billable time as the lines it will make (a prestation or a member, as grouped, at one
 * rate, counted and summed: ADR 060) and the expenses, all ticked (their texts written by the
 * server: the page's script stays small), how to group the time and the expenses' markup; it
 * opens the invoice form filled with them.
 */
export function BillingCard({
  projectId,
  card: { grouping, rows },
}: {
  projectId: string;
  card: BillingCardData;
}) {
  return (
    <Panel id="projet-facturer" title="Facturer" icon={<FileText aria-hidden="true" />}>
      {rows.some((r) => !r.off) ? (
        <Form method="get" action="/create-invoice" className="grid gap-4 text-sm">
          <input type="hidden" name="projet" value={projectId} />
          <ul className="divide-y">
            {rows.map((r) => (
              <li key={r.id}>
                <label className="flex gap-3 py-2">
                  <input
                    type="checkbox"
                    name={r.name}
                    value={r.id}
                    defaultChecked={!r.off}
                    disabled={r.off}
                  />
                  <span className="flex-1">{r.text}</span>
                  <span className="text-right tabular-nums">{r.worth}</span>
                </label>
              </li>
            ))}
          </ul>
          <input type="hidden" name="regroupement" value={grouping} />
          <div
            role="group"
            aria-labelledby="facturer-regrouper"
            className="flex flex-wrap items-baseline gap-x-6 gap-y-2"
          >
            <span id="facturer-regrouper" className="font-semibold">
              Regrouper le temps
            </span>
            {/* Links, not radios: the lots above are the lines of the grouping shown. */}
            {GROUPING_NAMES.map((g) =>
              g === grouping ? (
                <span key={g} aria-current="true" className="font-semibold">
                  {GROUPINGS[g].label}
                </span>
              ) : (
                <Link
                  key={g}
                  to={`?regroupement=${g}#projet-facturer`}
                  preventScrollReset
                  className="text-primary underline underline-offset-4"
                >
                  {GROUPINGS[g].label}
                </Link>
              ),
            )}
          </div>
          <label className="grid gap-1.5 font-semibold">
            Majoration des dépenses (%, 0 à 200)
            <input
              name="majoration"
              inputMode="numeric"
              maxLength={3}
              placeholder="0"
              className="h-10 w-28 rounded-md border border-input bg-background px-3 font-normal"
            />
          </label>
          <Button type="submit" className="w-fit">
            Facturer
          </Button>
        </Form>
      ) : (
        <p className="text-muted-foreground">Rien à facturer pour l'instant.</p>
      )}
    </Panel>
  );
}
