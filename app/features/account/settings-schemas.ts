import { z } from "#app/lib/zod.ts";

// The /settings forms' own schemas, apart from schemas.ts so the sign-in pages
// do not carry them (docs/product.md §3, §5; the same in the browser and the action).

export const DELETE_MISMATCH = "L'adresse saisie ne correspond pas à celle de votre compte.";

/** Same rule on both sides: the account's address, typed again (case and spaces aside). */
export function confirmsEmail(typed: unknown, email: string): boolean {
  return typeof typed === "string" && typed.trim().toLowerCase() === email.toLowerCase();
}

/** « Supprimer mon compte »: the account's own address, typed again. */
export function deleteAccountSchema(email: string) {
  return z.object({
    confirmEmail: z
      .string({ error: DELETE_MISMATCH })
      .refine((typed) => confirmsEmail(typed, email), DELETE_MISMATCH),
  });
}

const switchedOn = z.preprocess((v) => v === "on", z.boolean());

/** Without JavaScript: the four switches in one form (an unticked box is not sent). */
export const NotificationPreferencesSchema = z.object({
  email: switchedOn,
  marketing: switchedOn,
  activityUpdates: switchedOn,
  securityAlerts: switchedOn,
});

/** « Déconnecter »: the session to end, by its id. */
export const RevokeSessionSchema = z.object({ id: z.string().min(1).max(200) });
