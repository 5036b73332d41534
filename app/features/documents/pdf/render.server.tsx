import type { PrintState } from "#app/features/documents/print/quote-invoice-html.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";

/**
 * The PDF file of an issued document, drawn on the server from its snapshot
 * (no browser). The PDF library is loaded on the first PDF, not at start.
 */
export async function renderPdf(
  snapshot: DocumentSnapshot,
  state: PrintState = {},
): Promise<Buffer> {
  const { drawPdf } = await import("./draw.server.tsx");
  return drawPdf(snapshot, state);
}

/** The download's file name: the document name, as the print window titles it. */
export function pdfFileName(snapshot: DocumentSnapshot): string {
  return `${snapshot.name}.pdf`;
}
