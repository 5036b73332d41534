import type { ComponentProps, FocusEvent, ReactNode } from "react";
import { Field } from "#app/components/forms/fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FieldMeta } from "./fields.tsx";

type Own<T> = Omit<
  T,
  "id" | "name" | "type" | "defaultValue" | "value" | "inputMode" | "form" | "onBlur"
>;

/**
 * A labelled number as people type it: a text input (Chromium reads a French
 * « 2,5 » in a number input as 25), the keypad of `inputMode`, and once left
 * the value `normalize` writes (« 1 000,5 », « 15 001 ») so that what is shown
 * is what is counted. The new value goes through an input event, as if typed:
 * Conform keeps it and checks it again.
 */
export function DecimalField({
  meta,
  label,
  hint,
  inputMode,
  normalize,
  className,
  ...input
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  /** "decimal" for quantities, "numeric" for francs and percentages. */
  inputMode: "decimal" | "numeric";
  normalize: (raw: string) => string;
  className?: string;
} & Own<ComponentProps<"input">>) {
  const error = meta.errors?.[0] ?? null;
  // Mounted again (a rate shown once more): what was typed, not the first value.
  const current = typeof meta.value === "string" ? meta.value : meta.initialValue;
  function settle(event: FocusEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    const settled = normalize(element.value);
    if (settled === element.value) return;
    element.value = settled;
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return (
    <Field id={meta.id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Input
          key={meta.key}
          {...control}
          name={meta.name}
          form={meta.formId}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={typeof current === "string" ? current : ""}
          onBlur={settle}
          {...input}
        />
      )}
    </Field>
  );
}
