// The dates of an English document (ADR 055), apart from dates.ts and from the amounts in
// words: the print, the PDF, the client page and the e-mails of an English document.

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

/** An ISO day as an English document prints it: « 30 November 2026 » (day first: no US/UK ambiguity). */
export function formatDateEn(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${Number(day)} ${ENGLISH_MONTHS[Number(month) - 1]} ${year}`;
}
