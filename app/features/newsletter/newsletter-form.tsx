import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useFetcher, useLocation } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { NEWSLETTER_SUCCESS, type NewsletterAnswer } from "#app/features/newsletter/messages.ts";

const INVALID = "Email invalide";

/**
 * The browser's own e-mail check, so the home page ships no schema library
 * (docs/decisions/007-public-site.md, the JavaScript budget); the server checks
 * again with NewsletterSchema, which has the same message.
 */
function checkEmail(form: HTMLFormElement, formData: FormData) {
  const input = form.elements.namedItem("email");
  return parse(formData, {
    resolve: (payload) => {
      const email = typeof payload.email === "string" ? payload.email.trim() : "";
      const valid = email !== "" && input instanceof HTMLInputElement && input.validity.valid;
      return valid ? { value: { email } } : { error: { email: [INVALID] } };
    },
  });
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
  // One object per error: Conform shows a new `lastResult` each time it gets one.
  const redirected = useMemo<SubmissionResult<string[]> | null>(
    () => (initialError ? { status: "error", error: { email: [initialError] } } : null),
    [initialError],
  );
  // Conform as every form (ids, errors on submit then as one types, the server's result).
  const [form, fields] = useForm<{ email: string }, { email: string }, string[]>({
    // Not "newsletter": that is the home page band's id, the anchor the no-JS answer returns to.
    id: "newsletter-form",
    lastResult: fetcher.data?.result ?? redirected,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) => checkEmail(form, formData),
  });

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
    <fetcher.Form method="post" action="/newsletter" {...getFormProps(form)} noValidate>
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
