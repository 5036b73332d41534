import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { documentNumber } from "#app/features/documents/numbering.ts";
import type { PrintAssets } from "#app/features/print/html/page.ts";
import { proposalHtml } from "#app/features/print/html/proposal-html.ts";
import { pricedHtml } from "#app/features/print/html/priced-html.ts";
import { type PrintState } from "#app/features/documents/print-state.ts";
import type { ProposalForm, QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import {
  byKind,
  snapshotProposal,
  snapshotQuoteInvoice,
  type ByKind,
  type DocumentSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";

export type BuiltDocument = { number: string; name: string; html: string };

/** The print page of every kind (kinds.ts). */
const PRINT_PAGES: ByKind<string, [PrintAssets, PrintState, DocumentAnnex]> = {
  quote: pricedHtml,
  invoice: pricedHtml,
  proposal: (snapshot, assets) => proposalHtml(snapshot, assets),
  // The ledger's credit note (ADR 020): one short page, its lines kept with its totals.
  credit_note: (snapshot, assets) => pricedHtml(snapshot, assets, {}, {}, snapshot.lines.length),
};

/** The print page of an issued document: the same text every time it is printed. */
export function renderDocument(
  snapshot: DocumentSnapshot,
  assets: PrintAssets,
  state: PrintState = {},
  annex: DocumentAnnex = {},
): BuiltDocument {
  const html = byKind(PRINT_PAGES, snapshot, assets, state, annex);
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
  const paidOn = kindIs(kind, "payable") && form.showPaidStamp ? snapshot.issuedOn : null;
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
