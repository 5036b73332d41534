import { Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";
import { deleteAccountSchema } from "#app/features/account/settings-schemas.ts";
import {
  resultFor,
  SETTINGS_ACTION,
  SETTINGS_FORMS,
  type SettingsResult,
} from "./settings-result.ts";

/** The danger zone: deleting the account for good (Loi n° 2008-12), after typing its email. */
export function DeleteAccount({
  email,
  isStaff,
  actionData,
}: {
  email: string;
  isStaff: boolean;
  actionData?: SettingsResult;
}) {
  const company = useCompany();
  const navigation = useNavigation();
  const id = SETTINGS_FORMS.deleteAccount;
  const schema = useMemo(() => deleteAccountSchema(email), [email]);
  const { form, fields, formProps } = useSchemaForm(schema, {
    id,
    lastResult: resultFor(actionData, id),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === id;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 text-sm">
        <p>
          La suppression est <strong>définitive</strong>. Conformément à la loi n°{"\u00a0"}
          2008-12 du 25{"\u00a0"}janvier 2008 sur la protection des données à caractère personnel,
          nous effaçons aussitôt{"\u00a0"}:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>votre compte, votre nom et votre adresse e-mail{"\u00a0"};</li>
          <li>votre mot de passe et vos sessions ouvertes sur tous vos appareils{"\u00a0"};</li>
          <li>l&apos;historique d&apos;activité de votre compte{"\u00a0"};</li>
          <li>vos préférences de notification.</li>
        </ul>
        <p className="text-muted-foreground">
          Les messages envoyés par le formulaire de contact et l&apos;inscription à la newsletter ne
          dépendent pas du compte{"\u00a0"}: pour les faire effacer, écrivez-nous à{" "}
          <a
            href={`mailto:${company.emails.contact}`}
            className="font-medium text-foreground underline underline-offset-4"
          >
            {company.emails.contact}
          </a>
          .
        </p>
      </div>
      {isStaff ? (
        <p className="rounded-md border bg-muted px-3 py-2 text-sm">
          Ce compte ouvre l&apos;accès aux Devis &amp; Factures{"\u00a0"}: il ne peut pas être
          supprimé depuis cette page.
        </p>
      ) : (
        <Form
          method="post"
          action={SETTINGS_ACTION.securite}
          className="grid gap-4 sm:max-w-md"
          {...formProps}
        >
          <input type="hidden" name="intent" value={id} />
          <FormAlert message={form.errors?.[0]} />
          <TextField
            meta={fields.confirmEmail}
            type="email"
            label="Tapez votre adresse e-mail pour confirmer"
            hint={`Votre adresse\u00a0: ${email}`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
          <div>
            <Button
              type="submit"
              variant="destructive"
              disabled={busy}
              className="dark:text-navy-950"
            >
              <Trash2 aria-hidden="true" />
              {busy ? "Suppression en cours..." : "Supprimer mon compte"}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
