import { z } from "#app/lib/zod.ts";
import { SERVICE_VALUES } from "./services.ts";
import { checkFileMeta } from "./upload.ts";

/** A person's name on the public forms (contact, « Réserver un appel »). */
export const PersonNameSchema = z
  .string({ error: "Le nom doit contenir au moins 2 caractères" })
  .trim()
  .min(2, "Le nom doit contenir au moins 2 caractères")
  .max(120, "Le nom ne doit pas dépasser 120 caractères");

/** docs/product.md §5 Contact, the same in the browser and on the server. */
export const ContactSchema = z.object({
  name: PersonNameSchema,
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .max(254, "Email invalide")
    .pipe(z.email({ error: "Email invalide" })),
  subject: z.enum(SERVICE_VALUES, { error: "Veuillez sélectionner un service" }),
  message: z
    .string({ error: "Le message doit contenir au moins 10 caractères" })
    .trim()
    .min(10, "Le message doit contenir au moins 10 caractères")
    .max(5000, "Le message ne doit pas dépasser 5\u00a0000 caractères"),
  // Filled in by the page (hidden): its messages only answer a forged post, in French too.
  projectReference: z
    .string({ error: "La référence du projet n'est pas valide" })
    .trim()
    .max(300, "La référence du projet n'est pas valide")
    .optional()
    .default(""),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/**
 * The form as posted: the request, and the optional file as the browser sees
 * it (size, type, emptiness; the server then checks its content). Anything but
 * a chosen file (no file, a string) counts as no file.
 */
export const ContactFormSchema = ContactSchema.extend({
  projectFile: z.preprocess(
    (value) => (typeof File !== "undefined" && value instanceof File ? value : undefined),
    z
      .custom<File>()
      .optional()
      .superRefine((file, ctx) => {
        const problem = file ? checkFileMeta(file) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  ),
});
