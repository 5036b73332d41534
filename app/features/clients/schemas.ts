import { isCleanText } from "#app/lib/clean-text.ts";
import { z } from "#app/lib/zod.ts";
import { CURRENCY_CODES, LANGUAGES } from "#app/lib/currencies.ts";
import { CONTACT_PREFERENCE_NAMES } from "#app/features/whatsapp/registry.ts";
import { COUNTRY_CODES, HOME_COUNTRY } from "#app/lib/country-codes.ts";

// The client form (/clients/nouveau, a client's page): what people type, French messages.

const CLEAN = "Caractère invalide (caractère de contrôle ou moitié d'emoji)\u00a0: retirez-le";

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} trop long (${max.toLocaleString("fr-FR")} caractères au plus)`)
    .refine(isCleanText, CLEAN)
    .default("");

/**
 * A NINEA as the DGID writes it: 7 digits (older numbers) or 9, then the 3 characters of
 * the COFI code (digit, letter, digit), which may be left out; spaces, dots and dashes
 * between groups are allowed (« 004 567 890 2G3 », « 0045678902G3 », « 004-567-890 »).
 */
export function nineaWellFormed(raw: string): boolean {
  const compact = raw.replace(/[\s.\-\u00a0\u202f]/g, "").toUpperCase();
  return /^\d{7}(\d{2})?(\d[A-Z]\d)?$/.test(compact);
}

export const NINEA_FORMAT_MESSAGE =
  "NINEA invalide\u00a0: 7 ou 9 chiffres, puis le code COFI (chiffre, lettre, chiffre), par exemple «\u00a0004 567 890 2G3\u00a0»";

export const ClientSchema = z
  .object({
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
    // Issue 35 §6 (ADR 055): what its quotes and invoices start from (the form may change it).
    language: z
      .enum(LANGUAGES, { error: "Langue\u00a0: choisissez français ou anglais" })
      .default("fr"),
    currency: z
      .enum(CURRENCY_CODES, { error: "Devise\u00a0: choisissez XOF, EUR ou USD" })
      .default("XOF"),
    // Its e-invoices' buyer country; printed under its address when not Senegal (ADR 064).
    country: z
      .enum(COUNTRY_CODES, { error: "Pays\u00a0: choisissez-le dans la liste" })
      .default(HOME_COUNTRY),
  })
  // A Senegalese client's NINEA has the DGID's form (issue 35 §2: printed on its invoices);
  // elsewhere the field holds the client's own tax number (a French VAT number, say).
  .superRefine((c, ctx) => {
    const long = c.ninea.replace(/[^0-9A-Za-z]/g, "").length >= 7;
    if (c.country === HOME_COUNTRY && long && !nineaWellFormed(c.ninea)) {
      ctx.addIssue({ code: "custom", path: ["ninea"], message: NINEA_FORMAT_MESSAGE });
    }
  });
export type ClientForm = z.output<typeof ClientSchema>;

export const MergeSchema = z.object({
  other: z.uuid({ error: "Choisissez le client à fusionner dans celui-ci" }),
});
