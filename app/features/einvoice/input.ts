import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import type { VatGroup } from "#app/features/documents/vat.ts";
import type {
  CreditNoteSnapshot,
  QuoteInvoiceSnapshot,
  SnapshotLine,
} from "#app/features/documents/snapshot.ts";
import { moneyOf } from "#app/features/documents/snapshot.ts";
import { printedWith } from "#app/features/wording/printed-words.ts";
import { EINVOICE_WORDS } from "./words.ts";
import { CURRENCIES, toXof, type Currency } from "#app/lib/currency.ts";
import { HOME_COUNTRY, type CountryCode } from "#app/lib/country-codes.ts";

// What an e-invoice says (ADR 051), read from an issued invoice or credit note: the
// EN 16931 facts in our own small shape, which every format of formats.ts writes out.
// The VAT of each line comes from one function, `taxedLines`: the line's own VAT (ADR 050),
// else the document's single rate (every snapshot issued before). Its texts (notes, reasons,
// the deposits deducted) are in the document's language, as its PDF (ADR 055).

/** EN 16931's VAT categories we use: S standard rate, E exempt (débours included, ADR 051). */
export type VatCategory = "S" | "E";

/** How a line is taxed: what the lines of a document will each carry (issue 35 §2). */
export type LineVat = {
  /** « standard » (18 %, 10 %), « exempt » (0 % with a reason), « debours » (outside VAT). */
  kind: "standard" | "exempt" | "debours";
  /** Whole percent: 18, 10; 0 for exempt and débours. */
  rate: number;
  /** Why no VAT (BT-120), for exempt lines and débours. */
  exemptionReason: string | null;
};

/** A line as the e-invoice reads it: the snapshot's line and its VAT. */
export type TaxedLine = SnapshotLine & { vat: LineVat };

/** A document-level allowance (BG-20): the discount, per VAT category and rate. */
export type Allowance = { amount: number; reason: string; vat: LineVat };

/** One row of the VAT breakdown (BG-23): the lines' and allowances' sum at one category and rate. */
export type VatRow = { vat: LineVat; taxable: number; tax: number };

export type Party = {
  name: string;
  legalName: string;
  address: string;
  /** The city (with its postal box for the firm); empty when the address is one free line. */
  city: string;
  /** ISO 3166-1 alpha-2: the firm's SN, a client abroad's own (ADR 064). */
  country: CountryCode;
  /** The NINEA (tax identification), empty when the client has none. */
  ninea: string;
  /** The seller's RCCM (trade register). */
  rccm: string;
  email: string;
  phone: string;
};

/** How to pay (BG-16): a transfer to the bank account, or a mobile money number. */
export type PaymentMean =
  | { code: "30"; label: "Virement"; iban: string; holder: string; bic: string }
  | { code: "68"; label: "Wave" | "Orange Money"; account: string };

export type EInvoiceInput = {
  /** BT-3: 380 invoice, 386 deposit (prepayment) invoice, 381 credit note. */
  typeCode: "380" | "381" | "386";
  number: string;
  issueDate: string;
  dueDate: string | null;
  /**
   * BT-5: the document's currency (ADR 055); every amount below is in its minor unit
   * (whole francs for XOF, cents for EUR and USD), written with its decimals.
   */
  currency: Currency;
  /**
   * BT-6 and BT-111: an EUR or USD document's VAT in francs CFA, the currency VAT is
   * accounted in (each rate's VAT converted half away from zero, as the sales journal
   * books it); null for an XOF document.
   */
  taxCurrency: { code: "XOF"; tax: number } | null;
  /** BT-22: the project's title and duration, a credit note's reason. */
  notes: string[];
  seller: Party;
  buyer: Party;
  /** BT-14: the quote the invoice bills, if any. */
  quote: string | null;
  /** BT-25/26: the invoice a credit note corrects. */
  preceding: { number: string; issueDate: string } | null;
  /** BT-73/74: a subscription's billed days. */
  period: { from: string; to: string } | null;
  lines: TaxedLine[];
  allowances: Allowance[];
  vatBreakdown: VatRow[];
  totals: {
    /** BT-106: Σ line net amounts. */
    lineNet: number;
    /** BT-107: Σ allowances. */
    allowances: number;
    /** BT-109. */
    taxExclusive: number;
    /** BT-110. */
    tax: number;
    /** BT-112. */
    taxInclusive: number;
    /** BT-115. */
    payable: number;
  };
  /** BT-20 and BG-16; null for a credit note. */
  payment: { terms: string; means: PaymentMean[] } | null;
};

/** The documents that become e-invoices: every invoice (deposit, balance) and credit note. */
export type EInvoiceSnapshot = QuoteInvoiceSnapshot | CreditNoteSnapshot;

/**
 * The VAT of each line and of the discount, from the document as issued: a line's own VAT
 * (ADR 050), else the document's one rate (standard, or exempt when no VAT applies).
 */
export function taxedLines(snap: EInvoiceSnapshot): { lines: TaxedLine[]; discountVat: LineVat } {
  const words = EINVOICE_WORDS[moneyOf(snap).language];
  const vat: LineVat =
    snap.vatPercentage !== null && snap.vatPercentage > 0
      ? { kind: "standard", rate: snap.vatPercentage, exemptionReason: null }
      : { kind: "exempt", rate: 0, exemptionReason: words.exempt };
  // A line with its own VAT (ADR 050) carries it; the others follow the document's rate.
  const own = (line: SnapshotLine): LineVat =>
    line.vatCategory === undefined
      ? vat
      : {
          kind: line.vatCategory,
          rate: line.vatRate ?? 0,
          exemptionReason:
            line.vatCategory === "standard"
              ? null
              : line.vatCategory === "debours"
                ? words.debours
                : line.exemptionReason || words.exempt,
        };
  return { lines: snap.lines.map((line) => ({ ...line, vat: own(line) })), discountVat: vat };
}

/** EN 16931's category of a line's VAT: débours are exempt (VATEX-EU-79-C), ADR 051. */
export function vatCategory(vat: LineVat): VatCategory {
  return vat.kind === "standard" ? "S" : "E";
}

// One row per category and rate: exempt lines and débours share the one « E » row EN 16931
// allows (BR-E-01), its reasons joined.
const sameVat = (a: LineVat, b: LineVat) => vatCategory(a) === vatCategory(b) && a.rate === b.rate;

/**
 * The VAT breakdown by category and rate: taxable = Σ lines − allowances at it. The tax of
 * a single-rate document is its printed VAT (rounded once, docs/product.md §9).
 */
function breakdownOf(
  lines: TaxedLine[],
  allowances: Allowance[],
  tax: number,
  groups: readonly VatGroup[] | undefined,
): VatRow[] {
  const rows: VatRow[] = [];
  const rowOf = (vat: LineVat) => {
    let row = rows.find((r) => sameVat(r.vat, vat));
    if (!row) rows.push((row = { vat, taxable: 0, tax: 0 }));
    else if (vat.exemptionReason && !row.vat.exemptionReason?.includes(vat.exemptionReason)) {
      const joined = [row.vat.exemptionReason, vat.exemptionReason].filter(Boolean).join(" ; ");
      // A débours alone keeps its code (VATEX-EU-79-C); mixed with an exemption, the text says both.
      row.vat = { kind: "exempt", rate: row.vat.rate, exemptionReason: joined };
    }
    return row;
  };
  for (const line of lines) rowOf(line.vat).taxable += line.total;
  for (const a of allowances) rowOf(a.vat).taxable -= a.amount;
  const taxed = rows.filter((r) => vatCategory(r.vat) === "S");
  // Each rate's VAT as printed: rounded once per rate (docs/product.md §9).
  if (groups) {
    for (const r of taxed) {
      r.tax = groups.find((g) => g.category === "standard" && g.rate === r.vat.rate)?.vat ?? 0;
    }
  } else if (taxed.length === 1) taxed[0]!.tax = tax;
  else for (const r of taxed) r.tax = Math.round((r.taxable * r.vat.rate) / 100);
  return rows;
}

/**
 * The firm's address as the snapshot printed it on one line, « street, BP 45120 Dakar,
 * Sénégal » (config/company.ts `addressLine`): the street, and the box with the city.
 */
export function firmAddress(line: string): { address: string; city: string } {
  const parts = line.split(", ");
  if (parts.length < 3) return { address: line, city: "" };
  return { address: parts.slice(0, -2).join(", "), city: parts.at(-2)! };
}

const BILLING_TYPE_CODES = { deposit: "386", balance: "380" } as const;

/** The e-invoice of an issued invoice or credit note, every figure as printed. */
export function einvoiceInputOf(snap: EInvoiceSnapshot): EInvoiceInput {
  const billing = "billing" in snap ? snap.billing : undefined;
  const { words: w, day, language } = printedWith(snap);
  const said = EINVOICE_WORDS[language];
  const taxed = taxedLines(snap);
  const lines = [...taxed.lines];
  // A balance invoice prints the quote's lines, then deducts each deposit invoice (ADR 021):
  // here a line of quantity −1 per deposit, so the VAT already invoiced is not counted twice.
  if (billing?.kind === "balance") {
    for (const d of billing.deposits) {
      lines.push({
        // « Acompte déduit : facture FACT-… du 02/12/2026 », « Deposit deducted: invoice … ».
        designation: `${w.billing.deducted(1)}${w.colon} ${w.creditNote.invoice.toLowerCase()} ${w.billing.quoteOf(d.number, day(d.issuedOn))}`,
        quantity: "-1",
        unitPrice: d.ht,
        total: -d.ht,
        vat: taxed.discountVat,
      });
    }
  }
  const t = snap.totals;
  // A balance invoice's own totals are the balance, without a discount of its own: its
  // lines are the quote's, so the quote's discount is what they are reduced by.
  const discount =
    billing?.kind === "balance" ? billing.quote.totals.discountAmount : t.discountAmount;
  const discountReason = said.discount((billing?.quote ?? snap).discountPercentage ?? 0);
  // With rates per line the discount is shared per rate (never on débours): one allowance each.
  const groups = billing?.kind === "balance" ? undefined : t.vatBreakdown;
  const perRate: Allowance[] = (groups ?? [])
    .filter((g) => g.discount > 0)
    .map((g) => ({
      amount: g.discount,
      reason: discountReason,
      vat: taxed.lines.find((l) => l.vat.kind === g.category && l.vat.rate === g.rate)!.vat,
    }));
  // What no rate of the summary carries (lines at the document's rate when it has no VAT,
  // or every line of a single-rate document) is discounted at the document's rate.
  const rest = discount - perRate.reduce((sum, a) => sum + a.amount, 0);
  const allowances: Allowance[] =
    rest > 0
      ? [...perRate, { amount: rest, reason: discountReason, vat: taxed.discountVat }]
      : perRate;
  const lineNet = lines.reduce((sum, l) => sum + l.total, 0);
  const allowanceSum = allowances.reduce((sum, a) => sum + a.amount, 0);
  const credited = "invoice" in snap ? snap.invoice : null;
  const payment = snap.payment;
  const details = payment?.details;
  const means: PaymentMean[] = [];
  if (details?.bank.iban) {
    means.push({
      code: "30",
      label: "Virement",
      iban: details.bank.iban.replace(/\s+/g, ""),
      holder: details.bank.holder,
      bic: details.bank.bic,
    });
  }
  // Wave and Orange Money take francs CFA only (ADR 055): an EUR or USD invoice is paid by transfer.
  const { currency, usdRate } = moneyOf(snap);
  const mobile = CURRENCIES[currency].mobileMoney;
  if (mobile && details?.wave) means.push({ code: "68", label: "Wave", account: details.wave });
  if (mobile && details?.orangeMoney)
    means.push({ code: "68", label: "Orange Money", account: details.orangeMoney });
  const vatBreakdown = breakdownOf(lines, allowances, t.vatAmount, groups);
  const notes = [`${snap.project.title} (${snap.project.duration})`];
  if ("reason" in snap && snap.reason)
    notes.push(`${w.creditNote.reason}${w.colon} ${snap.reason}`);
  return {
    typeCode: billing
      ? BILLING_TYPE_CODES[billing.kind]
      : (DOCUMENT_KINDS[snap.kind].einvoiceTypeCode ?? "380"),
    number: snap.number,
    issueDate: snap.issuedOn,
    dueDate: payment?.dueOn ?? null,
    currency,
    taxCurrency:
      currency === "XOF"
        ? null
        : {
            code: "XOF",
            tax: vatBreakdown
              .filter((row) => vatCategory(row.vat) === "S")
              .reduce((sum, row) => sum + toXof(row.tax, currency, usdRate), 0),
          },
    notes,
    seller: {
      name: snap.company.name,
      legalName: snap.company.legalName,
      ...firmAddress(snap.company.address),
      country: HOME_COUNTRY,
      ninea: snap.company.ninea,
      rccm: snap.company.rccm,
      email: snap.company.emails[0] ?? "",
      phone: snap.company.phones[0] ?? "",
    },
    buyer: {
      name: snap.client.name,
      legalName: snap.client.name,
      address: snap.client.address,
      city: "",
      // A client abroad carries its country (ADR 064); every other one, and every
      // document issued before, is in Senegal.
      country: snap.client.country ?? HOME_COUNTRY,
      ninea: snap.client.ninea,
      rccm: "",
      email: snap.client.email,
      phone: snap.client.phone,
    },
    quote: billing?.quote.number ?? ("sourceQuote" in snap ? snap.sourceQuote : null),
    preceding: credited ? { number: credited.number, issueDate: credited.issuedOn } : null,
    period: "period" in snap && snap.period ? snap.period : null,
    lines,
    allowances,
    vatBreakdown,
    totals: {
      lineNet,
      allowances: allowanceSum,
      taxExclusive: lineNet - allowanceSum,
      tax: t.vatAmount,
      taxInclusive: lineNet - allowanceSum + t.vatAmount,
      payable: t.totalTTC,
    },
    payment: payment
      ? {
          terms: `${said.terms}${w.colon} ${w.terms(payment.termsDays).toLowerCase()}`,
          means,
        }
      : null,
  };
}
