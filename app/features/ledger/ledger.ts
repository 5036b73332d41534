import { divideRounded, formatFcfa } from "#app/features/documents/money.ts";
import { dakarDay, documentName } from "#app/features/documents/numbering.ts";
import {
  companySnapshot,
  SNAPSHOT_VERSION,
  totalInWords,
  type CreditNoteSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { METHODS, PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { balanceDue, type StoredStatus } from "#app/features/documents/status.ts";
import { computeTotals } from "#app/features/documents/totals.ts";

// The ledger's rules (ADR 020), without I/O: what a payment or a credit note may
// take, the status an invoice's sums give, and how a credit note is counted.

export { METHODS, PAYMENT_METHOD_LABELS };

export type InvoiceSums = { totalTtc: number | null; paidTotal: number; creditedTotal: number };

/**
 * The stored status an invoice's sums give: nothing left to pay → « Payée » once
 * money came in, « Annulée » when credit notes alone took it to zero; money in and
 * a balance left → « Partiellement payée »; nothing in → « Émise » or « Envoyée »,
 * as its history says (it was sent or not).
 */
export function invoiceStatus(sums: InvoiceSums, sent: boolean): StoredStatus {
  if (balanceDue(sums) === 0) return sums.paidTotal > 0 ? "paid" : "cancelled";
  if (sums.paidTotal > 0) return "partial";
  return sent ? "sent" : "issued";
}

const OPEN: readonly StoredStatus[] = ["issued", "sent", "partial"];

/** Why an invoice cannot take a payment of `amount`, in French, or null. */
export function paymentRefusal(
  invoice: InvoiceSums & { kind: DocumentKind; status: StoredStatus },
  amount: number,
): string | null {
  if (!kindIs(invoice.kind, "payable")) return "Seule une facture reçoit des paiements.";
  if (invoice.status === "cancelled")
    return "Cette facture est annulée\u00a0: elle ne reçoit plus de paiement.";
  const balance = balanceDue(invoice);
  if (invoice.status === "paid" || balance === 0) {
    return "Cette facture est entièrement réglée\u00a0: aucun paiement ne peut plus être enregistré.";
  }
  if (!OPEN.includes(invoice.status)) return "Cette facture ne reçoit pas de paiement.";
  if (amount <= 0) return "Le montant doit être supérieur à 0\u00a0FCFA.";
  if (amount > balance) {
    return `Ce paiement de ${formatFcfa(amount)} dépasse le reste à payer (${formatFcfa(balance)})\u00a0: rien n'a été enregistré.`;
  }
  return null;
}

/** Why an invoice cannot take a credit note of `amount` (TTC), in French, or null. */
export function creditRefusal(
  invoice: InvoiceSums & { kind: DocumentKind; status: StoredStatus },
  amount: number,
): string | null {
  if (!kindIs(invoice.kind, "payable")) return "Seule une facture peut recevoir un avoir.";
  if (invoice.status === "cancelled") return "Cette facture est déjà annulée.";
  const balance = balanceDue(invoice);
  if (balance === 0) {
    return "Cette facture n'a plus de reste à payer\u00a0: aucun avoir ne peut être émis.";
  }
  if (amount <= 0) return "L'avoir doit être supérieur à 0\u00a0FCFA.";
  if (amount > balance) {
    return `Cet avoir de ${formatFcfa(amount)} dépasse le reste à payer de la facture (${formatFcfa(balance)})\u00a0: il n'a pas été émis.`;
  }
  return null;
}

/** What a credit note takes off an invoice: its lines, rates and totals, as its snapshot holds them. */
export type Credit = Pick<
  CreditNoteSnapshot,
  "mode" | "lines" | "invoiceLines" | "discountPercentage" | "vatPercentage" | "totals"
>;

/**
 * A credit of `amountTtc` francs, VAT included at the invoice's rate r (ADR 020):
 * HT = round(TTC × 100 / (100 + r)), half away from zero, and VAT = TTC − HT, so
 * the credit note's total is exactly the amount typed, to the franc.
 */
export function creditByAmount(invoice: QuoteInvoiceSnapshot, amountTtc: number): Credit {
  const rate = invoice.vatPercentage ?? 0;
  const ht = Number(divideRounded(BigInt(amountTtc) * 100n, BigInt(100 + rate)));
  return {
    mode: "amount",
    lines: [
      {
        designation: `Montant crédité sur la facture n°\u00a0${invoice.number}`,
        quantity: "1",
        unitPrice: ht,
        total: ht,
      },
    ],
    discountPercentage: null,
    vatPercentage: invoice.vatPercentage,
    totals: {
      totalHT: ht,
      discountAmount: 0,
      totalAfterDiscount: ht,
      vatAmount: amountTtc - ht,
      totalTTC: amountTtc,
    },
  };
}

/**
 * A credit of whole lines of the invoice (indices into its lines), counted with the
 * invoice's own rule and rates (docs/product.md §9): Σ lines, the same discount %,
 * then the same VAT %, each rounded once. Crediting every line gives the invoice's
 * total exactly. Null when no valid line is chosen.
 */
export function creditByLines(invoice: QuoteInvoiceSnapshot, indices: number[]): Credit | null {
  const chosen = [...new Set(indices)]
    .filter((i) => Number.isInteger(i) && i >= 0 && i < invoice.lines.length)
    .sort((a, b) => a - b);
  if (chosen.length === 0) return null;
  const lines = chosen.map((i) => ({ ...invoice.lines[i]! }));
  const totals = computeTotals(lines, {
    applyDiscount: invoice.discountPercentage !== null,
    discountPercentage: invoice.discountPercentage ?? 0,
    applyVat: invoice.vatPercentage !== null,
    vatPercentage: invoice.vatPercentage ?? 0,
  });
  return {
    mode: "lines",
    lines,
    invoiceLines: chosen,
    discountPercentage: invoice.discountPercentage,
    vatPercentage: invoice.vatPercentage,
    totals,
  };
}

/** The frozen credit note (ADR 020): the invoice it corrects, the credit and the reason. */
export function creditNoteSnapshot(
  invoice: QuoteInvoiceSnapshot,
  credit: Credit,
  issue: { number: string; issuedAt: Date; reason: string },
): CreditNoteSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    kind: "credit_note",
    number: issue.number,
    name: documentName(invoice.client.name, issue.number),
    issuedAt: issue.issuedAt.toISOString(),
    issuedOn: dakarDay(issue.issuedAt),
    company: companySnapshot(),
    client: { ...invoice.client },
    project: { ...invoice.project },
    invoice: {
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      totalTtc: invoice.totals.totalTTC,
    },
    mode: credit.mode,
    lines: credit.lines,
    ...(credit.invoiceLines ? { invoiceLines: credit.invoiceLines } : {}),
    discountPercentage: credit.totals.discountAmount > 0 ? credit.discountPercentage : null,
    vatPercentage: credit.totals.vatAmount > 0 ? credit.vatPercentage : null,
    totals: credit.totals,
    words: totalInWords(credit.totals.totalTTC, credit.totals.vatAmount > 0),
    reason: issue.reason,
    validUntil: null,
    payment: null,
    sourceQuote: null,
  };
}

/**
 * Why some of the chosen lines cannot be credited: each line of an invoice is
 * credited at most once (`credited`: line position → the credit note that did).
 */
export function linesRefusal(
  invoice: QuoteInvoiceSnapshot,
  chosen: number[],
  credited: Map<number, string>,
): string | null {
  const again = chosen.find((i) => credited.has(i));
  if (again === undefined) return null;
  return `La ligne «\u00a0${invoice.lines[again]?.designation ?? again + 1}\u00a0» a déjà été créditée par l'avoir ${credited.get(again)}.`;
}

/** Each credited line of an invoice and the credit note that credited it. */
export function creditedLines(
  notes: { number: string; snapshot: { invoiceLines?: number[] } }[],
): Map<number, string> {
  const credited = new Map<number, string>();
  for (const note of notes) {
    for (const i of note.snapshot.invoiceLines ?? []) credited.set(i, note.number);
  }
  return credited;
}

/** Whole francs as typed in « Montant »: digits with French grouping spaces, nothing else. */
export function parseFrancs(raw: string): number | null {
  const digits = raw.replace(/[\s\u00a0\u202f\u2009]/g, "");
  if (!/^\d{1,16}$/.test(digits)) return null;
  return Number(digits);
}
