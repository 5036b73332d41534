import type { SubmissionResult } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { PasswordField } from "#app/components/forms/password-field.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/features/account/components/submit-button.tsx";
import { useAuthForm } from "#app/features/account/components/use-auth-form.ts";
import { AcceptInvitationSchema } from "#app/features/team/schemas.ts";

/** /invitation/<token>: the colleague's name and password, then they are signed in. */
export function InvitationForm({
  action,
  email,
  lastResult,
}: {
  action: string;
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useSchemaForm(AcceptInvitationSchema, {
    id: "invitation",
    lastResult,
  });
  const { busy } = useAuthForm(action, lastResult);
  return (
    <Form method="post" action={action} className="space-y-5" {...formProps}>
      <FormAlert message={form.errors?.[0]} />
      {/* For password managers: the account's identifier. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField meta={fields.name} label="Votre nom" autoComplete="name" disabled={busy} />
      <PasswordField
        meta={fields.password}
        label="Mot de passe"
        autoComplete="new-password"
        hint="8 caractères au moins."
        disabled={busy}
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        disabled={busy}
      />
      <SubmitButton busy={busy} icon={UserPlus} busyLabel="Création du compte...">
        Créer mon compte
      </SubmitButton>
    </Form>
  );
}
