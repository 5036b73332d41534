import { sql } from "drizzle-orm";
import type { Db } from "#app/db/db.server.ts";
import type { RegisterEntryKind } from "#app/db/schema.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/features/documents/kinds.ts";
import { cancellationContent, documentContent, paymentContent } from "./canonical.ts";
import { ChainCheck, type VerifyReport } from "./verify.ts";

// Entries are read in batches (snapshots are a few kilobytes each), each its own short
// query: on PGlite, one connection, a long transaction would hold every request back.
const BATCH = 500;

export type VerifyOptions = {
  /** Verify only what follows this entry, already verified (no check that every row is chained). */
  from?: { seq: number; hash: string };
  /** Entries per query: fewer while the site serves, so that its requests pass between. */
  batch?: number;
  /** Awaited before each batch: in the background, the site's requests go first. */
  beforeBatch?: () => Promise<void>;
};

// Instants as the canonical content writes them: UTC, to the microsecond.
const instant = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

type Row = {
  seq: string;
  kind: RegisterEntryKind;
  subject_id: string;
  content_hash: string;
  prev_hash: string;
  hash: string;
  d_id: string | null;
  d_kind: DocumentKind | null;
  d_number: string | null;
  d_issued_at: string | null;
  d_total_ttc: string | null;
  d_source_id: string | null;
  d_snapshot: string | null;
  p_id: string | null;
  p_document_id: string | null;
  p_amount: string | null;
  p_paid_on: string | null;
  p_method: string | null;
  p_reference: string | null;
  p_recorded_at: string | null;
  p_recorded_by_name: string | null;
  p_cancelled_at: string | null;
  p_cancelled_by_name: string | null;
  p_cancel_reason: string | null;
  p_invoice: string | null;
};

const paymentLabel = (amount: string | null, invoice: string | null) =>
  `paiement de ${formatFcfa(Number(amount ?? 0))} sur ${invoice ?? "une facture disparue"}`;

function checked(r: Row) {
  const base = {
    seq: Number(r.seq),
    kind: r.kind,
    subjectId: r.subject_id,
    contentHash: r.content_hash,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
  if (r.kind === "document") {
    if (r.d_id === null) return { ...base, content: null, label: `document ${r.subject_id}` };
    return {
      ...base,
      label: `${DOCUMENT_KINDS[r.d_kind!].label.toLowerCase()} ${r.d_number}`,
      content: documentContent({
        id: r.d_id,
        kind: r.d_kind!,
        number: r.d_number!,
        issuedAt: r.d_issued_at!,
        totalTtc: r.d_total_ttc,
        sourceId: r.d_source_id,
        snapshot: r.d_snapshot!,
      }),
    };
  }
  if (r.p_id === null) return { ...base, content: null, label: `paiement ${r.subject_id}` };
  const label = paymentLabel(r.p_amount, r.p_invoice);
  if (r.kind === "payment") {
    return {
      ...base,
      label,
      content: paymentContent({
        id: r.p_id,
        documentId: r.p_document_id!,
        amount: r.p_amount!,
        paidOn: r.p_paid_on!,
        method: r.p_method!,
        reference: r.p_reference!,
        recordedAt: r.p_recorded_at!,
        recordedByName: r.p_recorded_by_name!,
      }),
    };
  }
  return {
    ...base,
    label: `annulation du ${label}`,
    content: cancellationContent({
      paymentId: r.p_id,
      cancelledAt: r.p_cancelled_at,
      cancelledByName: r.p_cancelled_by_name,
      cancelReason: r.p_cancel_reason,
    }),
  };
}

/**
 * Verifies the whole register (ADR 023): every entry's link and hash, every entry's
 * content recomputed from the current rows, the head, and that every document,
 * payment and cancellation has its entry (or, incrementally, the entries after one
 * already verified). The head is read first and entries up to it are verified:
 * writers only append after it, and each entry is read with its row in one statement,
 * so a writer appending meanwhile is never mistaken for a break.
 */
export async function verifyRegister(
  database: Db,
  { from, batch = BATCH, beforeBatch }: VerifyOptions = {},
): Promise<VerifyReport> {
  // The head, and the last entry (beyond the head only if the head was moved back).
  const { rows: ends } = await database.execute<{
    seq: string | null;
    hash: string | null;
    last: string | null;
  }>(sql`
    select h.seq::text as seq, encode(h.hash, 'hex') as hash,
      (select max(seq) from register_entry)::text as last
    from (select 1) one left join register_head h on h.id = 1`);
  const head = ends[0]?.seq != null ? { seq: Number(ends[0].seq), hash: ends[0].hash! } : null;
  const until = Math.max(head?.seq ?? 0, Number(ends[0]?.last ?? 0));
  const check = new ChainCheck(from);
  // Ranges of sequence numbers, not LIMIT: each query reads at most `batch` entries.
  for (let after = from?.seq ?? 0; after < until; after += batch) {
    await beforeBatch?.();
    const { rows } = await database.execute<Row>(sql`
      select e.seq::text as seq, e.kind, e.subject_id::text as subject_id,
        encode(e.content_hash, 'hex') as content_hash, encode(e.prev_hash, 'hex') as prev_hash,
        encode(e.hash, 'hex') as hash,
        d.id::text as d_id, d.kind as d_kind, d.number as d_number,
        ${instant("d.issued_at")} as d_issued_at, d.total_ttc::text as d_total_ttc,
        d.source_id::text as d_source_id, d.snapshot::text as d_snapshot,
        p.id::text as p_id, p.document_id::text as p_document_id, p.amount::text as p_amount,
        to_char(p.paid_on, 'YYYY-MM-DD') as p_paid_on, p.method as p_method,
        p.reference as p_reference, ${instant("p.recorded_at")} as p_recorded_at,
        p.recorded_by_name as p_recorded_by_name, ${instant("p.cancelled_at")} as p_cancelled_at,
        p.cancelled_by_name as p_cancelled_by_name, p.cancel_reason as p_cancel_reason,
        pd.number as p_invoice
      from register_entry e
      left join document d on e.kind = 'document' and d.id = e.subject_id
      left join payment p on e.kind <> 'document' and p.id = e.subject_id
      left join document pd on pd.id = p.document_id
      where e.seq > ${after} and e.seq <= ${Math.min(after + batch, until)}
      order by e.seq`);
    for (const r of rows) check.push(checked(r));
  }
  return check.finish(head, from ? [] : await unchained(database));
}

/** Documents, payments and cancellations that no entry covers, in words (at most 20). */
async function unchained(tx: Db): Promise<string[]> {
  const { rows } = await tx.execute<{
    what: RegisterEntryKind;
    kind: DocumentKind | null;
    number: string | null;
    amount: string | null;
  }>(sql`
    (select 'document' as what, d.kind, d.number, null as amount, d.issued_at as at
      from document d
      where not exists (select 1 from register_entry e where e.subject_id = d.id and e.kind = 'document'))
    union all
    (select 'payment', null, pd.number, p.amount::text, p.recorded_at
      from payment p join document pd on pd.id = p.document_id
      where not exists (select 1 from register_entry e where e.subject_id = p.id and e.kind = 'payment'))
    union all
    (select 'payment_cancellation', null, pd.number, p.amount::text, p.cancelled_at
      from payment p join document pd on pd.id = p.document_id
      where p.cancelled_at is not null
        and not exists (select 1 from register_entry e where e.subject_id = p.id and e.kind = 'payment_cancellation'))
    order by at
    limit 20`);
  return rows.map((r) =>
    r.what === "document"
      ? `${DOCUMENT_KINDS[r.kind!].article}${DOCUMENT_KINDS[r.kind!].label.toLowerCase()} ${r.number}`
      : `${r.what === "payment_cancellation" ? "L'annulation du " : "Le "}${paymentLabel(r.amount, r.number)}`,
  );
}
