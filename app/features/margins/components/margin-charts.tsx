import { Link } from "react-router";
import { ColumnChart } from "#app/components/ui/column-chart.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { monthLabel, monthShort, shortAmount } from "#app/features/dashboard/figures.ts";
import { signedBarChart } from "#app/features/margins/chart.ts";
import { monthLinks, periodLinks, projectLinks } from "#app/features/margins/links.ts";
import type { MarginTables } from "#app/features/margins/route.server.ts";
import { MarginTable, UncostedNotice } from "./margin-table.tsx";

// The dashboard's « Marge par projet » and « Marge par mois » (ADR 058): SVG bars drawn by
// the server in the theme's colours (a loss in the destructive colour, below the zero
// line), hidden from assistive technology beside their tables, which carry the figures.

/** Projects drawn: the largest margins and losses; the table and /marges have them all. */
const PROJECTS_SHOWN = 8;

function signedAmount(v: number): string {
  return v < 0 ? `\u2212${shortAmount(-v)}` : shortAmount(v);
}

function MonthBars({ values, labels }: { values: number[]; labels: string[] }) {
  const left = 44;
  const chart = signedBarChart(values, { width: 320, height: 170, left, top: 12, bottom: 24 });
  return (
    <ColumnChart
      chart={chart}
      labels={labels}
      left={left}
      tickLabel={signedAmount}
      name="marge-mois"
    />
  );
}

/** Horizontal bars, one per project: the month chart's geometry turned on its side. */
function ProjectBars({ values, labels }: { values: number[]; labels: string[] }) {
  const rowHeight = 22;
  const width = 320;
  const left = 110;
  const height = Math.max(1, values.length) * rowHeight;
  // Along the bars: zero at `left + …`, gains to the right, losses to the left.
  const axis = signedBarChart(values, { width: height, height: width, top: 10, bottom: left });
  // The geometry's y runs up from the bottom margin: here it runs right from the labels.
  const x = (y: number) => width - y;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 16}`}
      aria-hidden="true"
      focusable="false"
      data-chart="marge-projet"
      className="h-auto w-full max-w-[26rem] overflow-visible text-muted-foreground"
    >
      {axis.bars.map((b, i) => (
        <g key={`${labels[i]}-${i}`}>
          <text x={left - 6} y={b.cx + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {labels[i]!.length > 16 ? `${labels[i]!.slice(0, 15)}…` : labels[i]}
          </text>
          <rect
            x={x(b.y + b.height)}
            y={b.x}
            width={b.height}
            height={b.width}
            rx={2}
            className={b.negative ? "fill-destructive" : "fill-primary"}
          />
        </g>
      ))}
      {axis.ticks.map((t) => (
        <g key={t.value}>
          <line
            x1={x(t.y)}
            x2={x(t.y)}
            y1={0}
            y2={height}
            stroke="currentColor"
            strokeOpacity={t.value === 0 ? 0.7 : 0.2}
          />
          <text x={x(t.y)} y={height + 13} textAnchor="middle" fontSize={11} fill="currentColor">
            {signedAmount(t.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function MarginCharts({
  margins,
}: {
  margins: MarginTables & { from: string; to: string };
}) {
  const { projects, months } = margins;
  const drawn = [...projects]
    .sort((a, b) => Math.abs(b.margin) - Math.abs(a.margin))
    .slice(0, PROJECTS_SHOWN)
    .sort((a, b) => b.margin - a.margin);
  const total = { ...margins.total, links: periodLinks(margins) };
  return (
    <section aria-labelledby="marges-titre" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="marges-titre" className="text-xl font-semibold">
          Marges
        </h2>
        <Link to="/marges" className="text-sm text-primary underline underline-offset-4">
          Toutes les marges, par projet, client et mois
        </Link>
      </div>
      <UncostedNotice names={margins.uncosted} hours={margins.total.uncostedHours} />
      <div className="mt-4 grid grid-cols-1 gap-6">
        <Panel
          id="marge-projet-titre"
          title="Marge par projet"
          intro="Facturé HT (avoirs déduits) moins le coût du temps et les dépenses HT, sur les douze derniers mois."
        >
          {drawn.length === 0 ? (
            <p className="text-sm">Aucun projet n'a de chiffre sur la période.</p>
          ) : (
            <ProjectBars values={drawn.map((p) => p.margin)} labels={drawn.map((p) => p.name)} />
          )}
          <MarginTable
            caption="Marge par projet, sur les douze derniers mois"
            // No project: the sentence above says so, and no table is drawn (an empty one
            // would be a scrolling box with nothing a keyboard can reach).
            empty={null}
            head="Projet"
            rowLabel={{ breakAnywhere: true }}
            rows={projects.map((p) => {
              const links = projectLinks(p.id);
              return {
                ...p,
                key: p.id,
                links,
                label: (
                  <Link to={links.page} className="text-primary underline-offset-4 hover:underline">
                    {p.name}
                  </Link>
                ),
              };
            })}
          />
        </Panel>
        <Panel
          id="marge-mois-titre"
          title="Marge par mois"
          intro="Factures à leur date d'émission, temps et dépenses à leur date (heure de Dakar)."
        >
          <MonthBars
            values={months.map((m) => m.margin)}
            labels={months.map((m) => monthShort(m.month))}
          />
          <MarginTable
            caption="Marge par mois, sur les douze derniers mois"
            head="Mois"
            rowLabel={{ capitalize: true }}
            rows={months.map((m) => ({
              ...m,
              key: m.month,
              links: monthLinks(m.month),
              label: monthLabel(m.month),
            }))}
            total={total}
          />
        </Panel>
      </div>
    </section>
  );
}
