import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { PaymentsToCheck } from "#app/features/payments/staff.ts";
import { CheckDetails } from "./online-payments-card.tsx";

/**
 * The dashboard's « À vérifier » (ADR 029): money a provider says it took that the
 * register does not hold. Shown while any is left; each opens its invoice.
 */
export function PaymentsToCheckSection({ toCheck }: { toCheck: PaymentsToCheck }) {
  if (toCheck.total === 0) return null;
  const more = toCheck.total - toCheck.lines.length;
  return (
    <section
      id="a-verifier"
      aria-labelledby="a-verifier-titre"
      className="mt-8 rounded-xl border border-destructive bg-destructive/5 p-5 shadow-sm"
      data-testid="payments-to-check"
    >
      <h2 id="a-verifier-titre" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
        {`À vérifier\u00a0: ${toCheck.total}\u00a0paiement${toCheck.total > 1 ? "s" : ""} en ligne non enregistré${toCheck.total > 1 ? "s" : ""}`}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Un prestataire annonce avoir encaissé ces paiements, que le registre n&apos;a pas pris.
      </p>
      <ul className="mt-4 grid gap-3 text-sm lg:grid-cols-2">
        {toCheck.lines.map((line) => (
          <li key={line.id} className="grid content-start gap-0.5 rounded-md border bg-card p-3">
            <p className="flex flex-wrap justify-between gap-x-3 font-medium">
              <Link
                to={`/documents/${line.number}`}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                {`Facture ${line.number}`}
              </Link>
            </p>
            <p>{line.party}</p>
            <CheckDetails check={line} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {`Et ${more}\u00a0autre${more > 1 ? "s" : ""}, plus ancien${more > 1 ? "s" : ""}.`}
        </p>
      ) : null}
    </section>
  );
}
