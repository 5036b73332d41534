import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { formatRate } from "#app/features/margins/format.ts";
import type { MarginLine } from "#app/features/margins/route.server.ts";

// One table of margins (ADR 058): a row per project, client or month, each figure a link
// to the rows behind it; a loss in the destructive colour, with its minus sign.

// The figures' links styled once on the table, not on each of hundreds of links (ADR 060);
// their focus ring is the site's own (:focus-visible in app.css).
const figureLinks = "[&_td_a]:text-primary [&_td_a]:underline";

export type FigureLinks = { invoiced: string; cashed: string; time: string; expenses: string };

export type MarginRow = MarginLine & {
  key: string;
  label: ReactNode;
  links: FigureLinks;
};

// Nothing (a month without a row): a dash, no link to an empty list.
function Amount({ value, to }: { value: number; to: string }) {
  if (value === 0) return <>—</>;
  return <Link to={to}>{formatFcfa(value).replace(/^-/, "\u2212")}</Link>;
}

/** The cost of time, and the hours not priced (a member without cost), never a silent 0. */
function TimeCost({ row, team }: { row: MarginLine & { links: FigureLinks }; team: boolean }) {
  return (
    <>
      <Amount value={row.timeCost} to={row.links.time} />
      {row.uncostedHours ? (
        <span className="block text-xs font-normal text-amber-800 dark:text-amber-300">
          +&nbsp;{row.uncostedHours}, coût non renseigné
          {team ? (
            <>
              {" "}
              (<Link to="/equipe">équipe</Link>)
            </>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

export function Margin({ value }: { value: number }) {
  if (value === 0) return <>—</>;
  return (
    <span className={value < 0 ? "font-semibold text-destructive" : "font-semibold"}>
      {formatFcfa(value).replace(/^-/, "\u2212")}
    </span>
  );
}

export function MarginTable({
  caption,
  head,
  rows,
  total,
  rowLabel,
  empty,
}: {
  caption: string;
  head: string;
  rows: MarginRow[];
  total?: MarginLine & { links: FigureLinks };
  rowLabel?: { capitalize?: boolean; breakAnywhere?: boolean };
  empty?: ReactNode;
}) {
  return (
    <DataTable
      className={`mt-4 ${figureLinks}`}
      variant="plain"
      caption={caption}
      minWidth="min-w-[46rem]"
      rows={rows}
      rowKey={(r) => r.key}
      empty={empty}
      columns={[
        { header: head, rowHeader: true, strong: true, ...rowLabel, cell: (r) => r.label },
        // The answer first (a phone sees it before scrolling), then what makes it, then the cash.
        { header: "Marge", numeric: true, cell: (r) => <Margin value={r.margin} /> },
        { header: "Taux", numeric: true, cell: (r) => formatRate(r.rateTenths) },
        {
          header: "Facturé HT",
          numeric: true,
          cell: (r) => <Amount value={r.invoicedHt} to={r.links.invoiced} />,
        },
        { header: "Coût du temps", numeric: true, cell: (r) => <TimeCost row={r} team /> },
        {
          header: "Dépenses HT",
          numeric: true,
          cell: (r) => <Amount value={r.expenses} to={r.links.expenses} />,
        },
        {
          header: "Encaissé",
          numeric: true,
          cell: (r) => <Amount value={r.cashed} to={r.links.cashed} />,
        },
      ]}
      foot={
        total
          ? [
              {
                key: "total",
                label: "Total",
                strong: true,
                cells: [
                  <Margin key="m" value={total.margin} />,
                  formatRate(total.rateTenths),
                  <Amount key="i" value={total.invoicedHt} to={total.links.invoiced} />,
                  <TimeCost key="t" row={total} team />,
                  <Amount key="e" value={total.expenses} to={total.links.expenses} />,
                  <Amount key="c" value={total.cashed} to={total.links.cashed} />,
                ],
              },
            ]
          : []
      }
    />
  );
}

/** Members whose time has no cost: named, their hours, the way to /equipe. */
export function UncostedNotice({ names, hours }: { names: string[]; hours: string | null }) {
  if (names.length === 0) return null;
  return (
    <p
      role="note"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      Coût non renseigné pour {names.join(", ")}
      {"\u00a0"}: {hours} de temps comptées en heures, sans coût, dans les marges ci-dessous.{" "}
      <Link to="/equipe" className="font-medium underline underline-offset-4">
        Renseigner le coût horaire sur la page Équipe
      </Link>
      .
    </p>
  );
}
