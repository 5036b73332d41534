import { describe, expect, test } from "vitest";
import { numberingExamples } from "./examples.ts";

describe("the next numbers the numbering page shows", () => {
  const at = new Date("2026-11-22T14:05:00Z");
  test("by date, the minute's; continuous, after the series' last (none: 0001)", () => {
    expect(numberingExamples("date", at, 0).invoice).toBe("FACT-2026-11-22-1405");
    const next = numberingExamples("continuous", at, 1, { "FACT-2026": 41 });
    expect([next.invoice, next.quote, next.credit_note, next.proposal]).toEqual([
      "FACT-2026-0042",
      "DEVIS-2026-0001",
      "AVOIR-2026-0001",
      "PROP-TECH-2026-0001",
    ]);
    expect(numberingExamples("continuous", at, 3).invoice).toBe("FACT-2026-S3-0001");
  });
});
