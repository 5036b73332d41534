import { ChevronLeft, ChevronRight, Clock, Timer, Users } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Select } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { printedDay } from "#app/features/documents/numbering.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import type {
  CatalogueChoice,
  RunningTimer,
  WeekEntry,
} from "#app/features/projects/time.server.ts";
import type { WeekGrid } from "#app/features/projects/week.ts";
import { AddTimeForm, TimerCard, type TimeAnswer } from "./time-forms.tsx";

export type WeekPageProps = {
  /** Whose week: one's own, or a colleague's (read only) for whoever holds `time.all`. */
  member: { id: string; name: string; own: boolean };
  /** The staff to choose from (`time.all`), else none and no picker. */
  members: { id: string; name: string }[];
  week: { monday: string; sunday: string; days: string[] };
  today: string;
  grid: WeekGrid;
  entries: WeekEntry[];
  running: RunningTimer | null;
  projects: { id: string; name: string; clientName: string }[];
  catalogue: CatalogueChoice[];
  previous: string;
  next: string;
  chosenProject: string | null;
  now: string;
  actionData: TimeAnswer;
};

const DAY_NAMES = ["Lun.", "Mar.", "Mer.", "Jeu.", "Ven.", "Sam.", "Dim."];
const shortDay = (iso: string) => iso.slice(8, 10) + "/" + iso.slice(5, 7);
const cell = (m: number) => (m === 0 ? "—" : formatMinutes(m));

/** The page's heading: « Mon temps », or the colleague's name. */
export const weekTitle = (member: WeekPageProps["member"]) =>
  member.own ? "Mon temps" : `Temps de ${member.name}`;

/** /temps: the member's timer, time by hand, and their week, Monday to Sunday; a colleague's week, read only. */
export function WeekPage(props: WeekPageProps) {
  const { week, grid, entries, member } = props;
  const busy = useNavigation().state !== "idle";
  // A colleague's week keeps ?membre= from week to week.
  const weekHref = (day?: string) => {
    const q = new URLSearchParams();
    if (!member.own) q.set("membre", member.id);
    if (day) q.set("semaine", day);
    return q.size > 0 ? `/temps?${q}` : "/temps";
  };
  const back = weekHref(week.monday);
  const thisWeek = week.days.includes(props.today);
  return (
    <StudioPage
      title={weekTitle(member)}
      intro={
        member.own
          ? "Le chronomètre continue même si vous fermez l'onglet ou rechargez la page. Le temps se saisit aussi à la main, en heures et minutes."
          : `La semaine de ${member.name}, en lecture seule\u00a0: chacun saisit son propre temps.`
      }
    >
      {props.members.length > 0 ? (
        <form
          method="get"
          action="/temps"
          aria-label="Choisir un membre"
          className="mt-8 flex flex-wrap items-end gap-3"
        >
          <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium sm:max-w-xs">
            Membre
            <Select
              name="membre"
              defaultValue={member.id}
              options={props.members.map((m) => ({ value: m.id, label: m.name }))}
            />
          </label>
          <input type="hidden" name="semaine" value={week.monday} />
          <Button type="submit" variant="outline">
            <Users aria-hidden="true" /> Voir sa semaine
          </Button>
        </form>
      ) : null}
      {member.own ? (
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel id="temps-chrono" title="Chronomètre" icon={<Timer aria-hidden="true" />}>
            <TimerCard
              running={props.running}
              now={props.now}
              projects={props.projects}
              catalogue={props.catalogue}
              back={back}
              answer={props.actionData}
            />
          </Panel>
          <Panel id="temps-saisie" title="Ajouter du temps" icon={<Clock aria-hidden="true" />}>
            <AddTimeForm
              projects={props.projects}
              catalogue={props.catalogue}
              today={thisWeek ? props.today : week.monday}
              back={back}
              answer={props.actionData}
            />
          </Panel>
        </div>
      ) : null}

      <section aria-labelledby="temps-semaine" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="temps-semaine" className="text-xl font-semibold">
            Semaine du {printedDay(week.monday)} au {printedDay(week.sunday)}
          </h2>
          <nav aria-label="Autres semaines" className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={weekHref(props.previous)}>
                <ChevronLeft aria-hidden="true" /> Semaine précédente
              </Link>
            </Button>
            {!thisWeek ? (
              <Button asChild variant="outline" size="sm">
                <Link to={weekHref()}>Cette semaine</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to={weekHref(props.next)}>
                Semaine suivante <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          </nav>
        </div>
        <DataTable
          className="mt-4"
          caption={`Temps ${member.own ? "" : `de ${member.name} `}de la semaine du ${printedDay(week.monday)}, par projet et par jour`}
          rows={grid.rows}
          rowKey={(r) => r.projectId}
          empty={<EmptyState className="mt-4">Aucun temps enregistré cette semaine.</EmptyState>}
          columns={[
            {
              header: "Projet",
              rowHeader: true,
              strong: true,
              cell: (r) => (
                <Link
                  to={`/projets/${r.projectId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {r.projectName}
                </Link>
              ),
            },
            ...week.days.map((d, i) => ({
              header: (
                <span className={d === props.today ? "text-primary" : undefined}>
                  {DAY_NAMES[i]} {shortDay(d)}
                </span>
              ),
              numeric: true,
              cell: (r: WeekGrid["rows"][number]) => cell(r.perDay[i]!),
            })),
            { header: "Total", numeric: true, strong: true, cell: (r) => formatMinutes(r.total) },
          ]}
          foot={
            grid.rows.length > 0
              ? [
                  {
                    key: "total",
                    label: "Total du jour",
                    strong: true,
                    cells: [...grid.perDay.map(cell), formatMinutes(grid.total)],
                  },
                ]
              : []
          }
        />
      </section>

      {entries.length > 0 ? (
        <section aria-labelledby="temps-entrees" className="mt-10">
          <h2 id="temps-entrees" className="text-xl font-semibold">
            Entrées de la semaine
          </h2>
          <DataTable
            className="mt-4"
            caption="Entrées de la semaine"
            rows={entries}
            rowKey={(e) => e.id}
            columns={[
              { header: "Jour", nowrap: true, cell: (e) => printedDay(e.day) },
              { header: "Projet", cell: (e) => `${e.projectName} · ${e.clientName}` },
              {
                header: "Tâche",
                muted: true,
                wide: true,
                cell: (e) => [e.task, e.note].filter(Boolean).join(" · ") || "—",
              },
              { header: "Durée", numeric: true, cell: (e) => formatMinutes(e.minutes) },
              {
                header: "Facturable",
                cell: (e) =>
                  e.invoiceNumber ? (
                    <>
                      Facturé{" "}
                      <a href={`/documents/${e.invoiceNumber}`} className="underline">
                        {e.invoiceNumber}
                      </a>
                    </>
                  ) : e.billable ? (
                    "oui"
                  ) : (
                    "non"
                  ),
              },
              ...(member.own
                ? [
                    {
                      header: "Supprimer",
                      // A billed entry stays as the invoice counted it (ADR 056).
                      // One form for the table, each row's button naming its entry: a
                      // form and an icon per row were a third of the page (ADR 060).
                      cell: (e: WeekEntry) =>
                        e.invoiceNumber ? (
                          "—"
                        ) : (
                          <button
                            type="submit"
                            form="temps-supprimer"
                            name="id"
                            value={e.id}
                            disabled={busy}
                            className="rounded px-2 py-1 text-sm text-destructive underline-offset-4 hover:underline disabled:opacity-60"
                            aria-label={`Supprimer ${formatMinutes(e.minutes)} du ${printedDay(e.day)} sur ${e.projectName}`}
                          >
                            Supprimer
                          </button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
          {member.own ? (
            <Form id="temps-supprimer" method="post" action="/temps">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="back" value={back} />
            </Form>
          ) : null}
        </section>
      ) : null}
    </StudioPage>
  );
}
