// Account activity (docs/product.md §3, ADR 009): what happened, when, and from which device.

export type ActivityKind =
  | "sign-in"
  | "password-changed"
  | "password-reset"
  | "session-revoked"
  | "sessions-revoked"
  | "profile-updated"
  | "email-verified";

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  "sign-in": "Connexion",
  "password-changed": "Mot de passe modifié",
  "password-reset": "Mot de passe réinitialisé",
  "session-revoked": "Session déconnectée",
  "sessions-revoked": "Autres sessions déconnectées",
  "profile-updated": "Profil modifié",
  "email-verified": "Adresse e-mail vérifiée",
};

export const ACTIVITY_RETENTION_DAYS = 30;

/** 'Chrome sur Windows', 'Safari sur iPhone'… from a User-Agent, in French. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  if (!ua) return "Appareil inconnu";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /(Chrome|Chromium|HeadlessChrome)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : "Navigateur";
  const os = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(ua)
            ? "macOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "un appareil inconnu";
  return `${browser} sur ${os}`;
}
