import { z } from "#app/lib/zod.ts";

export const SimpleLoginSchema = z.object({
  identifier: z
    .string({ error: "Nom d'utilisateur ou email requis" })
    .trim()
    .min(1, "Nom d'utilisateur ou email requis"),
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis"),
});

/** The second step of a staff sign-in: the authenticator's 6 digits or a backup code. */
export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Saisissez le code à 6 chiffres de votre application." })
    .trim()
    .min(6, "Saisissez le code à 6 chiffres de votre application.")
    .max(40, "Ce code est trop long."),
});
