import { PersonNameSchema } from "#app/features/contact/schemas.ts";
import { SERVICE_VALUES } from "#app/features/contact/services.ts";
import { z } from "#app/lib/zod.ts";
import { minutesOf } from "./slots.ts";

/** The visitor's booking form (/rendez-vous), the same in every browser: no script needed. */
export const BookingSchema = z.object({
  slot: z
    .string({ error: "Choisissez un créneau" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/, {
      error: "Choisissez un créneau proposé",
      abort: true,
    })
    // A real instant (not 2026-13-45T99:99Z), read back the same.
    .refine((v) => {
      const at = Date.parse(v);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 16) === v.slice(0, 16);
    }, "Choisissez un créneau proposé"),
  name: PersonNameSchema,
  email: z
    .string({ error: "Indiquez votre adresse e-mail" })
    .trim()
    .min(1, "Indiquez votre adresse e-mail")
    .max(254, "Email invalide")
    .pipe(z.email({ error: "Email invalide" })),
  phone: z
    .string({ error: "Indiquez un numéro de téléphone ou WhatsApp" })
    .trim()
    .min(1, "Indiquez un numéro de téléphone ou WhatsApp")
    .max(40, "Le numéro de téléphone n'est pas valide")
    .regex(/^\+?[\d\s().-]{6,}$/, "Le numéro de téléphone n'est pas valide"),
  company: z
    .string()
    .trim()
    .max(160, "Le nom de l'entreprise ne doit pas dépasser 160 caractères")
    .optional()
    .default(""),
  subject: z.enum(SERVICE_VALUES, { error: "Veuillez sélectionner un sujet" }),
  note: z
    .string()
    .trim()
    .max(2000, "La note ne doit pas dépasser 2\u00a0000 caractères")
    .optional()
    .default(""),
});
export type BookingInput = z.infer<typeof BookingSchema>;

/** A reschedule from the private link: the new slot only. */
export const RescheduleSchema = BookingSchema.pick({ slot: true });

const hour = z
  .string()
  .trim()
  .refine((v) => v === "" || minutesOf(v) !== null, "Heure invalide (HH:MM)");

/** A member's hours for calls (/appels). */
export const AvailabilitySchema = z
  .object({
    takesCalls: z.preprocess((v) => v === "on" || v === true, z.boolean()),
    from: z.array(hour).length(7),
    to: z.array(hour).length(7),
    noticeMinutes: z.coerce
      .number({ error: "Le délai minimum doit être un nombre de minutes" })
      .int("Le délai minimum doit être un nombre entier de minutes")
      .min(0, "Le délai minimum ne peut pas être négatif")
      .max(14 * 24 * 60, "Le délai minimum ne peut pas dépasser 14 jours"),
    bufferMinutes: z.coerce
      .number({ error: "La pause doit être un nombre de minutes" })
      .int("La pause doit être un nombre entier de minutes")
      .min(0, "La pause ne peut pas être négative")
      .max(240, "La pause ne peut pas dépasser 240 minutes"),
    daysOff: z
      .string()
      .trim()
      .max(2000, "Trop de jours de congé")
      .optional()
      .default("")
      .transform((v, ctx) => {
        const days = v.split(/[\s,;]+/).filter(Boolean);
        for (const day of days) {
          if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
            ctx.addIssue({
              code: "custom",
              message: `« ${day} » n'est pas une date (AAAA-MM-JJ)`,
            });
            return z.NEVER;
          }
        }
        return [...new Set(days)].sort();
      }),
  })
  .superRefine((value, ctx) => {
    for (let i = 0; i < 7; i++) {
      const from = value.from[i] ?? "";
      const to = value.to[i] ?? "";
      if ((from === "") !== (to === "")) {
        ctx.addIssue({
          code: "custom",
          path: ["from", i],
          message: "Indiquez le début et la fin, ou laissez les deux vides",
        });
      } else if (from !== "" && (minutesOf(from) ?? 0) + 30 > (minutesOf(to) ?? 0)) {
        ctx.addIssue({
          code: "custom",
          path: ["from", i],
          message: "La fin doit venir au moins 30 minutes après le début",
        });
      }
    }
  });
export type AvailabilityInput = z.infer<typeof AvailabilitySchema>;
