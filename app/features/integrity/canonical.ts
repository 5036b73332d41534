import { createHash } from "node:crypto";

// The canonical content of each kind of entry (ADR 023), built here on its own from
// the rows as they are now, to recompute what the database's triggers hashed when
// they appended the entry (drizzle/0009_integrity.sql). The two must agree to the byte.

/** The fields of a document that its entry covers, read as text (see verify.server.ts). */
export type DocumentContent = {
  id: string;
  kind: string;
  number: string;
  /** UTC, to the microsecond: `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  issuedAt: string;
  totalTtc: string | null;
  sourceId: string | null;
  /** PostgreSQL's text form of the jsonb value, which is canonical. */
  snapshot: string;
};

export type PaymentContent = {
  id: string;
  documentId: string;
  amount: string;
  paidOn: string;
  method: string;
  reference: string;
  recordedAt: string;
  recordedByName: string;
};

export type CancellationContent = {
  paymentId: string;
  cancelledAt: string | null;
  cancelledByName: string | null;
  cancelReason: string | null;
};

// A text value as a JSON string (null as null): no value can reach the next line.
const text = (v: string | null) => (v === null ? "null" : JSON.stringify(v));

export function documentContent(d: DocumentContent): string {
  return [
    "document",
    `id=${text(d.id)}`,
    `kind=${text(d.kind)}`,
    `number=${text(d.number)}`,
    `issued_at=${text(d.issuedAt)}`,
    `total_ttc=${d.totalTtc ?? "null"}`,
    `source_id=${text(d.sourceId)}`,
    `snapshot=${d.snapshot}`,
  ].join("\n");
}

export function paymentContent(p: PaymentContent): string {
  return [
    "payment",
    `id=${text(p.id)}`,
    `document_id=${text(p.documentId)}`,
    `amount=${p.amount}`,
    `paid_on=${text(p.paidOn)}`,
    `method=${text(p.method)}`,
    `reference=${text(p.reference)}`,
    `recorded_at=${text(p.recordedAt)}`,
    `recorded_by_name=${text(p.recordedByName)}`,
  ].join("\n");
}

export function cancellationContent(c: CancellationContent): string {
  return [
    "payment_cancellation",
    `payment_id=${text(c.paymentId)}`,
    `cancelled_at=${text(c.cancelledAt)}`,
    `cancelled_by_name=${text(c.cancelledByName)}`,
    `cancel_reason=${text(c.cancelReason)}`,
  ].join("\n");
}

/** The hash of the first entry's predecessor: 32 zero bytes. */
export const GENESIS = "0".repeat(64);

/** SHA-256 of a canonical content, in hex. */
export function contentHash(content: string): string {
  return createHash("sha256").update(content, "utf8").digest("hex");
}

/** An entry's hash: SHA-256 of the previous entry's hash followed by its content's hash (bytes). */
export function linkHash(prevHash: string, contentHashHex: string): string {
  return createHash("sha256")
    .update(Buffer.from(prevHash, "hex"))
    .update(Buffer.from(contentHashHex, "hex"))
    .digest("hex");
}
