import type { FieldMetadata } from "@conform-to/react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";
import { FIELD_ERROR_CLASS } from "./field-errors.ts";

/*
 * The form kit in one module: the plain controls (Field, FieldError, Checkbox,
 * Textarea), then the same bound to a Conform field. One module is one file in
 * the browser whatever subset a page takes; as four modules, pages taking
 * different subsets had the build cut them into five files on every public form
 * (+1 KB gzip on /contact, over its budget: docs/decisions/014-performance.md).
 */

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * A visible label, an optional hint and the validation message, all tied to
 * the control by id: the control receives the attributes to spread.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("grid content-start gap-2", className)} data-field="">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's validation message, tied to its input by `id` (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={FIELD_ERROR_CLASS}>
      {message}
    </p>
  );
}

/** A native checkbox with its label beside it: works before hydration and with every assistive tool. */
export function Checkbox({
  label,
  description,
  className,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode; description?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-describedby={description ? `${inputId}-description` : undefined}
        {...props}
      />
      <div className="grid gap-1">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium leading-5">
          {label}
        </label>
        {description ? (
          <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A multi-line text box styled as the inputs. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

/** A native select styled as the inputs: its options, after an empty first one when `placeholder` is given. */
export function Select({
  options,
  placeholder,
  ...props
}: ComponentProps<"select"> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <select
      className="flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm"
      {...props}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

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
        <Select {...props} {...control} {...select} options={options} placeholder={placeholder} />
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
    <div className={cn("grid gap-2", className)} data-field="">
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
