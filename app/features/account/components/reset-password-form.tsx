import { KeyRound } from "lucide-react";
import { Form, Link } from "react-router";
import { ResetPasswordSchema } from "#app/features/account/schemas.ts";
import { AuthNotice, authLinkClass, type AuthActionData } from "./auth-card.tsx";
import { PasswordField } from "#app/components/ui/password-input.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLegacyAuthForm as useAuthForm } from "./legacy-auth-form.ts";

export type ResetPasswordActionData = AuthActionData & { token?: string };

/** The new password (≥ 8) and its confirmation; the token of the link rides along hidden. */
export function ResetPasswordForm({
  token,
  actionData,
}: {
  token: string;
  actionData?: ResetPasswordActionData;
}) {
  const { busy, errors, formProps } = useAuthForm(
    "/reset-password",
    ResetPasswordSchema,
    actionData,
  );
  const formError = actionData?.formError ?? errors.token;

  return (
    <Form {...formProps}>
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
      <PasswordField
        id="reset-newPassword"
        name="newPassword"
        label="Nouveau mot de passe"
        hint="8 caractères au minimum."
        error={errors.newPassword}
        autoComplete="new-password"
      />
      <PasswordField
        id="reset-confirmPassword"
        name="confirmPassword"
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <SubmitButton busy={busy} icon={KeyRound} busyLabel="Enregistrement...">
        Enregistrer le mot de passe
      </SubmitButton>
    </Form>
  );
}
