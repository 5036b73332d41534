// French relative time for the blog cards, in the browser: its own module, so
// that the cards do not carry the rest of dates.ts. Written out rather than with
// Intl.RelativeTimeFormat: building that formatter loads the locale's data, which
// took 47 ms of a 4× slowed CPU in the task that follows hydration on `/`.
// relative-time.test.ts proves the words equal to Intl's for fr-FR.

type Unit = "year" | "month" | "week" | "day" | "hour" | "minute";

const UNITS: [Unit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const WORDS: Record<Unit, [one: string, other: string]> = {
  year: ["an", "ans"],
  month: ["mois", "mois"],
  week: ["semaine", "semaines"],
  day: ["jour", "jours"],
  hour: ["heure", "heures"],
  minute: ["minute", "minutes"],
};

/** `count` whole units ago (or ahead), as Intl.RelativeTimeFormat("fr-FR") says it. */
export function relativePhrase(count: number, unit: Unit, past: boolean): string {
  // 'hier' reads better than 'il y a 1 jour' (Intl's numeric: "auto", for days only).
  if (unit === "day" && count === 1) return past ? "hier" : "demain";
  // French groups thousands with a narrow no-break space; one and zero take the singular.
  const number = String(count).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  const words = `${number} ${WORDS[unit][count > 1 ? 1 : 0]}`;
  return past ? `il y a ${words}` : `dans ${words}`;
}

/** 'il y a 5 mois', 'hier', 'à l'instant' (blog cards, docs/product.md §2). */
export function relativeTimeFr(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, ms] of UNITS) {
    const count = Math.floor(Math.abs(elapsed) / ms);
    if (count === 0) continue;
    return relativePhrase(count, unit, elapsed >= 0);
  }
  return "à l'instant";
}
