import { Download, FileOutput, FolderOpen, Loader2, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { issueAndPrint } from "#app/features/documents/issue-client.ts";
import {
  cleanProposal,
  defaultProposal,
  emptyFunctionality,
  emptyPhase,
  ProposalSchema,
  type Functionality,
  type Phase,
  type ProposalForm as FormValues,
} from "#app/features/documents/schemas.ts";
import { useDocumentForm, type Prefill } from "#app/features/documents/use-document-form.ts";
import { DocumentShell, FormSection } from "./document-shell.tsx";
import { TextField } from "./text-field.tsx";

/** The technical proposal form of docs/product.md §2. */
export function ProposalForm({ prefill }: { prefill?: Prefill<FormValues> | null }) {
  const hydrated = useHydrated();
  const { form, setForm, errors, validate, reset, restored, markIssued } = useDocumentForm(
    "proposal",
    defaultProposal,
    ProposalSchema,
    prefill,
  );
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  useEffect(() => {
    requestKey.current = null;
  }, [form]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setRow = <K extends "functionalities" | "phases">(
    key: K,
    index: number,
    patch: Partial<FormValues[K][number]>,
  ) =>
    setForm((f) => ({
      ...f,
      [key]: (f[key] as FormValues[K][number][]).map((row, i) =>
        i === index ? { ...row, ...patch } : row,
      ),
    }));
  const removeRow = (key: "functionalities" | "phases", index: number) =>
    setForm((f) => (f[key].length > 1 ? { ...f, [key]: f[key].filter((_, i) => i !== index) } : f));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !validate()) return;
    if (cleanProposal(form).phases.length === 0) return;
    requestKey.current ??= crypto.randomUUID();
    const pending = issueAndPrint({ kind: "proposal", form, requestKey: requestKey.current });
    setBusy(true);
    setFailure(null);
    void pending.then((outcome) => {
      setBusy(false);
      if (outcome.kind === "failed") setFailure(outcome.message);
      if (outcome.kind === "issued") {
        markIssued();
        requestKey.current = null;
        setGenerated(outcome.number);
      }
    });
  }

  return (
    <DocumentShell
      title="Créer une Proposition Technique"
      cardTitle="Nouvelle Proposition Technique"
      description={
        "Décrivez le projet, les fonctionnalités et le chronogramme\u00a0: la proposition est mise en page pour l'impression."
      }
      restored={restored}
      onNewDocument={() => {
        reset();
        setGenerated(null);
        setFailure(null);
      }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <FormSection id="context" title="Contexte du Projet">
          <div className="grid gap-4">
            <TextField
              id="projectName"
              label="Nom du projet"
              value={form.projectName}
              onChange={(v) => set("projectName", v)}
              error={errors.projectName}
            />
            <TextField
              id="objective"
              label="Objectif"
              rows={3}
              value={form.objective}
              onChange={(v) => set("objective", v)}
              error={errors.objective}
            />
            <TextField
              id="context"
              label="Contexte"
              rows={4}
              value={form.context}
              onChange={(v) => set("context", v)}
              error={errors.context}
            />
          </div>
        </FormSection>

        <FormSection id="functionalities" title="Fonctionnalités">
          <Checkbox
            label="Inclure les fonctionnalités"
            checked={form.includeFunctionalities}
            onChange={(e) => set("includeFunctionalities", e.target.checked)}
          />
          {form.includeFunctionalities ? (
            <div className="mt-2">
              {form.functionalities.map((row, index) => (
                <RowFieldset
                  key={index}
                  legend={`Fonctionnalité ${index + 1}`}
                  removeLabel={`Supprimer la fonctionnalité ${index + 1}`}
                  canRemove={form.functionalities.length > 1}
                  onRemove={() => removeRow("functionalities", index)}
                  className="sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
                >
                  <RowFields
                    list="functionalities"
                    index={index}
                    fields={FUNCTIONALITY_FIELDS}
                    row={row}
                    errors={errors}
                    onChange={(patch) => setRow("functionalities", index, patch)}
                  />
                </RowFieldset>
              ))}
              <Button
                type="button"
                variant="outline"
                className="mt-4"
                onClick={() =>
                  setForm((f) => ({
                    ...f,
                    functionalities: [...f.functionalities, emptyFunctionality()],
                  }))
                }
              >
                <Plus /> Ajouter une fonctionnalité
              </Button>
            </div>
          ) : null}
        </FormSection>

        <FormSection id="architecture" title="Architecture Technique">
          <Checkbox
            label="Inclure l'architecture technique"
            checked={form.includeArchitecture}
            onChange={(e) => set("includeArchitecture", e.target.checked)}
          />
          {form.includeArchitecture ? (
            <TextField
              id="architecture-text"
              label="Architecture technique"
              hint="Technologies, hébergement, sécurité… Les retours à la ligne sont conservés."
              className="mt-4"
              rows={6}
              value={form.architecture}
              onChange={(v) => set("architecture", v)}
            />
          ) : null}
        </FormSection>

        <FormSection id="phases" title="Chronogramme">
          {form.phases.map((row, index) => (
            <RowFieldset
              key={index}
              legend={`Phase ${index + 1}`}
              removeLabel={`Supprimer la phase ${index + 1}`}
              canRemove={form.phases.length > 1}
              onRemove={() => removeRow("phases", index)}
              className="sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_10rem_auto]"
            >
              <RowFields
                list="phases"
                index={index}
                fields={PHASE_FIELDS}
                row={row}
                errors={errors}
                onChange={(patch) => setRow("phases", index, patch)}
              />
            </RowFieldset>
          ))}
          <FieldError id="phases-error" message={errors.phases} />
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            id="phases"
            onClick={() => setForm((f) => ({ ...f, phases: [...f.phases, emptyPhase()] }))}
          >
            <Plus /> Ajouter Phase
          </Button>
        </FormSection>

        <FormSection id="options" title="Options Supplémentaires">
          <TextField
            id="additionalOptions"
            label="Options supplémentaires"
            hint="Maintenance, formation, hébergement… Les retours à la ligne sont conservés."
            rows={4}
            value={form.additionalOptions}
            onChange={(v) => set("additionalOptions", v)}
          />
        </FormSection>

        <FormAlert message={failure} />
        <div className="flex flex-wrap items-center justify-end gap-4">
          {generated ? (
            <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
              <p>
                Proposition <strong>{generated}</strong> émise et enregistrée au registre.
              </p>
              <Button asChild variant="outline" size="sm">
                <Link to={`/documents/${generated}`}>
                  <FolderOpen aria-hidden="true" /> Ouvrir dans le registre
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={`/documents/${generated}/pdf`} download>
                  <Download aria-hidden="true" /> Télécharger le PDF
                </a>
              </Button>
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={busy || !hydrated}>
            {busy ? <Loader2 className="animate-spin" /> : <FileOutput />}
            {busy ? "Génération en cours..." : "Générer la Proposition Technique"}
          </Button>
        </div>
      </form>
    </DocumentShell>
  );
}

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

type RowField<R> = { name: keyof R & string; label: string; rows?: number; hint?: string };

const FUNCTIONALITY_FIELDS: RowField<Functionality>[] = [
  { name: "name", label: "Nom de la fonctionnalité" },
  { name: "description", label: "Description", rows: 2 },
];

const PHASE_FIELDS: RowField<Phase>[] = [
  { name: "name", label: "Nom de la phase" },
  { name: "description", label: "Description", rows: 2 },
  { name: "duration", label: "Durée", hint: "ex\u00a0: 2 semaines" },
];

/** The inputs of one functionality or phase row, their ids and messages by path. */
function RowFields<R extends Record<string, string>>({
  list,
  index,
  fields,
  row,
  errors,
  onChange,
}: {
  list: "functionalities" | "phases";
  index: number;
  fields: RowField<R>[];
  row: R;
  errors: Record<string, string>;
  onChange: (patch: Partial<R>) => void;
}) {
  return (
    <>
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={`${list}-${index}-${f.name}`}
          label={f.label}
          rows={f.rows}
          hint={f.hint}
          value={row[f.name] ?? ""}
          onChange={(value) => onChange({ [f.name]: value } as Partial<R>)}
          error={errors[`${list}.${index}.${f.name}`]}
        />
      ))}
    </>
  );
}
