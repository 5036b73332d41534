import type { QuoteInvoiceKind } from "#app/features/documents/billing.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import type { DisplayStatus } from "#app/features/documents/status.ts";
import type { Currency } from "#app/lib/currencies.ts";
import { balanceSplit, sumOf, type Split } from "./compute.ts";

// What a quote's page shows of its invoices and offers (ADR 021): pure, from the
// quote and the invoices made from it.

export type BilledInvoiceRow = Split & {
  number: string;
  billing: QuoteInvoiceKind;
  issuedOn: string;
  status: DisplayStatus;
};

export type QuoteBilling = {
  /** The quote's currency: its figures and its invoices' below are in it (cents for EUR/USD). */
  currency: Currency;
  invoices: BilledInvoiceRow[];
  withVat: boolean;
  quoteTtc: number;
  /** TTC of the deposit invoices not cancelled. */
  deposited: number;
  remaining: number;
  /** A full or balance invoice stands: nothing more is billed on the quote. */
  invoiced: boolean;
  /** No invoice stands on the quote: « Convertir en facture » is offered. */
  canConvert: boolean;
  /** « Facture d'acompte », or why not. */
  deposit: { allowed: true } | { allowed: false; reason: string };
  /** « Facture de solde » and what it will ask, once deposits stand and nothing else. */
  balance: Split | null;
  /** One click's keys: a post sent twice issues one invoice. */
  keys: { deposit: string; balance: string };
};

export const BILLING_LABELS: Record<QuoteInvoiceKind, string> = {
  deposit: "Facture d'acompte",
  balance: "Facture de solde",
  full: "Facture",
};

export function quoteBillingOf(input: {
  quote: {
    status: DisplayStatus;
    totals: Totals;
    vatPercentage: number | null;
    currency?: Currency;
  };
  invoices: BilledInvoiceRow[];
  keys: { deposit: string; balance: string };
}): QuoteBilling {
  const { quote, invoices, keys } = input;
  const live = invoices.filter((i) => i.status !== "cancelled");
  const final = live.find((i) => i.billing !== "deposit");
  const deposits = live.filter((i) => i.billing === "deposit");
  const deposited = sumOf(deposits).ttc;
  const remaining = quote.totals.totalTTC - deposited;
  const reason = final
    ? "Ce devis est facturé."
    : quote.status === "refused"
      ? "Ce devis a été refusé\u00a0: il ne se facture pas."
      : quote.status === "expired"
        ? "Ce devis a expiré\u00a0: il ne se facture plus."
        : remaining <= 0
          ? "Les acomptes couvrent tout le devis\u00a0: émettez la facture de solde."
          : null;
  const quoteSplit = {
    ht: quote.totals.totalAfterDiscount,
    vat: quote.totals.vatAmount,
    ttc: quote.totals.totalTTC,
  };
  return {
    currency: quote.currency ?? "XOF",
    invoices,
    withVat: quote.vatPercentage !== null,
    quoteTtc: quote.totals.totalTTC,
    deposited,
    remaining,
    invoiced: final !== undefined,
    canConvert: live.length === 0,
    deposit: reason ? { allowed: false, reason } : { allowed: true },
    balance: !final && deposits.length > 0 ? balanceSplit(quoteSplit, deposits) : null,
    keys,
  };
}
