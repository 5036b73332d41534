import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";
import { printedRate } from "./stamp-duty.ts";

// « Reçu de paiement » (ADR 020): what the client receives when a payment is
// recorded with « Envoyer le reçu au client ». Not a document of the register: the
// payment it proves is, with the invoice it names.

export type Receipt = {
  company: CompanySnapshot;
  client: { name: string; email: string };
  invoice: { number: string; issuedOn: string; totalTtc: number };
  payment: {
    amount: number;
    paidOn: string;
    method: string;
    reference: string;
    /** A cash payment's stamp duty, paid on top (ADR 049): francs and basis points. */
    stampDuty?: { amount: number; rate: number } | null;
  };
  /** The invoice's sums once this payment is counted. */
  paidTotal: number;
  creditedTotal: number;
};

/** The receipt's PDF file: the print feature's, handed in (the ledger never imports it). */
export type DrawReceipt = (r: Receipt) => Promise<Buffer>;

export function receiptBalance(r: Receipt): number {
  return Math.max(0, r.invoice.totalTtc - r.paidTotal - r.creditedTotal);
}

/** The receipt's figures, as printed and as written in the e-mail. */
export function receiptRows(r: Receipt): [string, string][] {
  const rows: [string, string][] = [
    ["Facture", `${r.invoice.number} du ${printedDay(r.invoice.issuedOn)}`],
    ["Date du paiement", printedDay(r.payment.paidOn)],
    ["Moyen", r.payment.method],
  ];
  if (r.payment.reference) rows.push(["Référence", r.payment.reference]);
  const duty = r.payment.stampDuty;
  rows.push(["Montant reçu", formatFcfa(r.payment.amount)]);
  if (duty) {
    rows.push(
      [`Droit de timbre (${printedRate(duty.rate)}, espèces)`, formatFcfa(duty.amount)],
      ["Total versé", formatFcfa(r.payment.amount + duty.amount)],
    );
  }
  rows.push(
    ["Total de la facture", formatFcfa(r.invoice.totalTtc)],
    ["Total réglé à ce jour", formatFcfa(r.paidTotal)],
  );
  if (r.creditedTotal > 0) rows.push(["Avoirs", formatFcfa(r.creditedTotal)]);
  rows.push(["Reste à payer", formatFcfa(receiptBalance(r))]);
  return rows;
}

export function receiptFileName(r: Receipt, paymentDay: string): string {
  return `Recu-${r.invoice.number}-${paymentDay}.pdf`;
}
