import { niceMax } from "#app/features/dashboard/figures.ts";

// The margin charts' geometry (ADR 058), pure: bars from a zero line that sits lower
// when margins are negative, so a loss is drawn below it, never hidden at zero.

export type SignedBar = {
  x: number;
  y: number;
  width: number;
  height: number;
  cx: number;
  negative: boolean;
};

export type SignedChart = {
  width: number;
  height: number;
  /** y of zero. */
  zero: number;
  bars: SignedBar[];
  ticks: { value: number; y: number }[];
};

export function signedBarChart(
  values: readonly number[],
  size: { width: number; height: number; top?: number; bottom?: number; left?: number },
): SignedChart {
  const { width, height, top = 12, bottom = 24, left = 0 } = size;
  const plot = height - bottom - top;
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  // One step for both sides, so the grid reads the same above and below zero.
  const up = hi > 0 ? niceMax(hi) : 0;
  const down = lo < 0 ? niceMax(-lo) : 0;
  const span = up + down || 1;
  const zero = top + (up / span) * plot;
  const scale = plot / span;
  const slot = (width - left) / Math.max(1, values.length);
  const barWidth = slot * 0.64;
  const bars = values.map((v, i) => {
    const h = v === 0 ? 0 : Math.max(1, Math.abs(v) * scale);
    const x = left + i * slot + (slot - barWidth) / 2;
    return {
      x,
      y: v >= 0 ? zero - h : zero,
      width: barWidth,
      height: h,
      cx: left + i * slot + slot / 2,
      negative: v < 0,
    };
  });
  const ticks = [
    ...(up > 0 ? [{ value: up, y: zero - up * scale }] : []),
    { value: 0, y: zero },
    ...(down > 0 ? [{ value: -down, y: zero + down * scale }] : []),
  ];
  return { width, height, zero, bars, ticks };
}
