import { z } from "#app/lib/zod.ts";

// The catalogue's form (/catalogue): what people type, read with French messages.

const MAX_PRICE = 1_000_000_000_000;

const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

export const CatalogueItemSchema = z
  .object({
    designation: z
      .string({ error: "Désignation requise" })
      .trim()
      .min(1, "Désignation requise")
      .max(200, "Désignation trop longue (200 caractères au plus)"),
    description: text(2000, "Description trop longue (2 000 caractères au plus)"),
    // Typed « 30 000 » or « 30000 »: whole francs, spaces allowed.
    unitPrice: z
      .string({ error: "Prix unitaire requis" })
      .trim()
      .min(1, "Prix unitaire requis")
      .transform((raw) => raw.replace(/[\s\u00a0\u202f]/g, ""))
      .refine((raw) => /^\d+$/.test(raw), "Prix unitaire en francs entiers, sans décimale")
      .transform(Number)
      .refine((n) => n <= MAX_PRICE, "Prix unitaire trop grand"),
    unit: z
      .string({ error: "Unité requise" })
      .trim()
      .min(1, "Unité requise")
      .max(40, "Unité trop longue (40 caractères au plus)"),
    vatRate: z
      .string({ error: "TVA requise" })
      .trim()
      .min(1, "TVA requise")
      .refine((raw) => /^\d{1,3}$/.test(raw), "TVA en pourcentage entier, de 0 à 100")
      .transform(Number)
      .refine((n) => n <= 100, "TVA en pourcentage entier, de 0 à 100"),
    vatCategory: z
      .enum(["standard", "exempt", "debours"], { error: "Choisissez le régime de TVA de la ligne" })
      .default("standard"),
    exemptionReason: text(120, "Motif d'exonération trop long (120 caractères au plus)"),
  })
  .superRefine((item, ctx) => {
    if (item.vatCategory === "exempt" && !item.exemptionReason) {
      ctx.addIssue({
        code: "custom",
        path: ["exemptionReason"],
        message: "Motif d'exonération requis pour une prestation exonérée",
      });
    }
  });
export type CatalogueItemInput = z.output<typeof CatalogueItemSchema>;
