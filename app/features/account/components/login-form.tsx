import { Loader2, LogIn } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { LoginSchema } from "#app/features/account/schemas.ts";
import {
  AuthNotice,
  authLinkClass,
  useSchemaValidation,
  type AuthActionData,
} from "./auth-card.tsx";
import { PasswordInput } from "./password-input.tsx";

const ACTION = "/login";

/** SPEC.md §2 Login: a real POST to the route action, checked first in the browser when it can. */
export function LoginForm({
  actionData,
  redirectTo,
}: {
  actionData?: AuthActionData;
  redirectTo?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { errors, onSubmit, onChange } = useSchemaValidation(LoginSchema, actionData?.errors);
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
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field id="login-email" label="Adresse e-mail" error={errors.email}>
        {(c) => (
          <Input
            {...c}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={values.email}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <Field id="login-password" label="Mot de passe" error={errors.password}>
          {(c) => (
            <PasswordInput {...c} name="password" autoComplete="current-password" maxLength={128} />
          )}
        </Field>
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
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {busy ? "Connexion en cours..." : "Se connecter"}
      </Button>
    </Form>
  );
}
