import { Link } from "react-router";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { ShareBars } from "#app/components/ui/share-bars.tsx";
import type { PipelineFigures } from "#app/features/pipeline/board.ts";
import { formatDays } from "#app/features/pipeline/stages.ts";

// The dashboard's « Conversion » and « Jours par étape » (ADR 048): the SVG bars are
// hidden from assistive technology, the tables beside are the truth, each figure a link
// to the board's rows it counts.

const figureLink =
  "text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function PipelineFiguresPanels({ figures }: { figures: PipelineFigures }) {
  const { requests, won, conversion, stages } = figures;
  const rate = conversion === null ? "—" : `${conversion}\u00a0%`;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Panel
        id="conversion-titre"
        title="Conversion"
        intro={
          "Demandes reçues sur les douze derniers mois (formulaire, rendez-vous, saisies à la main) et celles qui ont abouti à un devis signé («\u00a0Gagné\u00a0»)."
        }
      >
        <ShareBars values={[requests.count, won.count]} labels={["Demandes", "Gagnées"]} />
        <DataTable
          className="mt-4"
          variant="plain"
          caption="Demandes reçues, gagnées et conversion sur douze mois"
          rows={[
            { label: "Demandes reçues", to: requests.href, value: requests.count },
            { label: "Devis signés (Gagné)", to: won.href, value: won.count },
          ]}
          rowKey={(r) => r.label}
          columns={[
            { rowHeader: true, cell: (r) => r.label },
            {
              numeric: true,
              cell: (r) => (
                <Link to={r.to} className={figureLink}>
                  {r.value}
                </Link>
              ),
            },
          ]}
          foot={[
            {
              key: "conversion",
              label: "Conversion (gagnées ÷ demandes)",
              cells: [
                <Link key="rate" to={won.href} className={figureLink}>
                  {rate}
                </Link>,
              ],
              strong: true,
            },
          ]}
        />
      </Panel>
      <Panel
        id="jours-titre"
        title="Jours par étape"
        intro="Durée médiane passée dans chaque étape, pour les opportunités qui en sont sorties sur les douze derniers mois."
      >
        <ShareBars values={stages.map((s) => s.median ?? 0)} labels={stages.map((s) => s.label)} />
        <DataTable
          className="mt-4"
          variant="plain"
          caption="Jours médians par étape sur douze mois"
          rows={stages}
          rowKey={(s) => s.stage}
          columns={[
            { header: "Étape", rowHeader: true, cell: (s) => s.label },
            {
              header: "Médiane",
              numeric: true,
              cell: (s) => (
                <Link to={s.href} className={figureLink}>
                  {formatDays(s.median)}
                </Link>
              ),
            },
            { header: "Passages", numeric: true, cell: (s) => s.stays },
          ]}
        />
      </Panel>
    </div>
  );
}
