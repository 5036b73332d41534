import { UserPlus } from "lucide-react";
import { Form, Link } from "react-router";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { RegisterSchema } from "#app/features/account/schemas.ts";
import { AuthNotice, authLinkClass, type AuthActionData } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "#app/components/ui/password-input.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLegacyAuthForm as useAuthForm } from "./legacy-auth-form.ts";

/** The legal pages open beside the form, so nothing typed is lost. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={authLinkClass}>
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </Link>
  );
}

/** docs/product.md §2 Register: a real POST to the route action, checked first in the browser when it can. */
export function RegisterForm({ actionData }: { actionData?: AuthActionData }) {
  const { busy, errors, formProps } = useAuthForm("/register", RegisterSchema, actionData);
  const values = actionData?.values ?? {};

  return (
    <Form {...formProps}>
      {actionData?.formError ? <AuthNotice tone="error">{actionData.formError}</AuthNotice> : null}
      <Field id="register-name" label="Nom complet" error={errors.name}>
        {(c) => (
          <Input
            {...c}
            name="name"
            autoComplete="name"
            maxLength={120}
            defaultValue={values.name}
          />
        )}
      </Field>
      <EmailField
        id="register-email"
        autoComplete="email"
        error={errors.email}
        defaultValue={values.email}
      />
      <PasswordField
        id="register-password"
        name="password"
        label="Mot de passe"
        hint="6 caractères au minimum."
        error={errors.password}
        autoComplete="new-password"
      />
      <PasswordField
        id="register-confirmPassword"
        name="confirmPassword"
        label="Confirmer le mot de passe"
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <div className="grid gap-2">
        <Checkbox
          id="register-terms"
          name="terms"
          defaultChecked={values.terms === "on"}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? "register-terms-error" : undefined}
          label={
            <>
              J'accepte les <LegalLink to="/terms">conditions d'utilisation</LegalLink> et la{" "}
              <LegalLink to="/privacy">politique de confidentialité</LegalLink>
            </>
          }
        />
        <FieldError id="register-terms-error" message={errors.terms} />
      </div>
      <SubmitButton busy={busy} icon={UserPlus} busyLabel="Inscription en cours...">
        Créer mon compte
      </SubmitButton>
    </Form>
  );
}
