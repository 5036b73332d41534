import { isCleanText } from "#app/lib/clean-text.ts";
import { z } from "#app/lib/zod.ts";
import { CONTACT_PREFERENCE_NAMES } from "#app/features/whatsapp/registry.ts";

// The client form (/clients/nouveau, a client's page): what people type, French messages.

const CLEAN = "Caractère invalide (caractère de contrôle ou moitié d'emoji)\u00a0: retirez-le";

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} trop long (${max.toLocaleString("fr-FR")} caractères au plus)`)
    .refine(isCleanText, CLEAN)
    .default("");

export const ClientSchema = z.object({
  name: z
    .string({ error: "Nom du client requis" })
    .trim()
    .min(1, "Nom du client requis")
    .max(200, "Nom trop long (200 caractères au plus)")
    .refine(isCleanText, CLEAN),
  contactName: text(200, "Nom du contact"),
  email: z
    .string()
    .trim()
    .max(254, "Email trop long")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Email invalide")
    .default(""),
  phone: text(60, "Téléphone"),
  address: text(500, "Adresse"),
  ninea: z
    .string()
    .trim()
    .max(40, "NINEA trop long (40 caractères au plus)")
    .refine(
      (v) => v === "" || v.replace(/[^0-9A-Za-z]/g, "").length >= 7,
      "NINEA incomplet\u00a0: au moins 7 chiffres",
    )
    .refine(isCleanText, CLEAN)
    .default(""),
  rccm: text(60, "RCCM"),
  notes: text(4000, "Notes"),
  // How the client wants its documents (ADR 045): email unless told otherwise.
  contactPreference: z
    .enum(CONTACT_PREFERENCE_NAMES, { error: "Choisissez e-mail, WhatsApp ou les deux" })
    .default("email"),
});
export type ClientForm = z.output<typeof ClientSchema>;

export const MergeSchema = z.object({
  other: z.uuid({ error: "Choisissez le client à fusionner dans celui-ci" }),
});
