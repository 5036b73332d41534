import { Eye, EyeOff, LogIn } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import {
  fieldErrors,
  SimpleLoginSchema,
  type FieldErrors,
  type SimpleLoginInput,
} from "./schemas.ts";

export type SimpleLoginActionData = {
  errors?: FieldErrors<SimpleLoginInput>;
  formError?: string;
  identifier?: string;
};

export function SimpleLoginForm({ actionData }: { actionData?: SimpleLoginActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/simple-login";
  const [clientErrors, setClientErrors] = useState<FieldErrors<SimpleLoginInput> | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const errors = clientErrors ?? actionData?.errors ?? {};

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  // Same schema, same messages as the server; the server checks again anyway.
  function validate(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = SimpleLoginSchema.safeParse(values);
    if (!result.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(result.error));
    } else {
      setClientErrors(null);
    }
  }

  return (
    <Form method="post" action="/simple-login" noValidate onSubmit={validate} className="space-y-5">
      <FormAlert message={actionData?.formError} />
      <div className="space-y-2">
        <Label htmlFor="identifier">Nom d'utilisateur ou email</Label>
        <Input
          id="identifier"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={actionData?.identifier}
          aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={errors.identifier ? "identifier-error" : undefined}
          disabled={busy}
        />
        <FieldError id="identifier-error" message={errors.identifier} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Mot de passe</Label>
        <div className="relative">
          <Input
            id="password"
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            className="pr-12"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
            disabled={busy}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
            aria-label={showPassword ? "Masquer le mot de passe" : "Afficher le mot de passe"}
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
        <FieldError id="password-error" message={errors.password} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <LogIn /> {busy ? "Connexion en cours..." : "Se connecter"}
      </Button>
    </Form>
  );
}
