import { formatFrenchDate } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import type { InboxSubscriber } from "#app/features/leads/types.ts";

/** The newsletter's addresses, newest first, with their status. */
export function SubscribersTable({ subscribers }: { subscribers: InboxSubscriber[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Abonnés à la newsletter, du plus récent au plus ancien
        </caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              Adresse e-mail
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6">
              Inscription
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {subscribers.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-3 align-top sm:px-6">
                <span className="font-medium [overflow-wrap:anywhere]">{s.email}</span>
                {/* On a phone the date column folds under the address. */}
                <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden">
                  {`Inscrit le ${formatFrenchDate(s.subscribedAt)}`}
                </span>
              </td>
              <td className="hidden px-4 py-3 align-top whitespace-nowrap sm:table-cell sm:px-6">
                <time dateTime={s.subscribedAt.toISOString()}>
                  {formatFrenchDate(s.subscribedAt)}
                </time>
              </td>
              <td className="px-4 py-3 align-top sm:px-6">
                <SubscriberStatus unsubscribedAt={s.unsubscribedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
