import type { Language } from "./currencies.ts";

// The dates of an English document (ADR 055), apart from dates.ts: only the print, the
// PDF and the client page need them, not the pages that read French dates.

/** The months in English, January first. */
export const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * An ISO day as a document prints it in its language (ADR 055): fr « 30/11/2026 »
 * (as ever), en « 30 November 2026 » (day first: no US/UK ambiguity).
 */
export function formatDateIn(isoDay: string, language: Language): string {
  const [year, month, day] = isoDay.split("-");
  if (language === "fr") return `${day}/${month}/${year}`;
  return `${Number(day)} ${ENGLISH_MONTHS[Number(month) - 1]} ${year}`;
}
