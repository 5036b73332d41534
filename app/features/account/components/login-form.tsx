import { LogIn } from "lucide-react";
import { Form, Link } from "react-router";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { LoginSchema } from "#app/features/account/schemas.ts";
import { AuthNotice, authLinkClass, type AuthActionData } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-input.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** docs/product.md §2 Login: a real POST to the route action, checked first in the browser when it can. */
export function LoginForm({
  actionData,
  redirectTo,
}: {
  actionData?: AuthActionData;
  redirectTo?: string;
}) {
  const { busy, errors, formProps } = useAuthForm("/login", LoginSchema, actionData);
  const values = actionData?.values ?? {};

  return (
    <Form {...formProps}>
      {actionData?.formError ? <AuthNotice tone="error">{actionData.formError}</AuthNotice> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <EmailField
        id="login-email"
        autoComplete="username"
        error={errors.email}
        defaultValue={values.email}
      />
      <div className="grid gap-2">
        <PasswordField
          id="login-password"
          name="password"
          label="Mot de passe"
          error={errors.password}
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Mot de passe oublié{"\u00a0"}?
          </Link>
        </p>
      </div>
      <Checkbox
        id="login-remember"
        name="remember"
        label="Se souvenir de moi"
        description="Sinon, la session se termine à la fermeture du navigateur."
        defaultChecked={values.remember === "on"}
      />
      <SubmitButton busy={busy} icon={LogIn} busyLabel="Connexion en cours...">
        Se connecter
      </SubmitButton>
    </Form>
  );
}
