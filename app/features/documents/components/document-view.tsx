import { cn } from "#app/lib/utils.ts";
import { formatFcfa } from "#app/features/documents/money.ts";
import type { SnapshotLine } from "#app/features/documents/snapshot.ts";

// A document as its pages show it, the staff's (/documents/:numero) and the client's
// (/d/<token>): its facts, and its lines as the snapshot froze them.

/** Label and value, side by side: the facts of a document. */
export function FactList({
  rows,
  className,
  labelWidth,
}: {
  rows: [label: string, value: string][];
  className?: string;
  /** The labels' column, a Tailwind grid template: « grid-cols-[9rem_1fr] ». */
  labelWidth: string;
}) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      {rows.map(([k, v]) => (
        <div key={k} className={cn("grid gap-3", labelWidth)}>
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The lines of a priced document. Phones: quantity × price under the designation,
 * so that the amounts fit.
 */
export function LineTable({
  lines,
  amount,
  className,
  caption,
  testId,
}: {
  lines: SnapshotLine[];
  /** The last column's head: « Montant », « Montant HT ». */
  amount: string;
  /** The table's own width on wider screens: « sm:min-w-[32rem] ». */
  className: string;
  /** For screen readers only. */
  caption?: string;
  testId?: string;
}) {
  return (
    <table className={cn("w-full text-sm", className)} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b text-left text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            Désignation
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
            Quantité
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
            Prix unitaire
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className="border-b last:border-b-0">
            <td className="py-2 pr-3 [overflow-wrap:anywhere]">
              {l.designation}
              <span className="block text-muted-foreground tabular-nums sm:hidden">
                {l.quantity.replace(".", ",")} × {formatFcfa(l.unitPrice)}
              </span>
            </td>
            <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
              {l.quantity.replace(".", ",")}
            </td>
            <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
              {formatFcfa(l.unitPrice)}
            </td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {formatFcfa(l.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
