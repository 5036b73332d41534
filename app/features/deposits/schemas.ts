import { z } from "#app/lib/zod.ts";
import { PERCENT_PATTERN } from "./compute.ts";

// The forms of a quote's page that bill it (ADR 021), checked by the same schema in
// the browser and on the server.

const requestKey = z
  .string({ error: "Requête illisible\u00a0: rechargez la page." })
  .min(8)
  .max(100);

/** Whole francs as typed, thousands grouped or not: « 150 000 ». */
const WHOLE_FRANCS = /^\d{1,3}([\s\u00a0\u202f]?\d{3})*$|^\d+$/;

/**
 * « Facture d'acompte »: a percentage of the quote's total, or an amount in FCFA (TTC); on
 * an EUR or USD quote an amount with its cents, which the form leaves to the server (its
 * `currency` says so; the server reads the quote's).
 */
export const DepositSchema = z
  .object({
    intent: z.literal("deposit"),
    requestKey,
    currency: z.string().optional(),
    mode: z.enum(["percent", "amount"], { error: "Choisissez un pourcentage ou un montant" }),
    value: z
      .string({ error: "Indiquez le pourcentage ou le montant de l'acompte" })
      .trim()
      .min(1, "Indiquez le pourcentage ou le montant de l'acompte")
      .max(20, "Valeur trop longue"),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
    if (v.mode === "percent") {
      if (!PERCENT_PATTERN.test(v.value)) {
        issue("Pourcentage invalide\u00a0: un nombre comme 30 ou 33,5 (deux décimales au plus)");
      } else if (Number(v.value.replace(",", ".")) > 100) {
        issue("Le pourcentage ne peut pas dépasser 100\u00a0%");
      } else if (Number(v.value.replace(",", ".")) === 0) {
        issue("Un acompte de 0\u00a0% ne se facture pas");
      }
    } else if (v.currency && v.currency !== "XOF") {
      // An EUR or USD quote's amount, with its cents (ADR 055): read and checked on the
      // server in the quote's currency, as the credit notes' (the page's budget).
    } else if (!WHOLE_FRANCS.test(v.value)) {
      issue("Montant invalide\u00a0: des francs entiers, comme 150 000");
    } else if (/^[0\s\u00a0\u202f]+$/.test(v.value)) {
      issue("Un acompte de 0\u00a0FCFA ne se facture pas");
    }
  });
export type DepositForm = z.infer<typeof DepositSchema>;

/** « Facture de solde ». */
export const BalanceSchema = z.object({ intent: z.literal("balance"), requestKey });

/** The typed amount in whole francs. */
export function francsOf(value: string): number {
  return Number(value.replace(/[\s\u00a0\u202f]/g, ""));
}
