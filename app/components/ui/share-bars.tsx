// Horizontal bars drawn on the server as SVG in the text's colours, hidden from assistive
// technology: the table beside them is the accessible truth (the dashboard's figures).

/** Horizontal bars, each with its (shortened) label; the table beside has the figures. */
export function ShareBars({ values, labels }: { values: number[]; labels: string[] }) {
  const max = Math.max(1, ...values);
  const row = 24;
  const bar = { x: 116, width: 204 };
  return (
    <svg
      viewBox={`0 0 320 ${values.length * row}`}
      aria-hidden="true"
      focusable="false"
      data-chart=""
      className="h-auto w-full max-w-[26rem] text-muted-foreground"
    >
      {values.map((v, i) => (
        <g key={i}>
          <text x={0} y={i * row + 16} fontSize={11} fill="currentColor">
            {labels[i]!.length > 18 ? `${labels[i]!.slice(0, 17)}…` : labels[i]}
          </text>
          <rect
            x={bar.x}
            y={i * row + 5}
            width={bar.width}
            height={row - 10}
            rx={3}
            className="fill-muted"
          />
          <rect
            x={bar.x}
            y={i * row + 5}
            width={v <= 0 ? 0 : Math.max(2, (v / max) * bar.width)}
            height={row - 10}
            rx={3}
            className="fill-primary"
          />
        </g>
      ))}
    </svg>
  );
}
