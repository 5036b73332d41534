import { divideRounded } from "#app/lib/money.ts";
import { amountOfMinutes } from "#app/features/projects/time.ts";

// Margins (ADR 058), pure: from raw rows, per project, per client and per month, what was
// invoiced (HT), cashed, what the time cost, what was spent, and what is left. Every amount
// is whole francs; docs/product.md « Marges » states the rules.

/** Where a row belongs: its project (and that project's client), its client, its month. */
export type Place = { projectId: string | null; clientId: string | null; month: string };

/**
 * What was invoiced (HT) summed per place by the database, moneyFigures's rule: the
 * invoices not cancelled less the credit notes made on them, a note counted where its
 * invoice is (its project and client, the invoice's issue month in Dakar), so the avoir
 * that cancels an invoice and the invoice count for nothing together.
 */
export type MarginInvoiced = Place & { ht: number };

/** Payments not cancelled, summed per place (month: the payment's day). */
export type MarginPayment = Place & { amount: number };

/**
 * Time summed per place by the database: every minute, the minutes of members without a
 * cost then, and the others' cost, worked out entry by entry (minutes × the cost in effect
 * on its day ÷ 60, whole francs, half away from zero) before the sum: the same francs as
 * pricing each entry, without carrying 50 000 entries here.
 */
export type MarginTime = Place & { minutes: number; uncostedMinutes: number; cost: number };

/** Expenses summed per place: their HT (TTC less the VAT in it). */
export type MarginExpense = Place & { ht: number };

export type MarginRows = {
  invoiced: readonly MarginInvoiced[];
  payments: readonly MarginPayment[];
  time: readonly MarginTime[];
  expenses: readonly MarginExpense[];
};

export type MarginFigures = {
  invoicedHt: number;
  cashed: number;
  /** Every minute of time recorded. */
  minutes: number;
  /** Minutes of members without an internal cost: not priced, said on the page. */
  uncostedMinutes: number;
  timeCost: number;
  expenses: number;
  /** invoicedHt − timeCost − expenses. */
  margin: number;
  /** margin ÷ invoicedHt in tenths of a percent (half away from zero); null when nothing invoiced. */
  rateTenths: number | null;
};

export type Dimension = "project" | "client" | "month";

export { formatRate } from "./format.ts";

/** The margin rate in tenths of a percent, or null when nothing was invoiced. */
export function rateTenths(margin: number, invoicedHt: number): number | null {
  if (invoicedHt === 0) return null;
  return Number(divideRounded(BigInt(margin) * 1000n, BigInt(invoicedHt)));
}

const EMPTY = (): Omit<MarginFigures, "margin" | "rateTenths"> => ({
  invoicedHt: 0,
  cashed: 0,
  minutes: 0,
  uncostedMinutes: 0,
  timeCost: 0,
  expenses: 0,
});

function keyOf(place: Place, dimension: Dimension): string | null {
  if (dimension === "project") return place.projectId;
  if (dimension === "client") return place.clientId;
  return place.month;
}

function finish(f: Omit<MarginFigures, "margin" | "rateTenths">): MarginFigures {
  const margin = f.invoicedHt - f.timeCost - f.expenses;
  return { ...f, margin, rateTenths: rateTenths(margin, f.invoicedHt) };
}

/**
 * The figures of each project, client or month the rows touch (rows without one, such as
 * an expense on no project for the projects, are left out of that table).
 */
export function marginsBy(rows: MarginRows, dimension: Dimension): Map<string, MarginFigures> {
  const acc = new Map<string, ReturnType<typeof EMPTY>>();
  const at = (key: string) => {
    let f = acc.get(key);
    if (!f) acc.set(key, (f = EMPTY()));
    return f;
  };
  for (const i of rows.invoiced) {
    const key = keyOf(i, dimension);
    if (key !== null) at(key).invoicedHt += i.ht;
  }
  for (const p of rows.payments) {
    const key = keyOf(p, dimension);
    if (key !== null) at(key).cashed += p.amount;
  }
  for (const t of rows.time) {
    const key = keyOf(t, dimension);
    if (key === null) continue;
    const f = at(key);
    f.minutes += t.minutes;
    f.uncostedMinutes += t.uncostedMinutes;
    f.timeCost += t.cost;
  }
  for (const e of rows.expenses) {
    const key = keyOf(e, dimension);
    if (key !== null) at(key).expenses += e.ht;
  }
  return new Map([...acc].map(([k, f]) => [k, finish(f)]));
}

/** The sum of several rows of a table (its « Total » line). */
export function totalOf(figures: Iterable<MarginFigures>): MarginFigures {
  const t = EMPTY();
  for (const f of figures) {
    t.invoicedHt += f.invoicedHt;
    t.cashed += f.cashed;
    t.minutes += f.minutes;
    t.uncostedMinutes += f.uncostedMinutes;
    t.timeCost += f.timeCost;
    t.expenses += f.expenses;
  }
  return finish(t);
}

/** The twelve months of a year, « 2026-01 » … « 2026-12 ». */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
}

/**
 * The cost of an entry's day from a member's history: the latest change on or before the
 * day; a day before the first change takes the first one (ADR 058). Null: no cost then.
 */
export function costOn(
  history: readonly { effectiveFrom: string; hourlyCost: number | null }[],
  day: string,
): number | null {
  if (history.length === 0) return null;
  const sorted = [...history].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let cost = sorted[0]!.hourlyCost;
  for (const h of sorted) if (h.effectiveFrom <= day) cost = h.hourlyCost;
  return cost;
}

/**
 * A member's time of one month on one project, identical entries (same minutes, same cost
 * in effect) counted, with the first day they worked on it that month.
 */
export type MemberTimeRow = {
  userId: string;
  projectId: string;
  minutes: number;
  count: number;
  hourlyCost: number | null;
  firstDay: string;
};

export type MemberTime = {
  userId: string;
  projectId: string;
  firstDay: string;
  minutes: number;
  /** The priced minutes' cost, entry by entry (the margins' own rule). */
  cost: number;
  uncostedMinutes: number;
};

/**
 * The rows behind a month's « Coût du temps »: per member and project, the minutes and
 * their cost; their costs add up to the month's figure (same rounding, entry by entry).
 */
export function timeByMember(rows: readonly MemberTimeRow[]): MemberTime[] {
  const acc = new Map<string, MemberTime>();
  for (const r of rows) {
    const key = `${r.userId}\u0000${r.projectId}`;
    let m = acc.get(key);
    if (!m) {
      m = {
        userId: r.userId,
        projectId: r.projectId,
        firstDay: r.firstDay,
        minutes: 0,
        cost: 0,
        uncostedMinutes: 0,
      };
      acc.set(key, m);
    }
    if (r.firstDay < m.firstDay) m.firstDay = r.firstDay;
    m.minutes += r.minutes * r.count;
    if (r.hourlyCost === null) m.uncostedMinutes += r.minutes * r.count;
    else m.cost += amountOfMinutes(r.minutes, r.hourlyCost) * r.count;
  }
  return [...acc.values()];
}

/** How many clients /marges shows before « Voir tous les clients » (ADR 060). */
export const TOP_CLIENTS = 10;

/**
 * The `count` rows that invoiced the most (HT; a tie: the larger margin), in the order given:
 * /marges's clients table, a row per client, would otherwise be hundreds of rows.
 */
export function topInvoiced<T extends { invoicedHt: number; margin: number }>(
  rows: readonly T[],
  count: number,
): T[] {
  const kept = new Set(
    [...rows].sort((a, b) => b.invoicedHt - a.invoicedHt || b.margin - a.margin).slice(0, count),
  );
  return rows.filter((r) => kept.has(r));
}
