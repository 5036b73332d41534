import type { KindsWhere } from "#app/features/documents/kinds.ts";
import { printedQuoteRef, printedWith } from "./printed-words.ts";
import type {
  ByKind,
  CreditNoteSnapshot,
  QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";

// What a priced document (a quote, an invoice, a credit note) prints of its own, the
// same words on its print page (html/) and in its PDF (pdf/), which lay them out.

/** The kinds with a client, lines and totals (kinds.ts), printed on one frame. */
export type PricedKind = KindsWhere<"priced">;

export type PricedWords = {
  /** The facts beside the title: number, date, and what the kind adds. */
  meta: [label: string, value: string][];
  /** The client's box: « Client », « Facturé à ». */
  clientHeading: string;
  /** The line at the foot of its closing. */
  foot: string;
};

function quoteInvoiceMeta(doc: QuoteInvoiceSnapshot): [string, string][] {
  // The document's language (ADR 055): French days stay « 22/11/2026 ».
  const { words: w, day } = printedWith(doc);
  const meta: [string, string][] = [
    [w.number, doc.number],
    [w.date, day(doc.issuedOn)],
  ];
  if (doc.validUntil) meta.push([w.validUntil, day(doc.validUntil)]);
  if (doc.payment) meta.push([w.dueOn, day(doc.payment.dueOn)]);
  if (doc.sourceQuote) meta.push([w.quoteRef, printedQuoteRef(doc)]);
  return meta;
}

/** « Avoir sur la facture … du … »: the sentence that ties a credit note to its invoice. */
export function creditNoteSubject(doc: CreditNoteSnapshot): string {
  const { words, day } = printedWith(doc);
  return words.creditNote.subject(doc.invoice.number, day(doc.invoice.issuedOn));
}

/** The words of every priced kind. */
export const PRICED_WORDS: ByKind<PricedWords, [], PricedKind> = {
  quote: (doc) => {
    const { words, day } = printedWith(doc);
    return {
      meta: quoteInvoiceMeta(doc),
      clientHeading: words.client,
      foot: words.foot.quote(day(doc.validUntil ?? doc.issuedOn)),
    };
  },
  invoice: (doc) => ({
    meta: quoteInvoiceMeta(doc),
    clientHeading: printedWith(doc).words.billedTo,
    foot: printedWith(doc).words.foot.invoice,
  }),
  // The ledger's credit note (ADR 020): the invoice it corrects, and its day.
  credit_note: (doc) => {
    const { words: w, day } = printedWith(doc);
    return {
      meta: [
        [w.number, doc.number],
        [w.date, day(doc.issuedOn)],
        [w.creditNote.invoice, doc.invoice.number],
        [w.creditNote.of, day(doc.invoice.issuedOn)],
      ],
      clientHeading: w.client,
      foot: w.foot.credit_note,
    };
  },
};

/** The last lines stay with the totals: a page never holds the totals alone. */
export const TAIL_LINES = 2;
