import type { PaymentDetails } from "#app/features/documents/snapshot.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { InvoiceFrame } from "./invoice-frame.tsx";

// The client's « Payer » page (/d/<token>/payer, ADR 029): plain HTML, no script.
// The form posts only the chosen provider; the server asks it for the balance.

export type PayPageProps = {
  token: string;
  invoice: { number: string; totalTtc: number; paid: number; credited: number; balance: number };
  providers: { id: string; label: string }[];
  details: PaymentDetails;
  /** Why the last attempt failed, or the client came back without paying. */
  notice?: string;
  /** The checkout just made: the page refreshes to it (and links to it). */
  go?: { url: string; name: string } | null;
};

export function PayPage({ token, invoice, providers, details, notice, go }: PayPageProps) {
  const settled = invoice.balance <= 0;
  if (go) {
    return (
      <InvoiceFrame number={invoice.number} title={`Redirection vers ${go.name}…`}>
        <p className="mt-4">
          <a href={go.url} rel="noreferrer" className="font-semibold underline underline-offset-4">
            Continuer vers la page de paiement
          </a>
        </p>
      </InvoiceFrame>
    );
  }
  return (
    <InvoiceFrame number={invoice.number} title="Régler la facture">
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg border p-4">
        <dt>Montant TTC</dt>
        <dd className="text-right tabular-nums">{formatFcfa(invoice.totalTtc)}</dd>
        {invoice.paid > 0 && (
          <>
            <dt>Déjà réglé</dt>
            <dd className="text-right tabular-nums">{formatFcfa(invoice.paid)}</dd>
          </>
        )}
        {invoice.credited > 0 && (
          <>
            <dt>Avoirs</dt>
            <dd className="text-right tabular-nums">{formatFcfa(invoice.credited)}</dd>
          </>
        )}
        <dt className="font-semibold">Reste à payer</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="reste-a-payer">
          {formatFcfa(Math.max(0, invoice.balance))}
        </dd>
      </dl>

      {notice && (
        <p
          role="alert"
          className="mt-6 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          {notice}
        </p>
      )}

      {settled ? (
        <p role="status" className="mt-6 text-lg font-medium">
          Cette facture est entièrement réglée. Merci{"\u00a0"}!
        </p>
      ) : (
        <>
          {providers.length > 0 && (
            <form method="post" action={`/d/${token}/payer`} className="mt-8 grid gap-3">
              <h2 className="text-lg font-semibold">Payer en ligne</h2>
              <p className="text-sm text-muted-foreground">
                Vous serez redirigé vers le service de paiement pour régler{" "}
                {formatFcfa(invoice.balance)}. Le reçu vous sera envoyé par e-mail.
              </p>
              {providers.map((p) => (
                <button
                  key={p.id}
                  type="submit"
                  name="provider"
                  value={p.id}
                  className="inline-flex min-h-12 items-center justify-center rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {p.label}
                </button>
              ))}
            </form>
          )}
          <div className="mt-10">
            <h2 className="text-lg font-semibold">
              {providers.length > 0
                ? "Ou par virement, Wave ou Orange Money"
                : "Moyens de règlement"}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              En rappelant le numéro de la facture ({invoice.number}).
            </p>
            <dl className="mt-4 grid gap-3 text-sm">
              <div>
                <dt className="font-semibold">Virement</dt>
                <dd className="whitespace-pre-line">
                  {`${details.bank.name}\nTitulaire\u00a0: ${details.bank.holder}\nRIB\u00a0: ${details.bank.rib}\nIBAN\u00a0: ${details.bank.iban}\nBIC\u00a0: ${details.bank.bic}`}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Wave</dt>
                <dd>{details.wave}</dd>
              </div>
              <div>
                <dt className="font-semibold">Orange Money</dt>
                <dd>{details.orangeMoney}</dd>
              </div>
            </dl>
          </div>
        </>
      )}
      <p className="mt-10">
        <a href={`/d/${token}`} className="underline underline-offset-4">
          Retour à la facture
        </a>
      </p>
    </InvoiceFrame>
  );
}
