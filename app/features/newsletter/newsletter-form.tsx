import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { NewsletterConstraint } from "#app/features/newsletter/constraints.ts";
import { NEWSLETTER_SUCCESS, type NewsletterAnswer } from "#app/features/newsletter/messages.ts";

const INVALID = "Email invalide";

/**
 * The browser's own e-mail check, so the home page ships neither a schema
 * library nor Conform's runtime (ADR 015); the server checks again with
 * NewsletterSchema, which has the same message for every case.
 */
function emailIsValid(form: HTMLFormElement) {
  const input = form.elements.namedItem("email");
  return input instanceof HTMLInputElement && input.value.trim() !== "" && input.validity.valid;
}

/**
 * docs/product.md §4 newsletter form: idle → 'Inscription...' → idle; works
 * without JavaScript (the action then redirects back and the page passes its
 * field error as `initialError`).
 */
export function NewsletterForm({ initialError }: { initialError?: string | null }) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  // One object per error: each one shows (and takes the focus) as an answer does.
  const redirected = useMemo<SubmissionResult<string[]> | null>(
    () => (initialError ? { status: "error", error: { email: [initialError] } } : null),
    [initialError],
  );
  // The browser's refusal of the address, shown like the server's answer; the next answer replaces it.
  const [refused, setRefused] = useState<{
    result: SubmissionResult<string[]>;
    after: unknown;
  } | null>(null);
  const answer = fetcher.data?.result ?? redirected;
  const lastResult = refused && refused.after === answer ? refused.result : answer;
  const { fields, formProps } = useServerForm({
    // Not "newsletter": that is the home page band's id, the anchor the no-JS answer returns to.
    id: "newsletter-form",
    constraint: NewsletterConstraint,
    lastResult,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (emailIsValid(event.currentTarget)) {
      setRefused(null);
      return;
    }
    event.preventDefault();
    setRefused({ result: { status: "error", error: { email: [INVALID] } }, after: answer });
  }

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    // The field's own error shows under it; success and refusals are toasts.
    if (answer.ok) toast.success(NEWSLETTER_SUCCESS);
    else {
      const formError = formErrorOf(answer.result);
      if (formError) toast.error(formError);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action="/newsletter" {...formProps} onSubmit={submit}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`newsletter-${HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
        <input
          id={`newsletter-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          meta={fields.email}
          type="email"
          label="Adresse e-mail"
          // The placeholder and the band's title say it: the label is for screen readers.
          className="flex-1 text-left [&>label]:sr-only"
          inputMode="email"
          autoComplete="email"
          placeholder="Votre adresse email"
          required
          maxLength={254}
          disabled={busy}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" /> : null}
          {busy ? "Inscription..." : "S'inscrire"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
