import type { SubmissionResult } from "@conform-to/react";
import { Clock, FileText, Link2, ListChecks, Pencil, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { LinkDocumentConstraint } from "#app/features/projects/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { ProjectView } from "#app/features/projects/projects.server.ts";
import { amountOfMinutes, formatMinutes } from "#app/features/projects/time.ts";
import type { CatalogueChoice, RunningTimer } from "#app/features/projects/time.server.ts";
import { ProjectFormCard } from "./project-form.tsx";
import { StatusPill } from "./status-pill.tsx";
import { AddTimeForm, TimerCard, type TimeAnswer } from "./time-forms.tsx";

type Choice = { id: string; name: string };
export type ProjectAnswer = { intent: string; result: SubmissionResult<string[]> } | undefined;

export type ProjectPageProps = {
  project: ProjectView;
  clients: Choice[];
  members: Choice[];
  catalogue: CatalogueChoice[];
  running: RunningTimer | null;
  mayTime: boolean;
  today: string;
  now: string;
  actionData: ProjectAnswer;
  /** Sections other features add under the time (the expenses, ADR 054). */
  extra?: ReactNode;
  /** Figures another feature adds, written by its server (cost and margin, ADR 058). */
  moreFigures?: [string, string][];
};

/** The project's figures, each named. */
function Figures({ project, more = [] }: { project: ProjectView; more?: [string, string][] }) {
  const { money, time } = project;
  const rest = project.budgetHt - money.invoicedHt;
  const items: [string, string][] = [
    ["Budget HT", formatFcfa(project.budgetHt)],
    ["Facturé HT", formatFcfa(money.invoicedHt)],
    ["Reste à facturer HT", formatFcfa(Math.max(0, rest))],
    ["Encaissé", formatFcfa(money.cashed)],
    ["Temps passé", formatMinutes(time.minutes)],
    [
      "Temps facturable",
      `${formatMinutes(time.billableMinutes)} · ${formatFcfa(time.billableValue)}`,
    ],
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Chiffres du projet">
      {[...items, ...more].map(([label, value]) => (
        <div key={label} className="rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinkDocumentForm({ id, answer }: { id: string; answer: ProjectAnswer }) {
  const action = `/projets/${id}`;
  const busy = useNavigation().formAction === action;
  const { form, fields, formProps } = useServerForm({
    constraint: LinkDocumentConstraint,
    id: "rattacher",
    lastResult: answer?.intent === "link" ? answer.result : undefined,
    defaultValue: { intent: "link" },
  });
  return (
    <Form method="post" action={action} {...formProps} className="mt-4 grid grid-cols-1 gap-3">
      <input type="hidden" name="intent" value="link" />
      <FormAlert message={form.errors?.[0]} />
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          meta={fields.number}
          label="Rattacher un devis ou une facture du client"
          placeholder="FACT-2026-11-30-1005"
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          <Link2 aria-hidden="true" /> Rattacher
        </Button>
      </div>
    </Form>
  );
}

/** /projets/:id: a project, its budget, documents and time, its edit form. */
export function ProjectPage(props: ProjectPageProps) {
  const { project, actionData } = props;
  const back = `/projets/${project.id}`;
  // The time forms post to /temps, whose answers show there.
  const timeAnswer: TimeAnswer = undefined;
  return (
    <StudioPage
      title={project.name}
      intro={
        <>
          <StatusPill status={project.status} /> {project.clientName}
          {project.leadName ? ` · responsable ${project.leadName}` : ""} · depuis le{" "}
          {printedDay(project.startsOn)}
          {project.endsOn ? `, fin prévue le ${printedDay(project.endsOn)}` : ""}
          {project.quoteNumber ? (
            <>
              {" "}
              · devis{" "}
              <Link
                to={`/documents/${project.quoteNumber}`}
                className="text-primary underline underline-offset-4"
              >
                {project.quoteNumber}
              </Link>
            </>
          ) : null}
        </>
      }
      back={{ to: "/projets", label: "Projets" }}
    >
      <Figures project={project} more={props.moreFigures} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Panel id="projet-budget" title="Budget" icon={<ListChecks aria-hidden="true" />}>
            <DataTable
              variant="plain"
              caption="Budget du projet"
              rows={project.budgetLines}
              rowKey={(l) => `${l.designation}-${l.total}-${l.quantity}`}
              empty={
                <EmptyState>
                  Pas de budget détaillé{"\u00a0"}: ce projet n&apos;a pas été démarré d&apos;un
                  devis.
                </EmptyState>
              }
              columns={[
                { header: "Désignation", rowHeader: true, cell: (l) => l.designation },
                { header: "Quantité", numeric: true, cell: (l) => l.quantity.replace(".", ",") },
                { header: "Prix unitaire", numeric: true, cell: (l) => formatFcfa(l.unitPrice) },
                { header: "Total HT", numeric: true, cell: (l) => formatFcfa(l.total) },
              ]}
            />
          </Panel>

          <Panel id="projet-documents" title="Documents" icon={<FileText aria-hidden="true" />}>
            <DataTable
              variant="plain"
              caption="Documents du projet"
              rows={project.documents}
              rowKey={(d) => d.number}
              empty={<EmptyState>Aucun document rattaché.</EmptyState>}
              columns={[
                {
                  header: "Document",
                  rowHeader: true,
                  cell: (d) => (
                    <Link
                      to={`/documents/${d.number}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {DOCUMENT_KINDS[d.kind].label} {d.number}
                    </Link>
                  ),
                },
                {
                  header: "Émis le",
                  nowrap: true,
                  wide: true,
                  cell: (d) => printedDay(d.issuedAt.slice(0, 10)),
                },
                { header: "HT", numeric: true, cell: (d) => formatFcfa(d.ht) },
                {
                  header: "Payé",
                  numeric: true,
                  cell: (d) => (d.paidTotal > 0 ? formatFcfa(d.paidTotal) : "—"),
                },
              ]}
            />
            <LinkDocumentForm id={project.id} answer={actionData} />
          </Panel>

          <Panel id="projet-temps" title="Temps passé" icon={<Clock aria-hidden="true" />}>
            {project.byMember.length > 0 ? (
              <p className="mb-3 text-sm text-muted-foreground">
                {project.byMember
                  .map((m) => `${m.name}\u00a0: ${formatMinutes(m.minutes)}`)
                  .join(" · ")}
              </p>
            ) : null}
            <DataTable
              variant="plain"
              caption="Temps passé sur le projet"
              rows={project.entries}
              rowKey={(e) => e.id}
              empty={<EmptyState>Aucun temps enregistré sur ce projet.</EmptyState>}
              columns={[
                { header: "Jour", nowrap: true, cell: (e) => printedDay(e.day) },
                { header: "Membre", cell: (e) => e.memberName },
                {
                  header: "Tâche",
                  muted: true,
                  cell: (e) => [e.task, e.note].filter(Boolean).join(" · ") || "—",
                },
                { header: "Durée", numeric: true, cell: (e) => formatMinutes(e.minutes) },
                {
                  header: "Facturable",
                  numeric: true,
                  cell: (e) =>
                    e.invoiceNumber ? (
                      <>
                        Facturé{" "}
                        <a href={`/documents/${e.invoiceNumber}`} className="underline">
                          {e.invoiceNumber}
                        </a>
                      </>
                    ) : !e.billable ? (
                      "non"
                    ) : e.rate === null ? (
                      "sans taux"
                    ) : (
                      formatFcfa(amountOfMinutes(e.minutes, e.rate))
                    ),
                },
              ]}
            />
          </Panel>
          {props.extra}
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          {props.mayTime ? (
            <>
              <Panel id="projet-chrono" title="Chronomètre" icon={<Timer aria-hidden="true" />}>
                <TimerCard
                  running={props.running}
                  now={props.now}
                  projects={[]}
                  catalogue={props.catalogue}
                  back={back}
                  fixedProject={project}
                  answer={timeAnswer}
                />
              </Panel>
              <Panel
                id="projet-saisie"
                title="Ajouter du temps"
                icon={<Clock aria-hidden="true" />}
              >
                <AddTimeForm
                  projects={[]}
                  catalogue={props.catalogue}
                  today={props.today}
                  back={back}
                  fixedProject={project}
                  answer={timeAnswer}
                />
              </Panel>
            </>
          ) : null}
          <Panel
            id="projet-modifier"
            title="Modifier le projet"
            icon={<Pencil aria-hidden="true" />}
          >
            <ProjectFormCard
              id="projet"
              action={back}
              version={project.version}
              clients={props.clients}
              members={props.members}
              lastResult={actionData?.intent === "edit" ? actionData.result : undefined}
              defaultValue={{
                name: project.name,
                clientId: project.clientId,
                status: project.status,
                leadId: project.leadId ?? "",
                startsOn: project.startsOn,
                endsOn: project.endsOn ?? "",
                hourlyRate: project.hourlyRate === null ? "" : String(project.hourlyRate),
                notes: project.notes,
              }}
              submitLabel="Enregistrer"
            />
          </Panel>
        </div>
      </div>
    </StudioPage>
  );
}
