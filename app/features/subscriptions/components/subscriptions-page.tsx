import { Plus, Repeat } from "lucide-react";
import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { PER_PERIOD } from "#app/features/subscriptions/periods.ts";
import type { SubscriptionListRow } from "#app/features/subscriptions/types.ts";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

/** /abonnements: every subscription, its amount per period, next date and status. */
export function SubscriptionsPage({ subscriptions }: { subscriptions: SubscriptionListRow[] }) {
  return (
    <StudioPage
      title="Abonnements"
      intro={
        "Les factures récurrentes (maintenance, community management…)\u00a0: le site émet la facture de chaque période à sa date, et l'envoie au client si demandé."
      }
      back={{ to: "/invoice-quote", label: "Retour" }}
      actions={
        <Button asChild>
          <Link to="/abonnements/nouveau">
            <Plus aria-hidden="true" /> Nouvel abonnement
          </Link>
        </Button>
      }
    >
      <DataTable
        className="mt-8"
        minWidth="min-w-[48rem]"
        caption="Abonnements, en cours d'abord"
        rows={subscriptions}
        rowKey={(s) => s.id}
        empty={
          <EmptyState className="mt-8" icon={<Repeat aria-hidden="true" />}>
            {"Aucun abonnement pour l'instant\u00a0: «\u00a0Nouvel abonnement\u00a0» en crée un."}
          </EmptyState>
        }
        columns={[
          { header: "Client", strong: true, cell: (s) => s.clientName },
          {
            header: "Abonnement",
            cell: (s) => (
              <>
                <Link
                  to={`/abonnements/${s.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {s.title}
                </Link>
                {s.lastError ? (
                  <p className="mt-1 text-xs font-medium text-destructive">{s.lastError}</p>
                ) : null}
              </>
            ),
          },
          {
            header: "Montant",
            numeric: true,
            cell: (s) => (
              <>
                {formatFcfa(s.totalTtc)}
                {s.withVat ? " TTC" : ""}
                <span className="block text-xs text-muted-foreground">{PER_PERIOD[s.period]}</span>
              </>
            ),
          },
          {
            header: "Prochaine facture",
            nowrap: true,
            cell: (s) => (s.nextDate ? printedDay(s.nextDate) : "—"),
          },
          { header: "Statut", cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
          { header: "Factures", numeric: true, cell: (s) => s.invoices },
        ]}
      />
    </StudioPage>
  );
}
