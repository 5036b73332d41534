import type { SubmissionResult } from "@conform-to/react";
import { Check, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, TextField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TitledCard } from "#app/components/ui/card.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ProfileSchema } from "#app/features/account/schemas.ts";
import { formErrorOf } from "#app/lib/submission.ts";

export const UPDATE_NAME_INTENT = "update-name";

/** The name form's Conform id: its field is `profil-fullName`. */
const FORM_ID = "profil";
const EMAIL_ID = "profil-email";

/**
 * The Informations tab: the full name, shown then edited ('Modifier' / 'Annuler'),
 * and the email, which cannot change. Without JavaScript 'Modifier' is a link to
 * ?modifier=1, which the server renders as the form; with it, a button.
 */
export function ProfileInfo({
  name,
  email,
  initialEditing,
  lastResult,
}: {
  name: string;
  email: string;
  initialEditing: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === UPDATE_NAME_INTENT;
  const refused = lastResult?.status === "error";
  // A failed save (server errors) keeps the form open, whatever the URL says.
  const [editing, setEditing] = useState(initialEditing || refused);

  const nameRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next switch; null on the first render (no focus theft).
  const focusAfter = useRef<"name" | "edit" | null>(null);

  useEffect(() => {
    const formError = formErrorOf(lastResult);
    if (formError) toast.error(formError);
  }, [lastResult]);

  // A save that ends without an error (the redirect to /profile with its toast) closes the form.
  const submitted = useRef(false);
  useEffect(() => {
    if (busy) {
      submitted.current = true;
    } else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!refused) {
        focusAfter.current = "edit";
        setEditing(false);
      }
    }
  }, [busy, navigation.state, refused]);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "name") nameRef.current?.focus();
    if (target === "edit") editRef.current?.focus();
  }, [editing]);

  function startEditing() {
    focusAfter.current = "name";
    setEditing(true);
  }

  function cancel() {
    focusAfter.current = "edit";
    setEditing(false);
  }

  const emailField = (
    <Field
      id={EMAIL_ID}
      label="Email"
      hint="L'email ne peut pas être modifié."
      className="sm:max-w-md"
    >
      {(control) => (
        <Input {...control} type="email" value={email} disabled readOnly autoComplete="email" />
      )}
    </Field>
  );

  return (
    <TitledCard
      id="informations-titre"
      title="Informations personnelles"
      description="Le nom qui apparaît sur votre compte et dans nos échanges avec vous."
      action={
        editing ? null : hydrated ? (
          <Button
            ref={editRef}
            type="button"
            variant="outline"
            className="self-start"
            onClick={startEditing}
          >
            <Pencil aria-hidden="true" /> Modifier
          </Button>
        ) : (
          <Button asChild variant="outline" className="self-start">
            <Link to="?modifier=1" preventScrollReset>
              <Pencil aria-hidden="true" /> Modifier
            </Link>
          </Button>
        )
      }
    >
      {editing ? (
        <NameForm
          name={name}
          lastResult={lastResult}
          busy={busy}
          nameRef={nameRef}
          emailField={emailField}
          cancel={
            hydrated ? (
              <Button type="button" variant="outline" onClick={cancel}>
                <X aria-hidden="true" /> Annuler
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to="/profile" preventScrollReset>
                  <X aria-hidden="true" /> Annuler
                </Link>
              </Button>
            )
          }
        />
      ) : (
        <div className="grid gap-6">
          <dl className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">Nom complet</dt>
            <dd className="text-base font-semibold break-words">{name}</dd>
          </dl>
          {emailField}
        </div>
      )}
    </TitledCard>
  );
}

/**
 * The name form, mounted each time 'Modifier' opens it: it starts from the
 * current name, or from what was typed when the server refused it.
 */
function NameForm({
  name,
  lastResult,
  busy,
  nameRef,
  emailField,
  cancel,
}: {
  name: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
  nameRef: Ref<HTMLInputElement>;
  emailField: ReactNode;
  cancel: ReactNode;
}) {
  const { form, fields, formProps } = useSchemaForm(ProfileSchema, {
    id: FORM_ID,
    lastResult,
    defaultValue: { fullName: name },
  });
  return (
    <Form method="post" action="/profile" className="grid gap-6" {...formProps}>
      <input type="hidden" name="intent" value={UPDATE_NAME_INTENT} />
      <FormAlert message={form.errors?.[0]} />
      <TextField
        meta={fields.fullName}
        ref={nameRef}
        label="Nom complet"
        autoComplete="name"
        readOnly={busy}
        className="sm:max-w-md"
      />
      {emailField}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          <Check aria-hidden="true" /> {busy ? "Enregistrement en cours..." : "Enregistrer"}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}
