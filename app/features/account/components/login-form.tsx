import type { SubmissionResult } from "@conform-to/react";
import { LogIn } from "#app/components/ui/icons/log-in.tsx";
import { Link } from "react-router";
import { CheckboxField, TextField } from "#app/components/forms/fields.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { LoginConstraint } from "#app/features/account/constraints.ts";
import { FormRefusal, authLinkClass } from "./auth-card.tsx";
import { emailInput } from "./email-field.tsx";
import { AuthForm } from "./submit-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** docs/product.md §2 Login: a real POST to the route action; the server checks it and answers (ADR 015). */
export function LoginForm({
  lastResult,
  redirectTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo?: string;
}) {
  const { form, fields, formProps } = useServerForm({
    id: "login",
    constraint: LoginConstraint,
    lastResult,
  });
  const { busy, islandProps } = useAuthForm("/login", lastResult);

  return (
    <AuthForm
      action="/login"
      busy={busy}
      error={<FormRefusal message={form.errors?.[0]} />}
      formProps={formProps}
      island={islandProps}
      submit={{ icon: LogIn, label: "Se connecter", busyLabel: "Connexion en cours..." }}
    >
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField meta={fields.email} label="Adresse e-mail" {...emailInput("username")} />
      <div className="grid gap-2">
        <PasswordField
          meta={fields.password}
          label="Mot de passe"
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Mot de passe oublié{"\u00a0"}?
          </Link>
        </p>
      </div>
      <CheckboxField
        meta={fields.remember}
        label="Se souvenir de moi"
        description="Sinon, la session se termine à la fermeture du navigateur."
      />
    </AuthForm>
  );
}
