import { describe, expect, it } from "vitest";
import { moneyFigures, timeFigures, type ProjectDoc } from "./figures.ts";

const doc = (p: Partial<ProjectDoc> & Pick<ProjectDoc, "id" | "kind">): ProjectDoc => ({
  status: "issued",
  ht: 0,
  paidTotal: 0,
  sourceId: null,
  ...p,
});

describe("a project's money", () => {
  it("invoiced HT: live invoices less their credit notes; cashed: their payments", () => {
    const docs = [
      doc({ id: "q", kind: "quote", status: "accepted", ht: 1_000_000 }),
      doc({
        id: "d",
        kind: "invoice",
        status: "paid",
        ht: 300_000,
        paidTotal: 354_000,
        sourceId: "q",
      }),
      doc({
        id: "b",
        kind: "invoice",
        status: "partial",
        ht: 700_000,
        paidTotal: 100_000,
        sourceId: "q",
      }),
      doc({ id: "n", kind: "credit_note", ht: 50_000, sourceId: "b" }),
      // Cancelled, with its cancelling note: nothing of either counts.
      doc({ id: "x", kind: "invoice", status: "cancelled", ht: 999, paidTotal: 0, sourceId: "q" }),
      doc({ id: "xn", kind: "credit_note", ht: 999, sourceId: "x" }),
    ];
    expect(moneyFigures(docs)).toEqual({
      invoicedHt: 300_000 + 700_000 - 50_000,
      cashed: 354_000 + 100_000,
    });
    expect(moneyFigures([])).toEqual({ invoicedHt: 0, cashed: 0 });
  });
});

describe("a project's time", () => {
  it("sums minutes, and the billable ones' worth entry by entry", () => {
    const t = timeFigures([
      { minutes: 90, billable: true, rate: 20_000 }, // 30 000
      { minutes: 7, billable: true, rate: 17_999 }, // 2 099,88… → 2 100
      { minutes: 1, billable: true, rate: 30 }, // 0,5 → 1
      { minutes: 60, billable: false, rate: 20_000 },
      { minutes: 45, billable: true, rate: null },
    ]);
    expect(t).toEqual({
      minutes: 90 + 7 + 1 + 60 + 45,
      billableMinutes: 90 + 7 + 1 + 45,
      billableValue: 30_000 + 2_100 + 1,
      unpricedMinutes: 45,
    });
  });

  it("entries alike come counted: each is rounded, then multiplied", () => {
    const t = timeFigures([
      { minutes: 1, billable: true, rate: 30, count: 3 }, // 3 × (0,5 → 1)
      { minutes: 45, billable: true, rate: null, count: 2 },
      { minutes: 60, billable: false, rate: 20_000, count: 4 },
    ]);
    expect(t).toEqual({
      minutes: 3 * 1 + 2 * 45 + 4 * 60,
      billableMinutes: 3 * 1 + 2 * 45,
      billableValue: 3,
      unpricedMinutes: 90,
    });
  });
});
