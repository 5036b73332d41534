import { type PaymentTermsDays } from "#app/config/company.ts";
import { company, companyAddressLine } from "#app/config/company-live.ts";
import { amountInWords, amountInWordsFr } from "#app/lib/amount-in-words.ts";
import {
  CURRENCIES,
  parseMinor,
  parseRate,
  toXof,
  type Currency,
  type Language,
} from "#app/lib/currency.ts";
import {
  DOCUMENT_KINDS,
  kindIs,
  type DocumentKind,
  type KindFlag,
  type KindsWhere,
} from "./kinds.ts";
import { parseWhole } from "#app/lib/money.ts";
import { HOME_COUNTRY, type CountryCode } from "#app/lib/country-codes.ts";
import { addDays, dakarDay, documentName, printedDay } from "./numbering.ts";
import type { ProposalForm, QuoteInvoiceForm } from "./schemas.ts";
import { billableLines, computeTotals, type PricedLine, type Totals } from "./totals.ts";
import { lineVatChoice, type LineVat } from "./vat.ts";

// What an issued document froze (ADR 011): every fact printed on it, so that
// a re-print years later reads the same even if the firm's details, the
// rounding code or the wording of the forms have changed since.

export const SNAPSHOT_VERSION = 1;

/** The firm as printed on the document the day it was issued. */
export type CompanySnapshot = {
  name: string;
  legalName: string;
  slogan: string;
  address: string;
  phones: string[];
  emails: string[];
  ninea: string;
  rccm: string;
  /** The firm's images at issue (SHA-256 of the stored PNG, ADR 033); absent on older documents. */
  images?: { logo: string | null; signature: string | null; stamp: string | null };
  /** The document footer of the settings at issue (« Pied de page »). */
  footer?: string;
  /** Set by the PDF renderer only (never stored): the images as data URIs. */
  imageSrc?: { logo?: string; signature?: string; stamp?: string };
};

export type PaymentDetails = {
  bank: { name: string; holder: string; rib: string; iban: string; bic: string };
  wave: string;
  orangeMoney: string;
};

export type SnapshotLine = {
  designation: string;
  /** Exact decimal as digits: '2.5'. */
  quantity: string;
  unitPrice: number;
  total: number;
} & Partial<LineVat>;

/** The client as printed; abroad, `ninea` is its own tax number (ADR 064). */
export type ClientSnapshot = {
  name: string;
  address: string;
  phone: string;
  email: string;
  ninea: string;
  /** ISO 3166-1 alpha-2, only for a client abroad: absent, Senegal. */
  country?: CountryCode;
};

export type QuoteInvoiceSnapshot = {
  version: number;
  kind: "quote" | "invoice";
  number: string;
  name: string;
  issuedAt: string;
  /** ISO day in Dakar. */
  issuedOn: string;
  company: CompanySnapshot;
  client: ClientSnapshot;
  project: { title: string; duration: string };
  lines: SnapshotLine[];
  /** Null when not applied. */
  discountPercentage: number | null;
  vatPercentage: number | null;
  totals: Totals;
  /** The total in words, as printed after « à la somme de : ». */
  words: string;
  /** Quotes: the last day the quote holds (ISO). */
  validUntil: string | null;
  /** Invoices: terms in days (0 = on receipt), due day (ISO) and how to pay. */
  payment: { termsDays: number; dueOn: string; details: PaymentDetails } | null;
  /** Invoices made from a quote: its number. */
  sourceQuote: string | null;
  /**
   * Deposit and balance invoices of a quote (ADR 021); absent on every other document.
   * Their `totals` are their own figures: the deposit, or the balance (« Net à payer »).
   */
  billing?: InvoiceBilling;
  /**
   * A subscription's invoice (ADR 032): the period it bills, ISO days, printed
   * « Période du … au … »; absent on every other document.
   */
  period?: BilledPeriod;
} & ForeignMoney;

/**
 * Issue 35 §6 (ADR 055): a document in English, or in EUR or USD. Absent on French XOF
 * documents (every older one among them); the amounts of `lines` and `totals` are in the
 * currency's minor unit (cents for EUR and USD).
 */
export type ForeignMoney = {
  language?: Language;
  currency?: Currency;
  /** USD: francs CFA for one dollar as typed, exact digits ('605.5'). */
  usdRate?: string;
  /** EUR and USD: the total TTC in whole francs (toXof), printed and summed by the ledger. */
  xofTotal?: number;
};

/** A document's language, currency and rate, French XOF when absent. */
export function moneyOf(doc: ForeignMoney | DocumentSnapshot): {
  language: Language;
  currency: Currency;
  usdRate: string | null;
} {
  const m = doc as ForeignMoney;
  return {
    language: m.language ?? "fr",
    currency: m.currency ?? "XOF",
    usdRate: m.usdRate ?? null,
  };
}

/** The days a subscription's invoice bills, first and last included (ISO). */
export type BilledPeriod = { from: string; to: string };

/** « du 28/12/2026 au 27/01/2027 »: a subscription's invoice's days, or null. */
export function billedDays(snap: PricedSnapshot): string | null {
  const period = "period" in snap ? snap.period : undefined;
  return period ? `du ${printedDay(period.from)} au ${printedDay(period.to)}` : null;
}

/** « Période du 28/12/2026 au 27/01/2027 », as the invoice prints it, or null. */
export function billedPeriod(snap: PricedSnapshot): string | null {
  const days = billedDays(snap);
  return days ? `Période ${days}` : null;
}

/** The quote a deposit or balance invoice bills, as it was issued. */
export type BilledQuote = {
  number: string;
  issuedOn: string;
  discountPercentage: number | null;
  vatPercentage: number | null;
  totals: Totals;
};

/** A deposit invoice deducted on the balance invoice: its number, day and figures. */
export type DeductedDeposit = {
  number: string;
  issuedOn: string;
  ht: number;
  vat: number;
  ttc: number;
  /** An EUR or USD quote's deposit (ADR 055): the francs it carried (the figures above are cents). */
  xofTotal?: number;
};

export type InvoiceBilling =
  /** « Facture d'acompte »: `percentage` as typed (« 30 », « 33,5 »), null for an amount. */
  | { kind: "deposit"; quote: BilledQuote; percentage: string | null }
  /** « Facture de solde »: the quote's lines, less each deposit invoice. */
  | { kind: "balance"; quote: BilledQuote; deposits: DeductedDeposit[] };

export type ProposalSnapshot = {
  version: number;
  kind: "proposal";
  number: string;
  name: string;
  issuedAt: string;
  issuedOn: string;
  company: CompanySnapshot;
  validUntil: string;
  proposal: ProposalForm;
};

/**
 * A credit note (facture d'avoir, ADR 020): what it corrects and by how much, frozen
 * like the others. Shaped like an invoice (client, project, lines, totals) so the
 * register's page shows it the same way; `validUntil`, `payment` and `sourceQuote`
 * are always null. Built by the ledger (app/features/ledger).
 */
export type CreditNoteSnapshot = {
  version: number;
  kind: "credit_note";
  number: string;
  name: string;
  issuedAt: string;
  issuedOn: string;
  company: CompanySnapshot;
  client: QuoteInvoiceSnapshot["client"];
  project: QuoteInvoiceSnapshot["project"];
  /** The invoice it corrects, as printed on it. */
  invoice: { number: string; issuedOn: string; totalTtc: number };
  /** « lines »: chosen lines of the invoice; « amount »: an amount TTC. */
  mode: "lines" | "amount";
  lines: SnapshotLine[];
  /** « lines »: their positions on the invoice (from 0), so that none is credited twice. */
  invoiceLines?: number[];
  discountPercentage: number | null;
  vatPercentage: number | null;
  totals: Totals;
  words: string;
  /** « Motif ». */
  reason: string;
  validUntil: null;
  payment: null;
  sourceQuote: null;
} & ForeignMoney;

export type DocumentSnapshot = QuoteInvoiceSnapshot | ProposalSnapshot | CreditNoteSnapshot;

/**
 * The snapshots of some kinds: `SnapshotOf<"quote">` is a QuoteInvoiceSnapshot,
 * `SnapshotOf<KindsWhere<"priced">>` a quote, an invoice or a credit note's.
 */
export type SnapshotOf<K extends DocumentKind> = DocumentSnapshot extends infer S
  ? S extends { kind: infer Of }
    ? [Extract<Of, K>] extends [never]
      ? never
      : S
    : never
  : never;

/** A document with a client, lines and totals (kinds.ts: `priced`). */
export type PricedSnapshot = SnapshotOf<KindsWhere<"priced">>;

/**
 * A table of every kind's way of doing one thing with its snapshot (its print page, its
 * PDF, its mail), or of every kind of a group (`K`, the priced ones): a kind added to
 * the registry is a key missing here, for the compiler.
 */
export type ByKind<R, A extends unknown[] = [], K extends DocumentKind = DocumentKind> = {
  [J in K]: (snapshot: SnapshotOf<J>, ...args: A) => R;
};

/** The entry of a snapshot's kind, called with it. */
export function byKind<R, A extends unknown[], K extends DocumentKind = DocumentKind>(
  table: ByKind<R, A, K>,
  snapshot: SnapshotOf<K>,
  ...args: A
): R {
  // The one place a snapshot meets its kind's entry: the table's key is its kind.
  const entry = table[snapshot.kind as K] as (snapshot: SnapshotOf<K>, ...args: A) => R;
  return entry(snapshot, ...args);
}

/** Whether a snapshot's kind has one of the registry's properties, narrowing it. */
export function snapshotIs<P extends KindFlag>(
  snapshot: DocumentSnapshot,
  property: P,
): snapshot is SnapshotOf<KindsWhere<P>> {
  return kindIs(snapshot.kind, property);
}

/** The issuer as printed, frozen at issue: identity, images and the kind's footer. */
export function companySnapshot(kind?: DocumentKind): CompanySnapshot {
  const setting = kind ? DOCUMENT_KINDS[kind].footer : null;
  const footer = setting ? company.documents[setting] : "";
  return {
    name: company.name,
    legalName: company.legalName,
    slogan: company.slogan,
    address: companyAddressLine(),
    phones: [company.phones.main, company.phones.mobile],
    emails: [company.emails.contact, company.emails.commercial],
    ninea: company.ninea,
    rccm: company.rccm,
    images: { ...company.images },
    ...(footer ? { footer } : {}),
  };
}

export function paymentDetails(): PaymentDetails {
  const p = company.payment;
  return { bank: { ...p.bank }, wave: p.wave, orangeMoney: p.orangeMoney };
}

/** « à réception », « 30 jours » : the terms as printed. */
export function paymentTermsLabel(days: number): string {
  return days === 0 ? "À réception" : `${days}\u00a0jours`;
}

/** The total in words: « TTC » only when VAT applies (otherwise there is no TTC to speak of). */
export function totalInWords(totalTTC: number, withVat: boolean): string {
  return `${amountInWords(totalTTC)}${withVat ? " TTC" : ""}`;
}

const DAY_MS = 86_400_000;

/**
 * The total in words in the document's language and currency (ADR 055): French XOF is
 * totalInWords; English needs the caller's englishWords (lib/english.ts, the server's).
 */
export function totalInWordsIn(
  ttc: number,
  withVat: boolean,
  money: { language: Language; currency: Currency },
  issue: { englishWords?: (minor: number, currency: Currency) => string },
): string {
  if (money.language === "fr") {
    return `${amountInWordsFr(ttc, money.currency)}${withVat ? " TTC" : ""}`;
  }
  return `${englishWords(issue)(ttc, money.currency)}${withVat ? ", VAT included" : ""}`;
}

/** English words are the caller's: the browser, which loads this module, never needs them. */
function englishWords(issue: { englishWords?: (minor: number, currency: Currency) => string }) {
  if (!issue.englishWords) throw new Error("Document en anglais : englishWords manquant");
  return issue.englishWords;
}

/**
 * The frozen quote or invoice, or null when no valid line remains (docs/product.md
 * §4: then nothing is generated).
 */
export function snapshotQuoteInvoice(
  kind: "quote" | "invoice",
  form: QuoteInvoiceForm,
  issue: {
    number: string;
    issuedAt: Date;
    sourceQuote?: string | null;
    period?: BilledPeriod;
    /** An English document's total in words (lib/english.ts), given by the server. */
    englishWords?: (minor: number, currency: Currency) => string;
  },
): QuoteInvoiceSnapshot | null {
  const language = form.language ?? "fr";
  const currency = form.currency ?? "XOF";
  const usdRate = currency === "USD" ? parseRate(form.usdRate ?? "") : null;
  // EUR and USD prices are typed in the currency and counted in cents from here on.
  const prestations = CURRENCIES[currency].decimals
    ? form.prestations.map((p) => ({ ...p, unitPrice: String(parseMinor(p.unitPrice, currency)) }))
    : form.prestations;
  const lines = billableLines(prestations);
  if (lines.length === 0) return null;
  const discountPercentage = form.applyDiscount ? parseWhole(form.discountPercentage) : null;
  const vatPercentage = form.applyVat ? parseWhole(form.vatPercentage) : null;
  const totals = computeTotals(lines, {
    applyDiscount: discountPercentage !== null,
    discountPercentage: discountPercentage ?? 0,
    applyVat: vatPercentage !== null,
    vatPercentage: vatPercentage ?? 0,
  });
  const issuedOn = dakarDay(issue.issuedAt);
  const termsDays = parseWhole(form.paymentTerms) as PaymentTermsDays;
  const payable = kindIs(kind, "payable");
  return {
    version: SNAPSHOT_VERSION,
    kind,
    number: issue.number,
    name: documentName(form.clientName, issue.number),
    issuedAt: issue.issuedAt.toISOString(),
    issuedOn,
    company: companySnapshot(kind),
    client: {
      name: form.clientName.trim(),
      address: form.clientAddress.trim(),
      phone: form.clientPhone.trim(),
      email: form.clientEmail.trim(),
      ninea: (form.clientNinea ?? "").trim(),
      // Kept only abroad: a Senegalese client's snapshot reads as every one issued before.
      ...(form.clientCountry && form.clientCountry !== HOME_COUNTRY
        ? { country: form.clientCountry }
        : {}),
    },
    project: { title: form.projectTitle.trim(), duration: form.projectDuration.trim() },
    lines: lines.map((l) => ({
      designation: l.designation,
      quantity: decimalDigits(l.quantity),
      unitPrice: l.unitPrice,
      total: l.total,
      ...snapshotLineVat(l),
    })),
    discountPercentage: totals.discountAmount > 0 ? discountPercentage : null,
    vatPercentage: totals.vatAmount > 0 ? vatPercentage : null,
    totals,
    words: totalInWordsIn(totals.totalTTC, totals.vatAmount > 0, { language, currency }, issue),
    // A quote holds until a day, awaiting its answer; an invoice is owed by a day.
    validUntil: kindIs(kind, "answerable")
      ? addDays(issuedOn, clampDays(parseWhole(form.validityDays)))
      : null,
    payment: payable
      ? { termsDays, dueOn: addDays(issuedOn, termsDays), details: paymentDetails() }
      : null,
    sourceQuote: payable ? (issue.sourceQuote ?? null) : null,
    ...(payable && issue.period ? { period: issue.period } : {}),
    ...(language === "en" ? { language } : {}),
    ...(currency === "XOF"
      ? {}
      : { currency, xofTotal: toXof(totals.totalTTC, currency, usdRate) }),
    ...(usdRate ? { usdRate } : {}),
  };
}

/** A line's own VAT as the snapshot keeps it (absent when it follows the document's rate). */
function snapshotLineVat(line: PricedLine): Partial<LineVat> {
  if (!line.vatCategory) return {};
  return {
    vatRate: line.vatRate ?? 0,
    vatCategory: line.vatCategory,
    ...(line.vatCategory === "exempt" ? { exemptionReason: line.exemptionReason ?? "" } : {}),
  };
}

function clampDays(days: number): number {
  return Math.min(365, Math.max(1, days));
}

function decimalDigits({ units, scale }: { units: bigint; scale: number }): string {
  const digits = units.toString().padStart(scale + 1, "0");
  if (scale === 0) return digits;
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, "");
}

/** The frozen proposal, or null when no complete phase remains. */
export function snapshotProposal(
  input: ProposalForm,
  issue: { number: string; issuedAt: Date },
): ProposalSnapshot | null {
  const form = cleanProposal(input);
  if (form.phases.length === 0) return null;
  return {
    version: SNAPSHOT_VERSION,
    kind: "proposal",
    number: issue.number,
    name: documentName(form.projectName, issue.number),
    issuedAt: issue.issuedAt.toISOString(),
    issuedOn: dakarDay(issue.issuedAt),
    company: companySnapshot(),
    // Valid 30 days from the issue date (docs/product.md §9).
    validUntil: dakarDay(new Date(issue.issuedAt.getTime() + 30 * DAY_MS)),
    proposal: form,
  };
}

/** The form a snapshot came from: « Dupliquer » and « Convertir en facture » start from it. */
export function formFromSnapshot(snapshot: QuoteInvoiceSnapshot): QuoteInvoiceForm {
  return {
    clientName: snapshot.client.name,
    clientEmail: snapshot.client.email,
    clientPhone: snapshot.client.phone,
    clientAddress: snapshot.client.address,
    clientNinea: snapshot.client.ninea,
    ...(snapshot.client.country ? { clientCountry: snapshot.client.country } : {}),
    projectTitle: snapshot.project.title,
    projectDuration: snapshot.project.duration,
    prestations: snapshot.lines.map((l) => ({
      designation: l.designation,
      quantity: l.quantity.replace(".", ","),
      unitPrice: typedPrice(l.unitPrice, moneyOf(snapshot).currency),
      ...(l.vatCategory ? { vat: lineVatChoice(l), exemptionReason: l.exemptionReason ?? "" } : {}),
    })),
    applyDiscount: snapshot.discountPercentage !== null,
    discountPercentage: String(snapshot.discountPercentage ?? 0),
    applyVat: snapshot.vatPercentage !== null,
    vatPercentage: String(snapshot.vatPercentage ?? 18),
    showPaidStamp: false,
    // A copy is not paid: the form starts « Facture acquittée » from today's defaults.
    paidAtIssue: false,
    paidOn: "",
    paidMethod: "",
    paymentTerms: String(snapshot.payment?.termsDays ?? company.documents.paymentTermsDays),
    validityDays: String(company.documents.quoteValidityDays),
    ...foreignForm(snapshot),
  };
}

/** A copy keeps the document's language, currency and rate. */
function foreignForm(snapshot: QuoteInvoiceSnapshot): Partial<QuoteInvoiceForm> {
  const { language, currency, usdRate } = moneyOf(snapshot);
  if (language === "fr" && currency === "XOF") return {};
  return { language, currency, ...(usdRate ? { usdRate: usdRate.replace(".", ",") } : {}) };
}

/** A stored price as typed again: francs as they are, cents as « 12,50 ». */
function typedPrice(minor: number, currency: Currency): string {
  if (!CURRENCIES[currency].decimals) return String(minor);
  return `${Math.trunc(minor / 100)},${String(minor % 100).padStart(2, "0")}`;
}

/** The printed form of an ISO day. */
export { printedDay };

/**
 * docs/product.md §5 "At generation": blank functionalities and incomplete phases are
 * dropped; functionalities and architecture are emptied when not included.
 * Here, not in schemas.ts: the document's page reads snapshots without loading zod.
 */
export function cleanProposal(doc: ProposalForm): ProposalForm {
  const trimmed = <T extends Record<string, string>>(row: T) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()])) as T;
  return {
    ...doc,
    projectName: doc.projectName.trim(),
    objective: doc.objective.trim(),
    context: doc.context.trim(),
    functionalities: doc.includeFunctionalities
      ? doc.functionalities.map(trimmed).filter((f) => f.name !== "")
      : [],
    architecture: doc.includeArchitecture ? doc.architecture.trim() : "",
    phases: doc.phases.map(trimmed).filter((p) => p.name && p.description && p.duration),
    additionalOptions: doc.additionalOptions.trim(),
  };
}
