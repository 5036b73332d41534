import type { Currency } from "#app/lib/currency.ts";
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type KindsWhere,
} from "#app/features/documents/kinds.ts";
import { statusLabel, type DisplayStatus } from "#app/features/documents/status.ts";
import { cancelledMark } from "#app/features/documents/print-state.ts";
import { BILLING_TITLES } from "#app/features/documents/billing.ts";
import { FRENCH_DEDUCTIONS, type DeductionWords } from "./deductions.ts";
import { FRENCH_VAT_SUMMARY, type VatSummaryWords } from "./vat-summary-rows.ts";

// Issue 35 §6 (ADR 055): every word a priced document prints, one table per language
// (DocumentWords: a word added to one language and not the other fails to compile).
// French is here, the words the documents always printed (taken from the kinds' registry
// where they live); English is english-words.ts, fetched only for an English document
// (languages.ts).

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
  /** A client abroad's own tax number, where a Senegalese one prints its NINEA (ADR 064). */
  taxNumber: string;
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
  /** A document with rates per line (ADR 050): its débours and its VAT summary. */
  perLine: {
    totalExDebours: string;
    debours: string;
    /** A débours line's rate column. */
    deboursLine: string;
    summary: VatSummaryWords;
  };
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
  /** The paid stamp's word (paid-stamp.svg's « PAYÉ »). */
  paidStamp: string;
  /** « ANNULÉE — avoir AVOIR-… »: a cancelled invoice's mark. */
  cancelled: (creditNote: string | null | undefined) => string;
  /** A document's status as its client page shows it (« Partiellement payée »). */
  status: (kind: DocumentKind, status: DisplayStatus) => string;
  /** The XOF equivalent of an EUR or USD document and the rate it was taken at. */
  equivalent: string;
  parity: (currency: Currency, rate: string) => string;
  foot: { quote: (until: string) => string; invoice: string; credit_note: string };
  /** A deposit or balance invoice (ADR 021): its title, its quote, its deductions. */
  billing: {
    titles: { deposit: string; balance: string };
    quoteOf: (number: string, day: string) => string;
    deducted: (count: number) => string;
    netToPay: string;
    deductions: DeductionWords;
  };
  /** The client page /d/<token> around the document (ADR 027): its buttons and cards. */
  page: {
    from: string;
    download: string;
    /** The UBL e-invoice's button (ADR 051); Factur-X is its name in every language. */
    ublEinvoice: string;
    accept: string;
    refuse: string;
    payOnline: string;
    history: string;
    payment: string;
    invoiceAmount: string;
    alreadyPaid: string;
    credits: string;
    balance: string;
    paidOn: (day: string) => string;
    paymentsReceived: string;
    paymentDetails: string;
    quoteNumber: (number: string) => string;
    document: string;
    lines: (number: string) => string;
    period: string;
  };
  /** The ledger's credit note (ADR 020): the invoice it corrects, and why. */
  creditNote: {
    invoice: string;
    of: string;
    about: string;
    reason: string;
    subject: (invoice: string, day: string) => string;
  };
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

/** The words of a French document: statically with the print, as ever. */
export const FRENCH_WORDS: DocumentWords = {
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
  taxNumber: "N° fiscal",
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
  perLine: {
    totalExDebours: "Total HT hors débours",
    debours: "Débours (hors TVA)",
    deboursLine: "Débours",
    summary: FRENCH_VAT_SUMMARY,
  },
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
  paidStamp: "PAYÉ",
  cancelled: cancelledMark,
  status: statusLabel,
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
  billing: {
    titles: BILLING_TITLES,
    quoteOf: (number, day) => `${number} du ${day}`,
    deducted: (count) => (count > 1 ? "Acomptes déduits" : "Acompte déduit"),
    netToPay: "Net à payer",
    deductions: FRENCH_DEDUCTIONS,
  },
  page: {
    from: "De",
    download: "Télécharger le PDF",
    ublEinvoice: "Facture électronique UBL",
    accept: "Accepter le devis",
    refuse: "Refuser le devis",
    payOnline: "Payer en ligne",
    history: "Historique",
    payment: "Règlement",
    invoiceAmount: "Montant de la facture",
    alreadyPaid: "Déjà payé",
    credits: "Avoirs",
    balance: "Reste à payer",
    paidOn: (day) => `Payée le ${day}. Merci.`,
    paymentsReceived: "Paiements reçus",
    paymentDetails: "Coordonnées de paiement",
    quoteNumber: (number) => `Rappelez le numéro ${number} avec votre règlement.`,
    document: "Le document",
    lines: (number) => `Prestations du document ${number}`,
    period: "Période facturée",
  },
  creditNote: {
    invoice: "Facture",
    of: "du",
    about: "Objet",
    reason: "Motif",
    subject: (invoice, day) => `Avoir sur la facture n°${NBSP}${invoice} du ${day}`,
  },
};

/** What a document's language brings besides its figures (languages.ts). */
export type LanguagePack = {
  words: DocumentWords;
  /** An ISO day as printed: fr « 30/11/2026 », en « 30 November 2026 ». */
  day: (isoDay: string) => string;
};
