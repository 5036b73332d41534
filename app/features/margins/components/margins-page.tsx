import { CalendarRange } from "lucide-react";
import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Select } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { monthLabel } from "#app/features/dashboard/figures.ts";
import type { MarginTables, MonthTime } from "#app/features/margins/route.server.ts";
import {
  clientLinks,
  monthLinks,
  projectLinks,
  yearLinks,
  yearPeriod,
} from "#app/features/margins/links.ts";
import { MarginTable, UncostedNotice } from "./margin-table.tsx";
import { MonthTimePanel } from "./month-time.tsx";

// /marges (ADR 058): a year's margins per project, per client and per month, drawn by the
// server; the year is a GET form, so the page works without JavaScript.

export type MarginsPageProps = MarginTables & {
  /** Under the clients table, written by the server: the other list, how many it shows. */
  moreClients: { to: string; label: string } | null;
  year: number;
  years: number[];
  monthTime: MonthTime | null;
};

export function MarginsPage({
  year,
  years,
  projects,
  clients,
  moreClients: more,
  months,
  total,
  uncosted,
  monthTime,
}: MarginsPageProps) {
  const period = yearPeriod(year);
  const totalRow = { ...total, links: yearLinks(year) };
  return (
    <StudioPage
      size="xl"
      title="Marges"
      intro={`Ce que chaque projet, client et mois de ${year} a facturé (HT, avoirs déduits), encaissé, coûté en temps (minutes × coût horaire du membre à la date de l'entrée) et en dépenses (HT), et ce qui reste. Chaque montant ouvre les lignes qui le composent.`}
      back={{ to: "/tableau-de-bord", label: "Tableau de bord" }}
    >
      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3" aria-label="Année">
        <label className="grid gap-1 text-sm font-medium">
          Année
          <Select
            name="annee"
            defaultValue={String(year)}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </label>
        <Button type="submit" variant="outline">
          <CalendarRange aria-hidden="true" /> Afficher
        </Button>
      </Form>

      <UncostedNotice names={uncosted} hours={total.uncostedHours} />

      <div className="mt-6 grid grid-cols-1 gap-6">
        {monthTime ? <MonthTimePanel time={monthTime} /> : null}
        <Panel id="marges-projets" title="Par projet">
          <MarginTable
            caption={`Marge par projet, ${year}`}
            head="Projet"
            rowLabel={{ breakAnywhere: true }}
            empty={<EmptyState className="mt-4">Aucun projet n'a de chiffre en {year}.</EmptyState>}
            rows={projects.map((p) => {
              const links = projectLinks(p.id);
              return {
                ...p,
                key: p.id,
                links,
                label: (
                  <>
                    <Link
                      to={links.page}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <span className="block text-xs font-normal text-muted-foreground">
                      {p.clientName}
                    </span>
                  </>
                ),
              };
            })}
          />
        </Panel>

        <Panel id="marges-clients" title="Par client">
          <MarginTable
            caption={`Marge par client, ${year}`}
            head="Client"
            rowLabel={{ breakAnywhere: true }}
            empty={<EmptyState className="mt-4">Aucun client n'a de chiffre en {year}.</EmptyState>}
            rows={clients.map((c) => {
              const links = clientLinks(c.id, c.name, period);
              return {
                ...c,
                key: c.id,
                links,
                label: (
                  <Link to={links.page} className="text-primary underline-offset-4 hover:underline">
                    {c.name}
                  </Link>
                ),
              };
            })}
          />
          {more ? (
            <Link to={more.to} className="mt-3 block text-primary underline">
              {more.label}
            </Link>
          ) : null}
        </Panel>

        <Panel id="marges-mois" title="Par mois">
          <MarginTable
            caption={`Marge par mois, ${year}`}
            head="Mois"
            rowLabel={{ capitalize: true }}
            rows={months.map((m) => ({
              ...m,
              key: m.month,
              links: monthLinks(m.month),
              label: monthLabel(m.month),
            }))}
            total={totalRow}
          />
        </Panel>
      </div>
    </StudioPage>
  );
}
