import { Paperclip, Repeat } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES } from "#app/features/expenses/categories.ts";
import type { ExpenseTotals } from "#app/features/expenses/expense.ts";
import type { ExpenseItem } from "#app/features/expenses/expenses.server.ts";
import { formatFcfa } from "#app/lib/money.ts";

/**
 * Expenses as a table: the list's, and a project's (`compact`: its narrow column, the
 * category under the supplier, no project nor VAT); `back` lets « Arrêter » come back.
 */
export function ExpenseTable({
  expenses,
  totals,
  caption,
  empty,
  compact = false,
  totalLabel = "Total",
  back,
  variant,
}: {
  expenses: ExpenseItem[];
  totals: ExpenseTotals;
  caption: string;
  empty: string;
  compact?: boolean;
  /** The total's label (a project's page lists its latest expenses, totals them all). */
  totalLabel?: string;
  /** Where « Arrêter la récurrence » returns (the list as filtered); none: no button. */
  back?: string;
  variant?: "plain" | "card";
}) {
  return (
    <DataTable
      variant={variant}
      caption={caption}
      rows={expenses}
      rowKey={(e) => e.id}
      empty={<EmptyState className="mt-4">{empty}</EmptyState>}
      columns={[
        { header: "Date", nowrap: true, cell: (e) => printedDay(e.spentOn) },
        {
          header: "Fournisseur",
          rowHeader: true,
          strong: true,
          cell: (e) => (
            <>
              {e.supplier}
              {e.recurring || e.recurrenceOf ? (
                <Repeat
                  className="ml-1 inline size-3.5 text-muted-foreground"
                  aria-label="mensuelle"
                />
              ) : null}
              {compact ? (
                <span className="block text-xs font-normal text-muted-foreground">
                  {EXPENSE_CATEGORIES[e.category].label}
                </span>
              ) : null}
            </>
          ),
        },
        ...(compact
          ? []
          : [
              {
                header: "Catégorie",
                muted: true,
                cell: (e: ExpenseItem) => EXPENSE_CATEGORIES[e.category].label,
              },
              {
                header: "Projet",
                wide: true,
                muted: true,
                cell: (e: ExpenseItem) => e.projectName ?? "—",
              },
            ]),
        {
          header: "Refacturable",
          nowrap: true,
          cell: (e) =>
            e.invoiceNumber ? (
              <>
                Facturé{" "}
                <a href={`/documents/${e.invoiceNumber}`} className="underline">
                  {e.invoiceNumber}
                </a>
              </>
            ) : e.billable ? (
              "oui"
            ) : (
              "non"
            ),
        },
        ...(compact
          ? []
          : [
              {
                header: "TVA",
                numeric: true,
                cell: (e: ExpenseItem) => (e.vat === 0 ? "—" : formatFcfa(e.vat)),
              },
            ]),
        { header: "TTC", numeric: true, cell: (e) => formatFcfa(e.amountTtc) },
        {
          header: "Justificatif",
          nowrap: true,
          cell: (e) => (
            // relative: the screen readers' words (sr-only, absolute) stay inside the scrolled table.
            <span className="relative flex flex-wrap items-center gap-2">
              {e.hasReceipt ? (
                <a
                  href={`/depenses/${e.id}/justificatif`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <Paperclip className="size-3.5" aria-hidden="true" />
                  {e.receiptType === "application/pdf" ? "PDF" : "Photo"}
                  <span className="sr-only"> de la dépense {e.supplier}</span>
                </a>
              ) : (
                "—"
              )}
              {back && e.recurring ? (
                <Form method="post" action="/depenses">
                  <input type="hidden" name="intent" value="stop" />
                  <input type="hidden" name="id" value={e.id} />
                  <input type="hidden" name="back" value={back} />
                  <Button type="submit" variant="outline" size="sm">
                    Arrêter la récurrence
                    <span className="sr-only"> de {e.supplier}</span>
                  </Button>
                </Form>
              ) : null}
            </span>
          ),
        },
      ]}
      foot={
        expenses.length > 1
          ? [
              {
                key: "total",
                label: totalLabel,
                strong: true,
                cells: compact
                  ? [formatFcfa(totals.ttc), ""]
                  : [formatFcfa(totals.vat), formatFcfa(totals.ttc), ""],
              },
            ]
          : []
      }
    />
  );
}
