import { dateParts } from "#app/lib/dates.ts";

export type EmailStatus = "pending" | "sending" | "sent" | "failed";

/** The outbox status as the staff read it (inbox badge and CSV column). */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  sent: "Envoyé",
  pending: "En attente",
  sending: "En cours",
  failed: "Échec",
};

/** What each kind of email is, for the staff's list of emails not delivered. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  contact: "Demande de contact, pour l'agence",
  "newsletter-notification": "Nouvel abonné, pour l'agence",
  "newsletter-welcome": "Bienvenue à un abonné de la newsletter",
  "account-verification": "Confirmation d'adresse d'un compte",
  "account-reset": "Réinitialisation de mot de passe",
  "staff-login": "Connexion à l'espace du personnel, pour l'agence",
  "document-quote": "Devis envoyé à un client",
  "document-invoice": "Facture envoyée à un client",
  "document-proposal": "Proposition technique envoyée à un client",
  "invoice-reminder": "Relance d'une facture impayée, pour un client",
};

/** '1,4\u00a0Mo', '820\u00a0Ko': a file size in French units. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`;
  const mb = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );
  return `${mb}\u00a0Mo`;
}

/** '22/11/2026 14:30' in Dakar time: a date French Excel reads and sorts as one. */
export function csvDateTime(date: Date | null | undefined): string {
  if (!date) return "";
  const get = dateParts(date, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}

/** '2026-11-22', the day in Dakar, for the name of an export. */
export function isoDay(date: Date): string {
  const get = dateParts(date, { day: "2-digit", month: "2-digit", year: "numeric" });
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * The Content-Disposition of a download named by a visitor: an ASCII fallback
 * (accents dropped, anything unsafe replaced) and the exact UTF-8 name (RFC 6266).
 */
export function attachmentDisposition(name: string): string {
  const fallback =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]|["\\]/g, "_")
      .trim() || "fichier";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The stored type when it is a plain MIME type, else a neutral one. */
export function safeContentType(type: string): string {
  return /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w-]+=[\w.-]+)*$/.test(type)
    ? type
    : "application/octet-stream";
}
