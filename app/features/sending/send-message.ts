import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import {
  byKind,
  type ByKind,
  type DocumentSnapshot,
  type PricedSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";

// « Envoyer au client »: the subject and the message prefilled in the form,
// which the staff may change before sending.

export function sendSubject(doc: DocumentSnapshot): string {
  return `${DOCUMENT_KINDS[doc.kind].title} ${doc.number} — ${doc.company.name}`;
}

/** The message's body, by kind: what it is, for what, and what to do with it. */
const BODIES: ByKind<string, [paidOn: string | null | undefined]> = {
  quote: (doc) =>
    `Veuillez trouver ci-joint notre devis n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, valable jusqu'au ${printedDay(doc.validUntil ?? doc.issuedOn)}.`,
  invoice: (doc, paidOn) =>
    paidOn
      ? `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, réglée le ${printedDay(paidOn)}. Merci pour votre règlement.`
      : `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, à régler au plus tard le ${printedDay(doc.payment?.dueOn ?? doc.issuedOn)}. Nos coordonnées de paiement (virement, Wave, Orange Money) figurent au bas de la facture.`,
  proposal: (doc) =>
    `Veuillez trouver ci-joint notre proposition technique n°\u00a0${doc.number} pour le projet «\u00a0${doc.proposal.projectName}\u00a0», valable jusqu'au ${printedDay(doc.validUntil)}.`,
  credit_note: (doc) =>
    `Veuillez trouver ci-joint notre facture d'avoir n°\u00a0${doc.number} de ${amount(doc)}, sur la facture n°\u00a0${doc.invoice.number} du ${printedDay(doc.invoice.issuedOn)}\u00a0: elle réduit d'autant le montant restant dû.`,
};

function amount(doc: PricedSnapshot): string {
  return `${formatFcfa(doc.totals.totalTTC)}${doc.vatPercentage !== null ? " TTC" : ""}`;
}

function project(doc: QuoteInvoiceSnapshot): string {
  return `«\u00a0${doc.project.title}\u00a0»`;
}

export function defaultSendMessage(doc: DocumentSnapshot, paidOn?: string | null): string {
  const body = byKind(BODIES, doc, paidOn);
  return `Bonjour,\n\n${body}\n\nNous restons à votre disposition pour toute question.\n\nCordialement,\n${doc.company.name}\n${doc.company.phones[0] ?? ""}`;
}
