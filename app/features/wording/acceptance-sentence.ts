import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import type { Language } from "#app/lib/currency.ts";
import { dateParts } from "#app/lib/dates.ts";

// How a quote accepted online (ADR 028) says so, in its language (ADR 055): on its PDF,
// print page, client page and e-mails.

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
