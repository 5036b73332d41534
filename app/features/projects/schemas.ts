import { isCleanText } from "#app/lib/clean-text.ts";
import { box, CLEAN, isIsoDay, wholeFrancs } from "#app/lib/form-fields.ts";
import { z } from "#app/lib/zod.ts";
import { PROJECT_STATUS_NAMES } from "./statuses.ts";
import { parseDuration } from "./time.ts";

// The forms of /projets, a project's page and /temps (ADR 052): checked on the server
// whatever the browser did, with the French messages the pages show.

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} trop long (${max.toLocaleString("fr-FR")} caractères au plus)`)
    .refine(isCleanText, CLEAN)
    .default("");

const day = (label: string) =>
  z
    .string({ error: `${label}\u00a0: choisissez un jour` })
    .trim()
    .refine(isIsoDay, `${label}\u00a0: choisissez un jour valide`);

export const ProjectSchema = z
  .object({
    name: z
      .string({ error: "Nom du projet requis" })
      .trim()
      .min(1, "Nom du projet requis")
      .max(200, "Nom trop long (200 caractères au plus)")
      .refine(isCleanText, CLEAN),
    clientId: z.uuid({ error: "Choisissez le client" }),
    status: z.enum(PROJECT_STATUS_NAMES, { error: "Choisissez un statut" }).default("active"),
    leadId: z.string().trim().max(100).default(""),
    startsOn: day("Début"),
    endsOn: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || isIsoDay(v), "Fin\u00a0: choisissez un jour valide"),
    hourlyRate: wholeFrancs("Taux horaire", null),
    notes: text(4000, "Notes"),
    /** The version the person saw (editing only): a colleague's change is not overwritten. */
    version: z.coerce.number().int().min(0).default(0),
  })
  .refine((v) => v.endsOn === "" || v.endsOn >= v.startsOn, {
    path: ["endsOn"],
    message: "La fin ne peut pas précéder le début",
  });
export type ProjectForm = z.input<typeof ProjectSchema>;
export type ProjectInput = z.output<typeof ProjectSchema>;

/** « Démarrer le projet » on an accepted quote. */
export const StartFromQuoteSchema = z.object({
  quote: z
    .string({ error: "Devis introuvable\u00a0: rechargez la page." })
    .trim()
    .min(1, "Devis introuvable\u00a0: rechargez la page.")
    .max(80, "Devis introuvable\u00a0: rechargez la page."),
});

/** « Rattacher un document »: a quote or an invoice of the same client, by its number. */
export const LinkDocumentSchema = z.object({
  intent: z.literal("link"),
  number: z
    .string({ error: "Indiquez le numéro du document" })
    .trim()
    .min(1, "Indiquez le numéro du document")
    .max(80, "Numéro trop long"),
});

const duration = z
  .string({ error: "Indiquez la durée, par exemple «\u00a01h30\u00a0»." })
  .transform((raw, ctx) => {
    const parsed = parseDuration(raw);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.minutes;
  });

const what = {
  projectId: z.uuid({ error: "Choisissez le projet" }),
  /** A prestation of the catalogue, or empty. */
  catalogueItemId: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || z.uuid().safeParse(v).success, "Prestation introuvable"),
  task: text(200, "Tâche"),
  note: text(1000, "Note"),
  billable: box,
};

/** A timer started: what it is for. */
export const StartTimerSchema = z.object({ intent: z.literal("start"), ...what });

/** Time typed by hand: its day and duration. */
export const TimeEntrySchema = z.object({
  intent: z.literal("add"),
  ...what,
  day: day("Jour"),
  duration,
});
export type TimeEntryForm = z.input<typeof TimeEntrySchema>;
export type TimeEntryInput = z.output<typeof TimeEntrySchema>;
export type TimerInput = z.output<typeof StartTimerSchema>;

export const EntrySchema = z.object({
  intent: z.enum(["stop", "delete"]),
  id: z.uuid({ error: "Entrée introuvable\u00a0: rechargez la page." }),
});

/** /equipe: a member's internal cost per hour (the Gérant only). */
export const MemberCostSchema = z.object({
  intent: z.literal("cost"),
  userId: z.string({ error: "Membre introuvable" }).trim().min(1, "Membre introuvable"),
  hourlyCost: wholeFrancs("Coût horaire", null),
});
