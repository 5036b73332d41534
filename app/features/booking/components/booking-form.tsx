import type { SubmissionResult } from "@conform-to/react";
import { CalendarDays } from "#app/components/ui/icons/calendar-days.tsx";
import { Form } from "react-router";
import { SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { HoneypotField, PrivacyNote } from "#app/components/forms/honeypot-field.tsx";
import { SERVICE_OPTIONS } from "#app/features/contact/services.ts";
import { BookingFormConstraint } from "#app/features/booking/constraints.ts";
import type { DayChoice } from "#app/features/booking/types.ts";
import { SlotPicker } from "./slot-picker.tsx";

/**
 * « Réserver un appel »: a slot and who to call, posted to the page's action. Works
 * without JavaScript (no island): the server checks, stores and answers.
 */
export function BookingForm({
  choice,
  action,
  result,
}: {
  choice: DayChoice;
  action: string;
  result: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useServerForm({
    id: "rendez-vous",
    constraint: BookingFormConstraint,
    lastResult: result,
  });
  const chosen = result?.initialValue?.slot;
  return (
    <Form method="post" action={action} className="grid gap-6" id={formProps.id} noValidate>
      <FormAlert message={form.errors?.[0]} />
      <SlotPicker
        choice={choice}
        base="/rendez-vous"
        error={fields.slot.errors?.[0]}
        checked={typeof chosen === "string" ? chosen : null}
      />
      {choice.days.length > 0 ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.name} label="Nom complet" autoComplete="name" />
            <TextField
              meta={fields.email}
              type="email"
              label="Adresse e-mail"
              autoComplete="email"
              inputMode="email"
            />
            <TextField
              meta={fields.phone}
              type="tel"
              label="Téléphone ou WhatsApp"
              autoComplete="tel"
              hint="Nous vous appelons à ce numéro."
            />
            <TextField
              meta={fields.company}
              label="Entreprise (facultatif)"
              autoComplete="organization"
            />
          </div>
          <SelectField
            meta={fields.subject}
            label="Sujet de l'appel"
            placeholder="Sélectionnez un sujet"
            options={SERVICE_OPTIONS}
          />
          <TextareaField
            meta={fields.note}
            label="Une note pour préparer l'appel (facultatif)"
            rows={4}
          />
          <HoneypotField />
          <PrivacyNote purpose="préparer l'appel" />
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <CalendarDays /> Réserver l'appel
          </Button>
        </>
      ) : null}
    </Form>
  );
}
