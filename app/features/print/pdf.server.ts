import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { printStateOf, type DrawPdf, type Printable } from "#app/features/documents/print-state.ts";
import { drawPdf, PDF_IN_WORKER } from "./pdf/draw.server.tsx";
import { renderPdf, withCompanyImages } from "./pdf/render.server.tsx";

/**
 * The PDF of any issued document as the register holds it: its kind's pages (a
 * cancelled invoice with « ANNULÉE — avoir … », ADR 020), in the worker or, for a
 * short page, here. The features under print receive it as their `DrawPdf`.
 */
export const documentPdf: DrawPdf = async (doc: Printable, annex: DocumentAnnex = {}) => {
  const state = printStateOf(doc);
  if (PDF_IN_WORKER[doc.snapshot.kind]) return renderPdf(doc.snapshot, state, annex);
  // The firm's uploaded logo, signature and stamp, as on its invoices (ADR 033).
  return drawPdf(await withCompanyImages(doc.snapshot), state, annex);
};
