import { Check, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ProfileSchema } from "#app/features/account/schemas.ts";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";

export type ProfileActionData = {
  errors?: PathErrors;
  formError?: string;
  fullName?: string;
};

export const UPDATE_NAME_INTENT = "update-name";

const NAME_ID = "profil-nom";
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
  actionData,
}: {
  name: string;
  email: string;
  initialEditing: boolean;
  actionData?: ProfileActionData;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === UPDATE_NAME_INTENT;
  // A failed save (server errors) keeps the form open, whatever the URL says.
  const [editing, setEditing] = useState(
    initialEditing || Boolean(actionData?.errors || actionData?.formError),
  );
  const [clientErrors, setClientErrors] = useState<PathErrors | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};

  const nameRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next switch; null on the first render (no focus theft).
  const focusAfter = useRef<"name" | "edit" | null>(null);

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  // A save that ends without an error (the redirect to /profile with its toast) closes the form.
  const submitted = useRef(false);
  useEffect(() => {
    if (busy) {
      submitted.current = true;
    } else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!actionData?.errors && !actionData?.formError) {
        focusAfter.current = "edit";
        setEditing(false);
      }
    }
  }, [busy, navigation.state, actionData]);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "name") nameRef.current?.focus();
    if (target === "edit") editRef.current?.focus();
  }, [editing]);

  function startEditing() {
    setClientErrors(null);
    focusAfter.current = "name";
    setEditing(true);
  }

  function cancel() {
    setClientErrors(null);
    focusAfter.current = "edit";
    setEditing(false);
  }

  // Same schema, same messages as the server, which checks again anyway.
  function validate(event: FormEvent<HTMLFormElement>) {
    const result = ProfileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!result.success) {
      event.preventDefault();
      setClientErrors(errorsByPath(result.error));
      nameRef.current?.focus();
    } else {
      setClientErrors(null);
    }
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
    <section
      aria-labelledby="informations-titre"
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 id="informations-titre" className="text-xl font-semibold leading-tight">
            Informations personnelles
          </h2>
          <p className="text-sm text-muted-foreground">
            Le nom qui apparaît sur votre compte et dans nos échanges avec vous.
          </p>
        </div>
        {editing ? null : hydrated ? (
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
        )}
      </div>

      <div className="px-6 pb-6">
        {editing ? (
          <Form
            method="post"
            action="/profile"
            noValidate
            onSubmit={validate}
            className="grid gap-6"
          >
            <input type="hidden" name="intent" value={UPDATE_NAME_INTENT} />
            <FormAlert message={actionData?.formError} />
            <Field id={NAME_ID} label="Nom complet" error={errors.fullName} className="sm:max-w-md">
              {(control) => (
                <Input
                  {...control}
                  ref={nameRef}
                  name="fullName"
                  autoComplete="name"
                  defaultValue={actionData?.fullName ?? name}
                  maxLength={120}
                  required
                  readOnly={busy}
                />
              )}
            </Field>
            {emailField}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                <Check aria-hidden="true" /> {busy ? "Enregistrement en cours..." : "Enregistrer"}
              </Button>
              {hydrated ? (
                <Button type="button" variant="outline" onClick={cancel}>
                  <X aria-hidden="true" /> Annuler
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/profile" preventScrollReset>
                    <X aria-hidden="true" /> Annuler
                  </Link>
                </Button>
              )}
            </div>
          </Form>
        ) : (
          <div className="grid gap-6">
            <dl className="grid gap-1">
              <dt className="text-sm font-medium text-muted-foreground">Nom complet</dt>
              <dd className="text-base font-semibold break-words">{name}</dd>
            </dl>
            {emailField}
          </div>
        )}
      </div>
    </section>
  );
}
