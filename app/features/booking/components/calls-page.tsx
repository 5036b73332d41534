import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "#app/components/forms/fields.tsx";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Phone } from "#app/components/ui/icons/phone.tsx";

export type CallView = {
  id: string;
  day: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  company: string;
  subject: string;
  memberName: string;
};

export type AvailabilityView = {
  takesCalls: boolean;
  days: { label: string; from: string; to: string }[];
  noticeMinutes: number;
  bufferMinutes: number;
  daysOff: string;
};

/** Every error of the answer, in one list (the form is small). */
function errorsOf(result: SubmissionResult<string[]> | null | undefined): string[] {
  return result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
}

/** /appels: the calls booked from the site, then the member's own hours for calls. */
export function CallsPage({
  calls,
  availability,
  result,
}: {
  calls: CallView[];
  availability: AvailabilityView;
  result?: SubmissionResult<string[]> | null;
}) {
  const errors = errorsOf(result);
  return (
    <StudioPage
      kicker="Studio"
      title="Appels"
      intro={
        "Les appels gratuits de 30\u00a0minutes réservés depuis le site (page « Réserver un appel »), et vos propres horaires pour les recevoir, heure de Dakar."
      }
    >
      <h2 className="mt-8 text-xl font-semibold">Appels à venir</h2>
      {calls.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={<Phone aria-hidden="true" />}
          title="Aucun appel réservé"
        >
          Les appels réservés depuis le site apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className="mt-4 divide-y rounded-xl border bg-card" data-testid="calls">
          {calls.map((c) => (
            <li key={c.id} className="grid gap-1 p-4 sm:px-6">
              <p className="font-semibold">
                {c.day} à {c.time} · {c.name}
                {c.company ? ` (${c.company})` : ""}
              </p>
              <p className="text-sm text-muted-foreground">
                {c.subject} · <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>{c.phone}</a> ·{" "}
                <a href={`mailto:${c.email}`}>{c.email}</a> · avec {c.memberName}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-12 text-xl font-semibold">Mes horaires d'appel</h2>
      <Form method="post" className="mt-4 grid min-w-0 gap-6 rounded-xl border bg-card p-4 sm:p-6">
        {errors.length > 0 ? <FormAlert message={errors.join(" ")} /> : null}
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            name="takesCalls"
            defaultChecked={availability.takesCalls}
            className="size-5"
          />
          <span>Je prends des appels (décochez pendant une absence)</span>
        </label>
        <fieldset>
          <legend className="mb-3 font-medium">
            Heures par jour (laissez vides les jours sans appel)
          </legend>
          <div className="grid gap-3">
            {availability.days.map((d, i) => (
              <div
                key={d.label}
                className="grid grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3"
              >
                <span>{d.label}</span>
                <label className="grid min-w-0 gap-1 text-xs">
                  De
                  <Input
                    type="time"
                    name="from"
                    step={1800}
                    defaultValue={d.from}
                    aria-label={`${d.label}, début`}
                    data-day={i}
                  />
                </label>
                <label className="grid min-w-0 gap-1 text-xs">
                  À
                  <Input
                    type="time"
                    name="to"
                    step={1800}
                    defaultValue={d.to}
                    aria-label={`${d.label}, fin`}
                  />
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="appels-delai" label="Délai minimum avant un appel (minutes)">
            {(control) => (
              <Input
                {...control}
                type="number"
                name="noticeMinutes"
                min={0}
                step={15}
                defaultValue={availability.noticeMinutes}
              />
            )}
          </Field>
          <Field id="appels-pause" label="Pause avant et après chaque appel (minutes)">
            {(control) => (
              <Input
                {...control}
                type="number"
                name="bufferMinutes"
                min={0}
                step={5}
                defaultValue={availability.bufferMinutes}
              />
            )}
          </Field>
        </div>
        <Field
          id="appels-conges"
          label="Jours sans appel (congés, jours fériés)"
          hint="Au format AAAA-MM-JJ, séparés par des espaces."
        >
          {(control) => (
            <Input
              {...control}
              name="daysOff"
              defaultValue={availability.daysOff}
              placeholder="2026-12-25 2027-01-01"
            />
          )}
        </Field>
        <Button type="submit" className="justify-self-start">
          Enregistrer mes horaires
        </Button>
      </Form>
    </StudioPage>
  );
}
