import { Send } from "lucide-react";
import { Form } from "react-router";
import { ForgotPasswordSchema } from "#app/features/account/schemas.ts";
import { AuthNotice, type AuthActionData } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLegacyAuthForm as useAuthForm } from "./legacy-auth-form.ts";

/** docs/product.md §2 Forgot password: the address to send the reset link to. */
export function ForgotPasswordForm({ actionData }: { actionData?: AuthActionData }) {
  const { busy, errors, formProps } = useAuthForm(
    "/forgot-password",
    ForgotPasswordSchema,
    actionData,
  );

  return (
    <Form {...formProps}>
      {actionData?.formError ? <AuthNotice tone="error">{actionData.formError}</AuthNotice> : null}
      <EmailField
        id="forgot-email"
        autoComplete="email"
        error={errors.email}
        defaultValue={actionData?.values?.email}
      />
      <SubmitButton busy={busy} icon={Send} busyLabel="Envoi en cours...">
        Envoyer le lien
      </SubmitButton>
    </Form>
  );
}
