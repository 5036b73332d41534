export const DAKAR = "Africa/Dakar";

/** The months in French, January first (as printed: lower case). */
export const FRENCH_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** A date's parts as a clock in `timeZone` shows them, read by type ('year', 'hour'…). */
export function dateParts(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  locale = "fr-FR",
): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: DAKAR, ...options }).formatToParts(
    date,
  );
  return (type) => parts.find((p) => p.type === type)?.value ?? "";
}

function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase("fr-FR") + s.slice(1);
}

/** 'Dimanche 22 novembre 2026 à 14:30', in Dakar time (emails of docs/product.md §7). */
export function formatFrenchDateTime(date: Date, timeZone = DAKAR): string {
  const get = dateParts(date, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${capitalize(get("weekday"))} ${get("day")} ${get("month")} ${get("year")} à ${get("hour")}:${get("minute")}`;
}

/** « mardi 27 mai 2025 à 08:00 », inside a sentence (a stored instant or its JSON string). */
export function frenchDateTimeInSentence(date: Date | string): string {
  return formatFrenchDateTime(new Date(date)).replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}

/** '22 novembre 2026', for legal pages and documents. */
export function formatFrenchDate(date: Date, timeZone = DAKAR): string {
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

// The relative time has its own module: the blog cards' browser code needs it
// alone (their calendar date is written by the server).
export { relativeTimeFr } from "./relative-time.ts";
