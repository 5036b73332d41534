import { z } from "#app/lib/zod.ts";

/** docs/product.md §5 Newsletter. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .toLowerCase()
    .max(254, "Email invalide")
    .pipe(z.email({ error: "Email invalide" })),
  /** « Je souhaite aussi être contacté(e) pour un projet »: a lead for the pipeline (ADR 048). */
  contactMe: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});
