import type { SubmissionResult } from "@conform-to/react";
import { LogIn } from "lucide-react";
import { TextField } from "#app/components/forms/fields.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { AuthForm } from "#app/features/account/components/submit-button.tsx";
import { useAuthForm } from "#app/features/account/components/use-auth-form.ts";
import { SimpleLoginSchema } from "./schemas.ts";

/** docs/product.md §2 Staff login: a real POST to the route action, checked first in the browser when it can. */
export function SimpleLoginForm({
  lastResult,
}: {
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useSchemaForm(SimpleLoginSchema, {
    id: "simple-login",
    lastResult,
  });
  // The refusal (« Identifiants incorrects », the limit) also as a toast.
  const { busy } = useAuthForm("/simple-login", lastResult);

  return (
    <AuthForm
      action="/simple-login"
      busy={busy}
      error={<FormAlert message={form.errors?.[0]} />}
      formProps={formProps}
      submit={{ icon: LogIn, label: "Se connecter", busyLabel: "Connexion en cours..." }}
      className="space-y-5"
    >
      <TextField
        meta={fields.identifier}
        label="Nom d'utilisateur ou email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
      />
      <PasswordField
        meta={fields.password}
        label="Mot de passe"
        autoComplete="current-password"
        disabled={busy}
      />
    </AuthForm>
  );
}
