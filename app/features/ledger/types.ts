// What the ledger shows on a document's page (ADR 020).

export type PaymentView = {
  id: string;
  amount: number;
  paidOn: string;
  method: string;
  reference: string;
  recordedAt: Date;
  recordedByName: string;
  cancelledAt: Date | null;
  cancelledByName: string | null;
  cancelReason: string | null;
};

export type CreditNoteView = { number: string; issuedOn: string; amount: number; reason: string };

/** What the ledger shows on a document's page. */
export type LedgerView = {
  payments: PaymentView[];
  creditNotes: CreditNoteView[];
  /** Lines of the invoice already credited (position → credit note number). */
  creditedLines: Record<number, string>;
  /** A credit note: the invoice it corrects. */
  invoice: { number: string; issuedOn: string } | null;
};
