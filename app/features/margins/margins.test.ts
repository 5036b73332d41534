import { describe, expect, it } from "vitest";
import {
  costOn,
  formatRate,
  marginsBy,
  timeByMember,
  topInvoiced,
  totalOf,
  type MarginRows,
} from "./margins.ts";

// Every expected figure below is worked by hand in the comment beside it.

const P1 = { projectId: "p1", clientId: "c1" };
const P2 = { projectId: "p2", clientId: "c1" };

const rows: MarginRows = {
  // Summed per place by the database (moneyFigures's rule, tested in
  // tests/integration/margins.test.ts), several rows for a place adding up.
  invoiced: [
    // p1: an invoice of 500 000 HT in January less its February avoir of 50 000 (the
    // invoice's month); an invoice cancelled by its avoir: nothing, nor the avoir.
    { ...P1, month: "2026-01", ht: 500_000 },
    { ...P1, month: "2026-01", ht: -50_000 },
    // p2: an invoice of 100 000 HT on the last day of January (its month is January).
    { ...P2, month: "2026-01", ht: 100_000 },
    // A client invoice on no project: the client's and the month's, no project's.
    { projectId: null, clientId: "c2", month: "2026-03", ht: 30_000 },
  ],
  payments: [
    { ...P1, month: "2026-02", amount: 300_000 },
    { projectId: null, clientId: "c2", month: "2026-03", amount: 35_400 },
  ],
  time: [
    // p1 in January, summed by the database: member A at 3 001 F/h, 3 entries of 30 min,
    // each 1 500,5 → 1 501 (half away from zero), 4 503; member B without a cost: 2 h.
    { ...P1, month: "2026-01", minutes: 210, uncostedMinutes: 120, cost: 4_503 },
    // p2, 20 h at 9 000 F/h = 180 000: more than it invoiced.
    { ...P2, month: "2026-02", minutes: 1_200, uncostedMinutes: 0, cost: 180_000 },
  ],
  expenses: [
    // p1: 118 000 TTC with 18 000 of VAT → 100 000 HT.
    { ...P1, month: "2026-01", ht: 100_000 },
    // The firm's own expense, on no project: only the month's.
    { projectId: null, clientId: null, month: "2026-03", ht: 20_000 },
  ],
};

describe("margins per project", () => {
  const byProject = marginsBy(rows, "project");

  it("p1: the credit note lowers its invoice, the cancelled invoice counts for nothing", () => {
    expect(byProject.get("p1")).toEqual({
      invoicedHt: 450_000, // 500 000 − 50 000
      cashed: 300_000,
      minutes: 210, // 3 × 30 + 120
      uncostedMinutes: 120,
      timeCost: 4_503, // 3 × 1 501
      expenses: 100_000,
      margin: 345_497, // 450 000 − 4 503 − 100 000
      rateTenths: 768, // 345 497 ÷ 450 000 = 76,777… % → 76,8 %
    });
  });

  it("p2: a negative margin", () => {
    expect(byProject.get("p2")).toMatchObject({
      invoicedHt: 100_000,
      timeCost: 180_000,
      margin: -80_000,
      rateTenths: -800, // −80 %
    });
    expect(formatRate(-800)).toBe("\u221280,0\u202f%");
  });

  it("leaves out what has no project", () => {
    expect([...byProject.keys()].sort()).toEqual(["p1", "p2"]);
  });
});

describe("margins per client", () => {
  it("a client's invoices and its projects' time and expenses", () => {
    const byClient = marginsBy(rows, "client");
    // c1 = p1 + p2: 450 000 + 100 000 invoiced; 4 503 + 180 000 time; 100 000 spent.
    expect(byClient.get("c1")).toMatchObject({
      invoicedHt: 550_000,
      cashed: 300_000,
      timeCost: 184_503,
      expenses: 100_000,
      margin: 265_497,
      rateTenths: 483, // 265 497 ÷ 550 000 = 48,272… %
    });
    expect(byClient.get("c2")).toMatchObject({
      invoicedHt: 30_000,
      cashed: 35_400,
      margin: 30_000,
    });
  });
});

describe("margins per month", () => {
  const byMonth = marginsBy(rows, "month");

  it("by the invoice's month: the February avoir lowers January", () => {
    // January: 500 000 − 50 000 + 100 000 (f2 and a2 nothing); time 4 503; expense 100 000.
    expect(byMonth.get("2026-01")).toMatchObject({
      invoicedHt: 550_000,
      timeCost: 4_503,
      expenses: 100_000,
      margin: 445_497,
      uncostedMinutes: 120,
    });
    // February: nothing invoiced, 300 000 cashed, 180 000 of time: no rate.
    expect(byMonth.get("2026-02")).toEqual({
      invoicedHt: 0,
      cashed: 300_000,
      minutes: 1_200,
      uncostedMinutes: 0,
      timeCost: 180_000,
      expenses: 0,
      margin: -180_000,
      rateTenths: null,
    });
    expect(formatRate(null)).toBe("—");
    // March: 30 000 invoiced, the firm's own 20 000 expense.
    expect(byMonth.get("2026-03")).toMatchObject({ invoicedHt: 30_000, margin: 10_000 });
  });

  it("the year's total is the months' sum", () => {
    expect(totalOf(marginsBy(rows, "month").values())).toMatchObject({
      invoicedHt: 580_000, // 550 000 + 30 000
      cashed: 335_400,
      timeCost: 184_503,
      expenses: 120_000,
      margin: 275_497, // 580 000 − 184 503 − 120 000
      rateTenths: 475, // 47,499… %
    });
  });
});

describe("the cost in effect on an entry's day", () => {
  const history = [
    { effectiveFrom: "2026-06-01", hourlyCost: 5_000 },
    { effectiveFrom: "2026-01-15", hourlyCost: 4_000 },
    { effectiveFrom: "2026-09-01", hourlyCost: null },
  ];
  it("the latest change on or before the day; before the first, the first", () => {
    expect(costOn(history, "2025-12-31")).toBe(4_000);
    expect(costOn(history, "2026-01-15")).toBe(4_000);
    expect(costOn(history, "2026-05-31")).toBe(4_000);
    expect(costOn(history, "2026-06-01")).toBe(5_000);
    expect(costOn(history, "2026-09-02")).toBeNull();
    expect(costOn([], "2026-09-02")).toBeNull();
  });
});

describe("a month's time per member and project", () => {
  it("sums each member's entries on a project, priced entry by entry", () => {
    const found = timeByMember([
      // A on p1: 3 × 30 min at 3 001 F/h → 3 × 1 501 (1 500,5 half away from zero) = 4 503,
      // and 45 min at 3 001 → 2 250,75 → 2 251; first day the 3rd.
      {
        userId: "A",
        projectId: "p1",
        minutes: 30,
        count: 3,
        hourlyCost: 3_001,
        firstDay: "2026-01-05",
      },
      {
        userId: "A",
        projectId: "p1",
        minutes: 45,
        count: 1,
        hourlyCost: 3_001,
        firstDay: "2026-01-03",
      },
      // A on p2: 1 h at 3 001.
      {
        userId: "A",
        projectId: "p2",
        minutes: 60,
        count: 1,
        hourlyCost: 3_001,
        firstDay: "2026-01-09",
      },
      // B on p1: 2 h without cost, then 30 min at 9 000 once it was set (4 500).
      {
        userId: "B",
        projectId: "p1",
        minutes: 120,
        count: 1,
        hourlyCost: null,
        firstDay: "2026-01-02",
      },
      {
        userId: "B",
        projectId: "p1",
        minutes: 30,
        count: 1,
        hourlyCost: 9_000,
        firstDay: "2026-01-20",
      },
    ]);
    expect(found).toEqual([
      {
        userId: "A",
        projectId: "p1",
        firstDay: "2026-01-03",
        minutes: 135,
        cost: 4_503 + 2_251,
        uncostedMinutes: 0,
      },
      {
        userId: "A",
        projectId: "p2",
        firstDay: "2026-01-09",
        minutes: 60,
        cost: 3_001,
        uncostedMinutes: 0,
      },
      {
        userId: "B",
        projectId: "p1",
        firstDay: "2026-01-02",
        minutes: 150,
        cost: 4_500,
        uncostedMinutes: 120,
      },
    ]);
  });
});

describe("topInvoiced", () => {
  it("keeps the clients that invoiced the most, in the table's order", () => {
    const r = (name: string, invoicedHt: number, margin: number) => ({ name, invoicedHt, margin });
    // The table's order (by margin): a loss last.
    const table = [
      r("A", 100, 90),
      r("B", 500, 80),
      r("C", 300, 10),
      r("D", 300, 20),
      r("E", 900, -5),
    ];
    // The 3 largest invoiced: E 900, B 500, then D (300, margin 20) before C (300, margin 10).
    expect(topInvoiced(table, 3).map((x) => x.name)).toEqual(["B", "D", "E"]);
    expect(topInvoiced(table, 10)).toEqual(table);
  });
});
