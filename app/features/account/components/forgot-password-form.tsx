import { Loader2, Send } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ForgotPasswordSchema } from "#app/features/account/schemas.ts";
import { AuthNotice, useSchemaValidation, type AuthActionData } from "./auth-card.tsx";

const ACTION = "/forgot-password";

/** SPEC.md §2 Forgot password: the address to send the reset link to. */
export function ForgotPasswordForm({ actionData }: { actionData?: AuthActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { errors, onSubmit, onChange } = useSchemaValidation(
    ForgotPasswordSchema,
    actionData?.errors,
  );

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  return (
    <Form
      method="post"
      action={ACTION}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-5"
    >
      {actionData?.formError ? <AuthNotice tone="error">{actionData.formError}</AuthNotice> : null}
      <Field id="forgot-email" label="Adresse e-mail" error={errors.email}>
        {(c) => (
          <Input
            {...c}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={actionData?.values?.email}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {busy ? "Envoi en cours..." : "Envoyer le lien"}
      </Button>
    </Form>
  );
}
