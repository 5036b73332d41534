import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import {
  byKind,
  type ByKind,
  type DocumentSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { registerFonts, separateEmoji } from "./fonts.server.ts";
import { ProposalPdf } from "./proposal-pdf.server.tsx";
import { PricedPdf } from "./priced-pdf.server.tsx";

const quoteOrInvoice = (doc: QuoteInvoiceSnapshot, state: PrintState, annex: DocumentAnnex) => (
  <PricedPdf doc={doc} state={state} annex={annex} />
);

/** The PDF pages of every kind (kinds.ts). */
const PDF_PAGES: ByKind<ReactElement, [PrintState, DocumentAnnex]> = {
  quote: quoteOrInvoice,
  invoice: quoteOrInvoice,
  proposal: (doc) => <ProposalPdf doc={doc} />,
  // The ledger's credit note (ADR 020): one short page, its closing kept whole.
  credit_note: (doc) => <PricedPdf doc={doc} tail={0} />,
};

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
      {byKind(PDF_PAGES, snapshot, state, annex)}
    </Document>,
  );
}
