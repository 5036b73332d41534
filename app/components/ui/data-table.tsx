import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

// The studio's tables: one markup for its lists (a bordered card) and for the tables inside
// a panel (plain). Headers are <th scope="col">, a row's name may be its <th scope="row">,
// and the caption names the table for assistive technology (shown when `showCaption`).
// Too wide for a phone, the table scrolls sideways inside its box (`minWidth`).

export type Column<Row> = {
  /** The column's heading; none on any column: a table without a header row. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: aligned right, in tabular figures, on one line. */
  numeric?: boolean;
  /** The cell that names the row: read with each figure of it. */
  rowHeader?: boolean;
  /** Hidden on a phone: another cell shows its content there. */
  wide?: boolean;
  /** Kept on one line (a date, a number). */
  nowrap?: boolean;
  /** Digits of equal width (a date, an identifier). */
  figures?: boolean;
  /** A long word (an address, an e-mail) may break anywhere. */
  breakAnywhere?: boolean;
  /** Weight: the row's name, stressed. */
  strong?: boolean;
  /** Secondary text. */
  muted?: boolean;
  /** Set at the top of a tall row. */
  top?: boolean;
  capitalize?: boolean;
};

/** A line under the rows (a total): its label over the first columns, then its figures. */
export type FootRow = { key: string; label: ReactNode; cells: ReactNode[]; strong?: boolean };

const STYLES = {
  card: {
    box: "overflow-x-auto rounded-xl border bg-card shadow-sm",
    head: "border-b bg-muted/50",
    cell: "px-4 py-3",
    row: "border-b last:border-b-0",
    foot: "border-t",
  },
  plain: {
    box: "overflow-x-auto",
    head: "border-b",
    cell: "py-2 pr-4 last:pr-0",
    row: "border-b last:border-b-0",
    foot: "border-t",
  },
} as const;

export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  foot = [],
  footLabelAlign = "left",
  variant = "card",
  minWidth,
  fixed = false,
  className,
}: {
  caption: ReactNode;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  foot?: FootRow[];
  footLabelAlign?: "left" | "right";
  variant?: keyof typeof STYLES;
  /** The width under which the table scrolls sideways (a `min-w-[…]` class). */
  minWidth?: string;
  /** Columns of equal width, long words broken (a table of changes). */
  fixed?: boolean;
  className?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const style = STYLES[variant];
  const cellClass = (c: Column<Row>) =>
    cn(
      style.cell,
      c.numeric ? "text-right tabular-nums whitespace-nowrap" : "text-left",
      c.strong ? "font-medium" : "font-normal",
      c.wide && "hidden sm:table-cell",
      c.nowrap && "whitespace-nowrap",
      c.figures && "tabular-nums",
      c.breakAnywhere && "[overflow-wrap:anywhere]",
      c.muted && "text-muted-foreground",
      c.top && "align-top",
      c.capitalize && "capitalize",
    );
  return (
    <div className={cn(style.box, className)}>
      <table className={cn("w-full text-sm", minWidth, fixed && "table-fixed")}>
        <caption className={showCaption ? "mb-2 text-left font-semibold" : "sr-only"}>
          {caption}
        </caption>
        {columns.some((c) => c.header !== undefined) ? (
          <thead className={style.head}>
            <tr>
              {columns.map((c, i) => (
                <th
                  key={i}
                  scope="col"
                  className={cn(
                    style.cell,
                    c.numeric ? "text-right" : "text-left",
                    "font-semibold",
                    c.wide && "hidden sm:table-cell",
                  )}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)} className={style.row}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  <th key={i} scope="row" className={cellClass(c)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={cellClass(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot.length > 0 ? (
          <tfoot className={style.foot}>
            {foot.map((f) => {
              const weight = f.strong ? "font-semibold" : "font-normal";
              return (
                <tr key={f.key}>
                  <th
                    scope="row"
                    colSpan={columns.length - f.cells.length}
                    className={cn(
                      style.cell,
                      weight,
                      footLabelAlign === "right" ? "text-right" : "text-left",
                    )}
                  >
                    {f.label}
                  </th>
                  {f.cells.map((cell, i) => (
                    <td
                      key={i}
                      className={cn(
                        style.cell,
                        weight,
                        "text-right tabular-nums whitespace-nowrap",
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
