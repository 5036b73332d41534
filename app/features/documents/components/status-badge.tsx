import { cn } from "#app/lib/utils.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { statusLabel, type DisplayStatus } from "#app/features/documents/status.ts";

// Solid tints readable in both themes, as the inbox's email badges.
const TONE: Record<DisplayStatus, string> = {
  issued: "border-slate-400/50 bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100",
  sent: "border-sky-700/30 bg-sky-50 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950 dark:text-sky-100",
  accepted:
    "border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
  paid: "border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
  refused:
    "border-red-700/30 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100",
  cancelled:
    "border-red-700/30 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100",
  partial:
    "border-sky-700/30 bg-sky-50 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950 dark:text-sky-100",
  overdue:
    "border-red-700/30 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100",
  expired:
    "border-amber-700/30 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100",
};

export function StatusBadge({
  kind,
  status,
  label = statusLabel(kind, status),
}: {
  kind: DocumentKind;
  status: DisplayStatus;
  /** In the document's language: an English document's client page (ADR 055). */
  label?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONE[status],
      )}
      data-testid="document-status"
    >
      {label}
    </span>
  );
}
