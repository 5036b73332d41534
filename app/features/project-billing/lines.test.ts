import { describe, expect, it } from "vitest";
import { billingLines, expenseAmount, lotValue, timeLots, type BillableTime } from "./lines.ts";

const t = (id: string, minutes: number, rate: number | null, member: string, prestation: string) =>
  ({ id, minutes, rate, memberName: member, prestation }) satisfies BillableTime;

const time = [
  t("a", 90, 15_000, "Awa", "Développement"), // 1,5 h
  t("b", 50, 15_000, "Moussa", "Développement"), // 50 min: not a hundredth of an hour
  t("c", 120, 20_000, "Awa", "Design"), // 2 h
  t("d", 30, null, "Awa", "Forfait"), // no rate: not billed by time
];

describe("billingLines", () => {
  it("groups the time by prestation: hours × rate, rounded once per line", () => {
    const { lines, timeEntryIds } = billingLines({
      time,
      expenses: [],
      grouping: "prestation",
      markup: 0,
    });
    // Développement: 140 min at 15 000 F/h = 35 000 F exactly; 140 is not a multiple of 3.
    // Design: 2 h × 20 000 = 40 000 F.
    expect(lines).toEqual([
      {
        designation: "Développement (2\u00a0h\u00a020 à 15\u00a0000\u00a0F/h)",
        quantity: "1",
        unitPrice: "35000",
        total: 35_000,
      },
      { designation: "Design (2\u00a0h)", quantity: "2", unitPrice: "20000", total: 40_000 },
    ]);
    expect(timeEntryIds).toEqual(["a", "b", "c"]);
  });

  it("groups the time by member, one line per member and rate", () => {
    const { lines } = billingLines({ time, expenses: [], grouping: "membre", markup: 0 });
    expect(lines.map((l) => [l.designation, l.quantity, l.unitPrice, l.total])).toEqual([
      ["Temps passé — Awa (1\u00a0h\u00a030)", "1,5", "15000", 22_500],
      // 50 min × 15 000 / 60 = 12 500 exactly.
      ["Temps passé — Moussa (50\u00a0min à 15\u00a0000\u00a0F/h)", "1", "12500", 12_500],
      ["Temps passé — Awa (2\u00a0h)", "2", "20000", 40_000],
    ]);
  });

  it("rounds a line half away from zero, and keeps hundredths of an hour", () => {
    // 7 min × 10 001 / 60 = 1 166,78… → 1 167; 6 min = 0,1 h; 45 min = 0,75 h.
    const { lines } = billingLines({
      time: [
        t("x", 7, 10_001, "A", "Support"),
        t("y", 6, 999, "A", "Audit"),
        t("z", 45, 1_000, "A", "Revue"),
      ],
      expenses: [],
      grouping: "prestation",
      markup: 0,
    });
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      ["1", "1167", 1_167],
      ["0,1", "999", 100], // 99,9 → 100
      ["0,75", "1000", 750],
    ]);
    // 3 min × 10 / 60 = 0,5 → 1 (half away from zero).
    expect(
      billingLines({
        time: [t("h", 3, 10, "A", "")],
        expenses: [],
        grouping: "prestation",
        markup: 0,
      }).lines[0],
    ).toMatchObject({ designation: "Temps passé (3\u00a0min)", quantity: "0,05", total: 1 });
  });

  it("bills each expense HT, raised by the markup and rounded per line, oldest first", () => {
    const { lines, expenseIds } = billingLines({
      time: [],
      expenses: [
        {
          id: "e2",
          spentOn: "2026-11-20",
          supplier: "OVH",
          category: "hebergement",
          amountTtc: 11_800,
          vat: 1_800,
        },
        {
          id: "e1",
          spentOn: "2026-11-02",
          supplier: "Taxi",
          category: "transport",
          amountTtc: 3_335,
          vat: 0,
        },
      ],
      grouping: "prestation",
      markup: 15,
    });
    // Taxi: 3 335 × 1,15 = 3 835,25 → 3 835; OVH: (11 800 − 1 800) × 1,15 = 11 500.
    expect(lines).toEqual([
      {
        designation: "Transport — Taxi du 02/11/2026 (frais HT, majoré de 15\u00a0%)",
        quantity: "1",
        unitPrice: "3835",
        total: 3_835,
      },
      {
        designation: "Hébergement — OVH du 20/11/2026 (frais HT, majoré de 15\u00a0%)",
        quantity: "1",
        unitPrice: "11500",
        total: 11_500,
      },
    ]);
    expect(expenseIds).toEqual(["e1", "e2"]);
  });

  it("rounds a markup's half franc away from zero", () => {
    // 1 005 × 1,10 = 1 105,5 → 1 106; without markup the HT as it is.
    expect(expenseAmount({ amountTtc: 1_005, vat: 0 }, 10)).toBe(1_106);
    expect(expenseAmount({ amountTtc: 1_180, vat: 180 }, 0)).toBe(1_000);
  });
});

describe("timeLots", () => {
  const dated = [
    { ...t("a", 90, 15_000, "Awa", "Développement"), day: "2026-11-03" },
    { ...t("b", 50, 15_000, "Moussa", "Développement"), day: "2026-11-02" },
    { ...t("c", 30, 15_000, "Awa", "Développement"), day: "2026-11-01" },
    { ...t("d", 120, 20_000, "Awa", "Design"), day: "2026-11-04" },
    // Same prestation, another rate: another lot (a line is one rate).
    { ...t("e", 15, 18_000, "Awa", "Développement"), day: "2026-11-05" },
  ];
  const shape = (lots: ReturnType<typeof timeLots>) =>
    lots.map((l) => [l.label, l.rate, l.count, l.minutes, l.from, l.to, l.ids]);

  it("gathers the entries of each line of the grouping, counted and summed", () => {
    expect(shape(timeLots(dated, "prestation"))).toEqual([
      ["Développement", 15_000, 3, 170, "2026-11-01", "2026-11-03", ["a", "b", "c"]],
      ["Design", 20_000, 1, 120, "2026-11-04", "2026-11-04", ["d"]],
      ["Développement", 18_000, 1, 15, "2026-11-05", "2026-11-05", ["e"]],
    ]);
    expect(shape(timeLots(dated, "membre"))).toEqual([
      ["Temps passé — Awa", 15_000, 2, 120, "2026-11-01", "2026-11-03", ["a", "c"]],
      ["Temps passé — Moussa", 15_000, 1, 50, "2026-11-02", "2026-11-02", ["b"]],
      ["Temps passé — Awa", 20_000, 1, 120, "2026-11-04", "2026-11-04", ["d"]],
      ["Temps passé — Awa", 18_000, 1, 15, "2026-11-05", "2026-11-05", ["e"]],
    ]);
  });

  it("names each lot by a short key, the same on another read, another in the other grouping", () => {
    const lots = timeLots(dated, "prestation");
    const keys = lots.map((l) => l.key);
    expect(new Set(keys).size).toBe(3);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{16}$/);
    expect(
      timeLots([...dated].reverse(), "prestation")
        .map((l) => l.key)
        .sort(),
    ).toEqual([...keys].sort());
    const byMember = timeLots(dated, "membre").map((l) => l.key);
    expect(byMember.filter((k) => keys.includes(k))).toEqual([]);
    expect(lotValue(lots[0]!)).toBe(`${keys[0]}.3.170`);
  });

  it("one lot per line: the lots' minutes are the lines' hours", () => {
    for (const grouping of ["prestation", "membre"] as const) {
      const lines = billingLines({ time: dated, expenses: [], grouping, markup: 0 });
      const lots = timeLots(dated, grouping);
      expect(lots).toHaveLength(lines.lines.length);
      for (const [i, lot] of lots.entries()) {
        expect(lines.lines[i]!.designation.startsWith(`${lot.label} (`)).toBe(true);
        expect(lines.lines[i]!.total).toBe(Math.round((lot.minutes * lot.rate!) / 60));
      }
    }
  });
});
