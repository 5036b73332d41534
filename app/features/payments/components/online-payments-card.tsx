import { Check, Smartphone } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { StudioCard } from "#app/features/documents/components/studio-card.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import {
  ONLINE_STATUS_LABELS,
  TO_CHECK_ADVICE,
  type CheckLine,
  type OnlinePaymentLine,
} from "#app/features/payments/staff.ts";

/**
 * A payment « À vérifier » (ADR 029): the provider's figure beside what was asked, why
 * it was not recorded, and what to do. The invoice's card and the dashboard show it alike.
 */
export function CheckDetails({ check }: { check: CheckLine }) {
  return (
    <>
      <p>
        {`Annoncé par ${check.way}\u00a0: `}
        <strong className="tabular-nums">{check.reported}</strong>
        {` (demandé\u00a0: ${formatFcfa(check.asked)})`}
      </p>
      <p>{check.reason}</p>
      <p className="break-words text-muted-foreground">
        {[
          formatFrenchDateTime(new Date(check.at)),
          check.reference && `réf. ${check.reference}`,
          `événement ${check.eventId}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {check.handledAt === null ? <p>{TO_CHECK_ADVICE}</p> : null}
    </>
  );
}

/**
 * The invoice's payments through the client's page (ADR 029). A paid one is also in
 * the ledger's payments. Money a provider says it took and the ledger did not record
 * (another amount or currency, or the invoice settled or cancelled meanwhile) comes
 * first, « À vérifier » with its figures, until someone refunds or records it.
 */
export function OnlinePaymentsCard({
  number,
  lines,
  checks,
  canCheck,
}: {
  number: string;
  lines: OnlinePaymentLine[];
  checks: CheckLine[];
  /** « Marquer comme vérifié » for a role that records payments. */
  canCheck: boolean;
}) {
  return (
    <StudioCard
      title="Paiements en ligne"
      icon={<Smartphone aria-hidden="true" />}
      id="carte-paiements-en-ligne"
    >
      {checks.length > 0 ? (
        <ul className="mb-3 grid gap-3 text-sm" data-testid="online-payments-to-check">
          {checks.map((check) =>
            check.handledAt === null ? (
              <li
                key={check.id}
                className="grid gap-0.5 rounded-md border border-destructive bg-destructive/5 p-3"
              >
                <p className="font-semibold text-destructive">À vérifier</p>
                <CheckDetails check={check} />
                {canCheck ? (
                  <Form
                    method="post"
                    action={`/documents/${encodeURIComponent(number)}?verifie`}
                    className="mt-2"
                  >
                    <input type="hidden" name="check" value={check.id} />
                    <Button type="submit" variant="outline" size="sm">
                      <Check aria-hidden="true" /> Marquer comme vérifié
                    </Button>
                  </Form>
                ) : null}
              </li>
            ) : (
              <li key={check.id} className="grid gap-0.5 rounded-md border p-3">
                <p className="font-semibold">
                  {`Vérifié le ${formatFrenchDateTime(new Date(check.handledAt))}${
                    check.handledByName ? ` par ${check.handledByName}` : ""
                  }`}
                </p>
                <CheckDetails check={check} />
              </li>
            ),
          )}
        </ul>
      ) : null}
      <ul className="grid gap-3 text-sm" data-testid="online-payments">
        {lines.map((line) => (
          <li
            key={line.id}
            className={cn(
              "grid gap-0.5 rounded-md border p-3",
              line.status === "refused" && "border-destructive",
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
            {line.status === "refused" && line.problem ? <p>{line.problem}</p> : null}
          </li>
        ))}
      </ul>
    </StudioCard>
  );
}
