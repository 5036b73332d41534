import type { SubmissionResult } from "@conform-to/react";
import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { CONTACT_PREFERENCES } from "#app/features/whatsapp/registry.ts";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ClientConstraint } from "#app/features/clients/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import type { ClientForm } from "#app/features/clients/schemas.ts";
import { CURRENCIES, CURRENCY_CODES, LANGUAGE_LABELS, LANGUAGES } from "#app/lib/currencies.ts";
import { COUNTRY_OPTIONS } from "#app/lib/countries.ts";

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const CURRENCY_OPTIONS = CURRENCY_CODES.map((value) => ({
  value,
  label: CURRENCIES[value].label,
}));

/** A client's details: « Nouveau client » and the edit form of its page. */
export function ClientFormCard({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  id: string;
  action: string;
  defaultValue?: Partial<ClientForm> | null;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: ClientConstraint,
    id,
    defaultValue,
    lastResult,
  });
  const busy = useNavigation().formAction === action;
  return (
    <Form method="post" action={action} {...formProps} className="grid gap-4">
      <input type="hidden" name="intent" value="edit" />
      <FormAlert message={form.errors?.[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Nom du client" autoComplete="off" />
        <TextField meta={fields.contactName} label="Contact (facultatif)" autoComplete="off" />
        <TextField meta={fields.email} label="Email (facultatif)" type="email" autoComplete="off" />
        <TextField
          meta={fields.phone}
          label="Téléphone (facultatif)"
          type="tel"
          autoComplete="off"
        />
        <TextareaField meta={fields.address} label="Adresse (facultatif)" rows={2} />
        <SelectField
          meta={fields.country}
          label="Pays"
          hint="Imprimé sous l'adresse hors du Sénégal"
          options={COUNTRY_OPTIONS}
        />
        <TextField
          meta={fields.ninea}
          label="NINEA (facultatif)"
          hint={"Hors du Sénégal\u00a0: son numéro fiscal (n° de TVA)"}
          autoComplete="off"
        />
        <TextField meta={fields.rccm} label="RCCM (facultatif)" autoComplete="off" />
        <SelectField
          meta={fields.contactPreference}
          label="Envoyer les documents par"
          hint={
            "WhatsApp demande un numéro de mobile\u00a0; sans WhatsApp Business connecté, l'e-mail."
          }
          options={Object.entries(CONTACT_PREFERENCES).map(([value, label]) => ({
            value,
            label,
          }))}
        />
        {/* Across the card: in the page's narrow edit column the two labels wrapped. */}
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <SelectField
            meta={fields.language}
            label="Langue des documents"
            options={LANGUAGE_OPTIONS}
          />
          <SelectField meta={fields.currency} label="Devise" options={CURRENCY_OPTIONS} />
        </div>
        <TextareaField
          meta={fields.notes}
          label="Notes internes (facultatif)"
          hint="Jamais imprimées ni montrées au client"
          rows={3}
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
