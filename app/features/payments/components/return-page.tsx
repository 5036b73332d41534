import { formatFcfa } from "#app/features/documents/money.ts";

// The return page (/d/<token>/paiement, ADR 029): « en cours de confirmation »
// until the provider's notification has landed (the route refreshes it with a
// <meta http-equiv="refresh">, no script), then « Paiement reçu ».

export type ReturnState = "pending" | "paid" | "failed" | "refused" | "none";

export type ReturnPageProps = {
  token: string;
  state: ReturnState;
  number: string;
  amount: number | null;
  balance: number;
};

export function ReturnPage({ token, state, number, amount, balance }: ReturnPageProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <p className="text-sm text-muted-foreground">
        Facture n°{"\u00a0"}
        {number}
      </p>
      {state === "paid" ? (
        <>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Paiement reçu</h1>
          <p role="status" className="mt-4 text-lg">
            Merci{"\u00a0"}! Votre paiement de {formatFcfa(amount ?? 0)} est enregistré. Le reçu
            vous est envoyé par e-mail.
          </p>
        </>
      ) : state === "pending" ? (
        <>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            Paiement en cours de confirmation
          </h1>
          <p role="status" className="mt-4">
            Nous attendons la confirmation du service de paiement. Cette page se met à jour toute
            seule dans quelques secondes.
          </p>
        </>
      ) : state === "failed" ? (
        <>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            Paiement non abouti
          </h1>
          <p role="alert" className="mt-4">
            Le service de paiement n'a pas confirmé le paiement. Aucun montant n'a été enregistré
            sur la facture.
          </p>
        </>
      ) : state === "refused" ? (
        <>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            Paiement à vérifier
          </h1>
          <p role="alert" className="mt-4">
            Votre paiement a été reçu mais doit être vérifié par notre équipe, qui vous contactera
            rapidement.
          </p>
        </>
      ) : (
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          Aucun paiement en ligne
        </h1>
      )}
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 rounded-lg border p-4">
        <dt className="font-semibold">Reste à payer</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="reste-a-payer">
          {formatFcfa(Math.max(0, balance))}
        </dd>
      </dl>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`/d/${token}`} className="underline underline-offset-4">
          Retour à la facture
        </a>
        {balance > 0 && state !== "pending" && (
          <a href={`/d/${token}/payer`} className="underline underline-offset-4">
            Payer en ligne
          </a>
        )}
      </p>
    </section>
  );
}
