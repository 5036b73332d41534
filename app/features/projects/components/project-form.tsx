import type { SubmissionResult } from "@conform-to/react";
import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ProjectConstraint } from "#app/features/projects/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import type { ProjectForm } from "#app/features/projects/schemas.ts";
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_NAMES } from "#app/features/projects/statuses.ts";

type Choice = { id: string; name: string };

/**
 * A project's details: « Nouveau projet » and the edit form of its page. A plain form
 * (it works without JavaScript); editing posts the version the page showed.
 */
export function ProjectFormCard({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
  clients,
  members,
  version,
}: {
  id: string;
  action: string;
  defaultValue?: Partial<ProjectForm> | null;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  clients: Choice[];
  members: Choice[];
  /** Editing: the version loaded (always the current one, so a resubmit is a choice). */
  version?: number;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: ProjectConstraint,
    id,
    defaultValue,
    lastResult,
  });
  const busy = useNavigation().formAction === action;
  return (
    <Form method="post" action={action} {...formProps} className="grid grid-cols-1 gap-4">
      <input type="hidden" name="intent" value="edit" />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <FormAlert message={form.errors?.[0]} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Nom du projet" autoComplete="off" />
        <SelectField
          meta={fields.clientId}
          label="Client"
          placeholder="Choisissez le client"
          options={clients.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          meta={fields.status}
          label="Statut"
          options={PROJECT_STATUS_NAMES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
        />
        <SelectField
          meta={fields.leadId}
          label="Responsable"
          placeholder="Personne pour l'instant"
          options={members.map((m) => ({ value: m.id, label: m.name }))}
        />
        <TextField meta={fields.startsOn} label="Début" type="date" />
        <TextField meta={fields.endsOn} label="Fin prévue (facultatif)" type="date" />
        <TextField
          meta={fields.hourlyRate}
          label="Taux horaire facturé (facultatif, F CFA HT)"
          hint="Sinon, le prix de la prestation du catalogue vendue à l'heure ou au jour."
          inputMode="numeric"
          autoComplete="off"
        />
        <TextareaField
          meta={fields.notes}
          label="Notes internes (facultatif)"
          rows={2}
          className="sm:col-span-2"
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" /> {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
