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
import type { Route } from "./+types/document";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadDocument(request, params.numero);
  // Deposits (ADR 021): a quote's invoices and what it still offers.
  const billing = await loadQuoteBilling(page.doc);
  return { ...page, billing };
}

export function action({ request, params }: Route.ActionArgs) {
  // « Facture d'acompte », « Facture de solde » post with ?facturation.
  if (isBillingAction(request)) return handleBillingAction(request, params.numero);
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { billing, ...page } = loaderData;
  const { doc } = page;
  return (
    <DocumentPage
      {...page}
      actionData={actionData}
      canConvert={billing?.canConvert ?? true}
      actions={<BillingActions number={doc.number} billing={billing} />}
      main={doc.snapshot.kind === "invoice" ? <InvoiceBillingCard snapshot={doc.snapshot} /> : null}
      aside={<BillingAside number={doc.number} billing={billing} actionData={actionData} />}
    />
  );
}
