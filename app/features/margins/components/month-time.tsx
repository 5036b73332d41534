import { Clock } from "lucide-react";
import { Link } from "react-router";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { monthLabel } from "#app/features/dashboard/figures.ts";
import type { MonthTime } from "#app/features/margins/route.server.ts";

// /marges?mois= (ADR 058, issue 34): the rows behind a month's « Coût du temps », per member
// and project, summing to it; each member opens their week on /temps. Texts come written.

export function MonthTimePanel({ time }: { time: MonthTime }) {
  const label = monthLabel(time.month);
  return (
    <Panel id="temps-du-mois" title={`Temps de ${label}`} icon={<Clock aria-hidden="true" />}>
      <p className="text-sm text-muted-foreground">
        {`Chaque entrée au coût horaire du membre à sa date\u00a0; le total est le «\u00a0Coût du temps\u00a0» du mois.`}
      </p>
      <DataTable
        className="mt-4"
        caption={`Temps de ${label}, par membre et par projet`}
        rows={time.rows}
        rowKey={(r) => `${r.userId}-${r.projectId}`}
        empty={<EmptyState className="mt-4">Aucun temps enregistré en {label}.</EmptyState>}
        columns={[
          {
            header: "Membre",
            rowHeader: true,
            strong: true,
            cell: (r) => (
              <Link to={r.week} className="text-primary underline-offset-4 hover:underline">
                {r.memberName}
              </Link>
            ),
          },
          {
            header: "Projet",
            wide: true,
            cell: (r) => (
              <>
                {r.projectName}
                <span className="block text-xs text-muted-foreground">{r.clientName}</span>
              </>
            ),
          },
          { header: "Durée", numeric: true, cell: (r) => r.hours },
          { header: "Coût du temps", numeric: true, cell: (r) => r.costText },
        ]}
        foot={
          time.rows.length > 0
            ? [
                {
                  key: "total",
                  label: "Total du mois",
                  strong: true,
                  cells: [time.hours, time.costText],
                },
              ]
            : []
        }
      />
    </Panel>
  );
}
