import type { SubmissionResult } from "@conform-to/react";
import { KeyRound } from "#app/components/ui/icons/key-round.tsx";
import { Link } from "react-router";
import { NewPasswordFields } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { ResetPasswordConstraint } from "#app/features/account/constraints.ts";
import { AuthNotice, authLinkClass } from "./auth-card.tsx";
import { AuthForm } from "./submit-button.tsx";
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
    <AuthForm
      action="/reset-password"
      busy={busy}
      error={
        formError ? (
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
        ) : null
      }
      formProps={formProps}
      island={islandProps}
      submit={{
        icon: KeyRound,
        label: "Enregistrer le mot de passe",
        busyLabel: "Enregistrement...",
      }}
    >
      <input type="hidden" name={fields.token.name} value={token} />
      <NewPasswordFields
        password={fields.newPassword}
        confirm={fields.confirmPassword}
        hint="8 caractères au minimum."
        renewing
      />
    </AuthForm>
  );
}
