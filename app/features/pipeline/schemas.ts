import { z } from "#app/lib/zod.ts";
import { OPPORTUNITY_STAGES } from "./stages.ts";

// The board's forms (/pipeline): a move, a lead typed by hand. Checked on the server
// whatever the browser did; their messages are the ones the page shows.

const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/** Whole francs as typed (« 1 500 000 »); empty is « not known yet ». */
const amount = z
  .string()
  .trim()
  .max(20, "Montant trop long")
  .transform((raw, ctx) => {
    const digits = raw.replace(GROUPING, "");
    if (digits === "") return null;
    if (!/^\d{1,13}$/.test(digits)) {
      ctx.addIssue({
        code: "custom",
        message: "Montant invalide\u00a0: un nombre entier de francs, sans décimales.",
      });
      return z.NEVER;
    }
    return Number(digits);
  });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} trop long (${max} caractères au plus)`)
    .optional()
    .transform((v) => v ?? "");

export const MoveSchema = z.object({
  intent: z.literal("move"),
  id: z.uuid("Opportunité introuvable\u00a0: rechargez la page."),
  /** The version the person saw: a colleague's change in between is not overwritten. */
  version: z.coerce.number().int().min(1),
  stage: z.enum(OPPORTUNITY_STAGES, { error: "Choisissez une étape" }),
  reason: optionalText(500, "Raison"),
});
export type MoveInput = z.infer<typeof MoveSchema>;

export const LeadSchema = z.object({
  intent: z.literal("create"),
  name: z
    .string({ error: "Indiquez le nom" })
    .trim()
    .min(2, "Indiquez le nom (2 caractères au moins)")
    .max(120, "Nom trop long (120 caractères au plus)"),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Adresse e-mail invalide"),
  phone: optionalText(40, "Téléphone"),
  company: optionalText(120, "Entreprise"),
  subject: optionalText(200, "Objet"),
  amount,
});
export type LeadInput = z.infer<typeof LeadSchema>;
