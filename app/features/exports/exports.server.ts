import { currentCompany } from "#app/config/company-live.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { db } from "#app/db/db.server.ts";
import { document, payment } from "#app/db/schema.ts";
import { toCsv } from "#app/lib/csv.ts";
import { privateCsv, privateText } from "#app/lib/private-response.ts";
import { periodOfSearch } from "#app/features/documents/requests.ts";
import { addDays, dakarDay, printedDay } from "#app/features/documents/numbering.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  kindIs,
  type DocumentKind,
} from "#app/features/documents/kinds.ts";
import { moneyOf, type ForeignMoney, type SnapshotLine } from "#app/features/documents/snapshot.ts";
import { toXof, type Currency } from "#app/lib/currency.ts";
import type { VatGroup } from "#app/features/documents/vat.ts";
import { balanceDue, displayStatus, statusLabel } from "#app/features/documents/status.ts";
import {
  inSalesJournal,
  JOURNAL_FORMATS,
  journalTable,
  receiptEntries,
  salesEntry,
  type JournalEntry,
  type JournalFormat,
  type SalesDocument,
  totalsInFrancs,
} from "./journals.ts";

/**
 * What the exports read from any snapshot: a credit note's (ADR 020) is read the
 * same way as a quote's or an invoice's, a proposal has no lines nor totals.
 */
type LooseSnapshot = {
  kind: DocumentKind;
  issuedOn: string;
  client?: { ninea?: string };
  lines?: SnapshotLine[];
  vatPercentage?: number | null;
  totals?: {
    totalHT?: number;
    discountAmount?: number;
    totalAfterDiscount?: number;
    vatAmount?: number;
    totalTTC?: number;
    vatBreakdown?: VatGroup[];
    debours?: number;
  };
  sourceQuote?: string | null;
  billing?:
    | { kind: "deposit" }
    | {
        kind: "balance";
        deposits: { ht: number; vat: number; ttc: number; xofTotal?: number }[];
      };
};

/** « 18 % : 72900 sur 405000 | 0 % : 0 sur 135000 », or "" for a document of one rate. */
function vatByRateText(groups: VatGroup[] | undefined): string {
  return (groups ?? [])
    .map(
      (g) =>
        `${g.rate}\u00a0%${g.category === "exempt" ? " exonéré" : ""}\u00a0: ${g.vat} sur ${g.base}`,
    )
    .join(" | ");
}

/** The VAT rate as the accountant keys it: 18, or 0 without VAT; empty for a proposal. */
function vatRate(snap: LooseSnapshot): number | null {
  return kindIs(snap.kind, "priced") ? (snap.vatPercentage ?? 0) : null;
}

/** Issued in the period, both days included (Dakar is UTC+0 all year). */
function issuedIn(period: { from: string; to: string }, issuedAt: PgColumn = document.issuedAt) {
  return and(
    gte(issuedAt, new Date(`${period.from}T00:00:00Z`)),
    lt(issuedAt, new Date(`${addDays(period.to, 1)}T00:00:00Z`)),
  );
}

/**
 * The accountant's export of a period (issue dates, both days included): one
 * row per document, amounts as whole francs, French Excel's CSV (BOM, « ; »).
 */
export async function documentsCsv(
  period: { from: string; to: string },
  now: Date = new Date(),
): Promise<string> {
  const source = alias(document, "source");
  const rows = await db()
    .select({ doc: document, sourceNumber: source.number })
    .from(document)
    .leftJoin(source, eq(source.id, document.sourceId))
    .where(issuedIn(period))
    .orderBy(asc(document.issuedAt), asc(document.seq));
  // The credit notes against each invoice of the period, whenever they were issued.
  const invoice = alias(document, "invoice");
  const notes = await db()
    .select({ invoiceId: document.sourceId, number: document.number })
    .from(document)
    .innerJoin(invoice, eq(invoice.id, document.sourceId))
    .where(and(eq(document.kind, "credit_note"), issuedIn(period, invoice.issuedAt)))
    .orderBy(asc(document.issuedAt), asc(document.seq));
  const notesOf = new Map<string, string[]>();
  for (const n of notes) {
    if (!n.invoiceId) continue;
    notesOf.set(n.invoiceId, [...(notesOf.get(n.invoiceId) ?? []), n.number]);
  }
  const today = dakarDay(now);
  return toCsv(
    [
      "Type",
      "Numéro",
      "Date d'émission",
      "Client ou projet",
      "Email du client",
      "NINEA du client",
      "Projet",
      "Total HT",
      "Remise",
      "Total net HT",
      "TVA",
      "Total TTC",
      "Statut",
      "Échéance ou validité",
      "Date de paiement",
      "Réf. devis",
      "Motif d'annulation",
      // The ledger (ADR 020, ADR 025).
      "Taux de TVA (%)",
      "Payé",
      "Avoirs",
      "Reste à payer",
      "Avoirs émis",
      "Facture d'origine",
      // Who issued it (ADR 030): the register's « émis par ».
      "Émis par",
      // Rates per line (ADR 050): the VAT of each rate on its base, and the débours.
      "TVA par taux",
      "Débours",
    ],
    rows.map(({ doc: r, sourceNumber }) => {
      const snap = r.snapshot as unknown as LooseSnapshot;
      const t = snap.totals;
      const invoice = kindIs(r.kind, "payable");
      return [
        DOCUMENT_KINDS[r.kind].label,
        r.number,
        printedDay(snap.issuedOn),
        r.party,
        r.clientEmail,
        snap.client?.ninea ?? "",
        r.project,
        t?.totalHT,
        t?.discountAmount,
        t?.totalAfterDiscount,
        t?.vatAmount,
        t?.totalTTC ?? r.totalTtc,
        statusLabel(r.kind, displayStatus(r, today)),
        r.dueDate ? printedDay(r.dueDate) : r.validUntil ? printedDay(r.validUntil) : "",
        r.paidOn ? printedDay(r.paidOn) : "",
        invoice ? (snap.sourceQuote ?? "") : "",
        r.cancelReason,
        vatRate(snap),
        invoice ? r.paidTotal : null,
        invoice ? r.creditedTotal : null,
        invoice ? balanceDue(r) : null,
        invoice ? (notesOf.get(r.id) ?? []).join(", ") : "",
        r.kind === "credit_note" ? sourceNumber : "",
        r.issuedByName,
        vatByRateText(t?.vatBreakdown),
        t?.vatBreakdown ? (t.debours ?? 0) : null,
      ];
    }),
  );
}

/**
 * The payments dated in a period (both days included), cancelled ones too, with a
 * column that says so: the accountant sees every line the studio recorded.
 */
export async function paymentsCsv(period: { from: string; to: string }): Promise<string> {
  const rows = await db()
    .select({
      paidOn: payment.paidOn,
      number: document.number,
      party: document.party,
      amount: payment.amount,
      stampDuty: payment.stampDuty,
      method: payment.method,
      reference: payment.reference,
      recordedByName: payment.recordedByName,
      recordedAt: payment.recordedAt,
      cancelledAt: payment.cancelledAt,
      cancelledByName: payment.cancelledByName,
      cancelReason: payment.cancelReason,
    })
    .from(payment)
    .innerJoin(document, eq(document.id, payment.documentId))
    .where(and(gte(payment.paidOn, period.from), lte(payment.paidOn, period.to)))
    .orderBy(asc(payment.paidOn), asc(payment.recordedAt), asc(payment.id));
  return toCsv(
    [
      "Date du paiement",
      "Facture",
      "Client",
      "Montant",
      // Paid by the client on top of a cash payment, for the State (ADR 049).
      "Droit de timbre",
      "Moyen",
      "Référence",
      "Enregistré par",
      "Enregistré le",
      "Annulé",
      "Annulé le",
      "Annulé par",
      "Motif d'annulation",
    ],
    rows.map((p) => [
      printedDay(p.paidOn),
      p.number,
      p.party,
      p.amount,
      p.stampDuty,
      PAYMENT_METHOD_LABELS[p.method] ?? p.method,
      p.reference,
      p.recordedByName,
      printedDay(dakarDay(p.recordedAt)),
      p.cancelledAt ? "Oui" : "Non",
      p.cancelledAt ? printedDay(dakarDay(p.cancelledAt)) : "",
      p.cancelledByName,
      p.cancelReason,
    ]),
  );
}

/** « 2.5 » → « 2,5 »: French Excel reads a decimal comma as a number. */
function frenchDecimal(digits: string): string {
  return digits.replace(".", ",");
}

/**
 * One row per line of every quote, invoice and credit note issued in the period
 * (a proposal has none): what was sold, to whom, at what price.
 */
export async function linesCsv(period: { from: string; to: string }): Promise<string> {
  const rows = await db()
    .select({
      kind: document.kind,
      number: document.number,
      party: document.party,
      snapshot: document.snapshot,
    })
    .from(document)
    .where(and(issuedIn(period), sql`${document.kind} <> 'proposal'`))
    .orderBy(asc(document.issuedAt), asc(document.seq));
  return toCsv(
    [
      "Numéro",
      "Date d'émission",
      "Type",
      "Client",
      "Ligne",
      "Désignation",
      "Quantité",
      "Prix unitaire",
      "Montant HT",
      "Remise (%)",
      "Taux de TVA (%)",
    ],
    rows.flatMap((r) => {
      const snap = r.snapshot as unknown as LooseSnapshot & { discountPercentage?: number | null };
      return (snap.lines ?? []).map((l, i) => [
        r.number,
        printedDay(snap.issuedOn),
        DOCUMENT_KINDS[r.kind].label,
        r.party,
        i + 1,
        l.designation,
        frenchDecimal(String(l.quantity)),
        l.unitPrice,
        l.total,
        snap.discountPercentage ?? 0,
        vatRate(snap),
      ]);
    }),
  );
}

type Period = { from: string; to: string };

/** A journal's CSV: the house format (ADR 025), the columns of the chosen importer. */
function journalFile(entries: JournalEntry[], format: JournalFormat): string {
  const { headers, rows } = journalTable(entries, format, currentCompany().accounting);
  return toCsv(headers, rows);
}

/**
 * « Journal des ventes » (ADR 047): every invoice and credit note issued in the period,
 * one balanced entry each; quotes and proposals are not accounting documents.
 */
export async function salesJournalCsv(period: Period, format: JournalFormat): Promise<string> {
  const invoice = alias(document, "invoice");
  const rows = await db()
    .select({
      kind: document.kind,
      number: document.number,
      party: document.party,
      snapshot: document.snapshot,
      totalTtc: document.totalTtc,
      invoiceNumber: invoice.number,
      invoiceSnapshot: invoice.snapshot,
    })
    .from(document)
    .leftJoin(invoice, eq(invoice.id, document.sourceId))
    .where(
      and(issuedIn(period), inArray(document.kind, DOCUMENT_KIND_NAMES.filter(inSalesJournal))),
    )
    .orderBy(asc(document.issuedAt), asc(document.seq));
  const accounts = currentCompany().accounting;
  const entries = rows.flatMap((r) => {
    if (!inSalesJournal(r.kind)) return [];
    const kind = r.kind;
    const snap = r.snapshot as unknown as LooseSnapshot;
    const t = snap.totals ?? {};
    // A credit note (ADR 020) is made on an invoice: the journal names it (kinds.ts, `salesJournal`).
    const note = DOCUMENT_KINDS[kind].salesJournal.corrects;
    const source = r.invoiceSnapshot as unknown as LooseSnapshot | null;
    const totals = {
      totalAfterDiscount: t.totalAfterDiscount ?? 0,
      vatAmount: t.vatAmount ?? 0,
      totalTTC: t.totalTTC ?? 0,
      ...(t.vatBreakdown ? { vatBreakdown: t.vatBreakdown, debours: t.debours ?? 0 } : {}),
    };
    // An EUR or USD invoice or credit note: its snapshot counts cents, the books francs.
    const { currency, usdRate } = moneyOf(snap as ForeignMoney);
    const doc: SalesDocument = {
      kind,
      number: r.number,
      party: r.party,
      issuedOn: snap.issuedOn,
      vatPercentage: snap.vatPercentage ?? null,
      totals:
        currency === "XOF"
          ? totals
          : totalsInFrancs(totals, r.totalTtc ?? 0, (m) => toXof(m, currency, usdRate)),
      billing: note ? undefined : billingInFrancs(snap.billing, currency, usdRate),
      corrects:
        note && r.invoiceNumber
          ? { number: r.invoiceNumber, deposit: source?.billing?.kind === "deposit" }
          : undefined,
    };
    return [salesEntry(doc, accounts)];
  });
  return journalFile(entries, format);
}

/**
 * A balance invoice of an EUR or USD quote (ADR 055) clears from the advances' account what
 * each deposit booked there in francs: its francs less its VAT converted (journals.ts,
 * totalsInFrancs), not its cents.
 */
function billingInFrancs(
  billing: LooseSnapshot["billing"],
  currency: Currency,
  usdRate: string | null,
): SalesDocument["billing"] {
  if (currency === "XOF" || billing?.kind !== "balance") return billing;
  return {
    kind: "balance",
    deposits: billing.deposits.map((d) => ({
      ht: (d.xofTotal ?? toXof(d.ttc, currency, usdRate)) - toXof(d.vat, currency, usdRate),
    })),
  };
}

/**
 * « Journal des encaissements » (ADR 047): the payments dated in the period, and the
 * reversal of each payment cancelled in the period, on the day it was cancelled.
 */
export async function receiptsJournalCsv(period: Period, format: JournalFormat): Promise<string> {
  const cancelledFrom = new Date(`${period.from}T00:00:00Z`);
  const cancelledBefore = new Date(`${addDays(period.to, 1)}T00:00:00Z`);
  const rows = await db()
    .select({
      invoice: document.number,
      party: document.party,
      amount: payment.amount,
      stampDuty: payment.stampDuty,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      recordedAt: payment.recordedAt,
      cancelledAt: payment.cancelledAt,
      cancelReason: payment.cancelReason,
    })
    .from(payment)
    .innerJoin(document, eq(document.id, payment.documentId))
    .where(
      or(
        and(gte(payment.paidOn, period.from), lte(payment.paidOn, period.to)),
        and(
          isNotNull(payment.cancelledAt),
          gte(payment.cancelledAt, cancelledFrom),
          lt(payment.cancelledAt, cancelledBefore),
        ),
      ),
    )
    .orderBy(asc(payment.paidOn), asc(payment.recordedAt), asc(payment.id));
  const accounts = currentCompany().accounting;
  // In the order things happened: by day, then by when each was recorded or cancelled.
  const entries = rows
    .flatMap((p) =>
      receiptEntries(
        { ...p, cancelledOn: p.cancelledAt ? dakarDay(p.cancelledAt) : null },
        accounts,
        period,
      ).map((entry) => ({
        entry,
        at: (entry.reversal ? p.cancelledAt! : p.recordedAt).getTime(),
      })),
    )
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.at - b.at)
    .map((e) => e.entry);
  return journalFile(entries, format);
}

/**
 * A journal of the period for the importer `?format=odoo|sage` (Odoo when absent), named
 * `{name}-{format}-{du}-au-{au}.csv`, or a 400 in French.
 */
export function journalCsv(
  request: Request,
  name: string,
  build: (period: Period, format: JournalFormat) => Promise<string>,
): Promise<Response> | Response {
  const value = new URL(request.url).searchParams.get("format") || "odoo";
  const format = JOURNAL_FORMATS.find((f) => f === value);
  if (!format) {
    return privateText(
      "Format inconnu\u00a0: le journal se télécharge pour Odoo (format=odoo) ou pour Sage 100 (format=sage).",
      400,
    );
  }
  return periodCsv(request, `${name}-${format}`, (period) => build(period, format));
}

/**
 * A CSV of the period `?du=…&au=…` (ISO days), named `{name}-{du}-au-{au}.csv`, or
 * a 400 that says in French what was wrong with the dates.
 */
export async function periodCsv(
  request: Request,
  name: string,
  build: (period: { from: string; to: string }) => Promise<string>,
): Promise<Response> {
  const period = periodOfSearch(new URL(request.url));
  if (!period.ok) return privateText(period.message, 400);
  const { from, to } = period.period;
  return privateCsv(await build(period.period), `${name}-${from}-au-${to}.csv`);
}
