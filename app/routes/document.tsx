import { company } from "#app/config/company.ts";
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
import { ReminderCard } from "#app/features/reminders/reminder-card.tsx";
import {
  handleReminderAction,
  isReminderPost,
  loadReminders,
} from "#app/features/reminders/route.server.ts";
import type { Route } from "./+types/document";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const [page, reminders] = await Promise.all([
    loadDocument(request, params.numero),
    // Reminders (ADR 022): the « Relances » card of an invoice.
    loadReminders(request, params.numero),
  ]);
  // Deposits (ADR 021): a quote's invoices and what it still offers.
  const billing = await loadQuoteBilling(page.doc);
  return { ...page, billing, reminders };
}

export function action({ request, params }: Route.ActionArgs) {
  // « Facture d'acompte », « Facture de solde » post with ?facturation.
  if (isBillingAction(request)) return handleBillingAction(request, params.numero);
  // Reminders (ADR 022): « Relancer maintenant » posts to ?relancer.
  if (isReminderPost(request)) return handleReminderAction(request, params.numero);
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { billing, reminders, ...page } = loaderData;
  const { doc } = page;
  return (
    <DocumentPage
      {...page}
      actionData={actionData}
      canConvert={billing?.canConvert ?? true}
      actions={<BillingActions number={doc.number} billing={billing} />}
      main={doc.snapshot.kind === "invoice" ? <InvoiceBillingCard snapshot={doc.snapshot} /> : null}
      aside={
        <>
          <BillingAside number={doc.number} billing={billing} actionData={actionData} />
          {reminders ? (
            <ReminderCard number={doc.number} panel={reminders} actionData={actionData} />
          ) : null}
        </>
      }
    />
  );
}
