import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ChangePasswordSchema } from "#app/features/account/schemas.ts";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import { JsFlag } from "./js-flag.tsx";
import { SETTINGS_ACTION, useResultToast, type SettingsResult } from "./settings-result.ts";

// In the order of the form: the first one in error takes the focus.
const PASSWORD_FIELDS = [
  {
    name: "currentPassword",
    idSuffix: "current",
    label: "Mot de passe actuel",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    idSuffix: "new",
    label: "Nouveau mot de passe",
    hint: "8 caractères au moins.",
    autoComplete: "new-password",
  },
  {
    name: "confirmPassword",
    idSuffix: "confirm",
    label: "Confirmer le nouveau mot de passe",
    autoComplete: "new-password",
  },
] as const;
const FIELDS = PASSWORD_FIELDS.map((f) => f.name);
const DESCRIPTION =
  "Saisissez votre mot de passe actuel, puis le nouveau (8\u00a0caractères au moins). Vos autres sessions restent ouvertes.";

/**
 * « Changer le mot de passe »: a dialog with JavaScript; without, a link to
 * `?motdepasse=1`, where the same fields show in the page (`inline`).
 */
export function ChangePassword({
  inline,
  actionData,
}: {
  inline: boolean;
  actionData?: SettingsResult;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (inline) {
    return (
      <div className="rounded-lg border p-4 sm:p-6" id="mot-de-passe">
        <h3 className="text-lg font-semibold">Changer le mot de passe</h3>
        <p className="mt-1 text-sm text-muted-foreground">{DESCRIPTION}</p>
        <div className="mt-5">
          <PasswordForm mode="page" actionData={actionData} />
        </div>
      </div>
    );
  }
  if (!hydrated) {
    return (
      <Button asChild variant="outline">
        <Link to="/settings?onglet=securite&motdepasse=1#mot-de-passe">
          <KeyRound aria-hidden="true" /> Changer le mot de passe
        </Link>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" /> Changer le mot de passe
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-1.5">
          <DialogTitle>Changer le mot de passe</DialogTitle>
          <DialogDescription>{DESCRIPTION}</DialogDescription>
        </div>
        <PasswordForm mode="dialog" onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PasswordForm({
  mode,
  actionData,
  onDone,
  onCancel,
}: {
  mode: "dialog" | "page";
  actionData?: SettingsResult;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<SettingsResult>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<PathErrors | null>(null);
  const result = mode === "dialog" ? fetcher.data : actionData;
  const busy =
    mode === "dialog"
      ? fetcher.state !== "idle"
      : navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const errors = clientErrors ?? result?.errors ?? {};
  const FormComponent = mode === "dialog" ? fetcher.Form : Form;

  useResultToast(mode === "dialog" ? fetcher.data : undefined);
  useEffect(() => {
    if (mode === "dialog" && fetcher.data?.ok) onDone?.();
  }, [mode, fetcher.data, onDone]);
  // The server's answer (wrong current password…): focus where it points.
  useEffect(() => {
    if (!result?.errors) return;
    const first = FIELDS.find((f) => result.errors?.[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = ChangePasswordSchema.safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = errorsByPath(parsed.error);
    setClientErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const id = (name: string) => `${mode}-${name}`;
  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={SETTINGS_ACTION.securite}
      noValidate
      onSubmit={validate}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="change-password" />
      {mode === "dialog" ? <JsFlag /> : null}
      <FormAlert message={result?.formError} />
      {PASSWORD_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={id(field.idSuffix)}
          label={field.label}
          hint={"hint" in field ? field.hint : undefined}
          error={errors[field.name]}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              disabled={busy}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {mode === "dialog" ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/settings?onglet=securite">Annuler</Link>
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Modification en cours..." : "Modifier le mot de passe"}
        </Button>
      </div>
    </FormComponent>
  );
}
