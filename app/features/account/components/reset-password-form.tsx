import { KeyRound, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ResetPasswordSchema } from "#app/features/account/schemas.ts";
import {
  AuthNotice,
  authLinkClass,
  useSchemaValidation,
  type AuthActionData,
} from "./auth-card.tsx";
import { PasswordInput } from "./password-input.tsx";

const ACTION = "/reset-password";

export type ResetPasswordActionData = AuthActionData & { token?: string };

/** The new password (≥ 8) and its confirmation; the token of the link rides along hidden. */
export function ResetPasswordForm({
  token,
  actionData,
}: {
  token: string;
  actionData?: ResetPasswordActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { errors, onSubmit, onChange } = useSchemaValidation(
    ResetPasswordSchema,
    actionData?.errors,
  );
  const formError = actionData?.formError ?? errors.token;

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
      {formError ? (
        <AuthNotice tone="error">
          <p>{formError}</p>
          {errors.token ? (
            <p>
              <Link to="/forgot-password" className={authLinkClass}>
                Demander un nouveau lien
              </Link>
            </p>
          ) : null}
        </AuthNotice>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Field
        id="reset-newPassword"
        label="Nouveau mot de passe"
        hint="8 caractères au minimum."
        error={errors.newPassword}
      >
        {(c) => (
          <PasswordInput {...c} name="newPassword" autoComplete="new-password" maxLength={128} />
        )}
      </Field>
      <Field
        id="reset-confirmPassword"
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword}
      >
        {(c) => (
          <PasswordInput
            {...c}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={128}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {busy ? "Enregistrement..." : "Enregistrer le mot de passe"}
      </Button>
    </Form>
  );
}
