import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/features/documents/kinds.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import type {
  DocumentSnapshot,
  QuoteInvoiceSnapshot,
  SnapshotOf,
} from "#app/features/documents/snapshot.ts";
import { CreditNotePdf } from "./credit-note-pdf.server.tsx";
import { registerFonts, separateEmoji } from "./fonts.server.ts";
import { ProposalPdf } from "./proposal-pdf.server.tsx";
import { QuoteInvoicePdf } from "./quote-invoice-pdf.server.tsx";

type PdfOf<K extends DocumentKind> = {
  /** Drawn in the PDF worker (render.server.tsx), or in the request's thread (one short page). */
  worker: boolean;
  pages: (doc: SnapshotOf<K>, state: PrintState, annex: DocumentAnnex) => ReactElement;
};

const quoteOrInvoice = {
  worker: true,
  pages: (doc: QuoteInvoiceSnapshot, state: PrintState, annex: DocumentAnnex) => (
    <QuoteInvoicePdf doc={doc} state={state} annex={annex} />
  ),
};

/** The PDF of every kind (kinds.ts): its pages, and where they are drawn. */
export const PDF_KINDS: { [K in DocumentKind]: PdfOf<K> } = {
  quote: quoteOrInvoice,
  invoice: quoteOrInvoice,
  proposal: { worker: true, pages: (doc) => <ProposalPdf doc={doc} /> },
  // The ledger's credit note (ADR 020): one short page, drawn where it is asked.
  credit_note: { worker: false, pages: (doc) => <CreditNotePdf doc={doc} /> },
};

function pagesOf<K extends DocumentKind>(
  doc: SnapshotOf<K>,
  state: PrintState,
  annex: DocumentAnnex,
): ReactElement {
  // The one place a snapshot meets its kind's pages: the table's key is its kind.
  const pdf = PDF_KINDS[doc.kind as K] as PdfOf<K>;
  return pdf.pages(doc, state, annex);
}

/** The PDF file of an issued document, drawn from its snapshot (no browser). */
export async function drawPdf(
  snapshot: DocumentSnapshot,
  state: PrintState = {},
  annex: DocumentAnnex = {},
): Promise<Buffer> {
  await registerFonts();
  snapshot = separateEmoji(snapshot);
  state = separateEmoji(state);
  return renderToBuffer(
    <Document
      title={snapshot.name}
      subject={`${DOCUMENT_KINDS[snapshot.kind].title} ${snapshot.number}`}
      author={snapshot.company.legalName}
      creator={snapshot.company.name}
      producer={snapshot.company.name}
      language="fr-FR"
    >
      {pagesOf(snapshot, state, annex)}
    </Document>,
  );
}
