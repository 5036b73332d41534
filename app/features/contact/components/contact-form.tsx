import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import { Send } from "#app/components/ui/icons/send.tsx";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Field, SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { formErrorOf, formRefusal } from "#app/lib/submission.ts";
import { ContactFormConstraint } from "#app/features/contact/constraints.ts";
import { SERVICE_OPTIONS, type ContactReference } from "#app/features/contact/services.ts";
import type { ContactAnswer, ContactUploadAnswer } from "#app/features/contact/types.ts";
import { attachAgain, checkFileMeta } from "#app/features/contact/upload.ts";
import { FileField } from "./file-field.tsx";

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

/**
 * Sends the form with XMLHttpRequest, the one browser API that reports upload
 * progress; resolves with the server's JSON answer (null when the network failed).
 */
function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<ContactUploadAnswer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.floor((e.loaded / e.total) * 100));
    };
    // A 5xx without JSON (proxy, crash) gives null: the form then says « Une erreur est survenue ».
    xhr.onload = () => resolve(xhr.response as ContactUploadAnswer | null);
    xhr.onerror = () => resolve(null);
    xhr.send(body);
  });
}

/**
 * docs/product.md §3 contact form. A multipart POST to the route action, so it works
 * without JavaScript; with it, the form goes to `/contact/envoi` with an upload
 * progress bar, and the server checks it (ADR 015: no schema in the browser). Both
 * answers are Conform results (`lastResult`).
 */
export function ContactForm({
  action,
  uploadAction,
  reference,
  idempotencyKey,
  answer,
}: {
  action: string;
  uploadAction: string;
  reference: ContactReference;
  idempotencyKey: string;
  /** The page action's answer (no JavaScript). */
  answer?: ContactAnswer;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // `/contact/envoi`'s answer, once the form went that way.
  const [uploadResult, setUploadResult] = useState<SubmissionResult<string[]> | null>(null);
  const lastResult = uploadResult ?? answer?.result ?? null;
  const { form, fields, formProps } = useServerForm({
    id: "contact",
    constraint: ContactFormConstraint,
    lastResult,
    defaultValue: { subject: reference.subject || undefined },
  });
  // The file's check as soon as it is chosen (the control then drops a refused file).
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const busy = uploading || (navigation.state === "submitting" && navigation.formAction === action);
  const fileRef = useRef<HTMLInputElement>(null);
  // After a refusal without JavaScript the browser has emptied the file input.
  const attachAgainMessage =
    !uploadResult && answer?.fileToAttachAgain ? attachAgain(answer.fileToAttachAgain) : null;
  const fileError = fileProblem ?? fields.projectFile.errors?.[0] ?? attachAgainMessage;

  useEffect(() => {
    const formError = formErrorOf(lastResult);
    if (formError) toast.error(formError);
  }, [lastResult]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    // Sent with XMLHttpRequest instead, for the upload's progress.
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    // FileField drops a refused file when it is chosen; checked again so none is ever uploaded.
    const problem = file ? checkFileMeta(file) : null;
    setFileProblem(problem);
    if (problem) {
      fileRef.current?.focus();
      return;
    }
    const form = event.currentTarget;
    const body = new FormData(form);
    // A required field left empty: the server refuses the form whatever the file, so
    // its answer comes without uploading the file first (it stays chosen for the next try).
    const incomplete = [...form.elements].some(
      (element) => (element as HTMLInputElement).validity?.valueMissing,
    );
    const upload = incomplete ? null : file;
    if (file && !upload) body.delete(fields.projectFile.name);
    setUploading(true);
    setProgress(upload ? 0 : null);
    const reply = await sendWithProgress(uploadAction, body, (p) => setProgress(upload ? p : null));
    if (reply?.ok) {
      // The page reloads its data: toast, banner and a fresh form.
      await navigate(reply.location);
      return;
    }
    setUploading(false);
    setProgress(null);
    setUploadResult(reply?.result ?? formRefusal(FAILURE));
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-5"
      {...formProps}
      onSubmit={(e) => void submit(e)}
    >
      <FormAlert message={form.errors?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label="Nom complet" autoComplete="name" disabled={busy} />
        <TextField
          meta={fields.email}
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          inputMode="email"
          disabled={busy}
        />
      </div>
      <SelectField
        meta={fields.subject}
        label="Service souhaité"
        placeholder="Sélectionnez un service"
        options={SERVICE_OPTIONS}
        disabled={busy}
      />
      <TextareaField
        meta={fields.message}
        label="Votre message"
        rows={6}
        disabled={busy}
        placeholder="Présentez votre projet, vos objectifs et vos délais."
      />
      <Field
        id={fields.projectFile.id}
        label="Joindre un fichier (facultatif)"
        hint={"PDF, DOC, DOCX, TXT, JPG ou PNG, 10\u00a0Mo au maximum."}
        error={fileError}
      >
        {(c) => (
          <FileField
            control={c}
            name={fields.projectFile.name}
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
