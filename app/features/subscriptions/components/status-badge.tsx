import { cn } from "#app/lib/utils.ts";

export type SubscriptionStatus = "active" | "paused" | "stopped";

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "En cours",
  paused: "En pause",
  stopped: "Arrêté",
};

// The register's tints, readable in both themes.
const TONE: Record<SubscriptionStatus, string> = {
  active:
    "border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
  paused:
    "border-amber-700/30 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100",
  stopped: "border-slate-400/50 bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100",
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONE[status],
      )}
    >
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </span>
  );
}
