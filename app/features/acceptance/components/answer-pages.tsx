import type { ReactNode } from "react";
import { Container } from "#app/components/layout/container.tsx";
import { useNonce } from "#app/components/layout/nonce.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox, FieldError, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { printedDay } from "#app/features/documents/numbering.ts";
import type {
  AnswerActionData,
  AnswerPageData,
  AnswerView,
  QuoteSummary,
} from "#app/features/acceptance/views.ts";
import { AcceptanceBlock } from "#app/features/acceptance/components/acceptance-block.tsx";

// The client's answer pages (issue 22, ADR 028): plain HTML forms posted by the
// browser, no framework script (handle.hydrate = false). Only the signature pad
// has a script of its own, and the form works without it.

function Shell({
  kicker,
  title,
  children,
}: {
  kicker: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="py-10 md:py-14">
      <Container size="sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{kicker}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-6 grid gap-6">{children}</div>
      </Container>
    </section>
  );
}

function Summary({ quote }: { quote: QuoteSummary }) {
  const rows: [string, string][] = [
    ["Client", quote.clientName],
    ["Projet", quote.project],
    ["Montant TTC", quote.total],
  ];
  if (quote.validUntil) rows.push(["Valable jusqu'au", printedDay(quote.validUntil)]);
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BackToQuote({ token }: { token: string }) {
  return (
    <p>
      <a href={`/d/${token}`} className="font-medium text-primary underline underline-offset-4">
        Revenir au devis
      </a>
    </p>
  );
}

/** The quote can no longer be answered: why, and its acceptance when it was accepted online. */
function Closed({
  token,
  state,
  done,
  doneText,
}: {
  token: string;
  state: Extract<AnswerView, { open: false }>;
  done: boolean;
  doneText: string;
}) {
  const kicker = state.quote ? `Devis n°\u00a0${state.quote.number}` : "Lien client";
  return (
    <Shell kicker={kicker} title={done ? "Merci\u00a0!" : state.title}>
      <p role={done ? "status" : undefined} className="text-lg">
        {done ? doneText : state.text}
      </p>
      {state.acceptance ? <AcceptanceBlock acceptance={state.acceptance} /> : null}
      {state.quote ? <BackToQuote token={token} /> : null}
    </Shell>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}

const optional = <span className="font-normal text-muted-foreground">(facultatif)</span>;

type AnswerProps = { data: AnswerPageData; actionData: AnswerActionData | undefined };

type AnswerFields = {
  quote: QuoteSummary;
  errors: NonNullable<AnswerActionData["errors"]>;
  values: Record<string, string>;
};

/**
 * Both answers' frame: once the quote no longer waits, why (or the thanks of the one
 * who just answered); else its summary, the form and the way to the other answer.
 */
function AnswerForm({
  data,
  actionData,
  answer,
  title,
  doneText,
  submit,
  other,
  after,
  children,
}: AnswerProps & {
  answer: "accepted" | "refused";
  title: string;
  doneText: (number: string) => string;
  submit: ReactNode;
  other: { page: string; label: string };
  /** After the form: the signature pad's script. */
  after?: ReactNode;
  children: (fields: AnswerFields) => ReactNode;
}) {
  const state = actionData?.closed ?? data.state;
  if (!state.open) {
    return (
      <Closed
        token={data.token}
        state={state}
        done={data.done && state.reason === answer}
        doneText={doneText(state.quote?.number ?? "")}
      />
    );
  }
  const { quote } = state;
  return (
    <Shell kicker={`Devis n°\u00a0${quote.number}`} title={title}>
      <Summary quote={quote} />
      <form method="post" className="grid gap-5">
        <FormAlert message={actionData?.formError} />
        {children({ quote, errors: actionData?.errors ?? {}, values: actionData?.values ?? {} })}
        <div className="flex flex-wrap items-center gap-4">
          {submit}
          <a
            href={`/d/${data.token}/${other.page}`}
            className="text-sm font-medium text-muted-foreground underline underline-offset-4"
          >
            {other.label}
          </a>
        </div>
      </form>
      {after}
    </Shell>
  );
}

/** /d/:token/accepter — « Bon pour accord ». */
export function AcceptPage({ data, actionData }: AnswerProps) {
  const nonce = useNonce();
  return (
    <AnswerForm
      data={data}
      actionData={actionData}
      answer="accepted"
      title="Bon pour accord"
      doneText={(number) =>
        `Votre accord sur le devis n°\u00a0${number} est enregistré. Un e-mail de confirmation, avec le devis accepté en PDF, part à l'adresse indiquée sur le devis.`
      }
      submit={
        <Button type="submit" size="lg">
          Accepter le devis
        </Button>
      }
      other={{ page: "refuser", label: "Refuser le devis" }}
      after={data.script ? <script src={data.script} nonce={nonce} defer /> : null}
    >
      {({ quote, errors, values }) => {
        const describedBy = (name: string) => (errors[name] ? `${name}-erreur` : undefined);
        return (
          <>
            <Field id="name" label="Nom et prénom" error={errors.name}>
              <Input
                id="name"
                name="name"
                required
                minLength={2}
                maxLength={120}
                autoComplete="name"
                defaultValue={values.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy("name")}
              />
            </Field>
            <Field id="role" label={<>Fonction {optional}</>} error={errors.role}>
              <Input
                id="role"
                name="role"
                maxLength={120}
                autoComplete="organization-title"
                defaultValue={values.role}
                aria-invalid={errors.role ? true : undefined}
                aria-describedby={describedBy("role")}
              />
            </Field>
            <div className="grid gap-2">
              <Checkbox
                id="agree"
                name="agree"
                required
                aria-invalid={errors.agree ? true : undefined}
                label={`J'accepte le devis n°\u00a0${quote.number} d'un montant de ${quote.total} TTC et ses conditions`}
              />
              <FieldError id="agree-erreur" message={errors.agree} />
            </div>
            {/* Shown by its script only: without JavaScript the form is sent without it. */}
            <div data-signature hidden className="grid gap-2">
              <p id="signature-label" className="text-sm font-medium">
                Signature {optional}
              </p>
              <canvas
                role="img"
                aria-labelledby="signature-label"
                aria-describedby="signature-aide"
                className="h-40 w-full touch-none rounded-md border border-input bg-white"
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id="signature-aide" className="text-sm text-muted-foreground">
                  Signez dans le cadre, au doigt, au stylet ou à la souris.
                </p>
                <Button type="button" variant="outline" size="sm" data-signature-clear disabled>
                  Effacer
                </Button>
              </div>
              <FieldError id="signature-erreur" message={errors.signature} />
            </div>
            <input type="hidden" name="signature" defaultValue="" />
          </>
        );
      }}
    </AnswerForm>
  );
}

/** /d/:token/refuser — « Refuser le devis », with an optional reason. */
export function RefusePage({ data, actionData }: AnswerProps) {
  return (
    <AnswerForm
      data={data}
      actionData={actionData}
      answer="refused"
      title="Refuser le devis"
      doneText={(number) =>
        `Votre refus du devis n°\u00a0${number} est enregistré et nous en sommes informés. Merci d'avoir pris le temps de nous répondre.`
      }
      submit={
        <Button type="submit" variant="destructive" size="lg">
          Refuser le devis
        </Button>
      }
      other={{ page: "accepter", label: "Accepter le devis" }}
    >
      {({ errors, values }) => (
        <>
          <Field id="name" label={<>Nom et prénom {optional}</>} error={errors.name}>
            <Input
              id="name"
              name="name"
              maxLength={120}
              autoComplete="name"
              defaultValue={values.name}
            />
          </Field>
          <Field id="reason" label={<>Motif {optional}</>} error={errors.reason}>
            <Textarea
              id="reason"
              name="reason"
              rows={4}
              maxLength={2000}
              defaultValue={values.reason}
            />
          </Field>
        </>
      )}
    </AnswerForm>
  );
}

/** Too many requests from one address (rate limit « client-answer »). */
export function TooManyRequests({ message }: { message?: string }) {
  return (
    <Shell kicker="Lien client" title="Trop de requêtes">
      <p className="text-lg">{message ?? "Trop de requêtes depuis votre connexion."}</p>
    </Shell>
  );
}
