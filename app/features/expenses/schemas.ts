import { METHODS } from "#app/config/payment-methods.ts";
import { isCleanText } from "#app/lib/clean-text.ts";
import { z } from "#app/lib/zod.ts";
import { EXPENSE_CATEGORY_NAMES } from "./categories.ts";
import { vatProblem } from "./expense.ts";

// « Nouvelle dépense » (ADR 054), checked on the server whatever the browser did, with
// the French messages the form shows. The receipt is a file, checked apart (receipt.server.ts).

const CLEAN = "Caractère invalide (caractère de contrôle ou moitié d'emoji)\u00a0: retirez-le";
const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/** The methods a person chooses (« Non précisé » is the ledger's upgrade only). */
export const EXPENSE_METHODS = METHODS.filter((m) => m !== "non_precise") as [
  (typeof METHODS)[number],
  ...(typeof METHODS)[number][],
];

function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T12:00:00Z`).toISOString().slice(0, 10) === text;
}

/** Whole francs as typed (« 25 000 »); empty is 0 when `optional`. */
const francs = (label: string, optional: boolean) =>
  z
    .string()
    .trim()
    .max(20, `${label} trop long`)
    .default("")
    .transform((raw, ctx) => {
      const digits = raw.replace(GROUPING, "");
      if (digits === "" && optional) return 0;
      if (digits === "") {
        ctx.addIssue({ code: "custom", message: `${label} requis` });
        return z.NEVER;
      }
      if (!/^\d{1,10}$/.test(digits)) {
        ctx.addIssue({
          code: "custom",
          message: `${label} invalide\u00a0: un nombre entier de francs, sans décimales.`,
        });
        return z.NEVER;
      }
      return Number(digits);
    });

/** A box left unticked is missing from the form. */
const box = z
  .preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
  .default(false);

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
    amountTtc: francs("Montant TTC", false),
    vat: francs("TVA", true),
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
