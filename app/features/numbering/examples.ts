import { DOCUMENT_KIND_NAMES, type DocumentKind } from "#app/features/documents/kinds.ts";
import {
  continuousNumber,
  continuousSeries,
  documentNumber,
  type NumberingMode,
} from "#app/features/documents/numbering.ts";

/**
 * The next number of each kind in a mode, at `date` (the numbering page: « la prochaine
 * facture portera le numéro … »): in a continuous series, after its `last` number
 * handed out (none: a series that starts, at 0001); by date, the minute's first.
 */
export function numberingExamples(
  mode: NumberingMode,
  date: Date,
  series: number,
  last: Record<string, number> = {},
): Record<DocumentKind, string> {
  const first = (kind: DocumentKind) => {
    if (mode === "date") return documentNumber(kind, date);
    const name = continuousSeries(kind, date, series);
    return continuousNumber(name, (last[name] ?? 0) + 1);
  };
  return Object.fromEntries(DOCUMENT_KIND_NAMES.map((k) => [k, first(k)])) as Record<
    DocumentKind,
    string
  >;
}
