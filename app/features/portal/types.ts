import type { ClientPageKind } from "#app/features/documents/kinds.ts";
import type { SnapshotOf } from "#app/features/documents/snapshot.ts";
import type { DisplayStatus, StoredStatus } from "#app/features/documents/status.ts";
import type { ClientHistoryLine } from "./history.ts";

/** What the client page /d/<token> receives: the client's side of one document, nothing more. */
export type ClientPageView = {
  token: string;
  kind: ClientPageKind;
  number: string;
  snapshot: SnapshotOf<ClientPageKind>;
  status: DisplayStatus;
  storedStatus: StoredStatus;
  paidOn: string | null;
  cancelledBy: string | null;
  totalTtc: number | null;
  paidTotal: number;
  creditedTotal: number;
  /** « Reste à payer » of an invoice, whole francs; 0 otherwise. */
  balance: number;
  payments: { amount: number; paidOn: string; method: string }[];
  history: ClientHistoryLine[];
  /** A quote issued or sent and not expired: « Accepter » and « Refuser » are offered. */
  canAnswer: boolean;
};

/** One line of « Mes documents ». */
export type MyDocument = {
  kind: "quote" | "invoice";
  number: string;
  project: string;
  issuedOn: string;
  status: DisplayStatus;
  totalTtc: number | null;
  balance: number;
  /** The client page, `/d/<token>`. */
  href: string;
};
