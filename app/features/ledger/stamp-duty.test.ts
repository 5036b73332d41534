import { describe, expect, it } from "vitest";
import { basisPoints, printedRate, stampDutyOf } from "./stamp-duty.ts";

describe("the stamp duty on cash payments", () => {
  it("reads the rate typed in the settings", () => {
    expect(basisPoints("1")).toBe(100);
    expect(basisPoints("0,5")).toBe(50);
    expect(basisPoints("1.25")).toBe(125);
    expect(basisPoints("0")).toBe(0);
    expect(basisPoints("un")).toBe(0);
    expect(printedRate(100)).toBe("1\u00a0%");
    expect(printedRate(50)).toBe("0,5\u00a0%");
    expect(printedRate(125)).toBe("1,25\u00a0%");
  });

  it("is 1 % of a cash payment, whole francs, a half franc up; nothing for other methods", () => {
    // 100 000 × 1 % = 1 000; 1 250 × 1 % = 12.5 → 13; 1 249 × 1 % = 12.49 → 12.
    expect(stampDutyOf("especes", 100_000, 100)).toBe(1_000);
    expect(stampDutyOf("especes", 1_250, 100)).toBe(13);
    expect(stampDutyOf("especes", 1_249, 100)).toBe(12);
    // No threshold any more: 500 F in cash still carries 5 F.
    expect(stampDutyOf("especes", 500, 100)).toBe(5);
    // The largest invoice the studio issues: 10 000 000 000 000 × 1 % stays exact.
    expect(stampDutyOf("especes", 10_000_000_000_000, 100)).toBe(100_000_000_000);
    expect(stampDutyOf("wave", 100_000, 100)).toBe(0);
    expect(stampDutyOf("virement", 100_000, 100)).toBe(0);
    expect(stampDutyOf("especes", 100_000, 0)).toBe(0);
  });
});
