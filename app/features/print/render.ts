import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { documentNumber } from "#app/features/documents/numbering.ts";
import { creditNoteHtml } from "#app/features/print/html/credit-note-html.ts";
import type { PrintAssets } from "#app/features/print/html/page.ts";
import { proposalHtml } from "#app/features/print/html/proposal-html.ts";
import { quoteInvoiceHtml } from "#app/features/print/html/quote-invoice-html.ts";
import { type PrintState } from "#app/features/documents/print-state.ts";
import type { ProposalForm, QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import {
  snapshotProposal,
  snapshotQuoteInvoice,
  type DocumentSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";

export type BuiltDocument = { number: string; name: string; html: string };

/** The print page of an issued document: the same text every time it is printed. */
export function renderDocument(
  snapshot: DocumentSnapshot,
  assets: PrintAssets,
  state: PrintState = {},
  annex: DocumentAnnex = {},
): BuiltDocument {
  const html =
    snapshot.kind === "proposal"
      ? proposalHtml(snapshot, assets)
      : snapshot.kind === "credit_note"
        ? creditNoteHtml(snapshot, assets)
        : quoteInvoiceHtml(snapshot, assets, state, annex);
  return { number: snapshot.number, name: snapshot.name, html };
}

/**
 * A quote or invoice numbered from the clock alone, as a preview (tests and
 * the benchmark); issuing goes through the register, which numbers it.
 */
export function buildQuoteInvoice(
  kind: "quote" | "invoice",
  form: QuoteInvoiceForm,
  now: Date,
  assets: PrintAssets,
): (BuiltDocument & { snapshot: QuoteInvoiceSnapshot }) | null {
  const snapshot = snapshotQuoteInvoice(kind, form, {
    number: documentNumber(kind, now),
    issuedAt: now,
  });
  if (!snapshot) return null;
  const paidOn = kind === "invoice" && form.showPaidStamp ? snapshot.issuedOn : null;
  return { ...renderDocument(snapshot, assets, { paidOn }), snapshot };
}

/** A technical proposal numbered from the clock alone, or null when no complete phase remains. */
export function buildProposal(
  input: ProposalForm,
  now: Date,
  assets: PrintAssets,
): BuiltDocument | null {
  const snapshot = snapshotProposal(input, {
    number: documentNumber("proposal", now),
    issuedAt: now,
  });
  return snapshot ? renderDocument(snapshot, assets) : null;
}
