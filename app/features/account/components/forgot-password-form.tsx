import type { SubmissionResult } from "@conform-to/react";
import { Send } from "#app/components/ui/icons/send.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ForgotPasswordConstraint } from "#app/features/account/constraints.ts";
import { FormRefusal } from "./auth-card.tsx";
import { emailInput } from "./email-field.tsx";
import { AuthForm } from "./submit-button.tsx";
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
    <AuthForm
      action="/forgot-password"
      busy={busy}
      error={<FormRefusal message={form.errors?.[0]} />}
      formProps={formProps}
      island={islandProps}
      submit={{ icon: Send, label: "Envoyer le lien", busyLabel: "Envoi en cours..." }}
    >
      <TextField meta={fields.email} label="Adresse e-mail" {...emailInput("email")} />
    </AuthForm>
  );
}
