import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { NewPasswordFields, PasswordField } from "#app/components/forms/password-field.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ChangePasswordSchema } from "#app/features/account/schemas.ts";
import { JsFlag } from "./js-flag.tsx";
import {
  resultFor,
  SETTINGS_ACTION,
  SETTINGS_FORMS,
  useResultToast,
  type SettingsResult,
} from "./settings-result.ts";

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
  const id = SETTINGS_FORMS.changePassword;
  // The dialog reads its own fetcher's answer; the page, the action's answer when it is for this form.
  const lastResult = mode === "dialog" ? fetcher.data?.result : resultFor(actionData, id);
  const { form, fields, formProps } = useSchemaForm(ChangePasswordSchema, { id, lastResult });
  const busy =
    mode === "dialog"
      ? fetcher.state !== "idle"
      : navigation.state !== "idle" && navigation.formData?.get("intent") === id;
  const FormComponent = mode === "dialog" ? fetcher.Form : Form;

  useResultToast(mode === "dialog" ? fetcher.data : undefined);
  useEffect(() => {
    if (mode === "dialog" && fetcher.data?.ok) onDone?.();
  }, [mode, fetcher.data, onDone]);

  return (
    <FormComponent
      method="post"
      action={SETTINGS_ACTION.securite}
      className="grid gap-4"
      {...formProps}
    >
      <input type="hidden" name="intent" value={id} />
      {mode === "dialog" ? <JsFlag /> : null}
      <FormAlert message={form.errors?.[0]} />
      <PasswordField
        meta={fields.currentPassword}
        label="Mot de passe actuel"
        autoComplete="current-password"
        disabled={busy}
      />
      <NewPasswordFields
        password={fields.newPassword}
        confirm={fields.confirmPassword}
        hint="8 caractères au moins."
        renewing
        disabled={busy}
      />
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
