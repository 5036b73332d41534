import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { ContactSchema } from "#app/features/contact/schemas.ts";
import { SERVICE_OPTIONS, type ContactReference } from "#app/features/contact/services.ts";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "#app/features/contact/upload.ts";

export type ContactActionData = {
  errors?: PathErrors;
  formError?: string;
  values?: Record<string, string>;
};

const selectClass =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm";

/**
 * SPEC.md §3 contact form. A multipart POST to the route action, so it works
 * without JavaScript; with it, the same schema checks the fields first.
 */
export function ContactForm({
  action,
  reference,
  actionData,
}: {
  action: string;
  reference: ContactReference;
  actionData?: ContactActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [clientErrors, setClientErrors] = useState<PathErrors | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  function checkFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const problem = file ? checkFileMeta(file) : null;
    if (problem) event.currentTarget.value = "";
    setClientErrors((e) => {
      const next = { ...(e ?? actionData?.errors ?? {}) };
      if (problem) next.projectFile = problem;
      else delete next.projectFile;
      return next;
    });
  }

  function validate(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const result = ContactSchema.safeParse(Object.fromEntries(data));
    const found: PathErrors = result.success ? {} : errorsByPath(result.error);
    const file = fileRef.current?.files?.[0];
    const fileProblem = file ? checkFileMeta(file) : null;
    if (fileProblem) found.projectFile = fileProblem;
    if (Object.keys(found).length) {
      event.preventDefault();
      setClientErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
    } else {
      setClientErrors(null);
    }
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={validate}
      className="grid gap-5"
    >
      <FormAlert message={actionData?.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Nom complet" error={errors.name}>
          {(c) => (
            <Input
              {...c}
              name="name"
              autoComplete="name"
              defaultValue={values.name}
              disabled={busy}
            />
          )}
        </Field>
        <Field id="contact-email" label="Adresse e-mail" error={errors.email}>
          {(c) => (
            <Input
              {...c}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={values.email}
              disabled={busy}
            />
          )}
        </Field>
      </div>
      <Field id="contact-subject" label="Service souhaité" error={errors.subject}>
        {(c) => (
          <select
            {...c}
            name="subject"
            defaultValue={values.subject ?? reference.subject}
            disabled={busy}
            className={selectClass}
          >
            <option value="">Sélectionnez un service</option>
            {SERVICE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="contact-message" label="Votre message" error={errors.message}>
        {(c) => (
          <Textarea
            {...c}
            name="message"
            rows={6}
            defaultValue={values.message}
            disabled={busy}
            placeholder="Présentez votre projet, vos objectifs et vos délais."
          />
        )}
      </Field>
      <Field
        id="contact-projectFile"
        label="Joindre un fichier (facultatif)"
        hint={"PDF, DOC, DOCX, TXT, JPG ou PNG, 10\u00a0Mo au maximum."}
        error={errors.projectFile}
      >
        {(c) => (
          <Input
            {...c}
            ref={fileRef}
            name="projectFile"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            onChange={checkFile}
            disabled={busy}
            className="h-auto cursor-pointer py-2 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        )}
      </Field>
      <input type="hidden" name="projectReference" value={reference.reference} />
      {/* Hidden from people and assistive tools; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Ne pas remplir ce champ</label>
        <input
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Vos données servent uniquement à répondre à votre demande. Voir notre{" "}
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
          politique de confidentialité
        </Link>
        .
      </p>
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {busy ? <Loader2 className="animate-spin" /> : <Send />}
        {busy ? "Envoi en cours..." : "Envoyer le message"}
      </Button>
    </Form>
  );
}
