import { z } from "#app/lib/zod.ts";
import { NameSchema, NewPasswordSchema } from "#app/features/account/schemas.ts";
import { STAFF_ROLES } from "#app/features/auth/permissions.ts";

// The forms of /equipe and /invitation/<token>; the same schemas in the browser and on the server.

const role = z.enum(STAFF_ROLES, { error: "Choisissez un rôle dans la liste." });
const memberId = z
  .string({ error: "Membre inconnu\u00a0: rechargez la page." })
  .min(1, "Membre inconnu\u00a0: rechargez la page.");

export const InviteSchema = z.object({
  intent: z.literal("invite"),
  email: z
    .string({ error: "Adresse e-mail invalide" })
    .trim()
    .toLowerCase()
    .max(254, "Adresse e-mail invalide")
    .pipe(z.email({ error: "Adresse e-mail invalide" })),
  staffRole: role,
});

export const ChangeRoleSchema = z.object({
  intent: z.literal("role"),
  userId: memberId,
  staffRole: role,
});

export const MemberSchema = z.object({
  intent: z.enum(["deactivate", "reactivate"]),
  userId: memberId,
});

export const RevokeInvitationSchema = z.object({
  intent: z.literal("revoke-invitation"),
  invitationId: z.uuid({ error: "Invitation inconnue\u00a0: rechargez la page." }),
});

export const TwoFactorPolicySchema = z.object({
  intent: z.literal("policy"),
  // A box left unticked is missing from the form.
  requireTwoFactor: z
    .preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
    .default(false),
});

/** /invitation/<token>: the colleague's name and password (the site's rules, docs/product.md §5). */
export const AcceptInvitationSchema = z
  .object({
    name: NameSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: "Les mots de passe ne correspondent pas." }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Les mots de passe ne correspondent pas.",
  });

/** /securite: the password before showing a new secret or turning the second step off. */
export const TwoFactorPasswordSchema = z.object({
  intent: z.enum(["enable", "disable"]),
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis"),
});

export const TwoFactorConfirmSchema = z.object({
  intent: z.literal("confirm"),
  code: z
    .string({ error: "Saisissez le code à 6 chiffres de votre application." })
    .trim()
    .regex(/^\d{6}$/, "Saisissez le code à 6 chiffres de votre application."),
});
