// The margins' words for the pages (ADR 058), apart from margins.ts so a page's script
// carries these few lines and not the figures' rules.

/** « 12,5 % », « −3,0 % », « — » (narrow no-break space before %). */
export function formatRate(tenths: number | null): string {
  if (tenths === null) return "—";
  const sign = tenths < 0 ? "\u2212" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.trunc(abs / 10)},${abs % 10}\u202f%`;
}
