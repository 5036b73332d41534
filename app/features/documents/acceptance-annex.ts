import { dateParts } from "#app/lib/dates.ts";

/**
 * A quote accepted online (issue 22, ADR 028), as its print page and PDF show it in
 * place of the « Bon pour accord » box. Filled by the acceptance feature; documents
 * only draws it.
 */
export type AcceptanceAnnex = {
  /** When it was accepted (ISO instant); shown in Dakar time. */
  at: string;
  name: string;
  /** « Fonction », "" when none was given. */
  role: string;
  /** SHA-256 (hex) of the exact document accepted. */
  fingerprint: string;
  /** The drawn signature as a PNG data URL, or null. */
  signature: string | null;
};

/** « le 26 novembre 2026 à 14:05 », in Dakar time. */
export function acceptedWhen(at: Date): { day: string; time: string } {
  const get = dateParts(at, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return {
    day: `${get("day")} ${get("month")} ${get("year")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

/** « Accepté en ligne le … à … par …, empreinte … »: the block's one sentence. */
export function acceptanceSentence(
  a: Pick<AcceptanceAnnex, "at" | "name" | "role" | "fingerprint">,
) {
  const { day, time } = acceptedWhen(new Date(a.at));
  const who = a.role ? `${a.name} (${a.role})` : a.name;
  return `Accepté en ligne le ${day} à ${time} (heure de Dakar) par ${who}, empreinte SHA-256 ${a.fingerprint}`;
}
