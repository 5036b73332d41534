import { describe, expect, it } from "vitest";
import {
  automaticMoveApplies,
  conversionPercent,
  formatDays,
  manualMoveRefusal,
  median,
  refusedOnlineReason,
  stayDays,
} from "./stages.ts";

describe("manual moves", () => {
  it("moves to any other stage, « Perdu » only with a reason", () => {
    expect(manualMoveRefusal("new", "meeting", "")).toBeNull();
    expect(manualMoveRefusal("won", "contacted", "")).toBeNull();
    expect(manualMoveRefusal("quote_sent", "lost", "Trop cher")).toBeNull();
    expect(manualMoveRefusal("quote_sent", "lost", "  ")).toBe(
      "Indiquez la raison de la perte (3 caractères au moins).",
    );
    expect(manualMoveRefusal("new", "new", "")).toBe(
      "L'opportunité est déjà à l'étape «\u00a0Nouveau\u00a0».",
    );
  });
});

describe("automatic moves", () => {
  it("go forward only, and never out of a closed stage but for the quote's answer", () => {
    expect(automaticMoveApplies("new", "contacted")).toBe(true);
    expect(automaticMoveApplies("new", "quote_sent")).toBe(true);
    expect(automaticMoveApplies("quote_sent", "meeting")).toBe(false);
    expect(automaticMoveApplies("quote_sent", "contacted")).toBe(false);
    expect(automaticMoveApplies("contacted", "contacted")).toBe(false);
    expect(automaticMoveApplies("lost", "quote_sent")).toBe(false);
    expect(automaticMoveApplies("won", "meeting")).toBe(false);
    expect(automaticMoveApplies("quote_sent", "won")).toBe(true);
    expect(automaticMoveApplies("lost", "won")).toBe(true);
    expect(automaticMoveApplies("quote_sent", "lost")).toBe(true);
    expect(automaticMoveApplies("won", "won")).toBe(false);
  });

  it("words a refusal online with the client's reason when given", () => {
    expect(refusedOnlineReason(null)).toBe("Devis refusé en ligne");
    expect(refusedOnlineReason("  ")).toBe("Devis refusé en ligne");
    expect(refusedOnlineReason("Budget")).toBe("Devis refusé en ligne\u00a0: Budget");
  });
});

describe("figures", () => {
  it("median of odd, even and empty lists", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it("counts each ended stay in its stage, in days", () => {
    const d = (day: number, hour = 0) => new Date(Date.UTC(2026, 0, day, hour));
    const moves = [
      { opportunityId: "a", toStage: "new" as const, at: d(1) },
      { opportunityId: "a", toStage: "contacted" as const, at: d(3) },
      { opportunityId: "a", toStage: "quote_sent" as const, at: d(4, 12) },
      { opportunityId: "a", toStage: "won" as const, at: d(10) },
      // Given out of order: sorted by time.
      { opportunityId: "b", toStage: "contacted" as const, at: d(6) },
      { opportunityId: "b", toStage: "new" as const, at: d(2) },
      // Still in « Nouveau »: not counted.
      { opportunityId: "c", toStage: "new" as const, at: d(5) },
    ];
    expect(stayDays(moves, d(1))).toEqual({
      new: [2, 4],
      contacted: [1.5],
      meeting: [],
      quote_sent: [5.5],
    });
    // Stays ended before the period are left out.
    expect(stayDays(moves, d(5)).new).toEqual([4]);
  });

  it("conversion in whole percent and days with a French comma", () => {
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(1, 3)).toBe(33);
    expect(conversionPercent(2, 3)).toBe(67);
    expect(formatDays(2.25)).toBe("2,3\u00a0j");
    expect(formatDays(4)).toBe("4\u00a0j");
    expect(formatDays(null)).toBe("—");
  });
});
