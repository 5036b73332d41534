import type { Company } from "#app/config/company-live.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import type { PaymentMethod } from "#app/db/schema.ts";
import type { CsvValue } from "#app/lib/csv.ts";
import { BILLING_TITLES } from "#app/features/documents/billing.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/features/documents/kinds.ts";
import { printedDay } from "#app/features/documents/numbering.ts";

// The accountant's journals in SYSCOHADA accounts (ADR 047): « Journal des ventes »
// (invoices and credit notes) and « Journal des encaissements » (payments and their
// cancellations), one entry per document or payment, balanced to the franc, then laid
// out for Odoo's importer or Sage 100's. Pure: the rows come from exports.server.ts.

export type Accounts = Company["accounting"];

/**
 * Débours (ADR 050): money re-billed at cost for the client, a third party's, not a
 * sale: SYSCOHADA's 467 « débiteurs et créditeurs divers » (not yet in the settings).
 */
export const DEBOURS_ACCOUNT = "467";

export type JournalLine = {
  account: string;
  label: string;
  /** Whole francs; one of the two is 0. */
  debit: number;
  credit: number;
};

export type JournalEntry = {
  /** The journal's code (settings). */
  journal: string;
  /** ISO day. */
  date: string;
  /** The studio's number: the invoice or credit note, or the invoice a payment settles. */
  reference: string;
  /** The client, as issued. */
  partner: string;
  lines: JournalLine[];
  /** A cancelled payment's reversing entry. */
  reversal?: boolean;
};

/** The kinds the sales journal holds: those with a `salesJournal` entry in the registry. */
export type JournalKind = {
  [K in DocumentKind]: (typeof DOCUMENT_KINDS)[K]["salesJournal"] extends null ? never : K;
}[DocumentKind];

/** Whether a kind is an accounting document, with an entry in the sales journal. */
export function inSalesJournal(kind: DocumentKind): kind is JournalKind {
  return DOCUMENT_KINDS[kind].salesJournal !== null;
}

/** An invoice or a credit note as the sales journal reads it (from its snapshot). */
export type SalesDocument = {
  kind: JournalKind;
  number: string;
  party: string;
  issuedOn: string;
  vatPercentage: number | null;
  /**
   * `vatBreakdown` and `debours`: a document whose lines carry their own rates (ADR 050);
   * absent on the others.
   */
  totals: {
    totalAfterDiscount: number;
    vatAmount: number;
    totalTTC: number;
    vatBreakdown?: { category: string; rate: number; vat: number }[];
    debours?: number;
  };
  /** A deposit invoice, or a balance invoice with the HT of each deposit it deducts (ADR 021). */
  billing?: { kind: "deposit" } | { kind: "balance"; deposits: { ht: number }[] };
  /** A credit note: the invoice it corrects, and whether that one is a deposit invoice. */
  corrects?: { number: string; deposit: boolean };
};

/** A payment as the receipts journal reads it. */
export type ReceiptPayment = {
  invoice: string;
  party: string;
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  /** The stamp duty handed over on top of a payment in cash, whole francs; 0 otherwise (ADR 049). */
  stampDuty: number;
  /** The day (ISO, Dakar) it was cancelled, or null. */
  cancelledOn: string | null;
  cancelReason: string | null;
};

/**
 * The VAT of a document, by rate: the document's one rate, or, when its lines carry
 * their own (ADR 050), each taxed rate of its summary (exempt lines owe none).
 */
export function vatByRate(doc: Pick<SalesDocument, "vatPercentage" | "totals">) {
  const groups = doc.totals.vatBreakdown;
  if (!groups) return [{ rate: doc.vatPercentage ?? 0, amount: doc.totals.vatAmount }];
  return groups
    .filter((g) => g.category === "standard")
    .map((g) => ({ rate: g.rate, amount: g.vat }));
}

/**
 * An EUR or USD document's totals in francs, as the journals book them (ADR 055): its TTC
 * the register's francs; each rate's VAT and the débours converted (`convert`, half away
 * from zero); its HT what remains, so that its entry balances to the franc.
 */
export function totalsInFrancs(
  totals: SalesDocument["totals"],
  francs: number,
  convert: (minor: number) => number,
): SalesDocument["totals"] {
  const breakdown = totals.vatBreakdown?.map((g) => ({ ...g, vat: convert(g.vat) }));
  const vat = breakdown
    ? breakdown.filter((g) => g.category === "standard").reduce((sum, g) => sum + g.vat, 0)
    : convert(totals.vatAmount);
  const debours = breakdown ? convert(totals.debours ?? 0) : 0;
  return {
    totalTTC: francs,
    vatAmount: vat,
    totalAfterDiscount: francs - vat - debours,
    ...(breakdown ? { vatBreakdown: breakdown, debours } : {}),
  };
}

/** « 18 » → « 18 % », « 2.5 » → « 2,5 % ». */
const rateText = (rate: number) => `${String(rate).replace(".", ",")}\u00a0%`;

/** A line on the side its sign says (a negative debit is a credit); none for 0. */
function line(account: string, label: string, debit: number): JournalLine[] {
  if (debit === 0) return [];
  return [
    debit > 0 ? { account, label, debit, credit: 0 } : { account, label, debit: 0, credit: -debit },
  ];
}

/**
 * The sales journal's entry of an invoice: the client owes its TTC (411), the firm sold
 * its HT (706) and owes its VAT (4431). A deposit invoice credits 4191 (advances
 * received) instead of 706; the balance invoice clears those advances and credits 706
 * with the whole quote. A credit note is the same entry reversed, against 4191 when it
 * corrects a deposit invoice. How a kind is written is its registry's `salesJournal`.
 */
export function salesEntry(doc: SalesDocument, accounts: Accounts): JournalEntry {
  const shape = DOCUMENT_KINDS[doc.kind].salesJournal;
  // A kind made on an invoice takes that invoice's account; its own billing says nothing.
  const billing = shape.corrects ? undefined : doc.billing;
  const title = billing ? BILLING_TITLES[billing.kind] : DOCUMENT_KINDS[doc.kind].label;
  const label =
    shape.corrects && doc.corrects
      ? `${title} ${doc.number} sur ${doc.corrects.number} · ${doc.party}`
      : `${title} ${doc.number} · ${doc.party}`;
  const t = doc.totals;
  const toDeposits = shape.corrects ? doc.corrects?.deposit === true : billing?.kind === "deposit";
  const deducted = billing?.kind === "balance" ? billing.deposits.reduce((s, d) => s + d.ht, 0) : 0;
  // Written as an invoice (debits positive); a reversing kind (a credit note) turns every sign.
  const sign = shape.sign;
  const lines = [
    ...line(accounts.clients, label, sign * t.totalTTC),
    ...line(accounts.deposits, `${label} · acomptes déduits`, sign * deducted),
    ...line(
      toDeposits ? accounts.deposits : accounts.sales,
      toDeposits ? `${label} · acompte` : label,
      -sign * (t.totalAfterDiscount + deducted),
    ),
    ...vatByRate(doc).flatMap((v) =>
      line(accounts.vat, `${label} · TVA ${rateText(v.rate)}`, -sign * v.amount),
    ),
    // Débours: re-billed at cost for the client, a third party's money, not a sale.
    ...line(DEBOURS_ACCOUNT, `${label} · débours`, -sign * (t.debours ?? 0)),
  ];
  return {
    journal: accounts.salesJournal,
    date: doc.issuedOn,
    reference: doc.number,
    partner: doc.party,
    // Debits first, as an entry is read.
    lines: [...lines.filter((l) => l.debit > 0), ...lines.filter((l) => l.credit > 0)],
  };
}

/** The treasury account a method's money lands in. */
export function treasuryAccount(method: PaymentMethod, accounts: Accounts): string {
  switch (method) {
    case "especes":
      return accounts.cash;
    case "wave":
      return accounts.wave;
    case "orange_money":
      return accounts.orangeMoney;
    case "free_money":
      return accounts.freeMoney;
    case "virement":
    case "cheque":
    case "carte":
      return accounts.bank;
    case "non_precise":
      return accounts.suspense;
  }
}

const within = (day: string, period: { from: string; to: string }) =>
  day >= period.from && day <= period.to;

/**
 * The receipts journal's entries of a payment in a period: the money in (treasury
 * debited, 411 credited) on its day; a cancelled payment also has its reversal on the
 * day it was cancelled. Each is in the period of its own day, so a closed period is
 * never rewritten. A payment in cash carries its stamp duty (ADR 049): handed over on
 * top, so the treasury takes both and the State's account is credited the duty.
 */
export function receiptEntries(
  p: ReceiptPayment,
  accounts: Accounts,
  period: { from: string; to: string },
): JournalEntry[] {
  const treasury = treasuryAccount(p.method, accounts);
  const method = PAYMENT_METHOD_LABELS[p.method];
  const label = `Règlement ${p.invoice} · ${p.party} · ${method}${p.reference ? ` ${p.reference}` : ""}`;
  const entries: JournalEntry[] = [];
  const base = { journal: accounts.receiptsJournal, reference: p.invoice, partner: p.party };
  if (within(p.paidOn, period)) {
    entries.push({
      ...base,
      date: p.paidOn,
      lines: [
        ...line(treasury, label, p.amount + p.stampDuty),
        ...line(accounts.clients, label, -p.amount),
        ...line(accounts.stampDuty, `${label} · droit de timbre`, -p.stampDuty),
      ],
    });
  }
  if (p.cancelledOn && within(p.cancelledOn, period)) {
    const why = `Annulation du règlement du ${printedDay(p.paidOn)} ${p.invoice} · ${p.party} · ${method}${p.cancelReason ? ` · ${p.cancelReason}` : ""}`;
    entries.push({
      ...base,
      reversal: true,
      date: p.cancelledOn,
      lines: [
        ...line(accounts.clients, why, p.amount),
        ...line(accounts.stampDuty, `${why} · droit de timbre`, p.stampDuty),
        ...line(treasury, why, -(p.amount + p.stampDuty)),
      ],
    });
  }
  return entries;
}

/** The two importers the accountant may choose (one file per download). */
export const JOURNAL_FORMATS = ["odoo", "sage"] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/**
 * Odoo's import of journal entries (account.move): one row per line; the entry's own
 * fields (date, journal, reference) only on its first row, the next rows adding lines
 * to it. Technical field names, so that Odoo in any language maps them.
 */
const ODOO_HEADERS = [
  "date",
  "journal_id",
  "ref",
  "line_ids/account_id",
  "line_ids/partner_id",
  "line_ids/name",
  "line_ids/debit",
  "line_ids/credit",
] as const;

/**
 * Sage 100 comptabilité's import of entries: one row per line, every row complete;
 * Sage groups into one piece the rows with the same journal, date and piece number.
 */
const SAGE_HEADERS = [
  "Journal",
  "Date",
  "N° pièce",
  "Référence",
  "Compte général",
  "Compte tiers",
  "Libellé",
  "Débit",
  "Crédit",
] as const;

/** « 2026-11-05 » → « 051126 » (JJMMAA, as Sage's own sample files). */
const sageDay = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;

/** The header and rows of the journal's CSV for one importer. */
export function journalTable(
  entries: readonly JournalEntry[],
  format: JournalFormat,
  accounts: Accounts,
): { headers: readonly string[]; rows: CsvValue[][] } {
  if (format === "odoo") {
    return {
      headers: ODOO_HEADERS,
      rows: entries.flatMap((e) =>
        e.lines.map((l, i) => [
          i === 0 ? e.date : "",
          i === 0 ? e.journal : "",
          i === 0 ? e.reference : "",
          l.account,
          e.partner,
          l.label,
          l.debit,
          l.credit,
        ]),
      ),
    };
  }
  return {
    headers: SAGE_HEADERS,
    rows: entries.flatMap((e, n) => {
      // The piece: the journal's code and the entry's rank in the file (13 characters at most).
      const piece = `${e.journal}${String(n + 1).padStart(6, "0")}`;
      return e.lines.map((l) => [
        e.journal,
        sageDay(e.date),
        piece,
        e.reference,
        l.account,
        // The client's account is a collective one: the line names its client.
        l.account === accounts.clients ? e.partner : "",
        l.label,
        l.debit,
        l.credit,
      ]);
    }),
  };
}
