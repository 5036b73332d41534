import { parseWhole } from "./money.ts";
import { documentDate, documentName, documentNumber } from "./numbering.ts";
import type { PrintAssets } from "./print/page.ts";
import { proposalHtml } from "./print/proposal-html.ts";
import { quoteInvoiceHtml } from "./print/quote-invoice-html.ts";
import { cleanProposal, type ProposalForm, type QuoteInvoiceForm } from "./schemas.ts";
import { billableLines, computeTotals, type Totals } from "./totals.ts";

export type BuiltDocument = { number: string; name: string; html: string; totals?: Totals };

const DAY_MS = 86_400_000;

/**
 * A quote or invoice ready to print, or null when no valid line remains
 * (SPEC.md §4: then nothing is generated).
 */
export function buildQuoteInvoice(
  kind: "quote" | "invoice",
  form: QuoteInvoiceForm,
  now: Date,
  assets: PrintAssets,
): BuiltDocument | null {
  const lines = billableLines(form.prestations);
  if (lines.length === 0) return null;
  const discountPercentage = parseWhole(form.discountPercentage);
  const vatPercentage = parseWhole(form.vatPercentage);
  const totals = computeTotals(lines, {
    applyDiscount: form.applyDiscount,
    discountPercentage,
    applyVat: form.applyVat,
    vatPercentage,
  });
  const number = documentNumber(kind, now);
  const name = documentName(form.clientName, number);
  const html = quoteInvoiceHtml(
    {
      kind,
      number,
      name,
      date: documentDate(now),
      form,
      lines,
      totals,
      discountPercentage,
      vatPercentage,
    },
    assets,
  );
  return { number, name, html, totals };
}

/** A technical proposal ready to print, or null when no complete phase remains. */
export function buildProposal(
  input: ProposalForm,
  now: Date,
  assets: PrintAssets,
): BuiltDocument | null {
  const form = cleanProposal(input);
  if (form.phases.length === 0) return null;
  const number = documentNumber("proposal", now);
  const name = documentName(form.projectName, number);
  const html = proposalHtml(
    {
      number,
      name,
      date: documentDate(now),
      validUntil: documentDate(new Date(now.getTime() + 30 * DAY_MS)),
      form,
    },
    assets,
  );
  return { number, name, html };
}
