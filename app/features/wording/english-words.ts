import { formatDateEn } from "#app/lib/dates-en.ts";
import type { DisplayStatus } from "#app/features/documents/status.ts";
import type { DocumentWords, LanguagePack } from "./words.ts";

/** A status in English, whatever the kind (English has no gender to agree). */
const STATUSES: Record<DisplayStatus, string> = {
  issued: "Issued",
  sent: "Sent",
  accepted: "Accepted",
  refused: "Declined",
  expired: "Expired",
  partial: "Partly paid",
  overdue: "Overdue",
  paid: "Paid",
  cancelled: "Cancelled",
};

// An English document's words (ADR 055), apart from the French print: the browser fetches
// this module only when a document becomes English (languages.ts, loadLanguage).

export const ENGLISH_WORDS: DocumentWords = {
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
  taxNumber: "Tax ID",
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
  perLine: {
    totalExDebours: "Total excl. VAT and disbursements",
    debours: "Disbursements (outside VAT)",
    deboursLine: "Disbursement",
    summary: {
      caption: "VAT summary",
      rate: "Rate",
      base: "Taxable base",
      vat: "VAT",
      exempt: "exempt",
      exemption: "*\u00a0Exemption:",
    },
  },
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
  paidStamp: "PAID",
  cancelled: (creditNote) => (creditNote ? `CANCELLED — credit note ${creditNote}` : "CANCELLED"),
  status: (_kind, status) => STATUSES[status],
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
  billing: {
    titles: { deposit: "Deposit invoice", balance: "Balance invoice" },
    quoteOf: (number, day) => `${number} of ${day}`,
    deducted: (count) => (count > 1 ? "Deposits deducted" : "Deposit deducted"),
    netToPay: "Amount due",
    deductions: {
      deposit: "Deposit invoice",
      date: "Date",
      vatColumns: ["Excl. VAT", "VAT", "Incl. VAT"],
      amount: "Amount",
      balance: "Balance (amount due)",
    },
  },
  page: {
    from: "From",
    download: "Download the PDF",
    ublEinvoice: "UBL e-invoice",
    accept: "Accept the quotation",
    refuse: "Decline the quotation",
    payOnline: "Pay online",
    history: "History",
    payment: "Payment",
    invoiceAmount: "Invoice amount",
    alreadyPaid: "Already paid",
    credits: "Credit notes",
    balance: "Balance due",
    paidOn: (day) => `Paid on ${day}. Thank you.`,
    paymentsReceived: "Payments received",
    paymentDetails: "Payment details",
    quoteNumber: (number) => `Please quote number ${number} with your payment.`,
    document: "The document",
    lines: (number) => `Services of document ${number}`,
    period: "Billed period",
  },
  creditNote: {
    invoice: "Invoice",
    of: "of",
    about: "Subject",
    reason: "Reason",
    subject: (invoice, day) => `Credit note on invoice no. ${invoice} of ${day}`,
  },
};

/** Everything an English document needs besides its figures. */
export const ENGLISH: LanguagePack = {
  words: ENGLISH_WORDS,
  day: formatDateEn,
};
