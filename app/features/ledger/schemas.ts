import { formatAmount } from "#app/lib/money.ts";
import { MAX_TOTAL } from "#app/features/documents/limits.ts";
import { CancelSchema } from "#app/features/documents/requests.ts";
import { z } from "#app/lib/zod.ts";
import type { Currency } from "#app/lib/currencies.ts";
import { METHODS, parseFrancs } from "./ledger.ts";

// The ledger's forms on an invoice's page (ADR 020), checked by the same schema in
// the browser (Conform) and in the action.

const requestKey = z.string({ error: "Rechargez la page et réessayez." }).min(8).max(100);

const reason = (what: string) =>
  z
    .string({ error: `Indiquez le motif ${what}` })
    .trim()
    .min(3, `Indiquez le motif ${what} (3 caractères au moins)`)
    .max(500, "Motif trop long (500 caractères au plus)");

/** « Montant (FCFA) »: whole francs, above 0, at most the documents' maximum. */
const francs = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(
      (raw) => parseFrancs(raw) !== null,
      "Montant en francs entiers, sans virgule (ex. 150\u00a0000)",
    )
    .transform((raw) => parseFrancs(raw)!)
    .refine((n) => n > 0, "Le montant doit être supérieur à 0\u00a0FCFA")
    .refine(
      (n) => n <= MAX_TOTAL,
      `Le montant ne peut pas dépasser ${formatAmount(MAX_TOTAL)}\u00a0FCFA`,
    );

/** « Enregistrer un paiement ». */
export const PaymentSchema = z.object({
  intent: z.literal("payment"),
  requestKey,
  amount: francs("Indiquez le montant reçu"),
  paidOn: z.iso.date({ error: "Indiquez la date du paiement" }),
  method: z.enum(METHODS, { error: "Choisissez le moyen de paiement" }),
  reference: z
    .string()
    .trim()
    .max(100, "Référence trop longue (100 caractères au plus)")
    .default(""),
  /** « Envoyer le reçu au client »: a « Reçu de paiement » PDF by e-mail. */
  receipt: z.boolean().default(false),
});
export type PaymentInput = z.output<typeof PaymentSchema>;

/** « Annuler ce paiement »: the reason stays with the payment. */
export const CancelPaymentSchema = z.object({
  intent: z.literal("cancel-payment"),
  paymentId: z.uuid({ error: "Paiement introuvable" }),
  reason: reason("de l'annulation"),
});

/** The currencies by name, not the registry's module: the invoice's page loads no more. */
const CREDIT_CURRENCIES = ["XOF", "EUR", "USD"] as const satisfies readonly Currency[];

/** « Émettre un avoir »: an amount TTC, or chosen lines of the invoice, and a motif. */
export const CreditSchema = z
  .object({
    intent: z.literal("credit"),
    requestKey,
    mode: z.enum(["amount", "lines"], { error: "Choisissez un montant ou des lignes" }),
    amount: z.string().trim().optional(),
    /** The invoice's currency, as its page knew it: the amount's unit (the server reads its own). */
    currency: z
      .enum(CREDIT_CURRENCIES, { error: "Devise inconnue\u00a0: rechargez la page." })
      .default("XOF"),
    lines: z
      .array(
        z.coerce
          .number({ error: "Ligne de facture invalide" })
          .int("Ligne de facture invalide")
          .min(0, "Ligne de facture invalide")
          .max(100_000, "Ligne de facture invalide"),
      )
      .default([]),
    reason: reason("de l'avoir"),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "lines" && v.lines.length === 0) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Cochez au moins une ligne" });
    }
    if (v.mode === "amount") {
      // An EUR or USD amount, with its cents, is read and checked by the server (ADR 055).
      const parsed =
        v.currency === "XOF"
          ? francs("Indiquez le montant de l'avoir").safeParse(v.amount ?? "")
          : null;
      if (parsed && !parsed.success) {
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: parsed.error.issues[0]?.message ?? "Montant invalide",
        });
      }
    }
  });
// (No transform of the whole object: Conform reads the fields' constraints from it.)
export type CreditInput = z.output<typeof CreditSchema>;

/**
 * The credit asked for: its amount in francs (« Un montant »), or its lines; an EUR or USD
 * invoice's amount as typed (`amountText`), read in its cents by the server (ADR 055).
 */
export function creditAsked(v: CreditInput) {
  const typed = v.mode === "amount" ? (v.amount ?? "") : "";
  if (v.currency !== "XOF") return { ...v, amount: 0, amountText: typed };
  return { ...v, amount: typed ? (parseFrancs(typed) ?? 0) : 0 };
}

/** « Annuler la facture »: an avoir for what remains, its motif the reason. */
export const CancelInvoiceSchema = CancelSchema.extend({ requestKey });
