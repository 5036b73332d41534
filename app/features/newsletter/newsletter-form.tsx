import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { CheckboxField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { NewsletterConstraint } from "#app/features/newsletter/constraints.ts";
import { INVALID_EMAIL } from "#app/features/newsletter/messages.ts";

/**
 * docs/product.md §4 newsletter form: idle → 'Inscription...' → idle. Without
 * JavaScript the action redirects back and the page passes its field error as
 * `initialError`; with it, the form's island (newsletter-form.island.ts) checks the
 * address with the browser's own check (no schema in the page, ADR 015), posts it
 * and says the answer.
 */
export function NewsletterForm({ initialError }: { initialError?: string | null }) {
  const location = useLocation();
  const lastResult = useMemo<SubmissionResult<string[]> | null>(
    () => (initialError ? { status: "error", error: { email: [initialError] } } : null),
    [initialError],
  );
  const { fields, formProps } = useServerForm({
    // Not "newsletter": that is the home page band's id, the anchor the no-JS answer returns to.
    id: "newsletter-form",
    constraint: NewsletterConstraint,
    lastResult,
  });

  return (
    <form
      method="post"
      action="/newsletter"
      id={formProps.id}
      noValidate
      data-island="newsletter-form"
      data-invalid={INVALID_EMAIL}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
        />
        <Button type="submit" size="lg" data-submit="">
          <Loader2 className="hidden animate-spin" data-busy="" />
          <span data-idle="">S'inscrire</span>
          <span className="hidden" data-busy="">
            Inscription...
          </span>
        </Button>
      </div>
      <CheckboxField
        meta={fields.contactMe}
        label="Je souhaite aussi être contacté(e) pour un projet"
        className="mt-3 text-left"
      />
    </form>
  );
}
