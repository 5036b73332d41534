import { z } from "zod";
import { SIGNATURE_MAX_CHARS } from "./signature.ts";

// The two forms of the client's side (issue 22): plain HTML forms, read on the server.

const NAME_MAX = 120;
const REASON_MAX = 2000;

export const AcceptSchema = z.object({
  name: z
    .string({ error: "Indiquez vos nom et prénom." })
    .trim()
    .min(2, "Indiquez vos nom et prénom.")
    .max(NAME_MAX, `Nom et prénom\u00a0: ${NAME_MAX}\u00a0caractères au plus.`),
  role: z
    .string()
    .trim()
    .max(NAME_MAX, `Fonction\u00a0: ${NAME_MAX}\u00a0caractères au plus.`)
    .default(""),
  agree: z.literal("on", {
    error: "Cochez la case «\u00a0J'accepte le devis…\u00a0» pour donner votre accord.",
  }),
  // Checked as a PNG by the action (signature.ts); bounded here first.
  signature: z
    .string()
    .max(SIGNATURE_MAX_CHARS, "La signature dessinée est trop volumineuse.")
    .default(""),
});
export type AcceptForm = z.infer<typeof AcceptSchema>;

export const RefuseSchema = z.object({
  name: z
    .string()
    .trim()
    .max(NAME_MAX, `Nom et prénom\u00a0: ${NAME_MAX}\u00a0caractères au plus.`)
    .default(""),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Motif\u00a0: ${REASON_MAX}\u00a0caractères au plus.`)
    .default(""),
});
export type RefuseForm = z.infer<typeof RefuseSchema>;

export type FieldErrors = Partial<Record<string, string>>;

/** A form's fields read by a schema: the values, or the first message of each field. */
export function readForm<T>(
  schema: z.ZodType<T>,
  form: FormData,
): { ok: true; value: T } | { ok: false; errors: FieldErrors } {
  const raw: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") raw[k] = v;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
