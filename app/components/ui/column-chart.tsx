/** A chart's geometry, computed apart (pure, unit-tested): its box, bars and guides. */
export type ColumnGeometry = {
  width: number;
  height: number;
  bars: readonly {
    x: number;
    y: number;
    width: number;
    height: number;
    cx: number;
    negative?: boolean;
  }[];
  ticks: readonly { value: number; y: number }[];
};

/**
 * Vertical bars, one per month, with a light grid, drawn in the text's colours (a
 * negative bar in the destructive colour); hidden from assistive technology, beside the
 * table that carries the figures. In a narrow box, at most 26rem wide: its 11-unit text
 * stays 11 to 14 px from a phone to a desktop.
 */
export function ColumnChart({
  chart,
  labels,
  left,
  tickLabel,
  name,
  className,
}: {
  chart: ColumnGeometry;
  labels: readonly string[];
  /** Where the plot starts: the guides' labels sit left of it. */
  left: number;
  tickLabel: (value: number) => string;
  /** `data-chart`, how the tests find it. */
  name: string;
  className?: string;
}) {
  // Twelve labels do not fit side by side: every other one, ending with the latest.
  const shown = (i: number) => labels.length <= 6 || (labels.length - 1 - i) % 2 === 0;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      aria-hidden="true"
      focusable="false"
      data-chart={name}
      className={`h-auto w-full max-w-[26rem] overflow-visible text-muted-foreground ${className ?? ""}`}
    >
      {chart.ticks.map((t) => (
        <g key={t.value}>
          <line
            x1={left}
            x2={chart.width}
            y1={t.y}
            y2={t.y}
            stroke="currentColor"
            strokeOpacity={t.value === 0 ? 0.6 : 0.2}
          />
          <text x={left - 4} y={t.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {tickLabel(t.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((b, i) => (
        <g key={labels[i]}>
          <rect
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={2}
            className={b.negative ? "fill-destructive" : "fill-primary"}
          />
          {shown(i) ? (
            <text
              x={b.cx}
              y={chart.height - 8}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {labels[i]}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
