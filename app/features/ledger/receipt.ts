import type { PaymentMethod } from "#app/db/schema.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { formatMoney, type Currency, type Language } from "#app/lib/currency.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";
import { printedRate } from "./stamp-duty.ts";

// « Reçu de paiement » (ADR 020): what the client receives when a payment is
// recorded with « Envoyer le reçu au client ». Not a document of the register: the
// payment it proves is, with the invoice it names. In the invoice's language (ADR 055):
// its figures are the ledger's francs, the invoice's own total in EUR or USD beside.

export type Receipt = {
  /** The invoice's language; absent: French (a receipt drawn before ADR 055). */
  language?: Language;
  company: CompanySnapshot;
  client: { name: string; email: string };
  invoice: {
    number: string;
    issuedOn: string;
    /** Francs, the ledger's (an EUR or USD invoice's XOF equivalent). */
    totalTtc: number;
    /** An EUR or USD invoice: its own total, in cents. */
    foreign?: { currency: Exclude<Currency, "XOF">; total: number };
  };
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

/** Every word the receipt prints, one table per language (a word missing fails to compile). */
export type ReceiptWords = {
  title: string;
  invoice: string;
  receivedOn: string;
  from: string;
  /** « Nous avons bien reçu la somme de » … « au titre de la facture n° … ». */
  received: (amount: string, invoice: string) => [before: string, after: string];
  invoiceOf: (number: string, day: string) => string;
  paymentDate: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  reference: string;
  amountReceived: string;
  stampDuty: (rate: string) => string;
  totalPaid: string;
  invoiceTotal: string;
  equivalent: string;
  paidToDate: string;
  credits: string;
  balance: string;
  settled: string;
  remains: (amount: string) => string;
  foot: (legalName: string) => string;
  signature: (legalName: string) => string;
  fileName: string;
  /** The masthead's « Tél. : » and the colon of its « NINEA : » (« Tel.: », « NINEA: »). */
  phone: string;
  colon: string;
  /** The PDF's language, as its metadata says it. */
  locale: string;
  day: (isoDay: string) => string;
  money: (minor: number, currency: Currency) => string;
};

const NBSP = "\u00a0";

export const RECEIPT_WORDS: Record<Language, ReceiptWords> = {
  fr: {
    title: "Reçu de paiement",
    invoice: "Facture",
    receivedOn: "Reçu le",
    from: "Reçu de",
    received: (amount, invoice) => [
      "Nous avons bien reçu la somme de ",
      ` au titre de la facture n°${NBSP}${invoice}. Merci pour votre règlement.`,
    ],
    invoiceOf: (number, day) => `${number} du ${day}`,
    paymentDate: "Date du paiement",
    method: "Moyen",
    methods: PAYMENT_METHOD_LABELS,
    reference: "Référence",
    amountReceived: "Montant reçu",
    stampDuty: (rate) => `Droit de timbre (${rate}, espèces)`,
    totalPaid: "Total versé",
    invoiceTotal: "Total de la facture",
    equivalent: "Contre-valeur en francs",
    paidToDate: "Total réglé à ce jour",
    credits: "Avoirs",
    balance: "Reste à payer",
    settled: "La facture est entièrement réglée.",
    remains: (amount) => `Il reste ${amount} à régler sur cette facture.`,
    foot: (legalName) => `Ce reçu atteste un paiement enregistré au registre de ${legalName}.`,
    signature: (legalName) => `Pour ${legalName}, la Direction`,
    fileName: "Recu",
    phone: `Tél.${NBSP}:`,
    colon: `${NBSP}:`,
    locale: "fr-FR",
    day: printedDay,
    money: (minor, currency) => formatMoney(minor, currency, "fr"),
  },
  en: {
    title: "Payment receipt",
    invoice: "Invoice",
    receivedOn: "Received on",
    from: "Received from",
    received: (amount, invoice) => [
      "We have received the sum of ",
      ` for invoice no. ${invoice}. Thank you for your payment.`,
    ],
    invoiceOf: (number, day) => `${number} of ${day}`,
    paymentDate: "Payment date",
    method: "Payment method",
    methods: {
      virement: "Bank transfer",
      wave: "Wave",
      orange_money: "Orange Money",
      free_money: "Free Money",
      especes: "Cash",
      cheque: "Cheque",
      carte: "Card",
      non_precise: "Not specified",
    },
    reference: "Reference",
    amountReceived: "Amount received",
    stampDuty: (rate) => `Stamp duty (${rate}, cash)`,
    totalPaid: "Total paid",
    invoiceTotal: "Invoice total",
    equivalent: "Equivalent in francs",
    paidToDate: "Paid to date",
    credits: "Credit notes",
    balance: "Balance due",
    settled: "The invoice is paid in full.",
    remains: (amount) => `${amount} remains to be paid on this invoice.`,
    foot: (legalName) => `This receipt attests a payment recorded in the register of ${legalName}.`,
    signature: (legalName) => `For ${legalName}, the Management`,
    fileName: "Receipt",
    phone: "Tel.:",
    colon: ":",
    locale: "en-GB",
    day: formatDateEn,
    money: (minor, currency) => formatMoney(minor, currency, "en"),
  },
};

/** The receipt's words, in its invoice's language. */
export function receiptWords(r: Pick<Receipt, "language">): ReceiptWords {
  return RECEIPT_WORDS[r.language ?? "fr"];
}

/** A payment's method as the receipt names it, in the invoice's language. */
export function receiptMethod(method: PaymentMethod, language: Language = "fr"): string {
  return RECEIPT_WORDS[language].methods[method];
}

export function receiptBalance(r: Receipt): number {
  return Math.max(0, r.invoice.totalTtc - r.paidTotal - r.creditedTotal);
}

/**
 * The receipt's figures, as printed and as written in the e-mail: the francs the ledger
 * holds; an EUR or USD invoice's own total beside its francs, and no equivalent of the
 * payment (ADR 055: what the bank credited is francs).
 */
export function receiptRows(r: Receipt): [string, string][] {
  const w = receiptWords(r);
  const xof = (n: number) => w.money(n, "XOF");
  const rows: [string, string][] = [
    [w.invoice, w.invoiceOf(r.invoice.number, w.day(r.invoice.issuedOn))],
    [w.paymentDate, w.day(r.payment.paidOn)],
    [w.method, r.payment.method],
  ];
  if (r.payment.reference) rows.push([w.reference, r.payment.reference]);
  const duty = r.payment.stampDuty;
  rows.push([w.amountReceived, xof(r.payment.amount)]);
  if (duty) {
    rows.push(
      [w.stampDuty(printedRate(duty.rate)), xof(duty.amount)],
      [w.totalPaid, xof(r.payment.amount + duty.amount)],
    );
  }
  const foreign = r.invoice.foreign;
  if (foreign) {
    rows.push(
      [w.invoiceTotal, w.money(foreign.total, foreign.currency)],
      [w.equivalent, xof(r.invoice.totalTtc)],
    );
  } else {
    rows.push([w.invoiceTotal, xof(r.invoice.totalTtc)]);
  }
  rows.push([w.paidToDate, xof(r.paidTotal)]);
  if (r.creditedTotal > 0) rows.push([w.credits, xof(r.creditedTotal)]);
  rows.push([w.balance, xof(receiptBalance(r))]);
  return rows;
}

export function receiptFileName(r: Receipt, paymentDay: string): string {
  return `${receiptWords(r).fileName}-${r.invoice.number}-${paymentDay}.pdf`;
}
