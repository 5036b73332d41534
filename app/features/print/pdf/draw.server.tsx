import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { registerFonts, separateEmoji } from "./fonts.server.ts";
import { ProposalPdf } from "./proposal-pdf.server.tsx";
import { QuoteInvoicePdf } from "./quote-invoice-pdf.server.tsx";

// Credit notes are drawn by the ledger (app/features/ledger), not here.
type Drawn = Exclude<DocumentSnapshot, { kind: "credit_note" }>;

/** The PDF file of an issued document, drawn from its snapshot (no browser). */
export async function drawPdf(
  snapshot: Drawn,
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
      {snapshot.kind === "proposal" ? (
        <ProposalPdf doc={snapshot} />
      ) : (
        <QuoteInvoicePdf doc={snapshot} state={state} annex={annex} />
      )}
    </Document>,
  );
}
