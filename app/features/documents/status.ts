// The life of an issued document (ADR 011, ADR 020). A quote is sent, then accepted
// or refused, and expires past its validity date; an invoice is sent, paid in part,
// then paid, or cancelled by a credit note, and is « en retard » past its due date
// while a balance remains. Nothing ever goes back to « émis ».

import { DOCUMENT_KINDS, kindIs, type DocumentKind } from "./kinds.ts";

export type StoredStatus =
  "issued" | "sent" | "accepted" | "refused" | "partial" | "paid" | "cancelled";
/**
 * What the register shows: the stored status, « expiré » for a quote past its date,
 * or « en retard » for an invoice past its due date with a balance.
 */
export type DisplayStatus = StoredStatus | "expired" | "overdue";

export function statusLabel(kind: DocumentKind, status: DisplayStatus): string {
  return (
    (DOCUMENT_KINDS[kind].statuses as Partial<Record<DisplayStatus, string>>)[status] ?? status
  );
}

/** The statuses one kind can show, in the order of its life (filters). */
export function statusesOf(kind: DocumentKind): DisplayStatus[] {
  return Object.keys(DOCUMENT_KINDS[kind].statuses) as DisplayStatus[];
}

/**
 * Every status the register's filter asks for, in the order of the kinds' lives, each
 * named as the first kind that shows it (« Émis », « Payée »).
 */
export const STATUS_FILTERS: [DisplayStatus, string][] = Object.values(DOCUMENT_KINDS)
  .flatMap((spec) => Object.entries(spec.statuses) as [DisplayStatus, string][])
  .filter(([status], i, all) => all.findIndex(([other]) => other === status) === i);

/** The money side of an invoice, in whole francs (ADR 020). */
export type LedgerTotals = {
  totalTtc: number | null;
  paidTotal: number;
  creditedTotal: number;
};

/**
 * « Reste à payer »: what was invoiced less what was paid and credited; never below 0.
 * A cancelled invoice owes nothing: the ledger cancels by a credit note for what was
 * left, and an invoice cancelled before the ledger (a status and a reason, no credit
 * note) is owed no more than one cancelled since.
 */
export function balanceDue(doc: LedgerTotals & { status?: string }): number {
  if (doc.status === "cancelled") return 0;
  return Math.max(0, (doc.totalTtc ?? 0) - doc.paidTotal - doc.creditedTotal);
}

/** The invoice statuses a balance can still be owed under. */
export const OWING_STATUSES: readonly StoredStatus[] = ["issued", "sent", "partial"];

/**
 * A quote still waiting for an answer expires the day after its validity date;
 * an invoice still owed is « en retard » the day after its due date.
 */
export function displayStatus(
  doc: {
    kind: DocumentKind;
    status: StoredStatus;
    validUntil: string | null;
    dueDate?: string | null;
  } & Partial<LedgerTotals>,
  today: string,
): DisplayStatus {
  if (
    kindIs(doc.kind, "answerable") &&
    (doc.status === "issued" || doc.status === "sent") &&
    doc.validUntil !== null &&
    doc.validUntil < today
  ) {
    return "expired";
  }
  if (
    kindIs(doc.kind, "payable") &&
    OWING_STATUSES.includes(doc.status) &&
    doc.dueDate != null &&
    doc.dueDate < today &&
    balanceDue({
      totalTtc: doc.totalTtc ?? null,
      paidTotal: doc.paidTotal ?? 0,
      creditedTotal: doc.creditedTotal ?? 0,
    }) > 0
  ) {
    return "overdue";
  }
  return doc.status;
}

export type Transition = "accept" | "refuse" | "pay" | "cancel";

const TARGET: Record<Transition, StoredStatus> = {
  accept: "accepted",
  refuse: "refused",
  pay: "paid",
  cancel: "cancelled",
};

/** Why a change is refused, in French, or null when it is allowed. */
export function refusal(
  doc: { kind: DocumentKind; status: StoredStatus },
  change: Transition,
): string | null {
  const waiting = doc.status === "issued" || doc.status === "sent";
  switch (change) {
    case "accept":
    case "refuse":
      if (!kindIs(doc.kind, "answerable")) return "Seul un devis peut être accepté ou refusé.";
      return waiting
        ? null
        : `Ce devis est déjà ${statusLabel(doc.kind, doc.status).toLowerCase()}.`;
    // An invoice is paid by its payments and cancelled by a credit note (the
    // ledger, ADR 020): never by a bare change of status.
    case "pay":
      return "Un paiement s'enregistre avec «\u00a0Enregistrer un paiement\u00a0».";
    case "cancel":
      if (!kindIs(doc.kind, "payable")) return "Seule une facture peut être annulée.";
      return "Une facture s'annule par un avoir\u00a0: «\u00a0Annuler la facture\u00a0».";
  }
}

export function targetStatus(change: Transition): StoredStatus {
  return TARGET[change];
}

/** Sending moves an issued document to « envoyé(e) »; a later status stays as it is. */
export function statusAfterSending(status: StoredStatus): StoredStatus {
  return status === "issued" ? "sent" : status;
}

/** Whether the document can still be sent: never a cancelled invoice. */
export function canSend(status: StoredStatus): boolean {
  return status !== "cancelled";
}
