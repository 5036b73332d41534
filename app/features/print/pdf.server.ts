import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { renderPdf } from "#app/features/print/pdf/render.server.tsx";
import { printStateOf } from "#app/features/documents/print-state.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { renderCreditNotePdf } from "#app/features/print/pdf/credit-note-pdf.server.tsx";

/**
 * The PDF of any issued document: a credit note drawn by the ledger, the others by
 * documents' worker, a cancelled invoice with « ANNULÉE — avoir … » (ADR 020).
 */
export function documentPdf(
  doc: {
    snapshot: DocumentSnapshot;
    status: string;
    paidOn: string | null;
    events?: { kind: string; details: Record<string, string> }[];
  },
  annex?: DocumentAnnex,
): Promise<Buffer> {
  return doc.snapshot.kind === "credit_note"
    ? renderCreditNotePdf(doc.snapshot)
    : renderPdf(doc.snapshot, printStateOf(doc), annex);
}
