import { dateParts } from "#app/lib/dates.ts";

export type DocumentKind = "quote" | "invoice" | "proposal";

const PREFIX: Record<DocumentKind, string> = {
  quote: "DEVIS",
  invoice: "FACT",
  proposal: "PROP-TECH",
};

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

/** SPEC.md §3: FACT-YYYY-MM-DD-HHmm (DEVIS-…, PROP-TECH-…), in Dakar time. */
export function documentNumber(kind: DocumentKind, date: Date): string {
  const { year, month, day, hour, minute } = dakarParts(date);
  return `${PREFIX[kind]}-${year}-${month}-${day}-${hour}${minute}`;
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
