import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PasswordInput } from "#app/components/ui/password-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";

/** A Conform field of any value type (the components below read its name, id, errors and value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldMeta = FieldMetadata<any, any, string[]>;

type Own<T> = Omit<T, "id" | "name" | "type" | "defaultValue" | "defaultChecked" | "form">;

const firstError = (meta: FieldMeta) => meta.errors?.[0] ?? null;

/** A labelled text input (text, e-mail, phone, number, date…). */
export function TextField({
  meta,
  label,
  hint,
  type = "text",
  className,
  ...input
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "search";
  className?: string;
} & Own<ComponentProps<"input">>) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <Input key={key} {...props} {...control} {...input} />}
    </Field>
  );
}

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
  const {
    key,
    type: _type,
    defaultValue: _value,
    ...props
  } = getInputProps(meta, {
    type: "password",
    ariaAttributes: false,
    value: false,
  });
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <PasswordInput key={key} maxLength={128} {...props} {...control} {...input} />}
    </Field>
  );
}

/** A labelled multi-line text. */
export function TextareaField({
  meta,
  label,
  hint,
  className,
  ...textarea
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
} & Own<ComponentProps<"textarea">>) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <Textarea key={key} {...props} {...control} {...textarea} />}
    </Field>
  );
}

/** A native select of fixed options. */
export function SelectField({
  meta,
  label,
  hint,
  options,
  placeholder,
  className,
  ...select
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  className?: string;
} & Own<ComponentProps<"select">>) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: false });
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => (
        <select
          key={key}
          {...props}
          {...control}
          {...select}
          className="flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it (its value is « on », as a browser sends it). */
export function CheckboxField({
  meta,
  label,
  description,
  className,
  ...input
}: {
  meta: FieldMeta;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
} & Own<ComponentProps<"input">>) {
  const {
    key,
    type: _type,
    ...props
  } = getInputProps(meta, {
    type: "checkbox",
    ariaAttributes: false,
  });
  const error = firstError(meta);
  return (
    <div className={cn("grid gap-2", className)}>
      <Checkbox
        key={key}
        {...props}
        {...input}
        id={meta.id}
        label={label}
        description={description}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? meta.errorId : undefined}
      />
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}
