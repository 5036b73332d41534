import type { DocumentAnnex } from "./annex.ts";
import type { DocumentSnapshot } from "./snapshot.ts";

// What the register hands whoever prints or draws an issued document (app/features/print,
// which documents never import): the snapshot, and the state it is printed in.

/**
 * What the register adds when it prints a document again: the « Payé » stamp of a
 * paid invoice, the « ANNULÉE — avoir … » stamp of an invoice cancelled by a credit
 * note (ADR 020; `cancelledBy` is the credit note's number, "" when none is known).
 */
export type PrintState = {
  paidOn?: string | null;
  cancelledBy?: string | null;
};

/** An issued document as the register holds it, enough to print it. */
export type Printable = {
  snapshot: DocumentSnapshot;
  status: string;
  paidOn: string | null;
  events?: { kind: string; details: Record<string, string> }[];
};

/**
 * The PDF file of an issued document, with what other features print on it: the print
 * feature's `documentPdf`, handed in by the route modules to the features under it.
 */
export type DrawPdf = (doc: Printable, annex?: DocumentAnnex) => Promise<Buffer>;

/** The print state of an issued document as the register holds it. */
export function printStateOf(doc: Omit<Printable, "snapshot">): PrintState {
  if (doc.status === "cancelled") {
    const cancelled = doc.events?.find((e) => e.kind === "cancelled");
    return { cancelledBy: cancelled?.details.creditNote ?? "" };
  }
  return { paidOn: doc.status === "paid" ? doc.paidOn : null };
}

/** « ANNULÉE — avoir AVOIR-… »: what a cancelled invoice says wherever it is shown. */
export function cancelledMark(creditNote: string | null | undefined): string {
  return creditNote ? `ANNULÉE — avoir ${creditNote}` : "ANNULÉE";
}
