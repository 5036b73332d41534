import { dateParts } from "#app/lib/dates.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "./kinds.ts";

function dakarParts(date: Date) {
  const get = dateParts(
    date,
    {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    },
    "en-GB",
  );
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** docs/product.md §3: FACT-YYYY-MM-DD-HHmm (DEVIS-…, PROP-TECH-…, AVOIR-…), in Dakar time. */
export function documentNumber(kind: DocumentKind, date: Date): string {
  const { year, month, day, hour, minute } = dakarParts(date);
  return `${DOCUMENT_KINDS[kind].prefix}-${year}-${month}-${day}-${hour}${minute}`;
}

/** How documents are numbered (ADR 046): by date, the default, or continuously per kind and year. */
export type NumberingMode = "date" | "continuous";

/** The numbering in force: its mode and the continuous series it is in (S2, S3…). */
export type Numbering = { mode: NumberingMode; series: number };

/** The default, before any switch: by date. */
export const DATE_NUMBERING: Numbering = { mode: "date", series: 0 };

/**
 * A continuous series (ADR 046): one kind in one Dakar year, in the `index`-th
 * series since continuous numbering was first chosen: FACT-2026, then FACT-2026-S2
 * after switching to it again.
 */
export function continuousSeries(kind: DocumentKind, date: Date, index: number): string {
  const base = `${DOCUMENT_KINDS[kind].prefix}-${dakarParts(date).year}`;
  return index <= 1 ? base : `${base}-S${index}`;
}

/** The n-th number of a continuous series, on four digits at least: FACT-2026-0001. */
export function continuousNumber(series: string, seq: number): string {
  return `${series}-${String(seq).padStart(4, "0")}`;
}

/**
 * Any document number of either format (of one kind, if given): a prefix of the
 * registry, then a date and time (FACT-2026-11-22-1405, -2…) or a year and a
 * sequence (FACT-2026-0001, FACT-2026-S2-0001).
 */
export function isDocumentNumber(text: string, kind?: DocumentKind): boolean {
  const prefixes = kind
    ? [DOCUMENT_KINDS[kind].prefix]
    : Object.values(DOCUMENT_KINDS).map((k) => k.prefix);
  return new RegExp(
    `^(?:${prefixes.join("|")})-\\d{4}-(?:\\d{2}-\\d{2}-\\d{4}(?:-\\d+)?|(?:S\\d+-)?\\d{4,})$`,
  ).test(text);
}

/**
 * The n-th number of a series (a series is one kind in one minute): the first
 * is the series itself, later ones get `-2`, `-3`…
 */
export function numberInSeries(series: string, seq: number): string {
  return seq <= 1 ? series : `${series}-${seq}`;
}

/** The calendar day in Dakar, as an ISO date: '2026-11-22'. */
export function dakarDay(date: Date): string {
  const { year, month, day } = dakarParts(date);
  return `${year}-${month}-${day}`;
}

/** An ISO day plus n days ('2026-11-22' + 30 → '2026-12-22'). */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-11-22' → '22/11/2026', the way documents print dates. */
export function printedDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

/** The issue date as printed: day/month/year, in Dakar time. */
export function documentDate(date: Date): string {
  const { year, month, day } = dakarParts(date);
  return `${day}/${month}/${year}`;
}

/**
 * The print window's title, which browsers propose as the PDF's file name:
 * the client (or project) name with spaces turned into hyphens, then the
 * number. Characters that file systems refuse are dropped.
 */
export function documentName(name: string, number: string): string {
  const slug = name
    .trim()
    .replace(/[\\/:*?"<>|]+/g, "")
    .replace(/\s+/g, "-");
  return slug ? `${slug}-${number}` : number;
}

/** The download's file name: the document name, as the print window titles it. */
export function pdfFileName(snapshot: { name: string }): string {
  return `${snapshot.name}.pdf`;
}
