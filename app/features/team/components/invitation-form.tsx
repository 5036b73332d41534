import type { SubmissionResult } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { TextField } from "#app/components/forms/fields.tsx";
import { NewPasswordFields } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { AcceptInvitationConstraint } from "#app/features/team/constraints.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { AuthForm } from "#app/features/account/components/submit-button.tsx";
import { useAuthForm } from "#app/features/account/components/use-auth-form.ts";

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
  const { form, fields, formProps } = useServerForm({
    constraint: AcceptInvitationConstraint,
    id: "invitation",
    lastResult,
  });
  const { busy } = useAuthForm(action, lastResult);
  return (
    <AuthForm
      action={action}
      busy={busy}
      error={<FormAlert message={form.errors?.[0]} />}
      formProps={formProps}
      submit={{ icon: UserPlus, label: "Créer mon compte", busyLabel: "Création du compte..." }}
      className="space-y-5"
    >
      {/* For password managers: the account's identifier. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField meta={fields.name} label="Votre nom" autoComplete="name" disabled={busy} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        hint="8 caractères au moins."
        disabled={busy}
      />
    </AuthForm>
  );
}
