import { formatAmount } from "#app/lib/money.ts";
import type { SnapshotLine } from "./snapshot.ts";
import type { Totals } from "./totals.ts";

// The VAT summary of a document with rates per line; its totals' rows, in its language,
// are the wording feature's (wording/total-rows.ts), and so is an English summary's
// words (wording/vat-summary.ts).

const percent = (p: number) => `${p}\u00a0%`;

/** The VAT summary of a document with rates per line (CGI art. 447, ADR 050), or null. */
export type VatSummary = {
  caption: string;
  head: [string, string, string];
  rows: [rate: string, base: string, vat: string][];
  /** « * Exonération : … », one per reason of its exempt lines. */
  notes: string[];
};

/** The summary's words in one language (ADR 055). */
export type VatSummaryWords = {
  caption: string;
  rate: string;
  /** Its heads, then « (FCFA) »: « Base HT (FCFA) ». */
  base: string;
  vat: string;
  /** « 0 % exonéré* ». */
  exempt: string;
  /** « * Exonération : … ». */
  exemption: string;
};

export const FRENCH_VAT_SUMMARY: VatSummaryWords = {
  caption: "Récapitulatif de la TVA",
  rate: "Taux",
  base: "Base HT",
  vat: "TVA",
  exempt: "exonéré",
  exemption: "*\u00a0Exonération\u00a0:",
};

/** French XOF unless told: the staff's page and every French document, as ever. */
export function vatSummary(
  doc: { totals: Totals; lines: SnapshotLine[] },
  words: VatSummaryWords = FRENCH_VAT_SUMMARY,
  figure: (minor: number) => string = formatAmount,
  currency = "FCFA",
): VatSummary | null {
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
    caption: words.caption,
    head: [words.rate, `${words.base} (${currency})`, `${words.vat} (${currency})`],
    rows: groups.map((g) => [
      g.category === "exempt" ? `0\u00a0% ${words.exempt}*` : percent(g.rate),
      figure(g.base),
      figure(g.vat),
    ]),
    notes: reasons.map((r) => `${words.exemption} ${r}`),
  };
}
