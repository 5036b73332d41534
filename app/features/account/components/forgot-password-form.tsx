import type { SubmissionResult } from "@conform-to/react";
import { Send } from "#app/components/ui/icons/send.tsx";
import { Form } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ForgotPasswordConstraint } from "#app/features/account/constraints.ts";
import { AuthNotice } from "./auth-card.tsx";
import { emailInput } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** docs/product.md §2 Forgot password: the address to send the reset link to. */
export function ForgotPasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { form, fields, formProps } = useServerForm({
    id: "forgot",
    constraint: ForgotPasswordConstraint,
    lastResult,
  });
  const { busy, islandProps } = useAuthForm("/forgot-password", lastResult);

  return (
    <Form
      method="post"
      action="/forgot-password"
      className="grid gap-5"
      {...formProps}
      {...islandProps}
    >
      {form.errors?.[0] ? (
        <AuthNotice tone="error" formNotice>
          {form.errors[0]}
        </AuthNotice>
      ) : null}
      <TextField meta={fields.email} label="Adresse e-mail" {...emailInput("email")} />
      <SubmitButton busy={busy} icon={Send} busyLabel="Envoi en cours...">
        Envoyer le lien
      </SubmitButton>
    </Form>
  );
}
