import { company } from "#app/config/company.ts";
import { DocumentPage } from "#app/features/documents/components/document-page.tsx";
import { handleDocumentAction, loadDocument } from "#app/features/documents/document.server.ts";
import { handleLedgerAction, loadLedger } from "#app/features/ledger/actions.server.ts";
import {
  LedgerActions,
  LedgerAside,
  LedgerMain,
} from "#app/features/ledger/components/ledger-parts.tsx";
import type { Route } from "./+types/document";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadDocument(request, params.numero);
  // The ledger (ADR 020): payments, credit notes, the forms' request keys.
  const ledger = await loadLedger(page.doc);
  return { ...page, ledger };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The ledger's intents first (payments, credit notes, cancelling an invoice).
  const ledger = await handleLedgerAction(request, params.numero);
  if (ledger) return ledger;
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { ledger, ...page } = loaderData;
  return (
    // Keyed by number: going from an invoice to its avoir starts fresh forms (send, ledger).
    <DocumentPage
      key={page.doc.number}
      {...page}
      actionData={actionData}
      actions={<LedgerActions doc={page.doc} ledger={ledger} />}
      main={<LedgerMain doc={page.doc} ledger={ledger} actionData={actionData} />}
      aside={
        <LedgerAside doc={page.doc} ledger={ledger} today={page.today} actionData={actionData} />
      }
    />
  );
}
