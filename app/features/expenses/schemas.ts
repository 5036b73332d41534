import { isCleanText } from "#app/lib/clean-text.ts";
import { box, CLEAN, isIsoDay, wholeFrancs } from "#app/lib/form-fields.ts";
import { z } from "#app/lib/zod.ts";
import { EXPENSE_CATEGORY_NAMES, EXPENSE_METHODS } from "./categories.ts";
import { vatProblem } from "./expense.ts";

// « Nouvelle dépense » (ADR 054), checked on the server whatever the browser did, with
// the French messages the form shows. The receipt is a file, checked apart (receipt.server.ts).

export const ExpenseSchema = z
  .object({
    spentOn: z
      .string({ error: "Date\u00a0: choisissez un jour" })
      .trim()
      .refine(isIsoDay, "Date\u00a0: choisissez un jour valide"),
    supplier: z
      .string({ error: "Fournisseur requis" })
      .trim()
      .min(1, "Fournisseur requis")
      .max(200, "Fournisseur trop long (200 caractères au plus)")
      .refine(isCleanText, CLEAN),
    amountTtc: wholeFrancs("Montant TTC", "required"),
    vat: wholeFrancs("TVA", 0),
    category: z.enum(EXPENSE_CATEGORY_NAMES, { error: "Choisissez une catégorie" }),
    method: z.enum(EXPENSE_METHODS, { error: "Choisissez le moyen de paiement" }),
    projectId: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || z.uuid().safeParse(v).success, "Projet introuvable"),
    billable: box,
    recurring: box,
    note: z
      .string()
      .trim()
      .max(2000, "Note trop longue (2\u00a0000 caractères au plus)")
      .refine(isCleanText, CLEAN)
      .default(""),
  })
  .superRefine((v, ctx) => {
    const problem = vatProblem(v.amountTtc, v.vat);
    if (problem) {
      ctx.addIssue({
        code: "custom",
        path: [v.amountTtc <= 0 ? "amountTtc" : "vat"],
        message: problem,
      });
    }
    if (v.billable && v.projectId === "") {
      ctx.addIssue({
        code: "custom",
        path: ["projectId"],
        message: "Refacturable\u00a0: choisissez le projet dont le client la paiera",
      });
    }
  });
export type ExpenseForm = z.input<typeof ExpenseSchema>;
export type ExpenseInput = z.output<typeof ExpenseSchema>;

/** « Arrêter la récurrence » on the list. */
export const StopRecurrenceSchema = z.object({
  intent: z.literal("stop"),
  id: z.uuid(),
});
