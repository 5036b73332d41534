import { z } from "#app/lib/zod.ts";

// Fields the studio's smaller forms share (projects, time, expenses): a day and whole
// francs as a person types them, with their French messages.

/** The message of a text field holding a control character or half an emoji. */
export const CLEAN =
  "Caractère invalide (caractère de contrôle ou moitié d'emoji)\u00a0: retirez-le";
/** The spaces a person or a copied figure puts between thousands. */
const GROUPING = /[\s\u00a0\u202f\u2009]/g;

/** A real calendar day written `YYYY-MM-DD` (« 2026-02-30 » is not one). */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T12:00:00Z`).toISOString().slice(0, 10) === text;
}

/**
 * Whole francs as typed (« 25 000 »). An empty field is `whenEmpty`: a number (0), null
 * (« none »), or "required" (« <label> requis »).
 */
export function wholeFrancs<E extends number | null | "required">(label: string, whenEmpty: E) {
  return z
    .string()
    .trim()
    .max(20, `${label} trop long`)
    .default("")
    .transform((raw, ctx): number | Exclude<E, "required"> => {
      const digits = raw.replace(GROUPING, "");
      if (digits === "") {
        if (whenEmpty !== "required") return whenEmpty as Exclude<E, "required">;
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
}

/** A box left unticked is missing from the form. */
export const box = z
  .preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
  .default(false);
