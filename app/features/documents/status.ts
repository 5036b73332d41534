// The life of an issued document (ADR 011, ADR 020). A quote is sent, then accepted
// or refused, and expires past its validity date; an invoice is sent, paid in part,
// then paid, or cancelled by a credit note, and is « en retard » past its due date
// while a balance remains. Nothing ever goes back to « émis ».

export type DocumentKind = "quote" | "invoice" | "proposal" | "credit_note";
export type StoredStatus =
  "issued" | "sent" | "accepted" | "refused" | "partial" | "paid" | "cancelled";
/**
 * What the register shows: the stored status, « expiré » for a quote past its date,
 * or « en retard » for an invoice past its due date with a balance.
 */
export type DisplayStatus = StoredStatus | "expired" | "overdue";

const LABELS: Record<DocumentKind, Partial<Record<DisplayStatus, string>>> = {
  quote: {
    issued: "Émis",
    sent: "Envoyé",
    accepted: "Accepté",
    refused: "Refusé",
    expired: "Expiré",
  },
  invoice: {
    issued: "Émise",
    sent: "Envoyée",
    partial: "Partiellement payée",
    overdue: "En retard",
    paid: "Payée",
    cancelled: "Annulée",
  },
  proposal: { issued: "Émise", sent: "Envoyée" },
  credit_note: { issued: "Émis", sent: "Envoyé" },
};

export function statusLabel(kind: DocumentKind, status: DisplayStatus): string {
  return LABELS[kind][status] ?? status;
}

/** The statuses one kind can show, in the order of its life (filters). */
export function statusesOf(kind: DocumentKind): DisplayStatus[] {
  return Object.keys(LABELS[kind]) as DisplayStatus[];
}

export const KIND_LABELS: Record<DocumentKind, string> = {
  quote: "Devis",
  invoice: "Facture",
  proposal: "Proposition technique",
  credit_note: "Avoir",
};

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
    doc.kind === "quote" &&
    (doc.status === "issued" || doc.status === "sent") &&
    doc.validUntil !== null &&
    doc.validUntil < today
  ) {
    return "expired";
  }
  if (
    doc.kind === "invoice" &&
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
      if (doc.kind !== "quote") return "Seul un devis peut être accepté ou refusé.";
      return waiting
        ? null
        : `Ce devis est déjà ${statusLabel("quote", doc.status).toLowerCase()}.`;
    // An invoice is paid by its payments and cancelled by a credit note (the
    // ledger, ADR 020): never by a bare change of status.
    case "pay":
      return "Un paiement s'enregistre avec «\u00a0Enregistrer un paiement\u00a0».";
    case "cancel":
      if (doc.kind !== "invoice") return "Seule une facture peut être annulée.";
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
