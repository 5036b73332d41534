import { Filter, Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Select } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import type { ProjectListItem } from "#app/features/projects/projects.server.ts";
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_NAMES,
  type ProjectStatus,
} from "#app/features/projects/statuses.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import { StatusPill } from "./status-pill.tsx";

export type ProjectsPageProps = {
  projects: ProjectListItem[];
  clients: { id: string; name: string }[];
  filter: { status: ProjectStatus | null; clientId: string | null };
  /** Each project's cost (time and expenses HT) and margin, for who holds `margins` (ADR 058). */
  margins?: Record<
    string,
    { timeCost: number; expenses: number; margin: number; uncostedMinutes: number }
  > | null;
};

const money = (n: number) => (n === 0 ? "—" : formatFcfa(n));

/** /projets: the projects, by status and client, with budget, invoiced and cashed. */
export function ProjectsPage({ projects, clients, filter, margins }: ProjectsPageProps) {
  const sum = (pick: (p: ProjectListItem) => number) => projects.reduce((s, p) => s + pick(p), 0);
  const m = (p: ProjectListItem) =>
    margins?.[p.id] ?? { timeCost: 0, expenses: 0, margin: p.invoicedHt, uncostedMinutes: 0 };
  const cost = (p: ProjectListItem) => m(p).timeCost + m(p).expenses;
  return (
    <StudioPage
      title="Projets"
      intro={
        "Chaque projet d'un client, souvent né d'un devis accepté («\u00a0Démarrer le projet\u00a0»)\u00a0: son budget, ce qui est facturé et encaissé, le temps passé."
      }
      actions={
        <Button asChild>
          <Link to="/projets/nouveau">
            <Plus aria-hidden="true" /> Nouveau projet
          </Link>
        </Button>
      }
    >
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3"
        aria-label="Filtrer les projets"
      >
        <label className="grid gap-1 text-sm font-medium">
          Statut
          <Select
            name="statut"
            defaultValue={filter.status ?? ""}
            placeholder="Tous les statuts"
            options={PROJECT_STATUS_NAMES.map((s) => ({
              value: s,
              label: PROJECT_STATUS_LABELS[s],
            }))}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Client
          <Select
            name="client"
            defaultValue={filter.clientId ?? ""}
            placeholder="Tous les clients"
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
          />
        </label>
        <Button type="submit" variant="outline">
          <Filter aria-hidden="true" /> Filtrer
        </Button>
      </Form>

      <p className="mt-6 text-sm text-muted-foreground" role="status">
        {projects.length === 0
          ? "Aucun projet"
          : `${projects.length.toLocaleString("fr-FR")}\u00a0projet${projects.length > 1 ? "s" : ""}`}
      </p>

      <DataTable
        className="mt-4"
        caption="Projets"
        rows={projects}
        rowKey={(p) => p.id}
        empty={
          <EmptyState className="mt-4">
            {filter.status || filter.clientId
              ? "Aucun projet ne correspond à ce filtre."
              : "Aucun projet pour l'instant\u00a0: ouvrez un devis accepté et cliquez «\u00a0Démarrer le projet\u00a0»."}
          </EmptyState>
        }
        columns={[
          {
            header: "Projet",
            rowHeader: true,
            strong: true,
            cell: (p) => (
              <Link
                to={`/projets/${p.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {p.name}
              </Link>
            ),
          },
          { header: "Client", cell: (p) => p.clientName },
          { header: "Statut", nowrap: true, cell: (p) => <StatusPill status={p.status} /> },
          { header: "Responsable", muted: true, wide: true, cell: (p) => p.leadName ?? "—" },
          { header: "Budget HT", numeric: true, cell: (p) => money(p.budgetHt) },
          { header: "Facturé HT", numeric: true, cell: (p) => money(p.invoicedHt) },
          { header: "Encaissé", numeric: true, cell: (p) => money(p.cashed) },
          {
            header: "Temps",
            numeric: true,
            cell: (p) => (p.minutes === 0 ? "—" : formatMinutes(p.minutes)),
          },
          ...(margins
            ? [
                {
                  header: "Coût",
                  numeric: true,
                  cell: (p: ProjectListItem) =>
                    `${money(cost(p))}${m(p).uncostedMinutes > 0 ? " *" : ""}`,
                },
                {
                  header: "Marge",
                  numeric: true,
                  cell: (p: ProjectListItem) => formatFcfa(m(p).margin).replace(/^-/, "\u2212"),
                },
              ]
            : []),
        ]}
        foot={
          projects.length > 1
            ? [
                {
                  key: "total",
                  label: "Total",
                  strong: true,
                  cells: [
                    money(sum((p) => p.budgetHt)),
                    money(sum((p) => p.invoicedHt)),
                    money(sum((p) => p.cashed)),
                    formatMinutes(sum((p) => p.minutes)),
                    ...(margins
                      ? [
                          money(sum(cost)),
                          formatFcfa(sum((p) => m(p).margin)).replace(/^-/, "\u2212"),
                        ]
                      : []),
                  ],
                },
              ]
            : []
        }
      />
      {margins && projects.some((p) => m(p).uncostedMinutes > 0) ? (
        <p className="mt-3 text-sm text-muted-foreground">
          * Du temps d'un membre sans coût horaire n'est pas compté (coût non renseigné)
          {"\u00a0"}:{" "}
          <Link to="/equipe" className="text-primary underline underline-offset-4">
            le renseigner sur la page Équipe
          </Link>
          . Le détail par mois est sur{" "}
          <Link to="/marges" className="text-primary underline underline-offset-4">
            Marges
          </Link>
          .
        </p>
      ) : null}
    </StudioPage>
  );
}
