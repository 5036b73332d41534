import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import { formatRate } from "#app/features/margins/format.ts";
import type { MarginFigures } from "#app/features/margins/margins.ts";
import { projectLinks } from "#app/features/margins/links.ts";

// A project's margin on its page (ADR 058), for who holds `margins`: handed in by the route
// module, so the projects feature never reads a member's cost.

const signed = (n: number) => formatFcfa(n).replace(/^-/, "\u2212");

export function ProjectMargin({
  projectId,
  figures,
}: {
  projectId: string;
  figures: MarginFigures;
}) {
  const links = projectLinks(projectId);
  const items: [string, string, string | null][] = [
    ["Facturé HT (avoirs déduits)", signed(figures.invoicedHt), links.invoiced],
    ["Coût du temps", signed(figures.timeCost), links.time],
    ["Dépenses HT", signed(figures.expenses), links.expenses],
    ["Marge", signed(figures.margin), null],
    ["Taux de marge", formatRate(figures.rateTenths), null],
  ];
  return (
    <Panel id="projet-marge" title="Marge" icon={<TrendingUp aria-hidden="true" />}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Marge du projet">
        {items.map(([label, value, to]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd
              className={`mt-1 font-semibold tabular-nums ${label === "Marge" && figures.margin < 0 ? "text-destructive" : ""}`}
            >
              {to ? (
                <Link to={to} className="text-primary underline underline-offset-4">
                  {value}
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {figures.uncostedMinutes > 0 ? (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {formatMinutes(figures.uncostedMinutes)} de temps sans coût (coût non renseigné)
          {"\u00a0"}: la marge ne les compte pas.{" "}
          <Link to="/equipe" className="underline underline-offset-4">
            Renseigner le coût horaire
          </Link>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">
        Le coût du temps prend, pour chaque entrée, le coût horaire du membre à sa date.{" "}
        <Link to="/marges" className="text-primary underline underline-offset-4">
          Toutes les marges
        </Link>
      </p>
    </Panel>
  );
}
