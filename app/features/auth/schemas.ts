import { z } from "#app/lib/zod.ts";

export const SimpleLoginSchema = z.object({
  identifier: z
    .string({ error: "Nom d'utilisateur ou email requis" })
    .trim()
    .min(1, "Nom d'utilisateur ou email requis"),
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis"),
});
