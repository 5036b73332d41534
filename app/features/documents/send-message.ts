import { DOCUMENT_KINDS } from "./kinds.ts";
import { formatFcfa } from "./money.ts";
import { printedDay } from "./numbering.ts";
import type { DocumentSnapshot } from "./snapshot.ts";

// « Envoyer au client »: the subject and the message prefilled in the form,
// which the staff may change before sending.

export function sendSubject(doc: DocumentSnapshot): string {
  return `${DOCUMENT_KINDS[doc.kind].title} ${doc.number} — ${doc.company.name}`;
}

export function defaultSendMessage(doc: DocumentSnapshot, paidOn?: string | null): string {
  let body: string;
  if (doc.kind === "proposal") {
    body = `Veuillez trouver ci-joint notre proposition technique n°\u00a0${doc.number} pour le projet «\u00a0${doc.proposal.projectName}\u00a0», valable jusqu'au ${printedDay(doc.validUntil)}.`;
  } else if (doc.kind === "credit_note") {
    const vat = doc.vatPercentage !== null ? " TTC" : "";
    body = `Veuillez trouver ci-joint notre facture d'avoir n°\u00a0${doc.number} de ${formatFcfa(doc.totals.totalTTC)}${vat}, sur la facture n°\u00a0${doc.invoice.number} du ${printedDay(doc.invoice.issuedOn)}\u00a0: elle réduit d'autant le montant restant dû.`;
  } else {
    const vat = doc.vatPercentage !== null;
    const amount = `${formatFcfa(doc.totals.totalTTC)}${vat ? " TTC" : ""}`;
    const project = `«\u00a0${doc.project.title}\u00a0»`;
    if (doc.kind === "quote") {
      body = `Veuillez trouver ci-joint notre devis n°\u00a0${doc.number} pour ${project}, d'un montant de ${amount}, valable jusqu'au ${printedDay(doc.validUntil ?? doc.issuedOn)}.`;
    } else if (paidOn) {
      body = `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project}, d'un montant de ${amount}, réglée le ${printedDay(paidOn)}. Merci pour votre règlement.`;
    } else {
      body = `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project}, d'un montant de ${amount}, à régler au plus tard le ${printedDay(doc.payment?.dueOn ?? doc.issuedOn)}. Nos coordonnées de paiement (virement, Wave, Orange Money) figurent au bas de la facture.`;
    }
  }
  return `Bonjour,\n\n${body}\n\nNous restons à votre disposition pour toute question.\n\nCordialement,\n${doc.company.name}\n${doc.company.phones[0] ?? ""}`;
}
