export const DAKAR = "Africa/Dakar";

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

/** '22 novembre 2026', for legal pages and documents. */
export function formatFrenchDate(date: Date, timeZone = DAKAR): string {
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** 'il y a 5 mois', 'hier', 'à l'instant' (blog cards, docs/product.md §2). */
export function relativeTimeFr(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, ms] of UNITS) {
    const count = Math.floor(Math.abs(elapsed) / ms);
    if (count === 0) continue;
    // 'hier' reads better than 'il y a 1 jour'; 'l'année dernière' would be wrong after 20 months.
    const numeric = unit === "day" && count === 1 ? "auto" : "always";
    return new Intl.RelativeTimeFormat("fr-FR", { numeric }).format(
      elapsed >= 0 ? -count : count,
      unit,
    );
  }
  return "à l'instant";
}
