import type { SubmissionResult } from "@conform-to/react";
import { KeyRound } from "#app/components/ui/icons/key-round.tsx";
import { Form, Link } from "react-router";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ResetPasswordConstraint } from "#app/features/account/constraints.ts";
import { AuthNotice, authLinkClass } from "./auth-card.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** The new password (≥ 8) and its confirmation; the token of the link rides along hidden. */
export function ResetPasswordForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    id: "reset",
    constraint: ResetPasswordConstraint,
    lastResult,
  });
  const { busy, islandProps } = useAuthForm("/reset-password", lastResult);
  const tokenError = fields.token.errors?.[0];
  const formError = form.errors?.[0] ?? tokenError;

  return (
    <Form
      method="post"
      action="/reset-password"
      className="grid gap-5"
      {...formProps}
      {...islandProps}
    >
      {formError ? (
        <AuthNotice tone="error" formNotice>
          <p>{formError}</p>
          {tokenError ? (
            <p>
              <Link to="/forgot-password" className={authLinkClass}>
                Demander un nouveau lien
              </Link>
            </p>
          ) : null}
        </AuthNotice>
      ) : null}
      <input type="hidden" name={fields.token.name} value={token} />
      <PasswordField
        meta={fields.newPassword}
        label="Nouveau mot de passe"
        hint="8 caractères au minimum."
        autoComplete="new-password"
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
      />
      <SubmitButton busy={busy} icon={KeyRound} busyLabel="Enregistrement...">
        Enregistrer le mot de passe
      </SubmitButton>
    </Form>
  );
}
