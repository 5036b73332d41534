import { amountInWordsEn } from "#app/lib/english.ts";
import { eq } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, type DocumentRow } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { linkDocument } from "#app/features/client-links/link.server.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import { formatMoney, parseMinor } from "#app/lib/currency.ts";
import { addDays, dakarDay, documentName, printedDay } from "#app/features/documents/numbering.ts";
import {
  invoicesOfQuote,
  type QuoteInvoice,
} from "#app/features/documents/quote-invoices.server.ts";
import { nextNumber, type Outcome, type Tx } from "#app/features/documents/register.server.ts";
import {
  companySnapshot,
  paymentDetails,
  SNAPSHOT_VERSION,
  moneyOf,
  totalInWordsIn,
  type BilledQuote,
  type DeductedDeposit,
  type InvoiceBilling,
  type QuoteInvoiceSnapshot,
  type SnapshotLine,
} from "#app/features/documents/snapshot.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import {
  balanceSplit,
  depositAmountRefusal,
  depositSplit,
  depositTtc,
  sumOf,
  type DepositRequest,
  type Split,
} from "./compute.ts";
import { balanceFrancs, depositFrancs, type Billed } from "./foreign-francs.ts";
import { isCentsAmount } from "#app/features/ledger/foreign-credit.ts";
import { kindBecomes } from "#app/features/documents/kinds.ts";
import { invoiceIssuedFromQuote } from "#app/features/pipeline/pipeline.server.ts";

// « Facture d'acompte » and « Facture de solde » (ADR 021): invoices issued from a
// quote's page, numbered like every invoice, in one transaction that holds the quote's
// row, so that two staff billing the same quote at once are taken one after the other.

export type BilledInvoice = { number: string };

/** The deposit invoice for a percentage or an amount of the quote. */
export function issueDeposit(
  quoteNumber: string,
  request: DepositRequest,
  requestKey: string,
  by: SessionUser,
  now: Date = new Date(),
): Promise<Outcome<BilledInvoice>> {
  return billQuote(quoteNumber, requestKey, by, now, ({ quote, snap, invoices }) => {
    const deposits = invoices.map(deductedOf);
    const before = sumOf(deposits);
    const money = moneyOf(snap);
    const foreign = money.currency !== "XOF";
    // An EUR or USD quote's amount is typed with its cents (ADR 055), read in its currency.
    if (foreign && request.mode === "amount" && !isCentsAmount(request.text ?? "")) {
      return refuse(
        `Indiquez le montant de l'acompte en ${money.currency}, au centime près (ex. 1\u00a0234,56).`,
      );
    }
    if (!foreign && request.mode === "amount" && !Number.isInteger(request.amount)) {
      return refuse("Montant invalide\u00a0: des francs entiers, comme 150\u00a0000.");
    }
    const ttc =
      foreign && request.mode === "amount"
        ? parseMinor(request.text!, money.currency)
        : depositTtc(snap.totals.totalTTC, request);
    const refused = depositAmountRefusal(ttc, snap.totals.totalTTC, before.ttc, (n) =>
      formatMoney(n, money.currency, "fr"),
    );
    if (refused) return refuse(refused);
    const split = depositSplit(
      ttc,
      before,
      snap.vatPercentage,
      snap.totals.vatBreakdown
        ? { vat: snap.totals.vatAmount, ttc: snap.totals.totalTTC }
        : undefined,
    );
    const percentage = request.mode === "percent" ? request.percent.replace(".", ",") : null;
    const line: SnapshotLine = {
      designation: depositDesignation(quote.number, snap, percentage),
      quantity: "1",
      unitPrice: split.ht,
      total: split.ht,
    };
    return {
      ok: true,
      value: {
        lines: [line],
        split,
        francs: foreign
          ? depositFrancs(money, foreignQuote(snap), billedOf(invoices), split.ttc)
          : split.ttc,
        billing: { kind: "deposit", quote: billedQuote(snap), percentage },
        event: "deposit_invoiced",
        amount: ttc,
      },
    };
  });
}

/**
 * The deposit's line, in the quote's language and currency: « Acompte de 30 % sur le devis
 * DEVIS-… du 26/11/2026 (total 1 234,56 € TTC) », « Deposit of 30% on quotation … ».
 */
function depositDesignation(
  number: string,
  snap: QuoteInvoiceSnapshot,
  percentage: string | null,
): string {
  const { language, currency } = moneyOf(snap);
  const total = formatMoney(snap.totals.totalTTC, currency, language);
  const withVat = snap.vatPercentage !== null;
  if (language === "en") {
    const share = percentage ? ` of ${percentage.replace(",", ".")}%` : "";
    return `Deposit${share} on quotation ${number} of ${formatDateEn(snap.issuedOn)} (total ${total}${withVat ? " incl. VAT" : ""})`;
  }
  return `Acompte${percentage ? ` de ${percentage}\u00a0%` : ""} sur le devis ${number} du ${printedDay(snap.issuedOn)} (total ${total}${withVat ? " TTC" : ""})`;
}

/** The balance invoice: the quote's lines, each deposit invoice deducted, « Net à payer ». */
export function issueBalance(
  quoteNumber: string,
  requestKey: string,
  by: SessionUser,
  now: Date = new Date(),
): Promise<Outcome<BilledInvoice>> {
  return billQuote(quoteNumber, requestKey, by, now, ({ quote, snap, invoices }) => {
    if (invoices.length === 0) {
      return refuse(
        `Le devis ${quote.number} n'a aucune facture d'acompte\u00a0: utilisez «\u00a0Convertir en facture\u00a0».`,
      );
    }
    const corrected = invoices.find((i) => i.creditedTotal > 0);
    if (corrected) {
      return refuse(
        `La facture d'acompte ${corrected.number} est corrigée en partie par un avoir\u00a0: annulez-la entièrement avant d'émettre la facture de solde.`,
      );
    }
    const deposits = invoices.map(deductedOf);
    const split = balanceSplit(quoteSplit(snap), deposits);
    if (split.ht < 0 || split.vat < 0 || split.ttc < 0) {
      return refuse(
        "Les acomptes dépassent le devis\u00a0: annulez le dernier par un avoir, puis émettez la facture de solde.",
      );
    }
    return {
      ok: true,
      value: {
        lines: snap.lines,
        split,
        // The francs the deposits leave of the quote's (ADR 055): together, exactly its francs.
        francs:
          snap.xofTotal !== undefined
            ? balanceFrancs(foreignQuote(snap), billedOf(invoices))
            : split.ttc,
        billing: { kind: "balance", quote: billedQuote(snap), deposits },
        event: "balance_invoiced",
        amount: split.ttc,
      },
    };
  });
}

/** What a quote is billed by: the invoice's lines and figures, the line of the quote's history. */
type Bill = {
  lines: SnapshotLine[];
  split: Split;
  /** The invoice's francs, the register's `total_ttc`: its TTC, or an EUR/USD one's francs. */
  francs: number;
  billing: InvoiceBilling;
  event: "deposit_invoiced" | "balance_invoiced";
  /** The invoice's TTC, in the quote's history. */
  amount: number;
};

/**
 * Bills a quote once per request key: holds its row, makes the invoice `bill` says (or
 * its French refusal), and records it in the quote's history.
 */
function billQuote(
  quoteNumber: string,
  requestKey: string,
  by: SessionUser,
  now: Date,
  bill: (locked: LockedQuote) => Outcome<Bill>,
): Promise<Outcome<BilledInvoice>> {
  return billOnce(requestKey, async (tx) => {
    const found = await lockQuote(tx, quoteNumber, now);
    if (!found.ok) return found;
    const made = bill(found.value);
    if (!made.ok) return made;
    const { quote, snap } = found.value;
    const { event, amount, ...invoice } = made.value;
    const number = await insertInvoice(tx, {
      quote,
      snap,
      ...invoice,
      discountPercentage: null,
      requestKey,
      by,
      now,
    });
    await tx.insert(documentEvent).values({
      documentId: quote.id,
      kind: event,
      at: now,
      byName: by.name,
      details: { invoice: number, amount: String(amount) },
    });
    return { ok: true, value: { number } };
  });
}

const refuse = (message: string) => ({ ok: false as const, message });

function alreadyInvoiced(quoteNumber: string, invoice: QuoteInvoice): string {
  const what = invoice.billing === "balance" ? "sa facture de solde" : "la facture";
  return `Le devis ${quoteNumber} est déjà facturé (${what} ${invoice.number})\u00a0: un devis ne se facture qu'une fois.`;
}

/** The same request key answers the same invoice: a retried click bills nothing twice. */
async function billOnce(
  requestKey: string,
  work: (tx: Tx) => Promise<Outcome<BilledInvoice>>,
): Promise<Outcome<BilledInvoice>> {
  const existing = await byRequestKey(requestKey);
  if (existing) return { ok: true, value: existing };
  try {
    return await db().transaction(async (tx) => work(tx));
  } catch (error) {
    const again = await byRequestKey(requestKey);
    if (again) return { ok: true, value: again };
    throw error;
  }
}

async function byRequestKey(key: string): Promise<BilledInvoice | undefined> {
  const [row] = await db()
    .select({ number: document.number })
    .from(document)
    .where(eq(document.requestKey, key));
  return row;
}

type LockedQuote = { quote: DocumentRow; snap: QuoteInvoiceSnapshot; invoices: QuoteInvoice[] };

/** The quote, held until the transaction ends, if it can still be billed (not invoiced in full). */
async function lockQuote(tx: Tx, number: string, now: Date): Promise<Outcome<LockedQuote>> {
  const [quote] = await tx.select().from(document).where(eq(document.number, number)).for("update");
  // Billed in parts: a kind invoices are made from (kinds.ts), a quote.
  if (!quote || !kindBecomes(quote.kind, "invoice")) {
    return refuse(`Le devis ${number} est introuvable.`);
  }
  if (quote.status === "refused") {
    return refuse(`Le devis ${number} a été refusé\u00a0: il ne se facture pas.`);
  }
  const waiting = quote.status === "issued" || quote.status === "sent";
  if (waiting && quote.validUntil !== null && quote.validUntil < dakarDay(now)) {
    return refuse(
      `Le devis ${number} a expiré le ${printedDay(quote.validUntil)}\u00a0: il ne se facture plus.`,
    );
  }
  const invoices = await invoicesOfQuote(tx, quote.id);
  // Invoiced in full (converted, or its balance issued): nothing more is billed from it.
  const final = invoices.find((i) => i.billing !== "deposit");
  if (final) return refuse(alreadyInvoiced(quote.number, final));
  const snap = quote.snapshot as unknown as QuoteInvoiceSnapshot;
  return { ok: true, value: { quote, snap, invoices } };
}

/** A deposit invoice as the balance deducts it: its own figures, frozen at its issue. */
function deductedOf(invoice: QuoteInvoice): DeductedDeposit {
  const t = invoice.snapshot.totals;
  return {
    number: invoice.number,
    issuedOn: invoice.snapshot.issuedOn,
    ht: t.totalAfterDiscount,
    vat: t.vatAmount,
    ttc: t.totalTTC,
    // Its francs, which the sales journal clears from the advances' account (ADR 055).
    ...(invoice.snapshot.xofTotal !== undefined ? { xofTotal: invoice.totalTtc } : {}),
  };
}

/** An EUR or USD quote's cents and francs (ADR 055). */
function foreignQuote(snap: QuoteInvoiceSnapshot) {
  return { cents: snap.totals.totalTTC, francs: snap.xofTotal ?? snap.totals.totalTTC };
}

/** What the standing deposit invoices bill: their cents (snapshots) and francs (the register's). */
function billedOf(invoices: QuoteInvoice[]): Billed {
  return invoices.reduce(
    (sum, i) => ({
      cents: sum.cents + i.snapshot.totals.totalTTC,
      francs: sum.francs + i.totalTtc,
    }),
    { cents: 0, francs: 0 },
  );
}

function quoteSplit(snap: QuoteInvoiceSnapshot): Split {
  return {
    ht: snap.totals.totalAfterDiscount,
    vat: snap.totals.vatAmount,
    ttc: snap.totals.totalTTC,
  };
}

function billedQuote(snap: QuoteInvoiceSnapshot): BilledQuote {
  return {
    number: snap.number,
    issuedOn: snap.issuedOn,
    discountPercentage: snap.discountPercentage,
    vatPercentage: snap.vatPercentage,
    totals: snap.totals,
  };
}

/** The invoice's own totals: its split, with no discount of its own. */
function totalsOf(split: Split): Totals {
  return {
    totalHT: split.ht,
    discountAmount: 0,
    totalAfterDiscount: split.ht,
    vatAmount: split.vat,
    totalTTC: split.ttc,
  };
}

async function insertInvoice(
  tx: Tx,
  p: {
    quote: DocumentRow;
    snap: QuoteInvoiceSnapshot;
    lines: SnapshotLine[];
    discountPercentage: number | null;
    split: Split;
    francs: number;
    billing: InvoiceBilling;
    requestKey: string;
    by: SessionUser;
    now: Date;
  },
): Promise<string> {
  const { series, seq, number, issuedAt } = await nextNumber(tx, "invoice", p.now);
  const issuedOn = dakarDay(issuedAt);
  // The firm's default terms (app/config/company.ts).
  const termsDays = company.documents.paymentTermsDays;
  const money = moneyOf(p.snap);
  const snapshot: QuoteInvoiceSnapshot = {
    version: SNAPSHOT_VERSION,
    kind: "invoice",
    number,
    name: documentName(p.snap.client.name, number),
    issuedAt: issuedAt.toISOString(),
    issuedOn,
    company: companySnapshot("invoice"),
    client: p.snap.client,
    project: p.snap.project,
    lines: p.lines,
    discountPercentage: p.discountPercentage,
    vatPercentage: p.snap.vatPercentage,
    totals: totalsOf(p.split),
    // In the quote's language and currency (ADR 055).
    words: totalInWordsIn(p.split.ttc, p.snap.vatPercentage !== null, money, {
      englishWords: amountInWordsEn,
    }),
    validUntil: null,
    payment: { termsDays, dueOn: addDays(issuedOn, termsDays), details: paymentDetails() },
    sourceQuote: p.quote.number,
    billing: p.billing,
    ...(p.snap.language ? { language: p.snap.language } : {}),
    // An EUR or USD quote's invoices: its currency and rate (USD's typed rate kept), their
    // francs in the snapshot as in the register (ADR 055).
    ...(money.currency !== "XOF"
      ? {
          currency: money.currency,
          ...(money.usdRate ? { usdRate: money.usdRate } : {}),
          xofTotal: p.francs,
        }
      : {}),
  };
  const [row] = await tx
    .insert(document)
    .values({
      kind: "invoice",
      number,
      series,
      seq,
      status: "issued",
      issuedAt,
      issuedBy: p.by.id,
      issuedByName: p.by.name,
      party: p.snap.client.name,
      clientEmail: p.snap.client.email || null,
      project: p.snap.project.title,
      totalTtc: p.francs,
      validUntil: null,
      dueDate: snapshot.payment!.dueOn,
      sourceId: p.quote.id,
      requestKey: p.requestKey,
      snapshot: snapshot as unknown as Record<string, unknown>,
    })
    .returning({ id: document.id });
  await tx.insert(documentEvent).values({
    documentId: row!.id,
    kind: "issued",
    at: issuedAt,
    byName: p.by.name,
    details: { sourceQuote: p.quote.number },
  });
  // A quote still waiting is accepted once it is billed, as on « Convertir en facture »;
  // its opportunity is « Gagné » (ADR 048).
  if (p.quote.status === "issued" || p.quote.status === "sent") {
    await tx.update(document).set({ status: "accepted" }).where(eq(document.id, p.quote.id));
  }
  await invoiceIssuedFromQuote(tx, row!.id, issuedAt);
  // The client book links it (ADR 031), last: its lock is held to the commit.
  await linkDocument(tx, { id: row!.id, snapshot: snapshot as unknown as Record<string, unknown> });
  return number;
}
