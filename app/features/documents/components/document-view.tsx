import { cn } from "#app/lib/utils.ts";
import { formatFcfa } from "#app/lib/money.ts";
import type { SnapshotLine } from "#app/features/documents/snapshot.ts";
import type { VatSummary } from "#app/features/documents/total-rows.ts";
import { lineVatLabel } from "#app/features/documents/vat.ts";

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
  money = formatFcfa,
  heads = { designation: "Désignation", quantity: "Quantité", unitPrice: "Prix unitaire" },
  vatHead = "TVA",
  vatLabel = lineVatLabel,
}: {
  /** An English, EUR or USD document's words and amounts (ADR 055); French and FCFA else. */
  money?: (minor: number) => string;
  heads?: { designation: string; quantity: string; unitPrice: string };
  /** Rates per line (ADR 050): their column's head, a line's rate, in the document's language. */
  vatHead?: string;
  vatLabel?: (line: SnapshotLine) => string;
  lines: SnapshotLine[];
  /** The last column's head: « Montant », « Montant HT ». */
  amount: string;
  /** The table's own width on wider screens: « sm:min-w-[32rem] ». */
  className: string;
  /** For screen readers only. */
  caption?: string;
  testId?: string;
}) {
  // A document whose lines carry their own rates (ADR 050) shows each line's.
  const perLine = lines.some((l) => l.vatCategory);
  return (
    <table className={cn("w-full text-sm", className)} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b text-left text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {heads.designation}
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
            {heads.quantity}
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
            {heads.unitPrice}
          </th>
          {perLine ? (
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {vatHead}
            </th>
          ) : null}
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
                {l.quantity.replace(".", ",")} × {money(l.unitPrice)}
              </span>
            </td>
            <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
              {l.quantity.replace(".", ",")}
            </td>
            <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
              {money(l.unitPrice)}
            </td>
            {perLine ? (
              <td className="py-2 pr-3 text-right whitespace-nowrap">{vatLabel(l)}</td>
            ) : null}
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(l.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The VAT summary by rate (CGI art. 447, ADR 050), and the reasons of the exempt lines. */
export function VatSummaryTable({ summary }: { summary: VatSummary | null }) {
  if (!summary) return null;
  return (
    <div className="mt-4 ml-auto max-w-sm" data-testid="vat-summary">
      <table className="w-full text-sm">
        <caption className="pb-1 text-left text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {summary.caption}
        </caption>
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            {summary.head.map((h, i) => (
              <th key={h} scope="col" className={i ? "py-1 text-right" : "py-1 pr-3"}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row[0]} className="border-b last:border-b-0">
              {row.map((v, i) => (
                <td
                  key={i}
                  className={i ? "py-1 text-right whitespace-nowrap tabular-nums" : "py-1 pr-3"}
                >
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {summary.notes.map((n) => (
        <p key={n} className="mt-1 text-xs text-muted-foreground">
          {n}
        </p>
      ))}
    </div>
  );
}
