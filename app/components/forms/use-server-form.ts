import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldMeta } from "./fields.tsx";

/** An input's own constraints, as `getZodConstraint` gives them for one field. */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
};

/**
 * A public form answered by the server only (ADR 015, « public forms answer
 * from the server »): no schema library and no Conform runtime in the browser.
 * Same shape as `useSchemaForm` (`{ form, fields, formProps }`), so the field
 * components of `fields.tsx` render it unchanged: ids `<id>-<field>`, messages
 * `<id>-<field>-error`, the inputs' constraints (computed from the schema, a
 * unit test proves them equal to `getZodConstraint`), the answer's errors and
 * kept values. A new answer puts the focus on its first wrong field, as
 * Conform does, or empties the form when it says so (`resetForm`); a field's
 * error clears once the person edits it.
 */
export function useServerForm<Name extends string>(options: {
  id: string;
  constraint: Record<Name, FieldConstraint>;
  lastResult?: SubmissionResult<string[]> | null;
  // Text as typed, « on » for a ticked box, a list for a multiple choice.
  defaultValue?: Partial<Record<NoInfer<Name>, unknown>> | null;
}) {
  const { id, constraint, lastResult } = options;
  // Fields edited since the answer arrived: their error no longer shows.
  const [edited, setEdited] = useState<{ result: unknown; names: ReadonlySet<string> }>({
    result: lastResult,
    names: new Set(),
  });
  const names = edited.result === lastResult ? edited.names : new Set<string>();

  const errorOf = (name: string) => {
    const errors = lastResult?.error?.[name];
    return errors?.length && !names.has(name) ? errors : undefined;
  };
  // Conform's rule: the answer's values when it has them, else the form's defaults.
  const initial = (lastResult?.initialValue ?? options.defaultValue ?? {}) as Record<
    string,
    unknown
  >;

  const fields = {} as Record<Name, FieldMeta>;
  for (const name of Object.keys(constraint) as Name[]) {
    const errors = errorOf(name);
    // The few members the field components read, typed as Conform's field for them.
    fields[name] = {
      ...constraint[name],
      id: `${id}-${name}`,
      name,
      formId: id,
      errorId: `${id}-${name}-error`,
      descriptionId: `${id}-${name}-description`,
      errors,
      valid: !errors,
      initialValue: initial[name],
    } as unknown as FieldMeta;
  }

  const shown = useRef(lastResult);
  useEffect(() => {
    // The server's HTML already shows the first answer: only a new one moves the focus.
    if (!lastResult || lastResult === shown.current) return;
    shown.current = lastResult;
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    // `reply({ resetForm: true })`: an empty form again, ready for the next one.
    if (lastResult.initialValue === null) form.reset();
    if (lastResult.status !== "error") return;
    for (const element of form.elements) {
      const name = element.getAttribute("name");
      const hidden = element instanceof HTMLInputElement && element.type === "hidden";
      if (name && !hidden && lastResult.error?.[name]?.length) {
        (element as HTMLElement).focus();
        break;
      }
    }
  }, [id, lastResult]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !lastResult?.error?.[name] || names.has(name)) return;
    setEdited({ result: lastResult, names: new Set(names).add(name) });
  }

  return {
    form: { id, errors: lastResult?.error?.[""] ?? undefined },
    fields,
    formProps: {
      id,
      // Without JavaScript the server's French messages answer, never the browser's own.
      noValidate: true,
      onInput,
    },
  };
}
