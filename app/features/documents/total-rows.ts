import { formatAmount } from "#app/lib/money.ts";
import type { SnapshotLine } from "./snapshot.ts";
import type { Totals } from "./totals.ts";

// The VAT summary of a document with rates per line; its totals' rows, in its language,
// are the wording feature's (wording/total-rows.ts).

const percent = (p: number) => `${p}\u00a0%`;

/** The VAT summary of a document with rates per line (CGI art. 447, ADR 050), or null. */
export type VatSummary = {
  head: [string, string, string];
  rows: [rate: string, base: string, vat: string][];
  /** « * Exonération : … », one per reason of its exempt lines. */
  notes: string[];
};

export function vatSummary(doc: { totals: Totals; lines: SnapshotLine[] }): VatSummary | null {
  const groups = doc.totals.vatBreakdown;
  if (!groups || groups.length === 0) return null;
  const reasons = [
    ...new Set(
      doc.lines
        .filter((l) => l.vatCategory === "exempt" && l.exemptionReason)
        .map((l) => l.exemptionReason!),
    ),
  ];
  return {
    head: ["Taux", "Base HT (FCFA)", "TVA (FCFA)"],
    rows: groups.map((g) => [
      g.category === "exempt" ? "0\u00a0% exonéré*" : percent(g.rate),
      formatAmount(g.base),
      formatAmount(g.vat),
    ]),
    notes: reasons.map((r) => `*\u00a0Exonération\u00a0: ${r}`),
  };
}
