import { Check, Copy, Download, Mail, MessageCircle, Printer, Receipt, X } from "lucide-react";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { TextareaField, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { SendConstraint } from "#app/features/register/constraints.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { openPrintWindow, printAssets } from "#app/features/authoring/print-window.ts";
import type { DocumentView } from "#app/features/documents/register-types.ts";
import { printStateOf } from "#app/features/documents/print-state.ts";
import {
  billedDays,
  moneyOf,
  paymentTermsLabel,
  snapshotIs,
} from "#app/features/documents/snapshot.ts";
import { DOCUMENT_KINDS, kindBecomes, kindIs } from "#app/features/documents/kinds.ts";
import { displayStatus, refusal } from "#app/features/documents/status.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import {
  FactList,
  LineTable,
  VatSummaryTable,
} from "#app/features/documents/components/document-view.tsx";
import { vatSummary } from "#app/features/wording/vat-summary-rows.ts";
import { ShowAll } from "#app/features/documents/components/show-all.tsx";
import { StatusBadge } from "#app/features/documents/components/status-badge.tsx";
import { StudioCard as Card } from "#app/features/documents/components/studio-card.tsx";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { EInvoiceDownloads } from "#app/features/einvoice/components/einvoice-downloads.tsx";
import { whatsappState } from "#app/features/whatsapp/status.ts";
import { sendWording, type SendPlan } from "#app/features/whatsapp/send-plan.ts";
import { WhatsappCheckButton } from "#app/features/whatsapp/components/whatsapp-send.tsx";

type Doc = DocumentView & { issuedOn: string };
type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function when(date: Date | string) {
  return formatFrenchDateTime(new Date(date)).replace(/^./, (c) => c.toLowerCase());
}

const DELIVERY = {
  sent: "remis au serveur de messagerie",
  pending: "en attente d'envoi",
  sending: "en cours d'envoi",
  failed: "échec de l'envoi",
} as const;

function fcfa(digits: string | undefined): string {
  return formatFcfa(Number(digits ?? 0));
}

/**
 * A line sent through WhatsApp Business (ADR 045) with its status beside it; a failure
 * is « À vérifier ». A chat opened by hand (ADR 043) has no status.
 */
function withWhatsappState(e: Doc["events"][number], line: string, number: string): ReactNode {
  const state = whatsappState(e);
  if (!state) return `${line}.`;
  return (
    <>
      {`${line} (${state.label}).`}
      {state.toCheck ? (
        <>
          <strong className="ml-2 font-semibold text-destructive">À vérifier</strong>
          {e.whatsappId ? <WhatsappCheckButton number={number} message={e.whatsappId} /> : null}
        </>
      ) : state.handledBy ? (
        <span className="ml-1 text-muted-foreground">{`Vérifié par ${state.handledBy}.`}</span>
      ) : null}
    </>
  );
}

function eventText(doc: Doc, e: Doc["events"][number]): ReactNode {
  const e_ = DOCUMENT_KINDS[doc.kind].feminine ? "e" : "";
  switch (e.kind) {
    case "issued":
      return `Émis${e_} le ${when(e.at)} par ${e.byName}${e.details.sourceQuote ? `, d'après le devis ${e.details.sourceQuote}` : ""}.`;
    case "sent":
      // By WhatsApp (ADR 043): the chat was opened for that number by that member.
      if (e.details.channel === "whatsapp")
        return withWhatsappState(
          e,
          `Envoyé${e_} par WhatsApp le ${when(e.at)} au ${e.details.to} par ${e.byName}`,
          doc.number,
        );
      return `Envoyé${e_} le ${when(e.at)} à ${e.details.to} par ${e.byName}${e.emailStatus ? ` (${DELIVERY[e.emailStatus]})` : ""}.`;
    // Online (issue 22, ADR 028): the client's own answer, by the name they gave.
    case "accepted":
      if (e.details.online && e.details.confirmationWhatsapp)
        return withWhatsappState(
          e,
          `Accepté en ligne par le client le ${when(e.at)} : ${e.byName}${e.details.role ? ` (${e.details.role})` : ""} ; confirmation envoyée par WhatsApp au ${e.details.confirmationWhatsapp}`,
          doc.number,
        );
      return e.details.online
        ? `Accepté en ligne par le client le ${when(e.at)} : ${e.byName}${e.details.role ? ` (${e.details.role})` : ""}.`
        : `Marqué accepté le ${when(e.at)} par ${e.byName}.`;
    case "refused":
      return e.details.online
        ? `Refusé en ligne par le client le ${when(e.at)} : ${e.byName}${e.details.reason ? `, motif : ${e.details.reason}` : ""}.`
        : `Marqué refusé le ${when(e.at)} par ${e.byName}.`;
    case "paid":
      return `Payée le ${printedDay(e.details.paidOn ?? doc.issuedOn)} (enregistré le ${when(e.at)} par ${e.byName}).`;
    case "cancelled":
      return `Annulée le ${when(e.at)} par ${e.byName}\u00a0: ${e.details.reason}`;
    case "converted":
      return `Converti en facture ${e.details.invoice} le ${when(e.at)} par ${e.byName}.`;
    // The ledger's events (ADR 020); amounts are whole francs written as digits.
    case "payment": {
      const line = `Paiement de ${fcfa(e.details.amount)} reçu le ${printedDay(e.details.paidOn ?? doc.issuedOn)} (${e.details.method}${e.details.reference ? `, réf. ${e.details.reference}` : ""}), enregistré le ${when(e.at)} par ${e.byName}`;
      // Its receipt by WhatsApp Business (ADR 045), with the message's status.
      return e.details.receiptWhatsapp
        ? withWhatsappState(
            e,
            `${line} ; reçu envoyé par WhatsApp au ${e.details.receiptWhatsapp}`,
            doc.number,
          )
        : `${line}.`;
    }
    case "payment_cancelled":
      return `Paiement de ${fcfa(e.details.amount)} du ${printedDay(e.details.paidOn ?? doc.issuedOn)} annulé le ${when(e.at)} par ${e.byName}\u00a0: ${e.details.reason}`;
    case "credited":
      return `Avoir ${e.details.creditNote} de ${fcfa(e.details.amount)} émis le ${when(e.at)} par ${e.byName}\u00a0: ${e.details.reason}`;
    case "reminded":
      // Through WhatsApp Business (ADR 045), beside the email's line of the same reminder.
      if (e.details.channel === "whatsapp")
        return withWhatsappState(
          e,
          `Relance${e.details.step ? ` automatique (${e.details.step}\u00a0jours après l'échéance)` : ""} envoyée par WhatsApp le ${when(e.at)} au ${e.details.to}${e.details.step ? "" : ` par ${e.byName}`}, pour ${fcfa(e.details.balance)}`,
          doc.number,
        );
      return e.details.step
        ? `Relance automatique (${e.details.step}\u00a0jours après l'échéance) envoyée le ${when(e.at)} à ${e.details.to}, pour ${fcfa(e.details.balance)}.`
        : `Relance envoyée le ${when(e.at)} à ${e.details.to} par ${e.byName}, pour ${fcfa(e.details.balance)}.`;
    case "deposit_invoiced":
      return `Facture d'acompte ${e.details.invoice} de ${fcfa(e.details.amount)} émise le ${when(e.at)} par ${e.byName}.`;
    case "balance_invoiced":
      return `Facture de solde ${e.details.invoice} émise le ${when(e.at)} par ${e.byName}.`;
    // The client link (ADR 027).
    case "viewed":
      return `Consulté${e_} par le client le ${when(e.at)}.`;
    case "link_renewed":
      return `Nouveau lien client créé le ${when(e.at)} par ${e.byName} : l'ancien ne fonctionne plus.`;
    default:
      return e.kind;
  }
}

/**
 * /documents/:numero — one issued document: re-print, PDF, send, statuses, history.
 * The features built on the register (ledger, deposits, reminders) add their parts
 * through the slots: buttons, cards in the main column, cards beside it.
 */
/** The buttons of a document's page a role may use (the route computes it from permissions.ts). */
export type DocumentMay = { send: boolean; answer: boolean; convert: boolean; duplicate: boolean };
const ALL_ALLOWED: DocumentMay = { send: true, answer: true, convert: true, duplicate: true };
const EMAIL_ONLY: SendPlan = { channels: "email", whatsappTo: null, note: null };

export function DocumentPage({
  doc,
  today,
  send,
  actionData,
  actions,
  main,
  aside,
  canConvert = true,
  olderEvents = 0,
  annex,
  may = ALL_ALLOWED,
  sendAlso,
  sendPlan = EMAIL_ONLY,
}: {
  doc: Doc;
  today: string;
  send: { to: string; subject: string; message: string };
  actionData: ActionData;
  actions?: ReactNode;
  main?: ReactNode;
  aside?: ReactNode;
  /** False once the quote is invoiced, or billed by deposits (ADR 021). */
  canConvert?: boolean;
  /** Older history lines left out of this page (« Tout afficher »). */
  olderEvents?: number;
  /** What other features print on it: the client link's QR code (ADR 027), an online acceptance (ADR 028). */
  annex?: DocumentAnnex;
  /** What the member's role allows here (permissions.ts); the server refuses the rest too. */
  may?: DocumentMay;
  /** Other ways of sending, under the email's form (« Envoyer par WhatsApp », ADR 043). */
  sendAlso?: ReactNode;
  /** What « Envoyer au client » will do: the client's preference (ADR 045). */
  sendPlan?: SendPlan;
}) {
  const snap = doc.snapshot;
  const { createPage } = DOCUMENT_KINDS[doc.kind];
  const status = displayStatus(doc, today);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Each form shows only the answer to its own post; a post refused before it was
  // read (another site, too large) has no intent and is said above the cards.
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const refused = actionData?.intent === "" ? formErrorOf(actionData.result) : null;

  // The window opens within the click (pop-up blockers allow only that; blocked, nothing
  // happens, docs/product.md §8); the printed document's code is fetched then, not with
  // the page.
  async function reprint() {
    const win = openPrintWindow();
    if (!win) return;
    // Each module's one export named at its import: Rollup then keeps only it (a
    // destructured Promise.all kept all of render.ts, its snapshot code and n2words).
    const language = import("#app/features/wording/languages.ts").then((m) =>
      m.loadLanguage(moneyOf(snap).language),
    );
    const { renderDocument } = await import("#app/features/print/render.ts");
    await language;
    const { html, name } = renderDocument(snap, printAssets(), printStateOf(doc), annex);
    await win.print(html, name);
  }

  const facts: [string, string][] = [["Date d'émission", printedDay(doc.issuedOn)]];
  if (snapshotIs(snap, "priced")) {
    facts.push(["Client", `${snap.client.name} · ${snap.client.email}`]);
    facts.push(["Projet", snap.project.title]);
    // A subscription's invoice: the period it bills (ADR 032).
    const period = billedDays(snap);
    if (period) facts.push(["Période facturée", period]);
    if (snap.validUntil) facts.push(["Valable jusqu'au", printedDay(snap.validUntil)]);
    if (snap.payment) {
      facts.push(["Conditions", paymentTermsLabel(snap.payment.termsDays)]);
      facts.push(["Échéance", printedDay(snap.payment.dueOn)]);
    }
    if (snap.sourceQuote) facts.push(["Réf. devis", snap.sourceQuote]);
  } else {
    facts.push(["Valable jusqu'au", printedDay(snap.validUntil)]);
  }
  if (doc.paidOn) facts.push(["Payée le", printedDay(doc.paidOn)]);
  if (doc.cancelReason) facts.push(["Motif d'annulation", doc.cancelReason]);
  facts.push(["Émis par", doc.issuedByName]);

  const canAnswer = kindIs(doc.kind, "answerable") && refusal(doc, "accept") === null;
  // Payments, credit notes and « Annuler la facture » are the ledger's (aside slot).

  return (
    <StudioPage
      size="xl"
      kicker={DOCUMENT_KINDS[doc.kind].label}
      title={doc.number}
      titleClassName="font-mono text-2xl break-all sm:text-3xl"
      back={{ to: "/documents", label: "Registre" }}
      below={
        <p className="mt-2 flex flex-wrap items-center gap-3 text-muted-foreground">
          <span className="font-medium text-foreground">{doc.party}</span>
          {doc.totalTtc !== null ? (
            <span className="font-semibold text-foreground tabular-nums">
              {formatFcfa(doc.totalTtc)}
            </span>
          ) : null}
          <StatusBadge kind={doc.kind} status={status} />
        </p>
      }
    >
      <div className="mt-6 flex flex-wrap gap-2">
        <Button type="button" onClick={reprint} disabled={!hydrated}>
          <Printer aria-hidden="true" /> Réimprimer
        </Button>
        <Button asChild variant="outline">
          <a href={`/documents/${doc.number}/pdf`} download>
            <Download aria-hidden="true" /> Télécharger le PDF
          </a>
        </Button>
        {DOCUMENT_KINDS[doc.kind].einvoiceTypeCode ? (
          <EInvoiceDownloads base={`/documents/${doc.number}`} />
        ) : null}
        {createPage !== null && may.duplicate ? (
          <Button asChild variant="outline">
            <Link to={`${createPage}?dupliquer=${doc.number}`}>
              <Copy aria-hidden="true" /> Dupliquer
            </Link>
          </Button>
        ) : null}
        {kindBecomes(doc.kind, "invoice") && canConvert && may.convert ? (
          <Button asChild variant="accent">
            <Link to={`/create-invoice?devis=${doc.number}`}>
              <Receipt aria-hidden="true" /> Convertir en facture
            </Link>
          </Button>
        ) : null}
        {actions}
      </div>

      {refused ? (
        <div className="mt-6">
          <FormAlert message={refused} />
        </div>
      ) : null}
      {/* One column of minmax(0, 1fr) on phones: an auto column would grow to its widest content. */}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card title="Envoyer au client" icon={<Mail aria-hidden="true" />}>
            {!may.send ? (
              <p className="text-sm text-muted-foreground">
                Votre rôle ne permet pas d&apos;envoyer ce document.
              </p>
            ) : doc.status === "cancelled" ? (
              <p className="text-sm text-muted-foreground">
                Une facture annulée ne s&apos;envoie plus au client.
              </p>
            ) : (
              <>
                <SendForm busy={busy} send={send} plan={sendPlan} lastResult={resultFor("send")} />
                {sendAlso}
              </>
            )}
          </Card>

          {snapshotIs(snap, "priced") ? (
            <Card title="Prestations">
              <div className="overflow-x-auto">
                <LineTable lines={snap.lines} amount="Montant" className="sm:min-w-[32rem]" />
              </div>
              <VatSummaryTable summary={vatSummary(snap)} />
            </Card>
          ) : null}
          {main}
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card title="En bref">
            <FactList rows={facts} labelWidth="grid-cols-[9rem_1fr]" />
          </Card>

          {canAnswer && may.answer ? (
            <Card title="Réponse du client">
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="accept" />
                  <Button type="submit" disabled={busy}>
                    <Check aria-hidden="true" /> Marquer accepté
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="refuse" />
                  <Button type="submit" variant="outline" disabled={busy}>
                    <X aria-hidden="true" /> Marquer refusé
                  </Button>
                </Form>
              </div>
            </Card>
          ) : null}

          {aside}

          <Card title="Historique">
            <ol className="grid gap-3 text-sm">
              {doc.events.map((e) => (
                <li key={e.id} className="border-l-2 border-primary/40 pl-3">
                  {eventText(doc, e)}
                </li>
              ))}
            </ol>
            {olderEvents > 0 ? <ShowAll older={olderEvents} what="événements" /> : null}
          </Card>
        </div>
      </div>
    </StudioPage>
  );
}

function SendForm({
  busy,
  send,
  plan,
  lastResult,
}: {
  busy: boolean;
  send: { to: string; subject: string; message: string };
  plan: SendPlan;
  lastResult?: SubmissionResult<string[]>;
}) {
  const wording = sendWording(plan);
  const { form, fields, formProps } = useServerForm({
    constraint: SendConstraint,
    id: "send",
    lastResult,
    defaultValue: { intent: "send", ...send },
  });
  return (
    <Form method="post" className="grid gap-4" {...formProps}>
      <input type="hidden" name="intent" value="send" />
      <FormAlert message={form.errors?.[0]} />
      <TextField meta={fields.to} label="Destinataire" type="email" />
      <TextField meta={fields.subject} label="Objet" />
      <TextareaField
        meta={fields.message}
        label="Message"
        hint="Le PDF du document est joint à l'e-mail."
        rows={9}
      />
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground" id="send-plan" data-testid="send-plan">
          {wording.hint}
        </p>
        <div>
          <Button type="submit" disabled={busy} aria-describedby="send-plan">
            {plan.channels === "whatsapp" ? (
              <MessageCircle aria-hidden="true" />
            ) : (
              <Mail aria-hidden="true" />
            )}{" "}
            {wording.button}
          </Button>
        </div>
      </div>
    </Form>
  );
}
