import type { VatSummary } from "#app/features/documents/total-rows.ts";
import type { SnapshotLine } from "#app/features/documents/snapshot.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import { formatAmount } from "#app/lib/money.ts";

// The VAT summary by rate of a document with rates per line (ADR 050), in the words it is
// given; French XOF unless told (the staff's page, every French document). The words of a
// document's language and currency are vat-summary.ts's.

const percent = (p: number) => `${p}\u00a0%`;

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
  doc: { totals: Totals; lines: Pick<SnapshotLine, "vatCategory" | "exemptionReason">[] },
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
