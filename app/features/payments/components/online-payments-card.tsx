import { Smartphone } from "lucide-react";
import { StudioCard } from "#app/features/documents/components/studio-card.tsx";
import { formatFcfa } from "#app/features/documents/money.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { ONLINE_STATUS_LABELS, type OnlinePaymentLine } from "#app/features/payments/staff.ts";

/**
 * The invoice's payments through the client's page (ADR 029). A paid one is also in
 * the ledger's payments; one received that the ledger refused (the invoice settled
 * or cancelled meanwhile) is shown here until someone refunds or records it.
 */
export function OnlinePaymentsCard({ lines }: { lines: OnlinePaymentLine[] }) {
  return (
    <StudioCard
      title="Paiements en ligne"
      icon={<Smartphone aria-hidden="true" />}
      id="carte-paiements-en-ligne"
    >
      <ul className="grid gap-3 text-sm" data-testid="online-payments">
        {lines.map((line) => (
          <li
            key={line.id}
            className={cn(
              "grid gap-0.5 rounded-md border p-3",
              line.status === "refused" && "border-destructive bg-destructive/5",
            )}
          >
            <p className="flex flex-wrap justify-between gap-x-3 font-medium">
              <span>{line.way}</span>
              <span className="tabular-nums">{formatFcfa(line.amount)}</span>
            </p>
            <p className={cn(line.status === "refused" ? "font-semibold text-destructive" : "")}>
              {ONLINE_STATUS_LABELS[line.status]}
            </p>
            <p className="text-muted-foreground">
              {formatFrenchDateTime(new Date(line.at))}
              {line.reference ? ` · réf. ${line.reference}` : ""}
            </p>
            {line.status === "refused" && line.problem ? (
              <p>
                {`${line.problem} Vérifiez-le auprès du prestataire, puis remboursez le client ou enregistrez le paiement à la main.`}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </StudioCard>
  );
}
