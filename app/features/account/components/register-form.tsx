import type { SubmissionResult } from "@conform-to/react";
import { UserPlus } from "#app/components/ui/icons/user-plus.tsx";
import { Link } from "react-router";
import { CheckboxField, TextField } from "#app/components/forms/fields.tsx";
import { NewPasswordFields } from "#app/components/forms/password-field.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { RegisterConstraint } from "#app/features/account/constraints.ts";
import { FormRefusal, authLinkClass } from "./auth-card.tsx";
import { emailInput } from "./email-field.tsx";
import { AuthForm } from "./submit-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";
/** The legal pages open beside the form, so nothing typed is lost. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={authLinkClass}>
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </Link>
  );
}

/** docs/product.md §2 Register: a real POST to the route action; the server checks it and answers (ADR 015). */
export function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { form, fields, formProps } = useServerForm({
    id: "register",
    constraint: RegisterConstraint,
    lastResult,
  });
  const { busy, islandProps } = useAuthForm("/register", lastResult);

  return (
    <AuthForm
      action="/register"
      busy={busy}
      error={<FormRefusal message={form.errors?.[0]} />}
      formProps={formProps}
      island={islandProps}
      submit={{ icon: UserPlus, label: "Créer mon compte", busyLabel: "Inscription en cours..." }}
    >
      <TextField meta={fields.name} label="Nom complet" autoComplete="name" maxLength={120} />
      <TextField meta={fields.email} label="Adresse e-mail" {...emailInput("email")} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        hint="6 caractères au minimum."
      />
      <CheckboxField
        meta={fields.terms}
        label={
          <>
            J'accepte les <LegalLink to="/terms">conditions d'utilisation</LegalLink> et la{" "}
            <LegalLink to="/privacy">politique de confidentialité</LegalLink>
          </>
        }
      />
    </AuthForm>
  );
}
