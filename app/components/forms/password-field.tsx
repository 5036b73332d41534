import type { ComponentProps, ReactNode } from "react";
import { Field } from "#app/components/forms/fields.tsx";
import { PasswordInput } from "#app/components/ui/password-input.tsx";
import { firstError, inputProps, type FieldMeta, type Own } from "./fields.tsx";

/** A labelled password input with its show/hide button; the server never echoes its value. */
export function PasswordField({
  meta,
  label,
  hint,
  className,
  ...input
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
} & Own<ComponentProps<"input">>) {
  // No value: a password is never written back into the page.
  const { type: _type, maxLength = 128, ...props } = inputProps(meta, "password");
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <PasswordInput maxLength={maxLength} {...props} {...control} {...input} />}
    </Field>
  );
}

/**
 * A password chosen and typed again: « Mot de passe » and its confirmation, or, replacing
 * one, « Nouveau mot de passe » (`renewing`). The browser offers to generate it.
 */
export function NewPasswordFields({
  password,
  confirm,
  hint,
  renewing = false,
  disabled,
}: {
  password: FieldMeta;
  confirm: FieldMeta;
  hint: string;
  renewing?: boolean;
  disabled?: boolean;
}) {
  const word = renewing ? "nouveau mot de passe" : "mot de passe";
  return (
    <>
      <PasswordField
        meta={password}
        label={renewing ? "Nouveau mot de passe" : "Mot de passe"}
        hint={hint}
        autoComplete="new-password"
        disabled={disabled}
      />
      <PasswordField
        meta={confirm}
        label={`Confirmer le ${word}`}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
