import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { ContactSchema } from "#app/features/contact/schemas.ts";
import { SERVICE_OPTIONS, type ContactReference } from "#app/features/contact/services.ts";
import type { ContactActionData } from "#app/features/contact/types.ts";
import { attachAgain, checkFileMeta } from "#app/features/contact/upload.ts";
import { FileField } from "./file-field.tsx";

type UploadAnswer = ({ ok: true; location: string } | ({ ok: false } & ContactActionData)) | null;

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

const selectClass =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm";

/**
 * Sends the form with XMLHttpRequest, the one browser API that reports upload
 * progress; resolves with the server's JSON answer (null when the network failed).
 */
function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; answer: UploadAnswer }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.floor((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, answer: xhr.response as UploadAnswer });
    xhr.onerror = () => resolve({ status: 0, answer: null });
    xhr.send(body);
  });
}

/**
 * docs/product.md §3 contact form. A multipart POST to the route action, so it works
 * without JavaScript; with it, the same schema checks the fields first and the
 * form goes to `/contact/envoi` with an upload progress bar.
 */
export function ContactForm({
  action,
  uploadAction,
  reference,
  idempotencyKey,
  actionData,
}: {
  action: string;
  uploadAction: string;
  reference: ContactReference;
  idempotencyKey: string;
  actionData?: ContactActionData;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = uploading || (navigation.state === "submitting" && navigation.formAction === action);
  const [answer, setAnswer] = useState<ContactActionData | null>(null);
  const [clientErrors, setClientErrors] = useState<PathErrors | null>(null);
  const data = answer ?? actionData;
  const errors = clientErrors ?? data?.errors ?? {};
  const values = actionData?.values ?? {};
  const fileRef = useRef<HTMLInputElement>(null);
  // After a refusal without JavaScript the browser has emptied the file input.
  const attachAgainMessage =
    !answer && actionData?.fileToAttachAgain ? attachAgain(actionData.fileToAttachAgain) : null;

  useEffect(() => {
    if (data?.formError) toast.error(data.formError);
  }, [data]);

  function setFileProblem(problem: string | null) {
    setClientErrors((e) => {
      const next = { ...(e ?? data?.errors ?? {}) };
      if (problem) next.projectFile = problem;
      else delete next.projectFile;
      return next;
    });
  }

  function focusFirst(found: PathErrors) {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const body = new FormData(form);
    const result = ContactSchema.safeParse(Object.fromEntries(body));
    const found: PathErrors = result.success ? {} : errorsByPath(result.error);
    const file = fileRef.current?.files?.[0];
    const fileProblem = file ? checkFileMeta(file) : null;
    if (fileProblem) found.projectFile = fileProblem;
    event.preventDefault();
    if (Object.keys(found).length) {
      setClientErrors(found);
      focusFirst(found);
      return;
    }
    setClientErrors(null);
    setUploading(true);
    setProgress(file ? 0 : null);
    const { status, answer: reply } = await sendWithProgress(uploadAction, body, (p) =>
      setProgress(file ? p : null),
    );
    if (reply?.ok) {
      // The page reloads its data: toast, banner and a fresh form.
      await navigate(reply.location);
      return;
    }
    setUploading(false);
    setProgress(null);
    if (reply && status < 500) {
      setAnswer(reply);
      if (reply.errors) focusFirst(reply.errors);
    } else {
      setAnswer({ formError: reply?.formError ?? FAILURE });
    }
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-5"
    >
      <FormAlert message={data?.formError} />
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
        error={errors.projectFile ?? attachAgainMessage}
      >
        {(c) => (
          <FileField
            control={c}
            name="projectFile"
            inputRef={fileRef}
            disabled={busy}
            progress={progress}
            onProblem={setFileProblem}
          />
        )}
      </Field>
      <input type="hidden" name="projectReference" value={reference.reference} />
      <input type="hidden" name="cle" value={idempotencyKey} />
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
