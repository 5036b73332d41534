import { z } from "#app/lib/zod.ts";

// docs/product.md §5, word for word; the same schemas in the browser and on the server.

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));

const password = (min: number, message: string) =>
  z
    .string({ error: message })
    .min(min, message)
    .max(128, "Le mot de passe est trop long (128 caractères au plus).");

export const LoginSchema = z.object({
  email: email("Adresse e-mail invalide"),
  password: password(6, "Le mot de passe doit contenir au moins 6 caractères"),
  // A box left unticked is missing from the form: false, and not « required » to assistive tech.
  remember: z
    .preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
    .default(false),
});

export const RegisterSchema = z
  .object({
    name: z
      .string({ error: "Le nom doit contenir au moins 2 caractères" })
      .trim()
      .min(2, "Le nom doit contenir au moins 2 caractères")
      .max(120, "Le nom ne doit pas dépasser 120 caractères"),
    email: email("Adresse e-mail invalide"),
    password: password(6, "Le mot de passe doit contenir au moins 6 caractères"),
    confirmPassword: z.string({ error: "Les mots de passe ne correspondent pas" }),
    terms: z.literal("on", { error: "Vous devez accepter les conditions d'utilisation" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Les mots de passe ne correspondent pas",
    // Said even while another field (the terms box) is still wrong.
    when: (payload) =>
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === "string",
  });

export const ForgotPasswordSchema = z.object({ email: email("Adresse e-mail invalide") });

/** A password chosen now (reset, change): 8 characters at least, whatever the door. */
export const NewPasswordSchema = password(
  8,
  "Le nouveau mot de passe doit contenir au moins 8 caractères.",
);
const newPassword = NewPasswordSchema;

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: "Ce lien de réinitialisation n'est pas valide." })
      .min(1, "Ce lien de réinitialisation n'est pas valide."),
    newPassword,
    confirmPassword: z.string({ error: "Les mots de passe ne correspondent pas." }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Les mots de passe ne correspondent pas.",
  });

export const ProfileSchema = z.object({
  fullName: z
    .string({ error: "Le nom doit contenir au moins 2 caractères." })
    .trim()
    .min(2, "Le nom doit contenir au moins 2 caractères.")
    .max(120, "Le nom ne doit pas dépasser 120 caractères."),
});

/** A person's name wherever it is set (the profile form, or better-auth's own endpoints). */
export const NameSchema = ProfileSchema.shape.fullName;

/** An empty field reaches the schema as `undefined` (Conform); compared as the empty text it was. */
const sameText = (a: unknown, b: unknown) => (a ?? "") === (b ?? "");

export const ChangePasswordSchema = z
  .object({
    currentPassword: password(6, "Le mot de passe doit contenir au moins 6 caractères"),
    newPassword,
    // Left empty, it is only « different » from a new password that is not empty.
    confirmPassword: z.string().optional(),
  })
  .refine((v) => sameText(v.newPassword, v.confirmPassword), {
    path: ["confirmPassword"],
    message: "Les mots de passe ne correspondent pas.",
    // Said even while another field is still wrong (an empty new password included).
    when: () => true,
  });

/** docs/product.md §3: the four notification preferences and their defaults. */
export const NOTIFICATION_DEFAULTS = {
  email: true,
  marketing: false,
  activityUpdates: true,
  securityAlerts: true,
} as const;
export type NotificationKey = keyof typeof NOTIFICATION_DEFAULTS;
export type NotificationPreferences = Record<NotificationKey, boolean>;

export const NotificationPreferenceSchema = z.object({
  key: z.enum(["email", "marketing", "activityUpdates", "securityAlerts"]),
  value: z.enum(["true", "false"]).transform((v) => v === "true"),
});
