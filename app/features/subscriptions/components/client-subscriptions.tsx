import { Link } from "react-router";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { PER_PERIOD } from "#app/features/subscriptions/periods.ts";
import type { SubscriptionListRow } from "#app/features/subscriptions/types.ts";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

/** A client's subscriptions, on the client's page (ADR 031, 032). */
export function ClientSubscriptions({ subscriptions }: { subscriptions: SubscriptionListRow[] }) {
  if (subscriptions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucun abonnement.{" "}
        <Link to="/abonnements/nouveau" className="text-primary underline-offset-4 hover:underline">
          Nouvel abonnement
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y text-sm">
      {subscriptions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <Link
              to={`/abonnements/${s.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {s.title}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {formatFcfa(s.totalTtc)}
              {s.withVat ? " TTC" : ""} {PER_PERIOD[s.period]}
              {s.nextDate ? ` · prochaine facture le ${printedDay(s.nextDate)}` : ""}
            </span>
          </span>
          <SubscriptionStatusBadge status={s.status} />
        </li>
      ))}
    </ul>
  );
}
