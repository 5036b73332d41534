import { describe, expect, test } from "vitest";
import { computeTotals, priceLine } from "#app/features/documents/totals.ts";
import { lineVatOf } from "#app/features/documents/vat.ts";
import type { SnapshotLine } from "#app/features/documents/snapshot.ts";
import { vatSummary } from "./vat-summary-rows.ts";

// The summary by rate of issue 35 §2, in French XOF (the staff's page and French
// documents). Figures worked out by hand: 450 000 at 18 % and 2 × 75 000 exempt, a 10 %
// discount, a 15 000 débours outside both.

const line = (designation: string, quantity: string, unitPrice: string, vat: string, why = "") => ({
  ...priceLine({ designation, quantity, unitPrice }),
  ...lineVatOf(vat, why),
});

describe("the VAT summary by rate", () => {
  test("one row per rate, its base after the discount, the reasons of exempt lines", () => {
    const lines = [
      line("Site vitrine", "1", "450 000", "18"),
      line("Formation", "2", "75 000", "0", "Exonération art. 361 du CGI"),
      line("Nom de domaine", "1", "15 000", "debours"),
    ];
    const totals = computeTotals(lines, {
      applyDiscount: true,
      discountPercentage: 10,
      applyVat: true,
      vatPercentage: 18,
    });
    expect(vatSummary({ totals, lines })).toEqual({
      caption: "Récapitulatif de la TVA",
      head: ["Taux", "Base HT (FCFA)", "TVA (FCFA)"],
      rows: [
        ["18\u00a0%", "405\u00a0000", "72\u00a0900"],
        ["0\u00a0% exonéré*", "135\u00a0000", "0"],
      ],
      notes: ["*\u00a0Exonération\u00a0: Exonération art. 361 du CGI"],
    });
  });

  test("an old snapshot (one rate, no per-line field) has none", () => {
    const totals = {
      totalHT: 450000,
      discountAmount: 45000,
      totalAfterDiscount: 405000,
      vatAmount: 72900,
      totalTTC: 477900,
    };
    const lines: SnapshotLine[] = [
      { designation: "Site", quantity: "1", unitPrice: 450000, total: 450000 },
    ];
    expect(vatSummary({ totals, lines })).toBeNull();
  });
});
