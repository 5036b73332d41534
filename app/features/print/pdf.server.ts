import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { printStateOf, type DrawPdf, type Printable } from "#app/features/documents/print-state.ts";
import type { DrawReceipt } from "#app/features/ledger/receipt.ts";
import { renderPdf, renderReceiptPdf } from "./pdf/render.server.tsx";

// The print feature's PDFs as the request's thread asks for them: every one is drawn
// in the PDF worker, so this process never loads the PDF library (ADR 014).

/**
 * The PDF of any issued document as the register holds it: its kind's pages (a
 * cancelled invoice with « ANNULÉE — avoir … », ADR 020). The features under print
 * receive it as their `DrawPdf`.
 */
export const documentPdf: DrawPdf = (doc: Printable, annex: DocumentAnnex = {}) =>
  renderPdf(doc.snapshot, printStateOf(doc), annex);

/** The receipt's PDF file: the ledger's `DrawReceipt`, handed in by the route and payments. */
export const receiptPdf: DrawReceipt = renderReceiptPdf;
