import { FormProvider } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { useMemo, type FormEvent } from "react";
import {
  CheckboxField,
  FieldError,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { useIssue } from "#app/features/authoring/issue-client.ts";
import { cleanProposal } from "#app/features/documents/snapshot.ts";
import {
  defaultProposal,
  emptyFunctionality,
  emptyPhase,
  ProposalSchema,
  type ProposalForm as FormValues,
} from "#app/features/documents/schemas.ts";
import {
  checkedOnSubmit,
  formValues,
  useDocumentDraft,
  useDraftSaving,
  type Prefill,
} from "#app/features/authoring/use-document-form.ts";
import { DocumentShell, FormSection } from "./document-shell.tsx";
import { AddRowButton, GenerateButton, IssuedLinks } from "./form-buttons.tsx";
import { KeptValue } from "./kept-value.tsx";

/** The technical proposal form of docs/product.md §2. */
export function ProposalForm({ prefill }: { prefill?: Prefill<FormValues> | null }) {
  const draft = useDocumentDraft("proposal", defaultProposal, prefill);
  return (
    <DocumentShell
      title="Créer une Proposition Technique"
      cardTitle="Nouvelle Proposition Technique"
      description={
        "Décrivez le projet, les fonctionnalités et le chronogramme\u00a0: la proposition est mise en page pour l'impression."
      }
      restored={draft.restored}
      onNewDocument={draft.reset}
    >
      <ProposalFields
        // A draft loaded or « Nouveau document »: the form starts again from `initial`.
        key={draft.generation}
        initial={draft.initial}
        keep={draft.keep}
        markIssued={draft.markIssued}
      />
    </DocumentShell>
  );
}

function ProposalFields({
  initial,
  keep,
  markIssued,
}: {
  initial: FormValues;
  keep: (form: FormValues) => void;
  markIssued: (form: FormValues) => void;
}) {
  const hydrated = useHydrated();
  const { form, fields, formProps } = useSchemaForm(ProposalSchema, {
    id: "proposal",
    defaultValue: initial,
  });
  const values = useMemo(() => formValues(defaultProposal(), form.value), [form.value]);
  useDraftSaving(keep, values);
  const { busy, generated, failure, issue } = useIssue(values, markIssued);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const doc = checkedOnSubmit(event, formProps.onSubmit, ProposalSchema);
    if (!doc || busy) return;
    if (cleanProposal(doc).phases.length === 0) return;
    issue((requestKey) => ({ kind: "proposal", form: doc, requestKey }));
  }

  const functionalities = fields.functionalities.getFieldList();
  const phases = fields.phases.getFieldList();

  return (
    <FormProvider context={form.context}>
      <form {...formProps} onSubmit={onSubmit} className="grid gap-6">
        <FormSection id="context" title="Contexte du Projet">
          <div className="grid gap-4">
            <TextField meta={fields.projectName} label="Nom du projet" autoComplete="off" />
            <TextareaField meta={fields.objective} label="Objectif" rows={3} />
            <TextareaField meta={fields.context} label="Contexte" rows={4} />
          </div>
        </FormSection>

        <FormSection id="functionalities" title="Fonctionnalités">
          <CheckboxField meta={fields.includeFunctionalities} label="Inclure les fonctionnalités" />
          {/* Not included: the rows stay in the form, hidden, as typed, until they are again. */}
          <div className="mt-2" hidden={!values.includeFunctionalities}>
            {functionalities.map((row, index) => {
              const cells = row.getFieldset();
              return (
                <RowFieldset
                  key={row.key}
                  legend={`Fonctionnalité ${index + 1}`}
                  removeLabel={`Supprimer la fonctionnalité ${index + 1}`}
                  canRemove={functionalities.length > 1}
                  onRemove={() => form.remove({ name: fields.functionalities.name, index })}
                  className="sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
                >
                  <TextField
                    meta={cells.name}
                    label="Nom de la fonctionnalité"
                    autoComplete="off"
                  />
                  <TextareaField meta={cells.description} label="Description" {...TWO_LINES} />
                </RowFieldset>
              );
            })}
            <AddRowButton
              disabled={busy || !hydrated}
              onClick={() =>
                form.insert({
                  name: fields.functionalities.name,
                  defaultValue: emptyFunctionality(),
                })
              }
            >
              Ajouter une fonctionnalité
            </AddRowButton>
          </div>
        </FormSection>

        <FormSection id="architecture" title="Architecture Technique">
          <CheckboxField
            meta={fields.includeArchitecture}
            label="Inclure l'architecture technique"
            onChange={(event) => {
              // Shown again: the text area starts from what was typed before, not the first value.
              if (event.currentTarget.checked) {
                form.update({ name: fields.architecture.name, value: values.architecture });
              }
            }}
          />
          {values.includeArchitecture ? (
            <TextareaField
              meta={fields.architecture}
              label="Architecture technique"
              hint="Technologies, hébergement, sécurité… Les retours à la ligne sont conservés."
              className="mt-4"
              rows={6}
            />
          ) : (
            <KeptValue meta={fields.architecture} />
          )}
        </FormSection>

        <FormSection id="phases" title="Chronogramme">
          {phases.map((row, index) => {
            const cells = row.getFieldset();
            return (
              <RowFieldset
                key={row.key}
                legend={`Phase ${index + 1}`}
                removeLabel={`Supprimer la phase ${index + 1}`}
                canRemove={phases.length > 1}
                onRemove={() => form.remove({ name: fields.phases.name, index })}
                className="sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_10rem_auto]"
              >
                <TextField meta={cells.name} label="Nom de la phase" autoComplete="off" />
                <TextareaField meta={cells.description} label="Description" {...TWO_LINES} />
                <TextField
                  meta={cells.duration}
                  label="Durée"
                  hint={"ex\u00a0: 2 semaines"}
                  autoComplete="off"
                />
              </RowFieldset>
            );
          })}
          <FieldError id={fields.phases.errorId} message={fields.phases.errors?.[0]} />
          <AddRowButton
            disabled={busy || !hydrated}
            onClick={() => form.insert({ name: fields.phases.name, defaultValue: emptyPhase() })}
          >
            Ajouter Phase
          </AddRowButton>
        </FormSection>

        <FormSection id="options" title="Options Supplémentaires">
          <TextareaField
            meta={fields.additionalOptions}
            label="Options supplémentaires"
            hint="Maintenance, formation, hébergement… Les retours à la ligne sont conservés."
            rows={4}
          />
        </FormSection>

        <FormAlert message={failure} />
        <div className="flex flex-wrap items-center justify-end gap-4">
          {generated ? (
            <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
              <p>
                Proposition <strong>{generated}</strong> émise et enregistrée au registre.
              </p>
              <IssuedLinks number={generated} />
            </div>
          ) : null}
          <GenerateButton
            busy={busy}
            disabled={busy || !hydrated}
            label="Générer la Proposition Technique"
          />
        </div>
      </form>
    </FormProvider>
  );
}

/** A row's description: two lines tall, as the inputs beside it. */
const TWO_LINES = { rows: 2, style: { minHeight: "2.75rem" } } as const;

function RowFieldset({
  legend,
  removeLabel,
  canRemove,
  onRemove,
  className,
  children,
}: {
  legend: string;
  removeLabel: string;
  canRemove: boolean;
  onRemove: () => void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={`grid gap-3 border-b py-4 last:border-b-0 sm:items-start ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {children}
      <div className="flex justify-end sm:pt-6">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={removeLabel}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
    </fieldset>
  );
}
