import type { FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";

/** A Conform field of any value type (the components below read its name, id, errors and value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldMeta = FieldMetadata<any, any, string[]>;

export type Own<T> = Omit<T, "id" | "name" | "type" | "defaultValue" | "defaultChecked" | "form">;

export const firstError = (meta: FieldMeta) => meta.errors?.[0] ?? null;

/*
 * The attributes Conform's getInputProps, getSelectProps and getTextareaProps
 * give (with `ariaAttributes: false`: Field writes those), written here so the
 * public forms, which do not load Conform (useServerForm), do not carry its
 * helpers either. Each control takes only the constraints valid on it; React
 * writes no attribute for an undefined one. PasswordField is apart
 * (password-field.tsx): the pages without a password do not load its button.
 */
function controlProps(meta: FieldMeta) {
  return { id: meta.id, name: meta.name, form: meta.formId, required: meta.required || undefined };
}

export function inputProps(meta: FieldMeta, type: string) {
  return {
    ...controlProps(meta),
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
  };
}

const textOf = (value: unknown) => (value == null ? undefined : String(value));

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
  const value = meta.initialValue;
  const props = {
    ...inputProps(meta, type),
    defaultValue: typeof value === "string" ? value : undefined,
  };
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <Input {...props} {...control} {...input} />}
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
  const props = {
    ...controlProps(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: textOf(meta.initialValue),
  };
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => <Textarea {...props} {...control} {...textarea} />}
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
  const value = meta.initialValue;
  const props = {
    ...controlProps(meta),
    multiple: meta.multiple,
    defaultValue: Array.isArray(value) ? value.map((v) => textOf(v) ?? "") : textOf(value),
  };
  return (
    <Field id={meta.id} label={label} hint={hint} error={firstError(meta)} className={className}>
      {(control) => (
        <select
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
  const { type: _type, ...props } = inputProps(meta, "checkbox");
  // As a browser sends a box: « on » when ticked.
  const checked = meta.initialValue === "on";
  const error = firstError(meta);
  return (
    <div className={cn("grid gap-2", className)}>
      <Checkbox
        {...props}
        value="on"
        defaultChecked={checked}
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
