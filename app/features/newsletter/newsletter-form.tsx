import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";

type Result = { ok: true } | { ok: false; error?: string; formError?: string };

const SUCCESS = "Merci pour votre inscription à notre newsletter\u00a0!";
const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

/** docs/product.md §4 newsletter form: idle → 'Inscription...' → idle; works without JavaScript. */
export function NewsletterForm({ initialError }: { initialError?: string | null }) {
  const fetcher = useFetcher<Result>();
  const hydrated = useHydrated();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(SUCCESS);
      formRef.current?.reset();
      setError(null);
    } else if (result.error) {
      setError(result.error);
    } else {
      console.error("Inscription à la newsletter impossible", result.formError);
      toast.error(FAILURE);
    }
  }, [fetcher.state, fetcher.data]);

  // The browser's own e-mail check, so the home page ships no schema library;
  // the server checks again with NewsletterSchema, with the same message.
  function validate(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    input.value = input.value.trim();
    if (!input.value || !input.checkValidity()) {
      event.preventDefault();
      setError("Email invalide");
      input.focus();
    } else {
      setError(null);
    }
  }

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate onSubmit={validate}>
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
        <div className="flex-1 text-left">
          <label htmlFor="newsletter-email" className="sr-only">
            Adresse e-mail
          </label>
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Votre adresse email"
            required
            maxLength={254}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
          />
          <div className="mt-2">
            <FieldError id="newsletter-email-error" message={error} />
          </div>
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" /> : null}
          {busy ? "Inscription..." : "S'inscrire"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
