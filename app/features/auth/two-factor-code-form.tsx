import type { SubmissionResult } from "@conform-to/react";
import { ShieldCheck } from "lucide-react";
import { TextField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { AuthForm } from "#app/features/account/components/submit-button.tsx";
import { useAuthForm } from "#app/features/account/components/use-auth-form.ts";
import { TwoFactorCodeSchema } from "./schemas.ts";

/** The code step of a staff sign-in (ADR 030): a real POST, like the password step. */
export function TwoFactorCodeForm({
  lastResult,
}: {
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useSchemaForm(TwoFactorCodeSchema, {
    id: "two-factor-code",
    lastResult,
  });
  const { busy } = useAuthForm("/simple-login/code", lastResult);
  return (
    <AuthForm
      action="/simple-login/code"
      busy={busy}
      error={<FormAlert message={form.errors?.[0]} />}
      formProps={formProps}
      submit={{ icon: ShieldCheck, label: "Vérifier le code", busyLabel: "Vérification..." }}
      className="space-y-5"
    >
      <TextField
        meta={fields.code}
        label="Code de l'application d'authentification"
        hint="Les 6 chiffres affichés par votre application, ou l'un de vos codes de secours."
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
      />
    </AuthForm>
  );
}
