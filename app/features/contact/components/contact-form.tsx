import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import { Send } from "#app/components/ui/icons/send.tsx";
import { Form } from "react-router";
import { Field, SelectField, TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { HoneypotField, PrivacyNote } from "#app/components/forms/honeypot-field.tsx";
import { formErrorOf } from "#app/lib/submission.ts";
import { ContactFormConstraint } from "#app/features/contact/constraints.ts";
import { SERVICE_OPTIONS, type ContactReference } from "#app/features/contact/services.ts";
import type { ContactAnswer } from "#app/features/contact/types.ts";
import { attachAgain } from "#app/features/contact/upload.ts";
import { FileField } from "./file-field.tsx";

/**
 * docs/product.md §3 contact form. A multipart POST to the route action, so it works
 * without JavaScript; with it, its island (contact-form.island.ts) sends it to
 * `/contact/envoi` with an upload progress bar, and the server checks it (ADR 015:
 * no schema in the browser). Both answers are Conform results.
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
  const lastResult: SubmissionResult<string[]> | null = answer?.result ?? null;
  const { form, fields, formProps } = useServerForm({
    id: "contact",
    constraint: ContactFormConstraint,
    lastResult,
    defaultValue: { subject: reference.subject || undefined },
  });
  // After a refusal without JavaScript the browser has emptied the file input.
  const attachAgainMessage = answer?.fileToAttachAgain
    ? attachAgain(answer.fileToAttachAgain)
    : null;
  const fileError = fields.projectFile.errors?.[0] ?? attachAgainMessage;

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-5"
      id={formProps.id}
      noValidate
      data-island="contact-form"
      data-upload-action={uploadAction}
      data-form-error={formErrorOf(lastResult) ?? undefined}
    >
      <FormAlert message={form.errors?.[0]} island />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label="Nom complet" autoComplete="name" />
        <TextField
          meta={fields.email}
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <SelectField
        meta={fields.subject}
        label="Service souhaité"
        placeholder="Sélectionnez un service"
        options={SERVICE_OPTIONS}
      />
      <TextareaField
        meta={fields.message}
        label="Votre message"
        rows={6}
        placeholder="Présentez votre projet, vos objectifs et vos délais."
      />
      <Field
        id={fields.projectFile.id}
        label="Joindre un fichier (facultatif)"
        hint={"PDF, DOC, DOCX, TXT, JPG ou PNG, 10\u00a0Mo au maximum."}
        error={fileError}
      >
        {(c) => <FileField control={c} name={fields.projectFile.name} />}
      </Field>
      <input type="hidden" name="projectReference" value={reference.reference} />
      <input type="hidden" name="cle" value={idempotencyKey} />
      <HoneypotField />
      <PrivacyNote purpose="répondre à votre demande" />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        data-submit=""
      >
        <span className="contents" data-idle="">
          <Send /> Envoyer le message
        </span>
        <span className="hidden" data-busy="">
          <Loader2 className="animate-spin" /> Envoi en cours...
        </span>
      </Button>
    </Form>
  );
}
