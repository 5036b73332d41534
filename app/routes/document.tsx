import { siteName } from "#app/lib/site-name.ts";
import { DocumentPage } from "#app/features/documents/components/document-page.tsx";
import { handleDocumentAction, loadDocument } from "#app/features/documents/document.server.ts";
import {
  handleBillingAction,
  isBillingAction,
  loadQuoteBilling,
} from "#app/features/deposits/billing.server.ts";
import {
  BillingActions,
  BillingAside,
  InvoiceBillingCard,
} from "#app/features/deposits/components/billing-parts.tsx";
import { handleLedgerAction, loadLedger } from "#app/features/ledger/actions.server.ts";
import {
  LedgerActions,
  LedgerAside,
  LedgerMain,
} from "#app/features/ledger/components/ledger-parts.tsx";
import { ReminderCard } from "#app/features/reminders/reminder-card.tsx";
import {
  handleReminderAction,
  isReminderPost,
  loadReminders,
} from "#app/features/reminders/route.server.ts";
import type { Route } from "./+types/document";

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

/** History lines and payments drawn at first (ADR 025: an invoice may carry hundreds). */
const SHOWN = 50;

export async function loader({ request, params }: Route.LoaderArgs) {
  const [page, reminders] = await Promise.all([
    loadDocument(request, params.numero),
    // Reminders (ADR 022): the « Relances » card of an invoice.
    loadReminders(request, params.numero),
  ]);
  const [ledger, billing] = await Promise.all([
    // The ledger (ADR 020): payments, credit notes, the forms' request keys.
    loadLedger(page.doc),
    // Deposits (ADR 021): a quote's invoices and what it still offers.
    loadQuoteBilling(page.doc),
  ]);
  // The latest history lines and payments; « Tout afficher » (?tout=1) shows the rest.
  const all = new URL(request.url).searchParams.get("tout") === "1";
  const events = all ? page.doc.events : page.doc.events.slice(0, SHOWN);
  const payments = all ? ledger.payments : ledger.payments.slice(-SHOWN);
  return {
    ...page,
    doc: { ...page.doc, events },
    olderEvents: page.doc.events.length - events.length,
    ledger: { ...ledger, payments },
    olderPayments: ledger.payments.length - payments.length,
    billing,
    reminders,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // « Facture d'acompte », « Facture de solde » post with ?facturation.
  if (isBillingAction(request)) return handleBillingAction(request, params.numero);
  // Reminders (ADR 022): « Relancer maintenant » posts to ?relancer.
  if (isReminderPost(request)) return handleReminderAction(request, params.numero);
  // The ledger's intents (payments, credit notes, cancelling an invoice), read from a copy.
  const ledger = await handleLedgerAction(request, params.numero);
  if (ledger) return ledger;
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { ledger, billing, reminders, olderPayments, ...page } = loaderData;
  const { doc } = page;
  return (
    // Keyed by number: going from an invoice to its avoir starts fresh forms (send, ledger).
    <DocumentPage
      key={doc.number}
      {...page}
      actionData={actionData}
      canConvert={billing?.canConvert ?? true}
      actions={
        <>
          <LedgerActions doc={doc} ledger={ledger} />
          <BillingActions number={doc.number} billing={billing} />
        </>
      }
      main={
        <>
          {doc.snapshot.kind === "invoice" ? <InvoiceBillingCard snapshot={doc.snapshot} /> : null}
          <LedgerMain
            doc={doc}
            ledger={ledger}
            actionData={actionData}
            olderPayments={olderPayments}
          />
        </>
      }
      aside={
        <>
          <LedgerAside doc={doc} ledger={ledger} today={page.today} actionData={actionData} />
          <BillingAside number={doc.number} billing={billing} actionData={actionData} />
          {reminders ? (
            <ReminderCard number={doc.number} panel={reminders} actionData={actionData} />
          ) : null}
        </>
      }
    />
  );
}
