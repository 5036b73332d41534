import type { Language } from "#app/lib/currency.ts";
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

/**
 * « le 26 novembre 2026 à 14:05 », in Dakar time; in English (ADR 055) « 26 November
 * 2026 » (en-GB: day first, as the English documents' dates), the same clock.
 */
export function acceptedWhen(at: Date, language: Language = "fr"): { day: string; time: string } {
  const get = dateParts(
    at,
    {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    },
    language === "en" ? "en-GB" : "fr-FR",
  );
  return {
    day: `${get("day")} ${get("month")} ${get("year")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

/**
 * « Accepté en ligne le … à … par …, empreinte … »: the block's one sentence, in the
 * quote's language (an English quote's PDF and pages say « Approved online on … »).
 */
export function acceptanceSentence(
  a: Pick<AcceptanceAnnex, "at" | "name" | "role" | "fingerprint">,
  language: Language = "fr",
) {
  const { day, time } = acceptedWhen(new Date(a.at), language);
  const who = a.role ? `${a.name} (${a.role})` : a.name;
  return language === "en"
    ? `Approved online on ${day} at ${time} (Dakar time) by ${who}, SHA-256 fingerprint ${a.fingerprint}`
    : `Accepté en ligne le ${day} à ${time} (heure de Dakar) par ${who}, empreinte SHA-256 ${a.fingerprint}`;
}
