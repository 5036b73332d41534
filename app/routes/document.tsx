import { siteName } from "#app/lib/site-name.ts";
import { onlineAnswerOf } from "#app/features/acceptance/acceptance.server.ts";
import { AcceptanceCard } from "#app/features/acceptance/components/acceptance-card.tsx";
import { DocumentPage } from "#app/features/register/components/document-page.tsx";
import { handleDocumentAction, loadDocument } from "#app/features/register/route.server.ts";
import {
  handleBillingAction,
  isBillingAction,
  loadQuoteBilling,
} from "#app/features/deposits/route.server.ts";
import {
  BillingActions,
  BillingAside,
  InvoiceBillingCard,
} from "#app/features/deposits/components/billing-parts.tsx";
import { handleLedgerAction, loadLedger } from "#app/features/ledger/route.server.ts";
import { releaseEntries } from "#app/features/project-billing/billing.server.ts";
import {
  LedgerActions,
  LedgerAside,
  LedgerMain,
} from "#app/features/ledger/components/ledger-parts.tsx";
import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { ClientLinkCard } from "#app/features/portal/components/client-link-card.tsx";
import {
  handleClientLinkAction,
  isClientLinkPost,
  loadClientLinkCard,
} from "#app/features/portal/route.server.ts";
import { OnlinePaymentsCard } from "#app/features/payments/components/online-payments-card.tsx";
import { onlinePaymentsOf, paymentChecksOf } from "#app/features/payments/staff.server.ts";
import { handleCheckAction, isCheckPost } from "#app/features/payments/route.server.ts";
import {
  handleWhatsappAction,
  handleWhatsappCheckAction,
  isWhatsappCheckPost,
  isWhatsappPost,
  whatsappCardOf,
} from "#app/features/whatsapp/route.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { WhatsappSend } from "#app/features/whatsapp/components/whatsapp-send.tsx";
import { ReminderCard } from "#app/features/reminders/reminder-card.tsx";
import {
  handleReminderAction,
  isReminderPost,
  loadReminders,
} from "#app/features/reminders/route.server.ts";
import { documentPdf, receiptPdf } from "#app/features/print/pdf.server.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { snapshotIs } from "#app/features/documents/snapshot.ts";
import { ProjectCard } from "#app/features/projects/components/project-card.tsx";
import { projectCardOf } from "#app/features/projects/route.server.ts";
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
  const { may } = page;
  const online = kindIs(page.doc.kind, "payable") && may.payments;
  const [ledger, billing, clientLink, onlineAnswer, onlinePayments, paymentChecks, project] =
    await Promise.all([
      // The ledger (ADR 020): payments, credit notes, the forms' request keys.
      loadLedger(page.doc),
      // Deposits (ADR 021): a quote's invoices and what it still offers.
      loadQuoteBilling(page.doc),
      // The client link (ADR 027): its card, and the QR code « Réimprimer » prints.
      loadClientLinkCard(page.doc),
      // Acceptance online (ADR 028): the client's answer through the private link.
      kindIs(page.doc.kind, "answerable") ? onlineAnswerOf(page.doc.id) : null,
      // Payments through the client's page (ADR 029), for whom may see the money.
      online ? onlinePaymentsOf(page.doc.id) : [],
      // Money a provider says it took and the ledger did not record: « À vérifier ».
      online ? paymentChecksOf(page.doc.id) : [],
      // Projects (ADR 052): the project it belongs to, or « Démarrer le projet ».
      projectCardOf(request, page.doc),
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
    clientLink,
    onlineAnswer,
    onlinePayments,
    paymentChecks,
    project,
    // « Envoyer par WhatsApp » (ADR 043): to which number, or why not.
    whatsapp: may.send ? whatsappCardOf(page.doc) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // « Facture d'acompte », « Facture de solde » post with ?facturation.
  if (isBillingAction(request)) return handleBillingAction(request, params.numero);
  // « Envoyer par WhatsApp » posts to ?whatsapp, in a tab of its own (ADR 043).
  if (isWhatsappPost(request))
    return handleWhatsappAction(
      request,
      params.numero,
      async (id) => (await ensureClientLink(id)).url,
      // WhatsApp Business (ADR 045) sends the PDF with its link, as « Envoyer au client ».
      { draw: documentPdf, annexFor: documentAnnex },
    );
  // « Marquer comme vérifié » a WhatsApp send « À vérifier » (ADR 045) posts to ?whatsapp-verifie.
  if (isWhatsappCheckPost(request)) return handleWhatsappCheckAction(request, params.numero);
  // « Marquer comme vérifié » a payment « À vérifier » posts to ?verifie.
  if (isCheckPost(request)) return handleCheckAction(request, params.numero);
  // Reminders (ADR 022): « Relancer maintenant » posts to ?relancer.
  if (isReminderPost(request)) return handleReminderAction(request, params.numero);
  // « Nouveau lien » (ADR 027) posts to ?lien.
  if (isClientLinkPost(request)) return handleClientLinkAction(request, params.numero);
  // The ledger's intents (payments, credit notes, cancelling an invoice), read from a copy.
  // An avoir that cancels a project's invoice frees its time and expenses (ADR 056).
  const ledger = await handleLedgerAction(
    request,
    params.numero,
    { receipt: receiptPdf },
    { whenCancelled: releaseEntries },
  );
  if (ledger) return ledger;
  // « Envoyer au client » carries the client link (ADR 027) and, on a quote accepted
  // online, its acceptance block (ADR 028), in the email and on the PDF.
  return handleDocumentAction(request, params.numero, documentAnnex);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    ledger,
    billing,
    reminders,
    olderPayments,
    clientLink,
    onlineAnswer,
    onlinePayments,
    paymentChecks,
    whatsapp,
    project,
    may,
    ...page
  } = loaderData;
  const { doc } = page;
  // Money still « À vérifier » puts the card first; checked ones stay in it, below.
  const toCheck = paymentChecks.some((c) => c.handledAt === null);
  return (
    // Keyed by number: going from an invoice to its avoir starts fresh forms (send, ledger).
    <DocumentPage
      key={doc.number}
      {...page}
      actionData={actionData}
      canConvert={billing?.canConvert ?? true}
      annex={{
        ...clientLink?.annex,
        ...(onlineAnswer?.decision === "accepted"
          ? { acceptance: { ...onlineAnswer, at: new Date(onlineAnswer.at).toISOString() } }
          : {}),
      }}
      may={may}
      sendAlso={whatsapp ? <WhatsappSend number={doc.number} card={whatsapp} /> : null}
      actions={
        <>
          <LedgerActions doc={doc} ledger={ledger} />
          {may.billing ? <BillingActions number={doc.number} billing={billing} /> : null}
        </>
      }
      main={
        <>
          {snapshotIs(doc.snapshot, "payable") ? (
            <InvoiceBillingCard snapshot={doc.snapshot} />
          ) : null}
          <LedgerMain
            doc={doc}
            ledger={ledger}
            actionData={actionData}
            olderPayments={olderPayments}
            may={may}
          />
        </>
      }
      aside={
        <>
          {/* Money a provider says it took and the register does not hold: seen first. */}
          {toCheck ? (
            <OnlinePaymentsCard
              number={doc.number}
              lines={onlinePayments}
              checks={paymentChecks}
              canCheck={may.payments}
            />
          ) : null}
          <LedgerAside
            doc={doc}
            ledger={ledger}
            today={page.today}
            actionData={actionData}
            may={may}
          />
          {may.billing ? (
            <BillingAside number={doc.number} billing={billing} actionData={actionData} />
          ) : null}
          {!toCheck && (onlinePayments.length > 0 || paymentChecks.length > 0) ? (
            <OnlinePaymentsCard
              number={doc.number}
              lines={onlinePayments}
              checks={paymentChecks}
              canCheck={may.payments}
            />
          ) : null}
          {reminders ? (
            <ReminderCard
              number={doc.number}
              panel={reminders}
              actionData={actionData}
              canRemind={may.payments}
            />
          ) : null}
          {clientLink ? (
            <ClientLinkCard number={doc.number} link={clientLink} actionData={actionData} />
          ) : null}
          {onlineAnswer ? <AcceptanceCard answer={onlineAnswer} /> : null}
          <ProjectCard card={project} />
        </>
      }
    />
  );
}
