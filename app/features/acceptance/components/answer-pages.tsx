import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { useNonce } from "#app/components/layout/nonce.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox, FieldError, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NotFound } from "#app/features/errors/not-found.tsx";
import { ServerError } from "#app/features/errors/server-error.tsx";
import type {
  AnswerActionData,
  AnswerPageData,
  AnswerView,
  QuoteSummary,
} from "#app/features/acceptance/views.ts";
import { AcceptanceBlock } from "#app/features/acceptance/components/acceptance-block.tsx";
import { ANSWER_WORDS, type AnswerWords } from "#app/features/acceptance/answer-words.ts";

// The client's answer pages (issue 22, ADR 028): plain HTML forms posted by the
// browser, no framework script (handle.hydrate = false). Only the signature pad
// has a script of its own, and the form works without it. Their words are the quote's
// language (ADR 055): an English quote is approved on an English page.

function Shell({
  kicker,
  title,
  lang,
  children,
}: {
  kicker: string;
  title: string;
  lang: string;
  children: ReactNode;
}) {
  return (
    <section lang={lang} className="py-10 md:py-14">
      <Container size="sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{kicker}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-6 grid gap-6">{children}</div>
      </Container>
    </section>
  );
}

function Summary({ quote, words }: { quote: QuoteSummary; words: AnswerWords }) {
  const w = words.summary;
  const rows: [string, string][] = [
    [w.client, quote.clientName],
    [w.project, quote.project],
    [w.total, quote.total],
  ];
  if (quote.validUntil) rows.push([w.validUntil, words.day(quote.validUntil)]);
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

function BackToQuote({ token, words }: { token: string; words: AnswerWords }) {
  return (
    <p>
      <a href={`/d/${token}`} className="font-medium text-primary underline underline-offset-4">
        {words.back}
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
  words,
}: {
  token: string;
  state: Extract<AnswerView, { open: false }>;
  done: boolean;
  doneText: string;
  words: AnswerWords;
}) {
  const kicker = state.quote ? words.quoteNo(state.quote.number) : words.clientLink;
  return (
    <Shell kicker={kicker} title={done ? words.thanks : state.title} lang={words.lang}>
      <p role={done ? "status" : undefined} className="text-lg">
        {done ? doneText : state.text}
      </p>
      {state.acceptance ? (
        <AcceptanceBlock acceptance={state.acceptance} language={words.lang} />
      ) : null}
      {state.quote ? <BackToQuote token={token} words={words} /> : null}
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

function Optional({ words }: { words: AnswerWords }) {
  return <span className="font-normal text-muted-foreground">{words.optional}</span>;
}

type AnswerProps = { data: AnswerPageData; actionData: AnswerActionData | undefined };

type AnswerFields = {
  quote: QuoteSummary;
  words: AnswerWords;
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
  const words = ANSWER_WORDS[data.language];
  if (!state.open) {
    return (
      <Closed
        token={data.token}
        state={state}
        done={data.done && state.reason === answer}
        doneText={doneText(state.quote?.number ?? "")}
        words={words}
      />
    );
  }
  const { quote } = state;
  return (
    <Shell kicker={words.quoteNo(quote.number)} title={title} lang={words.lang}>
      <Summary quote={quote} words={words} />
      <form method="post" className="grid gap-5">
        <FormAlert message={actionData?.formError} />
        {children({
          quote,
          words,
          errors: actionData?.errors ?? {},
          values: actionData?.values ?? {},
        })}
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
  const w = ANSWER_WORDS[data.language].accept;
  return (
    <AnswerForm
      data={data}
      actionData={actionData}
      answer="accepted"
      title={w.title}
      doneText={w.done}
      submit={
        <Button type="submit" size="lg">
          {w.submit}
        </Button>
      }
      other={{ page: "refuser", label: w.other }}
      after={data.script ? <script src={data.script} nonce={nonce} defer /> : null}
    >
      {({ quote, words, errors, values }) => {
        const describedBy = (name: string) => (errors[name] ? `${name}-erreur` : undefined);
        return (
          <>
            <Field id="name" label={w.name} error={errors.name}>
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
            <Field
              id="role"
              label={
                <>
                  {w.role} <Optional words={words} />
                </>
              }
              error={errors.role}
            >
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
                label={w.agree(quote.number, quote.total)}
              />
              <FieldError id="agree-erreur" message={errors.agree} />
            </div>
            {/* Shown by its script only: without JavaScript the form is sent without it. */}
            <div data-signature hidden className="grid gap-2">
              <p id="signature-label" className="text-sm font-medium">
                {w.signature} <Optional words={words} />
              </p>
              <canvas
                role="img"
                aria-labelledby="signature-label"
                aria-describedby="signature-aide"
                className="h-40 w-full touch-none rounded-md border border-input bg-white"
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id="signature-aide" className="text-sm text-muted-foreground">
                  {w.signatureHelp}
                </p>
                <Button type="button" variant="outline" size="sm" data-signature-clear disabled>
                  {w.clear}
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
  const w = ANSWER_WORDS[data.language].refuse;
  return (
    <AnswerForm
      data={data}
      actionData={actionData}
      answer="refused"
      title={w.title}
      doneText={w.done}
      submit={
        <Button type="submit" variant="destructive" size="lg">
          {w.submit}
        </Button>
      }
      other={{ page: "accepter", label: w.other }}
    >
      {({ words, errors, values }) => (
        <>
          <Field
            id="name"
            label={
              <>
                {w.name} <Optional words={words} />
              </>
            }
            error={errors.name}
          >
            <Input
              id="name"
              name="name"
              maxLength={120}
              autoComplete="name"
              defaultValue={values.name}
            />
          </Field>
          <Field
            id="reason"
            label={
              <>
                {w.reason} <Optional words={words} />
              </>
            }
            error={errors.reason}
          >
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
    <Shell kicker="Lien client" title="Trop de requêtes" lang="fr">
      <p className="text-lg">{message ?? "Trop de requêtes depuis votre connexion."}</p>
    </Shell>
  );
}

/**
 * What an answer page shows when its loader or action throws: too many tries (429) with
 * the limiter's message, an unknown link (404), else the server's error page.
 */
export function AnswerError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 429) {
    return <TooManyRequests message={(error.data as { limited?: string } | null)?.limited} />;
  }
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />;
}
