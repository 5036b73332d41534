import {
  currencyHead,
  EUR_PARITY,
  formatMoney,
  formatNumber,
  type Currency,
  type Language,
} from "#app/lib/currency.ts";
import { formatDateIn } from "#app/lib/dates-en.ts";
import { DOCUMENT_KINDS, type KindsWhere } from "#app/features/documents/kinds.ts";
import { documentTitle } from "#app/features/documents/billing.ts";
import {
  moneyOf,
  snapshotIs,
  type DocumentSnapshot,
  type ForeignMoney,
} from "#app/features/documents/snapshot.ts";

// Issue 35 §6 (ADR 055): every word a priced document prints, one table per language.
// French is the words the documents always printed (taken from the kinds' registry where
// they live); a word added to one language and not the other fails to compile.

type PricedKind = KindsWhere<"priced">;
const NBSP = "\u00a0";

export type DocumentWords = {
  kinds: Record<
    PricedKind,
    { title: string; grandVat: string; grandPlain: string; inWords: string }
  >;
  number: string;
  date: string;
  validUntil: string;
  dueOn: string;
  quoteRef: string;
  client: string;
  billedTo: string;
  project: string;
  duration: string;
  paymentTerms: string;
  /** « À réception », « 30 jours ». */
  terms: (days: number) => string;
  columns: { n: string; designation: string; quantity: string; unitPrice: string; amount: string };
  totalHT: string;
  discount: string;
  totalNetHT: string;
  vat: string;
  payment: string;
  /** « À réception, au plus tard le … , en rappelant le numéro de la facture. » */
  payBy: (terms: string, due: string) => [before: string, after: string];
  transfer: string;
  holder: string;
  agreement: string;
  agreementSign: string;
  onlineLink: string;
  phone: string;
  colon: string;
  /** Above the firm's signature. */
  signature: (legalName: string) => string;
  /** « le 22/11/2026 » under the paid stamp. */
  paidOn: string;
  /** The XOF equivalent of an EUR or USD document and the rate it was taken at. */
  equivalent: string;
  parity: (currency: Currency, rate: string) => string;
  foot: { quote: (until: string) => string; invoice: string; credit_note: string };
};

const kindFr = (kind: PricedKind) => {
  const k = DOCUMENT_KINDS[kind];
  return {
    title: k.title,
    grandVat: k.grandTotal!.vat,
    grandPlain: k.grandTotal!.plain,
    inWords: k.inWords!,
  };
};

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = {
  fr: {
    kinds: {
      quote: kindFr("quote"),
      invoice: kindFr("invoice"),
      credit_note: kindFr("credit_note"),
    },
    number: "N°",
    date: "Date",
    validUntil: "Valable jusqu'au",
    dueOn: "Échéance",
    quoteRef: "Réf. devis",
    client: "Client",
    billedTo: "Facturé à",
    project: "Projet",
    duration: "Durée estimée",
    paymentTerms: "Conditions de paiement",
    terms: (days) => (days === 0 ? "À réception" : `${days}${NBSP}jours`),
    columns: {
      n: "N°",
      designation: "Désignation",
      quantity: "Quantité",
      unitPrice: "Prix unitaire",
      amount: "Montant HT",
    },
    totalHT: "Total HT",
    discount: "Remise",
    totalNetHT: "Total net HT",
    vat: "TVA",
    payment: "Règlement",
    payBy: (terms) => [`${terms}, au plus tard le `, ", en rappelant le numéro de la facture."],
    transfer: "Virement",
    holder: "Titulaire",
    agreement: "Bon pour accord",
    agreementSign: "Date, signature et cachet du client",
    onlineLink: "Ce document en ligne, à tout moment",
    phone: "Tél.",
    colon: `${NBSP}:`,
    paidOn: "le",
    signature: (legalName) => `Pour ${legalName}, la Direction`,
    equivalent: "Contre-valeur",
    parity: (currency, rate) =>
      currency === "EUR"
        ? `parité fixe 1${NBSP}EUR = ${rate.replace(".", ",")}${NBSP}FCFA`
        : `taux 1${NBSP}USD = ${rate.replace(".", ",")}${NBSP}FCFA`,
    foot: {
      quote: (until) =>
        `Le règlement de la facture correspondant à ce devis vaut acceptation des conditions qui y sont décrites. Devis valable jusqu'au ${until}.`,
      invoice:
        "Merci pour votre confiance. Pour toute question sur cette facture, rappelez son numéro.",
      credit_note: `Cet avoir vient en déduction de la facture qu'il cite${NBSP}: il réduit d'autant le montant restant dû sur cette facture.`,
    },
  },
  en: {
    kinds: {
      quote: {
        title: "Quotation",
        grandVat: "Total incl. VAT",
        grandPlain: "Total",
        inWords: "This quotation amounts to",
      },
      invoice: {
        title: "Invoice",
        grandVat: "Total incl. VAT",
        grandPlain: "Amount due",
        inWords: "This invoice amounts to",
      },
      credit_note: {
        title: "Credit note",
        grandVat: "Credit note total incl. VAT",
        grandPlain: "Credit note total",
        inWords: "This credit note amounts to",
      },
    },
    number: "No.",
    date: "Date",
    validUntil: "Valid until",
    dueOn: "Due date",
    quoteRef: "Quotation ref.",
    client: "Client",
    billedTo: "Billed to",
    project: "Project",
    duration: "Estimated duration",
    paymentTerms: "Payment terms",
    terms: (days) => (days === 0 ? "On receipt" : `${days} days`),
    columns: {
      n: "No.",
      designation: "Description",
      quantity: "Quantity",
      unitPrice: "Unit price",
      amount: "Amount excl. VAT",
    },
    totalHT: "Total excl. VAT",
    discount: "Discount",
    totalNetHT: "Net total excl. VAT",
    vat: "VAT",
    payment: "Payment",
    payBy: (terms) => [`${terms}, no later than `, ", quoting the invoice number."],
    transfer: "Bank transfer",
    holder: "Account holder",
    agreement: "Approved",
    agreementSign: "Date, signature and stamp of the client",
    onlineLink: "This document online, at any time",
    phone: "Tel.",
    colon: ":",
    paidOn: "on",
    signature: (legalName) => `For ${legalName}, the Management`,
    equivalent: "Equivalent",
    parity: (currency, rate) =>
      currency === "EUR" ? `fixed parity 1 EUR = ${rate} XOF` : `rate 1 USD = ${rate} XOF`,
    foot: {
      quote: (until) =>
        `Paying the invoice for this quotation means accepting the terms it describes. Quotation valid until ${until}.`,
      invoice: "Thank you for your trust. For any question about this invoice, quote its number.",
      credit_note:
        "This credit note is deducted from the invoice it cites: it reduces the amount still due on that invoice by as much.",
    },
  },
};

/** How a document writes its words, days and amounts. */
export function printedWith(doc: ForeignMoney) {
  const { language, currency, usdRate } = moneyOf(doc);
  const words = DOCUMENT_WORDS[language];
  return {
    language,
    currency,
    words,
    /** « 1 234,56 € », « €1,234.56 ». */
    money: (minor: number) => formatMoney(minor, currency, language),
    /** The figure alone, under a head that names the currency. */
    figure: (minor: number) => formatNumber(minor, currency, language),
    /** « Prix unitaire (FCFA) », « Unit price (EUR) ». */
    head: (label: string) => `${label} (${currencyHead(currency, language)})`,
    day: (isoDay: string) => formatDateIn(isoDay, language),
    /**
     * EUR and USD: « Contre-valeur : 2 388 963 FCFA (parité fixe 1 EUR = 655,957 FCFA) »;
     * null on an XOF document.
     */
    equivalent: (): string | null => {
      if (currency === "XOF" || doc.xofTotal === undefined) return null;
      const rate = currency === "EUR" ? EUR_PARITY : (usdRate ?? "");
      return `${words.equivalent}${words.colon} ${formatMoney(doc.xofTotal, "XOF", language)} (${words.parity(currency, rate)})`;
    },
  };
}

/** The title as printed: an English quote or invoice is titled in English (ADR 055). */
export function printedTitle(doc: DocumentSnapshot): string {
  const { language } = moneyOf(doc);
  const billed = "billing" in doc && doc.billing;
  if (language === "fr" || billed || !snapshotIs(doc, "priced")) return documentTitle(doc);
  return DOCUMENT_WORDS[language].kinds[doc.kind].title;
}
