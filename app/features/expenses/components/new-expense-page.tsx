import type { SubmissionResult } from "@conform-to/react";
import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import {
  CheckboxField,
  Field,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ExpenseConstraint } from "#app/features/expenses/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { IMAGE_TYPES } from "#app/features/media/formats.ts";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_NAMES } from "#app/features/expenses/categories.ts";
import type { ProjectChoice } from "#app/features/expenses/expenses.server.ts";
import { EXPENSE_METHODS } from "#app/features/expenses/categories.ts";

// The phone offers its camera for an image field; `capture` would forbid choosing a PDF.
const RECEIPT_ACCEPT = [...IMAGE_TYPES, "image/*", "application/pdf"].join(",");

/** /depenses/nouvelle: « Nouvelle dépense », its receipt photographed or chosen. */
export function NewExpensePage({
  projects,
  today,
  chosenProject,
  lastResult,
}: {
  projects: ProjectChoice[];
  today: string;
  chosenProject: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const action = "/depenses/nouvelle";
  const busy = useNavigation().formAction === action;
  const { form, fields, formProps } = useServerForm({
    constraint: ExpenseConstraint,
    id: "depense",
    lastResult,
    defaultValue: {
      spentOn: today,
      method: "wave",
      projectId: chosenProject ?? "",
    },
  });
  const receiptError = lastResult?.error?.receipt?.[0] ?? null;
  return (
    <StudioPage
      size="sm"
      title="Nouvelle dépense"
      intro={
        "Ce que l'entreprise a payé, avec son justificatif (photo ou PDF)\u00a0: l'hébergement, une licence, un sous-traitant, un trajet…"
      }
      back={
        chosenProject
          ? { to: `/projets/${chosenProject}`, label: "Le projet" }
          : { to: "/depenses", label: "Toutes les dépenses" }
      }
    >
      <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          {...formProps}
          className="grid grid-cols-1 gap-4"
        >
          <FormAlert message={form.errors?.[0]} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField meta={fields.spentOn} label="Date" type="date" />
            <TextField meta={fields.supplier} label="Fournisseur" autoComplete="off" />
            <TextField
              meta={fields.amountTtc}
              label="Montant TTC (F CFA)"
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              meta={fields.vat}
              label="Dont TVA (F CFA, facultatif)"
              hint={"Lue sur la facture du fournisseur\u00a0; vide s'il n'y en a pas."}
              inputMode="numeric"
              autoComplete="off"
            />
            <SelectField
              meta={fields.category}
              label="Catégorie"
              placeholder="Choisissez la catégorie"
              options={EXPENSE_CATEGORY_NAMES.map((c) => ({
                value: c,
                label: EXPENSE_CATEGORIES[c].label,
              }))}
            />
            <SelectField
              meta={fields.method}
              label="Moyen de paiement"
              options={EXPENSE_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            />
            <SelectField
              meta={fields.projectId}
              label="Projet (facultatif)"
              placeholder="Aucun projet"
              options={projects.map((p) => ({
                value: p.id,
                label: `${p.name} — ${p.clientName}`,
              }))}
              className="sm:col-span-2"
            />
            <CheckboxField
              meta={fields.billable}
              label="Refacturable au client"
              description="Elle sera proposée sur la facture du projet."
            />
            <CheckboxField
              meta={fields.recurring}
              label="Revient chaque mois"
              description="Recopiée le même jour chaque mois (un hébergement, une licence)."
            />
            <Field
              id="depense-receipt"
              label="Justificatif (photo ou PDF, facultatif)"
              hint={
                "Sur un téléphone, «\u00a0Appareil photo\u00a0» le photographie. 8\u00a0Mo au plus."
              }
              error={receiptError}
              className="sm:col-span-2"
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name="receipt"
                  accept={RECEIPT_ACCEPT}
                  className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
                />
              )}
            </Field>
            <TextareaField
              meta={fields.note}
              label="Note (facultatif)"
              rows={2}
              className="sm:col-span-2"
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              <Save aria-hidden="true" /> Enregistrer la dépense
            </Button>
          </div>
        </Form>
      </div>
    </StudioPage>
  );
}
