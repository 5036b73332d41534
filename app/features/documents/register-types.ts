import type { ByKind, DocumentSnapshot, PricedSnapshot } from "./snapshot.ts";
import type { DocumentKind } from "./kinds.ts";
import type { StoredStatus } from "./status.ts";

// What the register's pages receive from the server.

export type RegisterRow = {
  id: string;
  kind: DocumentKind;
  number: string;
  party: string;
  project: string;
  issuedAt: Date;
  totalTtc: number | null;
  status: StoredStatus;
  validUntil: string | null;
  dueDate: string | null;
  paidOn: string | null;
  /** Invoices: payments not cancelled, and credit notes, in whole francs (ADR 020). */
  paidTotal: number;
  creditedTotal: number;
  /** Who issued it: the member's name (issue 23); optional for rows made elsewhere. */
  issuedByName?: string;
  /** A cancelled invoice: the credit note that cancelled it (ADR 020). */
  cancelledBy?: string | null;
};

export type DocumentEventView = {
  id: string;
  kind: string;
  at: Date;
  byName: string;
  details: Record<string, string>;
  emailStatus: "pending" | "sending" | "sent" | "failed" | null;
  whatsappStatus: "pending" | "sending" | "sent" | "failed" | null;
  whatsappDelivery: "sent" | "delivered" | "read" | "failed" | null;
  /** The email sent instead of a WhatsApp message that failed. */
  whatsappFallback: string | null;
  whatsappId: string | null;
  /** Who marked its failure « vérifié » (« À faire »), or null. */
  whatsappHandledBy: string | null;
};

export type DocumentView = RegisterRow & {
  snapshot: DocumentSnapshot;
  issuedByName: string;
  cancelReason: string | null;
  clientEmail: string | null;
  events: DocumentEventView[];
};

/** What a document writes in the register's columns: who, what, how much, until when. */
export type RegisterColumns = {
  party: string;
  clientEmail: string | null;
  project: string;
  totalTtc: number | null;
  validUntil: string | null;
  dueDate: string | null;
};

const pricedColumns = (doc: PricedSnapshot): RegisterColumns => ({
  party: doc.client.name,
  clientEmail: doc.client.email,
  project: doc.project.title,
  // Whole francs: an EUR or USD document's XOF equivalent (ADR 055), so that the ledger,
  // the reminders and the dashboard sum francs only.
  totalTtc: doc.xofTotal ?? doc.totals.totalTTC,
  validUntil: doc.validUntil,
  dueDate: doc.payment?.dueOn ?? null,
});

/** The register's columns of every kind, read from its snapshot at issue. */
export const REGISTER_COLUMNS: ByKind<RegisterColumns> = {
  quote: pricedColumns,
  invoice: pricedColumns,
  // No client nor money: the project names it.
  proposal: (doc) => ({
    party: doc.proposal.projectName,
    clientEmail: null,
    project: doc.proposal.projectName,
    totalTtc: null,
    validUntil: doc.validUntil,
    dueDate: null,
  }),
  credit_note: pricedColumns,
};
