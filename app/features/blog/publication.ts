/**
 * An article's publication instant: its day at 08:00 in Dakar, which is UTC
 * all year round (no daylight saving). Search engines want a time and a zone
 * (JSON-LD datePublished, article:published_time); the RSS feed says the same.
 */
export function publicationInstant(day: string): string {
  return `${day}T08:00:00+00:00`;
}
