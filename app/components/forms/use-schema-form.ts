import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";

/** What an action answers about its form: Conform's result, read back by `useSchemaForm`. */
export type FormAnswer = { result: SubmissionResult<string[]> };

/**
 * A form checked by the same schema in the browser and in the action
 * (`parseWithZod`): errors on submit, then again as the person types; the
 * action's answer (`lastResult`) shows its errors and keeps the typed values,
 * also without JavaScript. Ids are `<id>-<field>`, messages `<id>-<field>-error`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema (refined or piped)
export function useSchemaForm<Schema extends $ZodType<Record<string, any>, Record<string, any>>>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<input<Schema>> | null;
  },
) {
  const [form, fields] = useForm<input<Schema>, output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    // Conform's types ask for the exact input shape; partial defaults are what it accepts at runtime.
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, formProps: formPropsOf(form) };
}

/**
 * The form element's attributes. `noValidate` from the first paint: without
 * JavaScript the server's French messages answer, never the browser's own.
 */
function formPropsOf(form: { id: string; noValidate: boolean; onSubmit: unknown }) {
  return { ...getFormProps(form as Parameters<typeof getFormProps>[0]), noValidate: true } as const;
}
