import type { SubmissionResult } from "@conform-to/react";
import { Play, Plus, Square } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  CheckboxField,
  SelectField,
  TextField,
  type FieldMeta,
} from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { StartTimerConstraint, TimeEntryConstraint } from "#app/features/projects/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import type { CatalogueChoice, RunningTimer } from "#app/features/projects/time.server.ts";

// The timer and the entry by hand, on /temps and on a project's page: plain forms to
// POST /temps, which sends the member back (`back`) to where they were.

type ProjectChoice = { id: string; name: string; clientName: string };
export type TimeAnswer = { intent: string; result: SubmissionResult<string[]> } | undefined;

const ACTION = "/temps";

function catalogueOptions(items: CatalogueChoice[]) {
  return items.map((i) => ({
    value: i.id,
    label: `${i.designation} (${formatFcfa(i.unitPrice)} / ${i.unit})`,
  }));
}

function timeOfDay(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Africa/Dakar",
  }).format(new Date(iso));
}

/** The project chosen, or the page's own project as a hidden field. */
function ProjectField({
  meta,
  projects,
  fixedProject,
}: {
  meta: FieldMeta;
  projects: ProjectChoice[];
  fixedProject?: { id: string };
}) {
  if (fixedProject) return <input type="hidden" name="projectId" value={fixedProject.id} />;
  return (
    <SelectField
      meta={meta}
      label="Projet"
      placeholder="Choisissez le projet"
      options={projects.map((p) => ({ value: p.id, label: `${p.name} · ${p.clientName}` }))}
    />
  );
}

/** What both forms ask of an entry besides its time: the prestation, task, note, billable. */
function EntryDetails({
  fields,
  catalogue,
}: {
  fields: Record<"catalogueItemId" | "task" | "note" | "billable", FieldMeta>;
  catalogue: CatalogueChoice[];
}) {
  return (
    <>
      <SelectField
        meta={fields.catalogueItemId}
        label="Prestation (facultatif)"
        placeholder="Aucune"
        options={catalogueOptions(catalogue)}
      />
      <TextField meta={fields.task} label="Tâche (facultatif)" autoComplete="off" />
      <TextField meta={fields.note} label="Note (facultatif)" autoComplete="off" />
      <CheckboxField meta={fields.billable} label="Facturable au client" />
    </>
  );
}

/** The running timer, or the form that starts one. */
export function TimerCard({
  running,
  now,
  projects,
  catalogue,
  back,
  fixedProject,
  answer,
}: {
  running: RunningTimer | null;
  now: string;
  projects: ProjectChoice[];
  catalogue: CatalogueChoice[];
  back: string;
  /** On a project's page: the timer starts on it. */
  fixedProject?: { id: string; name: string };
  answer: TimeAnswer;
}) {
  const busy = useNavigation().formAction?.startsWith(ACTION) ?? false;
  const { form, fields, formProps } = useServerForm({
    constraint: StartTimerConstraint,
    id: fixedProject ? `chrono-${fixedProject.id}` : "chrono",
    lastResult: answer?.intent === "start" ? answer.result : undefined,
    defaultValue: { intent: "start", billable: "on" as never, projectId: fixedProject?.id },
  });
  const elapsed = running
    ? Math.max(0, Math.floor((Date.parse(now) - Date.parse(running.startedAt)) / 60_000))
    : 0;
  return (
    <div className="grid grid-cols-1 gap-4">
      {running ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
          role="status"
          aria-label="Chronomètre en marche"
        >
          <p className="text-sm">
            <span className="font-semibold">En marche depuis {timeOfDay(running.startedAt)}</span> (
            {formatMinutes(elapsed)}) sur «{"\u00a0"}
            {running.projectName}
            {"\u00a0"}»{running.task ? ` · ${running.task}` : ""}
          </p>
          <Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="stop" />
            <input type="hidden" name="id" value={running.id} />
            <input type="hidden" name="back" value={back} />
            <Button type="submit" disabled={busy}>
              <Square aria-hidden="true" /> Arrêter le chronomètre
            </Button>
          </Form>
        </div>
      ) : null}
      <Form method="post" action={ACTION} {...formProps} className="grid grid-cols-1 gap-4">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="back" value={back} />
        <FormAlert message={form.errors?.[0]} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ProjectField meta={fields.projectId} projects={projects} fixedProject={fixedProject} />
          <EntryDetails fields={fields} catalogue={catalogue} />
        </div>
        <div>
          <Button type="submit" variant={running ? "outline" : "default"} disabled={busy}>
            <Play aria-hidden="true" />{" "}
            {running
              ? "Démarrer un autre chronomètre (arrête celui-ci)"
              : "Démarrer le chronomètre"}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** Time typed by hand: « 1h30 », « 90 », « 1:30 ». */
export function AddTimeForm({
  projects,
  catalogue,
  today,
  back,
  fixedProject,
  answer,
}: {
  projects: ProjectChoice[];
  catalogue: CatalogueChoice[];
  today: string;
  back: string;
  fixedProject?: { id: string; name: string };
  answer: TimeAnswer;
}) {
  const busy = useNavigation().formAction?.startsWith(ACTION) ?? false;
  const { form, fields, formProps } = useServerForm({
    constraint: TimeEntryConstraint,
    id: fixedProject ? `saisie-${fixedProject.id}` : "saisie",
    lastResult: answer?.intent === "add" ? answer.result : undefined,
    defaultValue: {
      intent: "add",
      day: today,
      billable: "on" as never,
      projectId: fixedProject?.id,
    },
  });
  return (
    <Form method="post" action={ACTION} {...formProps} className="grid grid-cols-1 gap-4">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="back" value={back} />
      <FormAlert message={form.errors?.[0]} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ProjectField meta={fields.projectId} projects={projects} fixedProject={fixedProject} />
        <TextField meta={fields.day} label="Jour" type="date" />
        <TextField
          meta={fields.duration}
          label="Durée"
          hint={"Par exemple «\u00a01h30\u00a0», «\u00a090\u00a0» (minutes) ou «\u00a01:30\u00a0»."}
          autoComplete="off"
        />
        <EntryDetails fields={fields} catalogue={catalogue} />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          <Plus aria-hidden="true" /> Ajouter ce temps
        </Button>
      </div>
    </Form>
  );
}
