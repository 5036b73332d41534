import { divideRounded, formatFcfa } from "#app/lib/money.ts";
import { dakarDay, documentName } from "#app/features/documents/numbering.ts";
import {
  companySnapshot,
  SNAPSHOT_VERSION,
  moneyOf,
  totalInWordsIn,
  type CreditNoteSnapshot,
  type QuoteInvoiceSnapshot,
  type SnapshotLine,
} from "#app/features/documents/snapshot.ts";
import type { LineVat, VatGroup } from "#app/features/documents/vat.ts";
import type { Currency, Language } from "#app/lib/currencies.ts";
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

/** The one line of a credit by amount, in its invoice's language (ADR 055). */
const CREDITED_LINE: Record<Language, (invoice: string) => string> = {
  fr: (invoice) => `Montant crédité sur la facture n°\u00a0${invoice}`,
  en: (invoice) => `Amount credited on invoice no. ${invoice}`,
};
const creditedLine = (invoice: QuoteInvoiceSnapshot) =>
  CREDITED_LINE[moneyOf(invoice).language](invoice.number);

/**
 * A credit of `amountTtc` francs, VAT included at the invoice's rate r (ADR 020):
 * HT = round(TTC × 100 / (100 + r)), half away from zero, and VAT = TTC − HT, so
 * the credit note's total is exactly the amount typed, to the franc.
 */
export function creditByAmount(invoice: QuoteInvoiceSnapshot, amountTtc: number): Credit {
  if (invoice.totals.vatBreakdown) return creditByAmountPerRate(invoice, amountTtc);
  const rate = invoice.vatPercentage ?? 0;
  const ht = Number(divideRounded(BigInt(amountTtc) * 100n, BigInt(100 + rate)));
  return {
    mode: "amount",
    lines: [
      {
        designation: creditedLine(invoice),
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
 * A credit of `amountTtc` on an invoice whose lines carry their own rates (ADR 050): the
 * amount is shared among its rates and its débours in proportion to their TTC (largest
 * remainders take the francs left), then each share is split as above, HT = round(TTC ×
 * 100 / (100 + r)) and VAT = TTC − HT: the credit note reverses each rate, to the franc.
 */
function creditByAmountPerRate(invoice: QuoteInvoiceSnapshot, amountTtc: number): Credit {
  const t = invoice.totals;
  // Lines at the document's rate when it has no VAT are in no row of the summary: their
  // share (after the discount) follows the document's rate, as they did.
  const summed = (t.vatBreakdown ?? []).reduce((sum, g) => sum + g.base, 0);
  const parts: { vat: LineVat | undefined; ttc: number; reason: string | undefined }[] = [
    ...(t.vatBreakdown ?? []).map((g) => ({
      vat: { vatRate: g.rate, vatCategory: g.category } as LineVat,
      ttc: g.base + g.vat,
      reason: g.category === "exempt" ? exemptionOf(invoice) : undefined,
    })),
    ...(t.totalAfterDiscount - summed > 0
      ? [{ vat: undefined, ttc: t.totalAfterDiscount - summed, reason: undefined }]
      : []),
    ...((t.debours ?? 0) > 0
      ? [
          {
            vat: { vatRate: 0, vatCategory: "debours" } as LineVat,
            ttc: t.debours!,
            reason: undefined,
          },
        ]
      : []),
  ].filter((p) => p.ttc > 0);
  const whole = parts.reduce((sum, p) => sum + BigInt(p.ttc), 0n);
  const shares = parts.map((p) => {
    const exact = BigInt(amountTtc) * BigInt(p.ttc);
    return { floor: whole > 0n ? exact / whole : 0n, rest: whole > 0n ? exact % whole : 0n };
  });
  let left = BigInt(amountTtc) - shares.reduce((sum, s) => sum + s.floor, 0n);
  for (const i of shares
    .map((_, i) => i)
    .sort((a, b) => Number(shares[b]!.rest - shares[a]!.rest))) {
    if (left <= 0n) break;
    shares[i]!.floor += 1n;
    left -= 1n;
  }
  const label = creditedLine(invoice);
  const lines: SnapshotLine[] = [];
  const vatBreakdown: VatGroup[] = [];
  let ht = 0;
  let vat = 0;
  let debours = 0;
  parts.forEach((p, i) => {
    const ttc = Number(shares[i]!.floor);
    if (ttc === 0) return;
    const rate = p.vat?.vatCategory === "standard" ? p.vat.vatRate : 0;
    const h = Number(divideRounded(BigInt(ttc) * 100n, BigInt(100 + rate)));
    lines.push({
      designation: label,
      quantity: "1",
      unitPrice: h,
      total: h,
      ...p.vat,
      ...(p.reason !== undefined ? { exemptionReason: p.reason } : {}),
    });
    if (!p.vat) {
      ht += h;
      return;
    }
    if (p.vat.vatCategory === "debours") {
      debours += h;
      return;
    }
    ht += h;
    vat += ttc - h;
    vatBreakdown.push({
      category: p.vat.vatCategory as VatGroup["category"],
      rate,
      ht: h,
      discount: 0,
      base: h,
      vat: ttc - h,
    });
  });
  return {
    mode: "amount",
    lines,
    discountPercentage: null,
    vatPercentage: invoice.vatPercentage,
    totals: {
      totalHT: ht,
      discountAmount: 0,
      totalAfterDiscount: ht,
      vatAmount: vat,
      totalTTC: amountTtc,
      vatBreakdown,
      debours,
    },
  };
}

/** The reasons of an invoice's exempt lines, as one (a credit note's exempt share). */
function exemptionOf(invoice: QuoteInvoiceSnapshot): string {
  const reasons = invoice.lines
    .filter((l) => l.vatCategory === "exempt" && l.exemptionReason)
    .map((l) => l.exemptionReason!);
  return [...new Set(reasons)].join(" ; ");
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
  issue: {
    number: string;
    issuedAt: Date;
    reason: string;
    /** An English invoice's credit note is English (ADR 055): its words, the server's. */
    englishWords?: (minor: number, currency: Currency) => string;
    /** An EUR or USD invoice's credit note: the francs it credits (foreign-credit.ts). */
    xofTotal?: number;
  },
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
    words: totalInWordsIn(
      credit.totals.totalTTC,
      credit.totals.vatAmount > 0,
      moneyOf(invoice),
      issue,
    ),
    reason: issue.reason,
    validUntil: null,
    payment: null,
    sourceQuote: null,
    // Its invoice's language, currency and rate; in EUR or USD, the francs it credits.
    ...(invoice.language ? { language: invoice.language } : {}),
    ...(invoice.currency && invoice.currency !== "XOF" && issue.xofTotal !== undefined
      ? {
          currency: invoice.currency,
          xofTotal: issue.xofTotal,
          ...(invoice.usdRate ? { usdRate: invoice.usdRate } : {}),
        }
      : {}),
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
