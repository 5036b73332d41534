import { Plus, Repeat } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatFcfa } from "#app/features/documents/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { PER_PERIOD } from "#app/features/subscriptions/periods.ts";
import type { SubscriptionListRow } from "#app/features/subscriptions/types.ts";
import { PageHeader } from "./page-header.tsx";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

/** /abonnements: every subscription, its amount per period, next date and status. */
export function SubscriptionsPage({ subscriptions }: { subscriptions: SubscriptionListRow[] }) {
  return (
    <section className="py-10 md:py-14">
      <Container size="lg">
        <PageHeader
          title="Abonnements"
          intro={
            "Les factures récurrentes (maintenance, community management…)\u00a0: le site émet la facture de chaque période à sa date, et l'envoie au client si demandé."
          }
          back={{ to: "/invoice-quote", label: "Retour" }}
          action={
            <Button asChild>
              <Link to="/abonnements/nouveau">
                <Plus aria-hidden="true" /> Nouvel abonnement
              </Link>
            </Button>
          }
        />
        {subscriptions.length === 0 ? (
          <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <Repeat aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">
              {"Aucun abonnement pour l'instant\u00a0: «\u00a0Nouvel abonnement\u00a0» en crée un."}
            </p>
          </div>
        ) : (
          <div className="mt-8 overflow-x-auto rounded-xl border bg-card shadow-sm">
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">Abonnements, en cours d&apos;abord</caption>
              <thead className="border-b bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Client
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Abonnement
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Montant
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Prochaine facture
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Statut
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Factures
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscriptions.map((s) => (
                  <tr key={s.id} className="border-b last:border-0">
                    <td className="px-4 py-3 font-medium">{s.clientName}</td>
                    <td className="px-4 py-3">
                      <Link
                        to={`/abonnements/${s.id}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {s.title}
                      </Link>
                      {s.lastError ? (
                        <p className="mt-1 text-xs font-medium text-destructive">{s.lastError}</p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatFcfa(s.totalTtc)}
                      {s.withVat ? " TTC" : ""}
                      <span className="block text-xs text-muted-foreground">
                        {PER_PERIOD[s.period]}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {s.nextDate ? printedDay(s.nextDate) : "—"}
                    </td>
                    <td className="px-4 py-3">
                      <SubscriptionStatusBadge status={s.status} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{s.invoices}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Container>
    </section>
  );
}
