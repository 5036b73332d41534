import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { formatMoney, type Language } from "#app/lib/currency.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import {
  byKind,
  moneyOf,
  type ByKind,
  type DocumentSnapshot,
  type PricedSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { printedTitle } from "#app/features/wording/printed-words.ts";
import "#app/features/wording/with-english.ts";

// « Envoyer au client »: the subject and the message prefilled in the form,
// which the staff may change before sending; in the document's language (ADR 055).

type SendWords = {
  /** The message's body, by kind: what it is, for what, and what to do with it. */
  bodies: ByKind<string, [paidOn: string | null | undefined]>;
  /** Around the body: the greeting, the closing. */
  frame: (body: string, doc: DocumentSnapshot) => string;
};

const SEND_WORDS: Record<Language, SendWords> = {
  fr: {
    bodies: {
      quote: (doc) =>
        `Veuillez trouver ci-joint notre devis n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, valable jusqu'au ${printedDay(doc.validUntil ?? doc.issuedOn)}.`,
      invoice: (doc, paidOn) =>
        paidOn
          ? `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, réglée le ${printedDay(paidOn)}. Merci pour votre règlement.`
          : `Veuillez trouver ci-joint notre facture n°\u00a0${doc.number} pour ${project(doc)}, d'un montant de ${amount(doc)}, à régler au plus tard le ${printedDay(doc.payment?.dueOn ?? doc.issuedOn)}. ${payWaysFr(doc)}`,
      proposal: (doc) =>
        `Veuillez trouver ci-joint notre proposition technique n°\u00a0${doc.number} pour le projet «\u00a0${doc.proposal.projectName}\u00a0», valable jusqu'au ${printedDay(doc.validUntil)}.`,
      credit_note: (doc) =>
        `Veuillez trouver ci-joint notre facture d'avoir n°\u00a0${doc.number} de ${amount(doc)}, sur la facture n°\u00a0${doc.invoice.number} du ${printedDay(doc.invoice.issuedOn)}\u00a0: elle réduit d'autant le montant restant dû.`,
    },
    frame: (body, doc) =>
      `Bonjour,\n\n${body}\n\nNous restons à votre disposition pour toute question.\n\nCordialement,\n${doc.company.name}\n${doc.company.phones[0] ?? ""}`,
  },
  en: {
    bodies: {
      quote: (doc) =>
        `Please find attached our quotation no. ${doc.number} for “${doc.project.title}”, amounting to ${amountEn(doc)}, valid until ${formatDateEn(doc.validUntil ?? doc.issuedOn)}.`,
      invoice: (doc, paidOn) =>
        paidOn
          ? `Please find attached our invoice no. ${doc.number} for “${doc.project.title}”, amounting to ${amountEn(doc)}, paid on ${formatDateEn(paidOn)}. Thank you for your payment.`
          : `Please find attached our invoice no. ${doc.number} for “${doc.project.title}”, amounting to ${amountEn(doc)}, due no later than ${formatDateEn(doc.payment?.dueOn ?? doc.issuedOn)}. Our bank details for the transfer are at the foot of the invoice.`,
      proposal: (doc) =>
        `Please find attached our technical proposal no. ${doc.number} for the project “${doc.proposal.projectName}”, valid until ${formatDateEn(doc.validUntil)}.`,
      credit_note: (doc) =>
        `Please find attached our credit note no. ${doc.number} for ${amountEn(doc)}, against invoice no. ${doc.invoice.number} of ${formatDateEn(doc.invoice.issuedOn)}: it reduces the amount still due by as much.`,
    },
    frame: (body, doc) =>
      `Hello,\n\n${body}\n\nPlease do not hesitate to contact us with any question.\n\nBest regards,\n${doc.company.name}\n${doc.company.phones[0] ?? ""}`,
  },
};

/** The ways an invoice is paid, by its currency: mobile money for francs only (ADR 055). */
function payWaysFr(doc: QuoteInvoiceSnapshot): string {
  return moneyOf(doc).currency === "XOF"
    ? "Nos coordonnées de paiement (virement, Wave, Orange Money) figurent au bas de la facture."
    : "Nos coordonnées bancaires pour le virement figurent au bas de la facture.";
}

/** The total in the document's currency: « 1 180 000 FCFA TTC », « 1 234,56 € TTC ». */
function amount(doc: PricedSnapshot): string {
  const { currency } = moneyOf(doc);
  return `${formatMoney(doc.totals.totalTTC, currency, "fr")}${doc.vatPercentage !== null ? " TTC" : ""}`;
}

function amountEn(doc: PricedSnapshot): string {
  const { currency } = moneyOf(doc);
  return `${formatMoney(doc.totals.totalTTC, currency, "en")}${doc.vatPercentage !== null ? " incl. VAT" : ""}`;
}

function project(doc: QuoteInvoiceSnapshot): string {
  return `«\u00a0${doc.project.title}\u00a0»`;
}

export function sendSubject(doc: DocumentSnapshot): string {
  // A French document keeps its kind's title (a deposit invoice is « Facture »), as ever.
  const title = moneyOf(doc).language === "fr" ? DOCUMENT_KINDS[doc.kind].title : printedTitle(doc);
  return `${title} ${doc.number} — ${doc.company.name}`;
}

export function defaultSendMessage(doc: DocumentSnapshot, paidOn?: string | null): string {
  const words = SEND_WORDS[moneyOf(doc).language];
  return words.frame(byKind(words.bodies, doc, paidOn), doc);
}
