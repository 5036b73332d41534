import { DOCUMENT_KINDS, type ClientPageKind } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";

// The client's short history of a document (ADR 027): what happened to the document
// from the client's side, from the register's own events. Never a staff name, an
// internal reason or a staff-only step (a new link, a conversion, a cancelled payment's
// reason): the page is read by whoever holds the link.

export type HistoryEvent = {
  kind: string;
  at: Date;
  details: Record<string, string>;
};

export type ClientHistoryLine = { at: string; text: string };

function when(at: Date): string {
  return formatFrenchDateTime(at).replace(/^./, (c) => c.toLowerCase());
}

function amount(digits: string | undefined): string {
  return formatFcfa(Number(digits ?? 0));
}

/** One event as the client reads it, or null when it is the firm's own business. */
export function clientHistoryText(kind: ClientPageKind, e: HistoryEvent): string | null {
  const e_ = DOCUMENT_KINDS[kind].feminine ? "e" : "";
  switch (e.kind) {
    case "issued":
      return `Émis${e_} le ${when(e.at)}.`;
    case "sent":
      return `Envoyé${e_} par e-mail le ${when(e.at)}.`;
    case "viewed":
      return `Consulté${e_} en ligne le ${when(e.at)}.`;
    case "accepted":
      return `Accepté le ${when(e.at)}.`;
    case "refused":
      return `Refusé le ${when(e.at)}.`;
    case "payment":
      return `Paiement de ${amount(e.details.amount)} reçu le ${printedDay(e.details.paidOn ?? "")}.`;
    case "payment_cancelled":
      return `Paiement de ${amount(e.details.amount)} du ${printedDay(e.details.paidOn ?? "")} annulé.`;
    case "paid":
      return `Payée le ${printedDay(e.details.paidOn ?? "")}.`;
    case "credited":
      return `Avoir ${e.details.creditNote ?? ""} de ${amount(e.details.amount)} émis le ${when(e.at)}.`;
    case "cancelled":
      return `Annulée le ${when(e.at)}.`;
    case "reminded":
      return `Rappel d'échéance envoyé le ${when(e.at)}.`;
    default:
      // link_renewed, converted, deposit and balance invoices: the firm's side.
      return null;
  }
}

/** The client's history, newest first (as given), staff-only steps left out. */
export function clientHistory(kind: ClientPageKind, events: HistoryEvent[]): ClientHistoryLine[] {
  return events.flatMap((e) => {
    const text = clientHistoryText(kind, e);
    return text ? [{ at: e.at.toISOString(), text }] : [];
  });
}
