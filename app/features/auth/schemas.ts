import { z } from "#app/lib/zod.ts";

export const SimpleLoginSchema = z.object({
  identifier: z
    .string({ error: "Nom d'utilisateur ou email requis" })
    .trim()
    .min(1, "Nom d'utilisateur ou email requis"),
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis"),
});
export type SimpleLoginInput = z.infer<typeof SimpleLoginSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message of each field, as forms show them under the inputs. */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !out[key]) out[key] = issue.message;
  }
  return out as FieldErrors<T>;
}
