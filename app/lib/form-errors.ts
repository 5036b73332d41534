import type { z } from "#app/lib/zod.ts";

/** Messages keyed by field path ('prestations.0.designation'), the first one of each field. */
export type PathErrors = Record<string, string>;

export function errorsByPath(error: z.ZodError): PathErrors {
  const out: PathErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
