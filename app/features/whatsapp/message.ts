import { formatFcfa } from "#app/lib/money.ts";
import { FRENCH_MONTHS } from "#app/lib/dates.ts";

// The message « Envoyer par WhatsApp » prefills (ADR 043): who, which document, its
// amount, its date that matters (validity of a quote, due date of an invoice), its
// private link. Pure; the staff can still change it in WhatsApp before sending.

export type WhatsappDocument = {
  kind: "quote" | "invoice" | "credit_note" | "proposal";
  number: string;
  clientName: string;
  project: string;
  /** Whole francs TTC; null for a proposal. */
  totalTtc: number | null;
  /** Invoices: what is left to pay, whole francs. */
  balance: number | null;
  /** ISO day: a quote's last valid day. */
  validUntil: string | null;
  /** ISO day: an invoice's due day. */
  dueOn: string | null;
  /** ISO day in Dakar: an invoice past its due day reads as a reminder. */
  today: string;
  link: string;
  firm: string;
};

/** « 12 décembre 2026 », « 1er décembre 2026 » from an ISO day. */
function day(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d === 1 ? "1er" : d} ${FRENCH_MONTHS[m - 1]} ${y}`;
}

/** The sentence about the document, between « Bonjour {client}, » and its link. */
export function documentSentence(doc: Omit<WhatsappDocument, "link" | "firm">): string {
  const about = doc.project ? ` pour «\u00a0${doc.project}\u00a0»` : "";
  const total = doc.totalTtc !== null ? ` d'un montant de ${formatFcfa(doc.totalTtc)} TTC` : "";
  let body: string;
  switch (doc.kind) {
    case "quote":
      body = `voici notre devis ${doc.number}${about}${total}${
        doc.validUntil ? `, valable jusqu'au ${day(doc.validUntil)}` : ""
      }. Vous pouvez le consulter et l'accepter en ligne\u00a0:`;
      break;
    case "invoice":
      body =
        doc.balance === 0
          ? `voici notre facture ${doc.number}${about}${total}, réglée\u00a0: merci\u00a0! Vous la retrouvez en ligne\u00a0:`
          : doc.dueOn && doc.dueOn < doc.today && doc.balance !== null
            ? `sauf erreur de notre part, notre facture ${doc.number}${about}${total}, échue le ${day(doc.dueOn)}, n'est pas encore réglée\u00a0: reste à payer ${formatFcfa(doc.balance)}. Vous pouvez la consulter et la payer en ligne\u00a0:`
            : `voici notre facture ${doc.number}${about}${total}${
                doc.balance !== null && doc.totalTtc !== null && doc.balance < doc.totalTtc
                  ? `, reste à payer ${formatFcfa(doc.balance)}`
                  : ""
              }${doc.dueOn ? `, à régler avant le ${day(doc.dueOn)}` : ""}. Vous pouvez la consulter et la payer en ligne\u00a0:`;
      break;
    case "credit_note":
      body = `voici notre avoir ${doc.number}${total}. Vous le retrouvez en ligne\u00a0:`;
      break;
    case "proposal":
      body = `voici notre proposition technique ${doc.number}${about}. Vous la retrouvez en ligne\u00a0:`;
      break;
  }
  return body;
}

export function whatsappMessage(doc: WhatsappDocument): string {
  return `Bonjour ${doc.clientName}, ${documentSentence(doc)} ${doc.link}\n\n${doc.firm}`;
}
