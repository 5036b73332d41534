import { FRENCH_MONTHS } from "#app/lib/dates.ts";

// The dashboard's arithmetic (ADR 025): pure, no I/O, no React. Days and months are
// ISO strings in Dakar time (UTC+0 all year), so they compare as text.

/** Ages of an overdue invoice, in days past its due date. */
export const AGE_BUCKETS = [
  { key: "1-30", label: "0 à 30\u00a0jours", from: 1, to: 30 },
  { key: "31-60", label: "31 à 60\u00a0jours", from: 31, to: 60 },
  { key: "61-90", label: "61 à 90\u00a0jours", from: 61, to: 90 },
  { key: "91+", label: "Plus de 90\u00a0jours", from: 91, to: null },
] as const;

export type AgeKey = (typeof AGE_BUCKETS)[number]["key"];
export const AGE_KEYS = AGE_BUCKETS.map((b) => b.key) as [AgeKey, ...AgeKey[]];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO days); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The age bucket of an invoice due on `dueDate`, seen on `today`; null when it is
 * not yet late (an invoice is late the day after its due date).
 */
export function ageBucket(dueDate: string, today: string): AgeKey | null {
  const late = daysBetween(dueDate, today);
  if (late < 1) return null;
  return AGE_BUCKETS.find((b) => late >= b.from && (b.to === null || late <= b.to))!.key;
}

export function shiftDay(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-11' plus n months ('2026-11' − 11 → '2025-12'). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** First and last day of a month ('2026-02' → 2026-02-01, 2026-02-28). */
export function monthBounds(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: shiftDay(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The `count` months ending with the month of `today`, oldest first. */
export function lastMonths(today: string, count = 12): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}

export type MonthTotal = { month: string; amount: number; count: number };

/** The months of the window, each with its total, an empty month at 0. */
export function monthSeries(
  totals: readonly MonthTotal[],
  today: string,
  count = 12,
): MonthTotal[] {
  const byMonth = new Map(totals.map((t) => [t.month, t]));
  return lastMonths(today, count).map(
    (month) => byMonth.get(month) ?? { month, amount: 0, count: 0 },
  );
}

/** '2026-11' → « novembre 2026 ». */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-");
  return `${FRENCH_MONTHS[Number(m) - 1]} ${y}`;
}

/** '2026-11' → « nov. », '2026-06' → « juin » (the chart's axis). */
export function monthShort(month: string): string {
  const name = FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]!;
  return name.length <= 4 ? name : `${name.slice(0, name.startsWith("fé") ? 4 : 3)}.`;
}

/**
 * Accepted quotes out of the quotes issued, in whole percent (rounded half up),
 * or null when none was issued (a rate of nothing is not 0 %).
 */
export function conversionRate(issued: number, accepted: number): number | null {
  if (issued <= 0) return null;
  return Math.floor((accepted * 100) / issued + 0.5);
}

// --- the bar chart, drawn on the server ---

export type Bar = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the bar, for its label. */
  cx: number;
};

export type BarChartGeometry = {
  width: number;
  height: number;
  /** The baseline (y of zero). */
  baseline: number;
  bars: Bar[];
  /** Horizontal guides: their value and y. */
  ticks: { value: number; y: number }[];
};

/** A rounded maximum for the axis: 1, 2, 2.5 or 5 × a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max)!;
  return step * power;
}

/**
 * Vertical bars for `values` in a `width` × `height` box: a top margin for the
 * largest, a bottom margin for the axis labels, bars a fixed share of their slot.
 */
export function barChart(
  values: readonly number[],
  size: { width: number; height: number; top?: number; bottom?: number; left?: number },
): BarChartGeometry {
  const { width, height, top = 12, bottom = 24, left = 0 } = size;
  const baseline = height - bottom;
  const plot = baseline - top;
  const max = niceMax(Math.max(0, ...values));
  const slot = (width - left) / Math.max(1, values.length);
  const barWidth = slot * 0.64;
  const bars = values.map((v, i) => {
    const h = v <= 0 ? 0 : Math.max(1, (v / max) * plot);
    const x = left + i * slot + (slot - barWidth) / 2;
    return { x, y: baseline - h, width: barWidth, height: h, cx: left + i * slot + slot / 2 };
  });
  const ticks = [0, 0.5, 1].map((f) => ({ value: max * f, y: baseline - f * plot }));
  return { width, height, baseline, bars, ticks };
}

/** « 1,2 M », « 850 k », « 900 »: an axis label, short. */
export function shortAmount(value: number): string {
  const fmt = (n: number) => n.toLocaleString("fr-FR", { maximumFractionDigits: 1 });
  if (value >= 1_000_000) return `${fmt(value / 1_000_000)}\u00a0M`;
  if (value >= 1_000) return `${fmt(value / 1_000)}\u00a0k`;
  return fmt(value);
}
