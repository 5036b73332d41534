import { Loader2, UserPlus } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { RegisterSchema } from "#app/features/account/schemas.ts";
import {
  AuthNotice,
  authLinkClass,
  useSchemaValidation,
  type AuthActionData,
} from "./auth-card.tsx";
import { PasswordInput } from "./password-input.tsx";

const ACTION = "/register";

/** The legal pages open beside the form, so nothing typed is lost. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={authLinkClass}>
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </Link>
  );
}

/** SPEC.md §2 Register: a real POST to the route action, checked first in the browser when it can. */
export function RegisterForm({ actionData }: { actionData?: AuthActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { errors, onSubmit, onChange } = useSchemaValidation(RegisterSchema, actionData?.errors);
  const values = actionData?.values ?? {};

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  return (
    <Form
      method="post"
      action={ACTION}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-5"
    >
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
      <Field id="register-email" label="Adresse e-mail" error={errors.email}>
        {(c) => (
          <Input
            {...c}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={values.email}
          />
        )}
      </Field>
      <Field
        id="register-password"
        label="Mot de passe"
        hint="6 caractères au minimum."
        error={errors.password}
      >
        {(c) => (
          <PasswordInput {...c} name="password" autoComplete="new-password" maxLength={128} />
        )}
      </Field>
      <Field
        id="register-confirmPassword"
        label="Confirmer le mot de passe"
        error={errors.confirmPassword}
      >
        {(c) => (
          <PasswordInput
            {...c}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={128}
          />
        )}
      </Field>
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
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {busy ? "Inscription en cours..." : "Créer mon compte"}
      </Button>
    </Form>
  );
}
