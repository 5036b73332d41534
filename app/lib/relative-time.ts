// French relative time for the blog cards, in the browser: its own module, so
// that the cards do not carry the rest of dates.ts.

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
