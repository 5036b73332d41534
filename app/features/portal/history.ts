import { DOCUMENT_KINDS, type ClientPageKind } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { dakarDay, printedDay } from "#app/features/documents/numbering.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import { formatMoney, type Language } from "#app/lib/currency.ts";

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
export function clientHistoryText(
  kind: ClientPageKind,
  e: HistoryEvent,
  language: Language = "fr",
): string | null {
  return HISTORY_TEXTS[language](kind, e);
}

const HISTORY_TEXTS: Record<Language, (kind: ClientPageKind, e: HistoryEvent) => string | null> = {
  fr: historyTextFr,
  en: historyTextEn,
};

/** An English document's history (ADR 055): the ledger's amounts are francs. */
function historyTextEn(_kind: ClientPageKind, e: HistoryEvent): string | null {
  // Dakar keeps UTC all year: its clock time is the instant's UTC time.
  const at = `${formatDateEn(dakarDay(e.at))} at ${e.at.toISOString().slice(11, 16)}`;
  const day = (iso: string | undefined) => formatDateEn(iso ?? "");
  const xof = (digits: string | undefined) => formatMoney(Number(digits ?? 0), "XOF", "en");
  switch (e.kind) {
    case "issued":
      return `Issued on ${at}.`;
    case "sent":
      return `Sent by e-mail on ${at}.`;
    case "viewed":
      return `Viewed online on ${at}.`;
    case "accepted":
      return `Accepted on ${at}.`;
    case "refused":
      return `Declined on ${at}.`;
    case "payment":
      return `Payment of ${xof(e.details.amount)} received on ${day(e.details.paidOn)}.`;
    case "payment_cancelled":
      return `Payment of ${xof(e.details.amount)} of ${day(e.details.paidOn)} cancelled.`;
    case "paid":
      return `Paid on ${day(e.details.paidOn)}.`;
    case "credited":
      return `Credit note ${e.details.creditNote ?? ""} of ${xof(e.details.amount)} issued on ${at}.`;
    case "cancelled":
      return `Cancelled on ${at}.`;
    case "reminded":
      return `Payment reminder sent on ${at}.`;
    default:
      return null;
  }
}

function historyTextFr(kind: ClientPageKind, e: HistoryEvent): string | null {
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
export function clientHistory(
  kind: ClientPageKind,
  events: HistoryEvent[],
  language: Language = "fr",
): ClientHistoryLine[] {
  return events.flatMap((e) => {
    const text = clientHistoryText(kind, e, language);
    return text ? [{ at: e.at.toISOString(), text }] : [];
  });
}
