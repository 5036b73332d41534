import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox, Field, FieldError } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { MAX_LINES, PERIOD_LABELS, PERIODS } from "#app/features/subscriptions/periods.ts";
import type { CatalogueOption, ClientOption } from "#app/features/subscriptions/types.ts";

type Values = {
  clientId: string;
  title: string;
  period: string;
  startOn: string;
  endOn?: string;
  autoSend: boolean;
  lines: { itemId: string; quantity: string }[];
};

export type SubscriptionFormProps = {
  clients: ClientOption[];
  catalogue: CatalogueOption[];
  today: string;
  /** The action's refusal: its messages and what was typed. */
  refusal?: { errors: Record<string, string>; values: Values };
};

const selectClass =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm";

let nextKey = 0;

/** « Nouvel abonnement »: a plain form, checked again on the server. */
export function SubscriptionForm({ clients, catalogue, today, refusal }: SubscriptionFormProps) {
  const values = refusal?.values;
  const errors = refusal?.errors ?? {};
  const [rows, setRows] = useState(() =>
    (values?.lines.length ? values.lines : [{ itemId: "", quantity: "1" }]).map((l) => ({
      ...l,
      key: nextKey++,
    })),
  );
  const busy = useNavigation().state === "submitting";
  return (
    <StudioPage
      size="sm"
      title="Nouvel abonnement"
      intro="Chaque période, le site émet la facture du client avec ces prestations, au prix et à la TVA du catalogue d'aujourd'hui."
      back={{ to: "/abonnements", label: "Abonnements" }}
    >
      <Form
        method="post"
        className="mt-8 grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
        noValidate
      >
        <FormAlert message={errors.form} />
        {clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {
              "Le carnet de clients est vide\u00a0: un client y entre dès qu'un document est émis à son nom."
            }
          </p>
        ) : null}
        <Field id="clientId" label="Client" error={errors.clientId}>
          {(control) => (
            <select
              {...control}
              name="clientId"
              required
              defaultValue={values?.clientId ?? ""}
              className={selectClass}
            >
              <option value="">Choisissez un client</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.email ? `${c.name} (${c.email})` : c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="title"
          label="Libellé (facultatif)"
          hint={
            "Nommé sur chaque facture avec sa période, par exemple «\u00a0Maintenance — décembre 2026\u00a0». Par défaut, la première prestation."
          }
          error={errors.title}
        >
          {(control) => (
            <Input {...control} name="title" maxLength={120} defaultValue={values?.title ?? ""} />
          )}
        </Field>

        <fieldset
          className="grid gap-3"
          aria-describedby={errors.lines ? "lines-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Prestations (catalogue)</legend>
          {rows.map((row, index) => (
            <div
              key={row.key}
              className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_6rem_auto]"
            >
              <Field
                id={`item-${row.key}`}
                label={`Prestation ${index + 1}`}
                className="col-span-2 sm:col-span-1"
              >
                {(control) => (
                  <select
                    {...control}
                    name="itemId"
                    defaultValue={row.itemId}
                    className={selectClass}
                  >
                    <option value="">Choisissez une prestation</option>
                    {catalogue.map((item) => (
                      <option key={item.id} value={item.id}>
                        {`${item.designation} — ${formatFcfa(item.unitPrice)} HT / ${item.unit}`}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`quantity-${row.key}`} label="Quantité">
                {(control) => (
                  <Input
                    {...control}
                    name="quantity"
                    inputMode="numeric"
                    defaultValue={row.quantity}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Retirer la prestation ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <FieldError id="lines-error" message={errors.lines} />
          {rows.length < MAX_LINES ? (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  setRows((r) => [...r, { itemId: "", quantity: "1", key: nextKey++ }])
                }
              >
                <Plus aria-hidden="true" /> Ajouter une prestation
              </Button>
            </div>
          ) : null}
        </fieldset>

        <Field id="period" label="Périodicité" error={errors.period}>
          {(control) => (
            <select
              {...control}
              name="period"
              required
              defaultValue={values?.period ?? "monthly"}
              className={selectClass}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            id="startOn"
            label="Date de début"
            hint={"La première facture est émise ce jour-là (aujourd'hui\u00a0: tout de suite)."}
            error={errors.startOn}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                name="startOn"
                required
                min={today}
                defaultValue={values?.startOn ?? today}
              />
            )}
          </Field>
          <Field
            id="endOn"
            label="Date de fin (facultative)"
            hint="Aucune période ne commence après."
            error={errors.endOn}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                name="endOn"
                min={today}
                defaultValue={values?.endOn ?? ""}
              />
            )}
          </Field>
        </div>
        <Checkbox
          name="autoSend"
          label="Envoyer automatiquement"
          description="Chaque facture part par e-mail au client, avec son PDF, dès son émission."
          defaultChecked={values?.autoSend ?? false}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Création…" : "Créer l'abonnement"}
          </Button>
        </div>
      </Form>
    </StudioPage>
  );
}
