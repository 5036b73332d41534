// The life of an issued document (ADR 011). A quote is sent, then accepted or
// refused, and expires past its validity date; an invoice is sent, then paid
// or cancelled (with a reason). Nothing ever goes back to « émis ».

export type DocumentKind = "quote" | "invoice" | "proposal";
export type StoredStatus = "issued" | "sent" | "accepted" | "refused" | "paid" | "cancelled";
/** What the register shows: the stored status, or « expiré » for a quote past its date. */
export type DisplayStatus = StoredStatus | "expired";

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
    paid: "Payée",
    cancelled: "Annulée",
  },
  proposal: { issued: "Émise", sent: "Envoyée" },
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
};

/** A quote still waiting for an answer expires the day after its validity date. */
export function displayStatus(
  doc: { kind: DocumentKind; status: StoredStatus; validUntil: string | null },
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
    case "pay":
      if (doc.kind !== "invoice") return "Seule une facture peut être marquée payée.";
      if (doc.status === "paid") return "Cette facture est déjà payée.";
      if (doc.status === "cancelled") return "Une facture annulée ne peut pas être payée.";
      return null;
    case "cancel":
      if (doc.kind !== "invoice") return "Seule une facture peut être annulée.";
      if (doc.status === "cancelled") return "Cette facture est déjà annulée.";
      if (doc.status === "paid")
        return "Une facture payée ne peut pas être annulée\u00a0: établissez un avoir.";
      return null;
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
