const DAKAR = "Africa/Dakar";

function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase("fr-FR") + s.slice(1);
}

/** 'Dimanche 22 novembre 2026 à 14:30', in Dakar time (emails of SPEC.md §7). */
export function formatFrenchDateTime(date: Date, timeZone = DAKAR): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${capitalize(get("weekday"))} ${get("day")} ${get("month")} ${get("year")} à ${get("hour")}:${get("minute")}`;
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
