import type { ReactNode } from "react";
import { formatFcfa } from "#app/lib/money.ts";
import { InvoiceFrame } from "./invoice-frame.tsx";

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

/** Each state's title and what it tells the client (an alert where nothing was recorded). */
const STATES: Record<
  ReturnState,
  { title: string; role?: "status" | "alert"; text?: (amount: number | null) => ReactNode }
> = {
  paid: {
    title: "Paiement reçu",
    role: "status",
    text: (amount) => (
      <>
        Merci{"\u00a0"}! Votre paiement de {formatFcfa(amount ?? 0)} est enregistré. Le reçu vous
        est envoyé par e-mail.
      </>
    ),
  },
  pending: {
    title: "Paiement en cours de confirmation",
    role: "status",
    text: () =>
      "Nous attendons la confirmation du service de paiement. Cette page se met à jour toute seule dans quelques secondes.",
  },
  failed: {
    title: "Paiement non abouti",
    role: "alert",
    text: () =>
      "Le service de paiement n'a pas confirmé le paiement. Aucun montant n'a été enregistré sur la facture.",
  },
  refused: {
    title: "Paiement à vérifier",
    role: "alert",
    text: () =>
      "Votre paiement a été reçu mais doit être vérifié par notre équipe, qui vous contactera rapidement.",
  },
  none: { title: "Aucun paiement en ligne" },
};

export function ReturnPage({ token, state, number, amount, balance }: ReturnPageProps) {
  const { title, role, text } = STATES[state];
  return (
    <InvoiceFrame number={number} title={title}>
      {text ? (
        <p role={role} className={state === "paid" ? "mt-4 text-lg" : "mt-4"}>
          {text(amount)}
        </p>
      ) : null}
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
    </InvoiceFrame>
  );
}
