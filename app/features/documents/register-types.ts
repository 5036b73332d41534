import type { DocumentSnapshot } from "./snapshot.ts";
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
};

export type DocumentView = RegisterRow & {
  snapshot: DocumentSnapshot;
  issuedByName: string;
  cancelReason: string | null;
  clientEmail: string | null;
  events: DocumentEventView[];
};
