import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { printStateOf, type DrawPdf, type Printable } from "#app/features/documents/print-state.ts";
import type { DrawReceipt } from "#app/features/ledger/receipt.ts";
import {
  EINVOICE_FORMATS,
  einvoiceFileName,
  type EInvoiceFormatId,
} from "#app/features/einvoice/formats.ts";
import { einvoiceInputOf, type EInvoiceSnapshot } from "#app/features/einvoice/input.ts";
// An English document's e-invoice says its notes in English, at once (ADR 055).
import "#app/features/wording/with-english.ts";
import {
  documentPdfJob,
  renderEInvoice,
  renderEInvoiceZip,
  renderPdf,
  renderReceiptPdf,
} from "./pdf/render.server.tsx";

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

/**
 * An invoice or credit note as a structured e-invoice (ADR 051), written in the PDF
 * worker with the PDF it embeds (Factur-X): the same printed pages as `documentPdf`.
 */
export async function documentEInvoice(
  doc: Printable & { snapshot: EInvoiceSnapshot },
  format: EInvoiceFormatId,
  annex: DocumentAnnex = {},
): Promise<Buffer> {
  return renderEInvoice(await einvoiceJob(doc, format, annex));
}

/** Each document in each format, in one zip (the accountant's period export). */
export async function einvoicesZip(
  docs: { doc: Printable & { snapshot: EInvoiceSnapshot }; annex: DocumentAnnex }[],
  formats: readonly EInvoiceFormatId[],
): Promise<Buffer> {
  const files = [];
  for (const { doc, annex } of docs) {
    for (const format of formats) {
      const job = await einvoiceJob(doc, format, annex);
      files.push({ ...job, name: einvoiceFileName(doc.snapshot.number, format) });
    }
  }
  return renderEInvoiceZip(files);
}

async function einvoiceJob(
  doc: Printable & { snapshot: EInvoiceSnapshot },
  format: EInvoiceFormatId,
  annex: DocumentAnnex,
) {
  const pdf = EINVOICE_FORMATS[format].withPdf
    ? await documentPdfJob(doc.snapshot, printStateOf(doc), annex)
    : null;
  return { format, input: einvoiceInputOf(doc.snapshot), pdf };
}
