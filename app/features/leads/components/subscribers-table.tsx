import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import type { InboxSubscriber } from "#app/features/leads/types.ts";

/** The newsletter's addresses, newest first, with their status. */
export function SubscribersTable({ subscribers }: { subscribers: InboxSubscriber[] }) {
  return (
    <DataTable
      caption="Abonnés à la newsletter, du plus récent au plus ancien"
      rows={subscribers}
      rowKey={(s) => s.id}
      columns={[
        {
          header: "Adresse e-mail",
          top: true,
          cell: (s) => (
            <>
              <span className="font-medium [overflow-wrap:anywhere]">{s.email}</span>
              {/* On a phone the date column folds under the address. */}
              <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden">
                {`Inscrit le ${formatFrenchDate(s.subscribedAt)}`}
              </span>
            </>
          ),
        },
        {
          header: "Inscription",
          wide: true,
          top: true,
          nowrap: true,
          cell: (s) => (
            <time dateTime={s.subscribedAt.toISOString()}>{formatFrenchDate(s.subscribedAt)}</time>
          ),
        },
        {
          header: "Statut",
          top: true,
          cell: (s) => <SubscriberStatus unsubscribedAt={s.unsubscribedAt} />,
        },
      ]}
    />
  );
}

function SubscriberStatus({ unsubscribedAt }: { unsubscribedAt: Date | null }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span
        className={cn(
          "inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold",
          unsubscribedAt
            ? "border-border bg-muted text-foreground"
            : "border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
        )}
      >
        {unsubscribedAt ? "Désabonné" : "Abonné"}
      </span>
      {unsubscribedAt ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {`le ${formatFrenchDate(unsubscribedAt)}`}
        </span>
      ) : null}
    </span>
  );
}
