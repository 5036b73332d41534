import { z } from "#app/lib/zod.ts";
import { MAX_BILLED_ENTRIES } from "#app/features/documents/billed-entries.ts";
import { GROUPING_NAMES, MAX_MARKUP } from "./choices.ts";

/**
 * « Facturer » (ADR 056): the project's form is a GET to /create-invoice, its choices in the
 * address: `projet`, `regroupement`, `majoration` (whole percent, empty for none), the entries
 * ticked (`temps`, `depense`, repeated) or the card's lots of time (`lot`, repeated).
 */
export const BillingChoiceSchema = z.object({
  projet: z.uuid("Projet introuvable"),
  regroupement: z.enum(GROUPING_NAMES, {
    error:
      "Regroupement du temps\u00a0: choisissez «\u00a0par prestation\u00a0» ou «\u00a0par membre\u00a0»",
  }),
  majoration: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, "Majoration\u00a0: un pourcentage entier, par exemple 10")
    .transform((raw) => (raw === "" ? 0 : Number(raw)))
    .refine((n) => n <= MAX_MARKUP, `Majoration\u00a0: ${MAX_MARKUP}\u00a0% au plus`),
  temps: z.array(z.uuid("Entrée de temps introuvable")).max(MAX_BILLED_ENTRIES),
  /** The card's lots of time (`lines.ts` timeLots): key, count and minutes as shown. */
  lot: z
    .array(z.string().regex(/^[0-9a-f]{16}\.\d{1,6}\.\d{1,9}$/, "Groupe de temps introuvable"))
    .max(MAX_BILLED_ENTRIES),
  depense: z.array(z.uuid("Dépense introuvable")).max(MAX_BILLED_ENTRIES),
});
export type BillingChoice = z.infer<typeof BillingChoiceSchema>;

/** The choices read from the address (each list as many times as it is repeated). */
export function billingChoiceOf(url: URL) {
  const q = url.searchParams;
  return BillingChoiceSchema.safeParse({
    projet: q.get("projet") ?? "",
    regroupement: q.get("regroupement") ?? "prestation",
    majoration: q.get("majoration") ?? "",
    temps: q.getAll("temps"),
    lot: q.getAll("lot"),
    depense: q.getAll("depense"),
  });
}
