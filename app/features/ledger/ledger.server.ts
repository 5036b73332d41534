import { amountInWordsEn } from "#app/lib/english.ts";
import { and, asc, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  document,
  documentEvent,
  payment,
  type DocumentRow,
  type PaymentRow,
} from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { linkDocument } from "#app/features/client-links/link.server.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import {
  IssueRefused,
  nextNumber,
  type Outcome,
  type Tx,
} from "#app/features/documents/register.server.ts";
import {
  moneyOf,
  type CreditNoteSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { OWING_STATUSES } from "#app/features/documents/status.ts";
import {
  creditByAmount,
  creditByLines,
  creditedLines,
  creditNoteSnapshot,
  linesRefusal,
  creditRefusal,
  invoiceStatus,
  PAYMENT_METHOD_LABELS,
  paymentRefusal,
} from "./ledger.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { formatMoney, parseMinor, type Language } from "#app/lib/currency.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import type { EmailBlock } from "#app/features/mail/templates.server.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import {
  receiptBalance,
  receiptFileName,
  receiptRows,
  receiptMethod,
  type DrawReceipt,
  type Receipt,
} from "./receipt.ts";
import { basisPoints, stampDutyOf } from "./stamp-duty.ts";
import { foreignCreditFrancs, foreignRemainderCents, isCentsAmount } from "./foreign-credit.ts";
import type { CreditInput, PaymentInput } from "./schemas.ts";
import type { LedgerView } from "./types.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";
import { enqueueWhatsapp } from "#app/features/whatsapp/jobs.server.ts";
import { whatsappRouteOf } from "#app/features/whatsapp/preference.server.ts";

// Payments and credit notes on an invoice (ADR 020). Every change of an invoice's
// sums is one transaction: a conditional update of the invoice row (the balance
// must still cover the amount), the ledger's row, the new status, the history.

const CHANGED = "La facture a changé entre-temps\u00a0: rechargez la page.";

function balanceCovers(amount: number) {
  return sql`coalesce(${document.totalTtc}, 0) - ${document.paidTotal} - ${document.creditedTotal} >= ${amount}`;
}

async function findInvoice(tx: Tx, number: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(document).where(eq(document.number, number));
  return row;
}

async function wasSent(tx: Tx, id: string): Promise<boolean> {
  const [sent] = await tx
    .select({ id: documentEvent.id })
    .from(documentEvent)
    .where(and(eq(documentEvent.documentId, id), eq(documentEvent.kind, "sent")))
    .limit(1);
  return Boolean(sent);
}

/**
 * The status the invoice's sums now give, and the day it became fully paid: the
 * last day money came in, or `settledOn` when a credit note settled it.
 */
async function settle(
  tx: Tx,
  row: DocumentRow,
  settledOn?: string,
): Promise<DocumentRow["status"]> {
  const status = invoiceStatus(row, await wasSent(tx, row.id));
  let paidOn: string | null = null;
  if (status === "paid") {
    const [last] = await tx
      .select({ day: max(payment.paidOn) })
      .from(payment)
      .where(and(eq(payment.documentId, row.id), isNull(payment.cancelledAt)));
    paidOn = [last?.day ?? null, settledOn ?? null].filter(Boolean).sort().at(-1) ?? null;
  }
  if (status !== row.status || paidOn !== row.paidOn) {
    await tx.update(document).set({ status, paidOn }).where(eq(document.id, row.id));
  }
  return status;
}

/**
 * « Reçu de paiement »: the PDF stored and the e-mail queued, in the payment's transaction;
 * by WhatsApp Business too when the client's preference names it and the firm's setting
 * « Reçus de paiement » is on (ADR 045): alone, its email then kept for the fallback, or
 * beside the email. Answers the ids the payment's history line keeps.
 */
async function queueReceipt(
  tx: Tx,
  invoice: DocumentRow,
  paid: PaymentRow,
  draw: DrawReceipt,
  now: Date,
): Promise<{ emailId: string | null; whatsappId: string | null; whatsappTo: string | null }> {
  const snap = invoice.snapshot as unknown as QuoteInvoiceSnapshot;
  const whatsapp = await whatsappRouteOf(tx, invoice.id, snap.client.phone, "receipt");
  const to = invoice.clientEmail?.trim() || null;
  if (!to && !whatsapp) return { emailId: null, whatsappId: null, whatsappTo: null };
  const { language, currency } = moneyOf(snap);
  const receipt: Receipt = {
    ...(language === "fr" ? {} : { language }),
    company: snap.company,
    client: { name: snap.client.name, email: to ?? "" },
    invoice: {
      number: invoice.number,
      issuedOn: snap.issuedOn,
      totalTtc: invoice.totalTtc ?? 0,
      // An EUR or USD invoice: its own total beside the francs the ledger holds (ADR 055).
      ...(currency === "XOF" ? {} : { foreign: { currency, total: snap.totals.totalTTC } }),
    },
    payment: {
      amount: paid.amount,
      paidOn: paid.paidOn,
      method: receiptMethod(paid.method, language),
      reference: paid.reference,
      stampDuty: paid.stampDuty
        ? { amount: paid.stampDuty, rate: basisPoints(company.documents.cashStampDuty) }
        : null,
    },
    paidTotal: invoice.paidTotal,
    creditedTotal: invoice.creditedTotal,
  };
  const pdf = await draw(receipt);
  const fileId = await storePdf(tx, receiptFileName(receipt, paid.paidOn), pdf);
  // WhatsApp's approved templates are French: its sentence stays French.
  const thanks = receiptThanks(receipt);
  const email = to
    ? {
        kind: "payment-receipt",
        to,
        replyTo: company.emails.commercial,
        ...renderEmail({ language, ...RECEIPT_EMAIL[language](receipt, snap) }),
      }
    : null;
  const emailId =
    email && !whatsapp?.only ? await enqueueEmail({ ...email, attachmentIds: [fileId] }, tx) : null;
  const whatsappId = whatsapp
    ? await enqueueWhatsapp(
        {
          documentId: invoice.id,
          purpose: "receipt",
          to: whatsapp.digits,
          params: [
            snap.client.name,
            `${thanks[0]!.toLowerCase()}${thanks.slice(1)} Votre reçu est joint.`,
          ],
          attachmentId: fileId,
          fallback: whatsapp.only ? email : null,
        },
        now,
        tx,
      )
    : null;
  return { emailId, whatsappId, whatsappTo: whatsapp?.display ?? null };
}

async function paymentByKey(key: string): Promise<PaymentRow | undefined> {
  const [row] = await db().select().from(payment).where(eq(payment.requestKey, key));
  return row;
}

type PaymentFields = Omit<PaymentInput, "intent" | "receipt"> & {
  /** « Envoyer le reçu au client »: how its PDF is drawn; none, no receipt. */
  receipt?: DrawReceipt;
};
type Recorder = Pick<SessionUser, "name"> & { id: string | null };

/**
 * « Enregistrer un paiement »: refused in French above the balance, and, under the
 * conditional update, even when two staff record at once. The same request key
 * records nothing twice.
 */
export async function recordPayment(
  number: string,
  input: PaymentFields,
  by: Recorder,
  now: Date = new Date(),
  /** More work in the payment's own transaction (an online payment claims its row, ADR 029). */
  within?: (tx: Tx, recorded: PaymentRow) => Promise<void>,
): Promise<Outcome<PaymentRow>> {
  const again = await paymentByKey(input.requestKey);
  if (again) return { ok: true, value: again };
  if (input.paidOn > dakarDay(now)) {
    return { ok: false, message: "La date du paiement ne peut pas être dans le futur." };
  }
  try {
    return await db().transaction((tx) => payWithin(tx, number, input, by, now, within));
  } catch (error) {
    // The same click sent twice: the first one's payment is the answer.
    const first = await paymentByKey(input.requestKey);
    if (first) return { ok: true, value: first };
    throw error;
  }
}

/**
 * « Facture acquittée » (ADR 020, amended): in the transaction that issues the invoice,
 * a payment of its whole TTC, recorded like any other (row, status « Payée » dated by
 * the payment, history, hash chain). A refusal, or the payment failing, undoes the
 * issue: no invoice without its payment.
 */
export async function payInFullAtIssue(
  tx: Tx,
  invoice: { id: string; number: string },
  paid: { paidOn: string; method: PaymentInput["method"]; requestKey: string },
  by: Recorder,
  now: Date,
): Promise<void> {
  let done: Outcome<PaymentRow>;
  try {
    const [row] = await tx
      .select({ totalTtc: document.totalTtc })
      .from(document)
      .where(eq(document.id, invoice.id));
    done = await payWithin(
      tx,
      invoice.number,
      { ...paid, amount: row?.totalTtc ?? 0, reference: "" },
      by,
      now,
    );
  } catch {
    throw new IssueRefused(
      "La facture n'a pas été émise\u00a0: son paiement n'a pas pu être enregistré. Réessayez.",
    );
  }
  if (!done.ok) throw new IssueRefused(`La facture n'a pas été émise\u00a0: ${done.message}`);
}

/** A payment in a transaction already open: the invoice's sums, the row, status, history. */
async function payWithin(
  tx: Tx,
  number: string,
  input: PaymentFields,
  by: Recorder,
  now: Date,
  within?: (tx: Tx, recorded: PaymentRow) => Promise<void>,
): Promise<Outcome<PaymentRow>> {
  const row = await findInvoice(tx, number);
  if (!row) return { ok: false, message: `Le document ${number} est introuvable.` };
  const refused = paymentRefusal(row, input.amount);
  if (refused) return { ok: false, message: refused };
  const [updated] = await tx
    .update(document)
    .set({ paidTotal: sql`${document.paidTotal} + ${input.amount}` })
    .where(
      and(
        eq(document.id, row.id),
        inArray(document.status, [...OWING_STATUSES]),
        balanceCovers(input.amount),
      ),
    )
    .returning();
  if (!updated) {
    // Someone else's payment or credit note came first: say what is left now.
    const fresh = (await findInvoice(tx, number))!;
    return { ok: false, message: paymentRefusal(fresh, input.amount) ?? CHANGED };
  }
  const [recorded] = await tx
    .insert(payment)
    .values({
      documentId: row.id,
      amount: input.amount,
      // On a cash payment, at today's rate of the settings, kept with it (ADR 049).
      stampDuty: stampDutyOf(
        input.method,
        input.amount,
        basisPoints(company.documents.cashStampDuty),
      ),
      paidOn: input.paidOn,
      method: input.method,
      reference: input.reference,
      recordedAt: now,
      recordedBy: by.id,
      recordedByName: by.name,
      requestKey: input.requestKey,
    })
    .returning();
  await settle(tx, updated);
  // The receipt is drawn here, with the sums this payment made (a short page).
  const sent = input.receipt
    ? await queueReceipt(tx, updated, recorded!, input.receipt, now)
    : { emailId: null, whatsappId: null, whatsappTo: null };
  await tx.insert(documentEvent).values({
    documentId: row.id,
    kind: "payment",
    at: now,
    byName: by.name,
    emailId: sent.emailId,
    whatsappId: sent.whatsappId,
    details: {
      amount: String(input.amount),
      paidOn: input.paidOn,
      method: PAYMENT_METHOD_LABELS[input.method],
      reference: input.reference,
      // The receipt by WhatsApp (ADR 045): the history line says to which number.
      ...(sent.whatsappTo ? { receiptWhatsapp: sent.whatsappTo } : {}),
    },
  });
  if (within) await within(tx, recorded!);
  // Those who follow payments hear it now, but not the member who recorded it (ADR 042).
  await notify(tx, {
    kind: "payment_received",
    title: `Paiement de ${formatFcfa(input.amount)} reçu — facture ${row.number}`,
    body: `${row.party} · ${PAYMENT_METHOD_LABELS[input.method]} · enregistré par ${by.name}`,
    href: `/documents/${encodeURIComponent(row.number)}`,
    actorId: by.id,
    at: now,
  });
  return { ok: true, value: recorded! };
}

/**
 * « Annuler ce paiement »: the payment keeps its row, with who cancelled it, when
 * and why (written once: the trigger refuses any other change); the invoice's
 * balance comes back and its status follows (ADR 020).
 */
export async function cancelPayment(
  number: string,
  input: { paymentId: string; reason: string },
  by: SessionUser,
  now: Date = new Date(),
): Promise<Outcome<PaymentRow>> {
  return db().transaction(async (tx) => {
    const row = await findInvoice(tx, number);
    if (!row) return { ok: false as const, message: `Le document ${number} est introuvable.` };
    if (row.status === "cancelled") {
      return {
        ok: false as const,
        message: "Cette facture est annulée\u00a0: ses paiements ne peuvent plus être annulés.",
      };
    }
    const [cancelled] = await tx
      .update(payment)
      .set({ cancelledAt: now, cancelledByName: by.name, cancelReason: input.reason })
      .where(
        and(
          eq(payment.id, input.paymentId),
          eq(payment.documentId, row.id),
          isNull(payment.cancelledAt),
        ),
      )
      .returning();
    if (!cancelled) {
      const [known] = await tx
        .select({ cancelledAt: payment.cancelledAt })
        .from(payment)
        .where(and(eq(payment.id, input.paymentId), eq(payment.documentId, row.id)));
      return {
        ok: false as const,
        message: known
          ? "Ce paiement est déjà annulé."
          : "Ce paiement est introuvable sur cette facture.",
      };
    }
    const [updated] = await tx
      .update(document)
      .set({ paidTotal: sql`${document.paidTotal} - ${cancelled.amount}` })
      .where(eq(document.id, row.id))
      .returning();
    await settle(tx, updated!);
    await tx.insert(documentEvent).values({
      documentId: row.id,
      kind: "payment_cancelled",
      at: now,
      byName: by.name,
      details: {
        amount: String(cancelled.amount),
        paidOn: cancelled.paidOn,
        reason: input.reason,
      },
    });
    return { ok: true as const, value: cancelled };
  });
}

/** Why some chosen lines cannot be credited again, or null (ADR 020: each line once). */
async function linesCreditedBefore(
  tx: Tx,
  invoiceId: string,
  invoice: QuoteInvoiceSnapshot,
  chosen: number[] | undefined,
): Promise<string | null> {
  if (!chosen) return null;
  const earlier = await tx
    .select({ number: document.number, snapshot: document.snapshot })
    .from(document)
    .where(and(eq(document.sourceId, invoiceId), eq(document.kind, "credit_note")));
  return linesRefusal(
    invoice,
    chosen,
    creditedLines(earlier as { number: string; snapshot: { invoiceLines?: number[] } }[]),
  );
}

/**
 * The cents an EUR or USD invoice's credit notes took so far (ADR 055), its row locked
 * first (FOR UPDATE): what the next one may still take is read once, by one of two at once.
 */
async function centsCreditedBefore(tx: Tx, invoiceId: string): Promise<number> {
  await tx
    .select({ id: document.id })
    .from(document)
    .where(eq(document.id, invoiceId))
    .for("update");
  const earlier = await tx
    .select({ snapshot: document.snapshot })
    .from(document)
    .where(and(eq(document.sourceId, invoiceId), eq(document.kind, "credit_note")));
  return earlier.reduce(
    (sum, n) => sum + ((n.snapshot as unknown as CreditNoteSnapshot).totals?.totalTTC ?? 0),
    0,
  );
}

/** A refusal found once the invoice row is locked: thrown to roll the transaction back. */
class Refused extends Error {}

export type IssuedCreditNote = { number: string; amount: number; invoiceStatus: string };

async function creditNoteByKey(key: string): Promise<IssuedCreditNote | undefined> {
  const [row] = await db()
    .select({ number: document.number, amount: document.totalTtc, kind: document.kind })
    .from(document)
    .where(eq(document.requestKey, key));
  if (!row || row.kind !== "credit_note") return undefined;
  return { number: row.number, amount: row.amount ?? 0, invoiceStatus: "" };
}

/**
 * « Émettre un avoir » (or, with `cancel`, « Annuler la facture »: an avoir for all
 * that remains, and the invoice « Annulée »). The credit note is numbered AVOIR-…
 * by the same counter as the others, frozen, and lowers the invoice's balance,
 * never below zero.
 */
export async function issueCreditNote(
  number: string,
  input: {
    mode: CreditInput["mode"];
    /** Francs; an EUR or USD invoice's amount is `amountText`, read in its cents. */
    amount: number;
    amountText?: string;
    lines: number[];
    reason: string;
    requestKey: string;
  },
  by: SessionUser,
  options: {
    cancel?: boolean;
    now?: Date;
    /** Run in the avoir's transaction when the invoice ends cancelled (a project's entries freed, ADR 056). */
    whenCancelled?: (tx: Tx, invoiceId: string) => Promise<void>;
  } = {},
): Promise<Outcome<IssuedCreditNote>> {
  const now = options.now ?? new Date();
  const again = await creditNoteByKey(input.requestKey);
  if (again) return { ok: true, value: again };
  try {
    return await db().transaction(async (tx) => {
      const row = await findInvoice(tx, number);
      if (!row) return { ok: false as const, message: `Le document ${number} est introuvable.` };
      if (!kindIs(row.kind, "payable")) {
        return {
          ok: false as const,
          message: options.cancel
            ? "Seule une facture peut être annulée."
            : "Seule une facture peut recevoir un avoir.",
        };
      }
      const invoice = row.snapshot as unknown as QuoteInvoiceSnapshot;
      // An invoice in EUR or USD (ADR 055): its credit notes are in its cents (a typed
      // amount too), and credit the francs the ledger holds for it (foreign-credit.ts).
      // Not yet cancelled whole once francs came in.
      const money = moneyOf(invoice);
      const foreign = money.currency !== "XOF";
      const typed = foreign && !options.cancel && input.mode === "amount";
      if (typed && !isCentsAmount(input.amountText ?? "")) {
        return {
          ok: false as const,
          message: `Indiquez le montant de l'avoir en ${money.currency}, au centime près (ex. 1\u00a0234,56).`,
        };
      }
      // Its earlier credit notes' cents, read under the invoice row's lock: two at once
      // cannot both take the same cents.
      const centsBefore = foreign ? await centsCreditedBefore(tx, row.id) : 0;
      const remaining = (row.totalTtc ?? 0) - row.paidTotal - row.creditedTotal;
      // Cancelled once francs came in: as an XOF invoice, it credits what remains owed, in
      // francs; its cents are those francs at the invoice's rate (foreign-credit.ts).
      const afterPayment = foreign && options.cancel === true && row.paidTotal > 0;
      const cancelCents = afterPayment
        ? foreignRemainderCents(money, invoice.totals.totalTTC - centsBefore, remaining)
        : null;
      if (options.cancel && row.status === "paid") {
        return {
          ok: false as const,
          message:
            "Une facture entièrement réglée ne s'annule pas\u00a0: annulez d'abord le paiement concerné.",
        };
      }
      if (!options.cancel && input.mode === "lines" && invoice.billing) {
        return {
          ok: false as const,
          message:
            "Une facture d'acompte ou de solde se crédite par montant\u00a0: ses lignes ne sont pas ses montants.",
        };
      }
      const credit = options.cancel
        ? creditByAmount(
            invoice,
            foreign
              ? (cancelCents ?? invoice.totals.totalTTC - centsBefore)
              : Math.max(0, remaining),
          )
        : input.mode === "lines"
          ? creditByLines(invoice, input.lines)
          : creditByAmount(
              invoice,
              typed ? parseMinor(input.amountText!, money.currency) : input.amount,
            );
      if (!credit)
        return { ok: false as const, message: "Cochez au moins une ligne de la facture." };
      const twice = await linesCreditedBefore(tx, row.id, invoice, credit.invoiceLines);
      if (twice) return { ok: false as const, message: twice };
      const amount = afterPayment
        ? cancelCents === null
          ? null
          : remaining
        : foreign
          ? foreignCreditFrancs(
              money,
              { cents: invoice.totals.totalTTC, francs: row.totalTtc ?? 0 },
              centsBefore,
              credit.totals.totalTTC,
            )
          : credit.totals.totalTTC;
      if (amount === null) {
        return {
          ok: false as const,
          message: `Cet avoir dépasse ce qui reste à créditer sur la facture ${number} en ${money.currency}\u00a0: il n'a pas été émis.`,
        };
      }
      const refused = creditRefusal(row, amount);
      if (refused) return { ok: false as const, message: refused };
      const [updated] = await tx
        .update(document)
        .set({ creditedTotal: sql`${document.creditedTotal} + ${amount}` })
        .where(
          and(
            eq(document.id, row.id),
            inArray(document.status, [...OWING_STATUSES]),
            balanceCovers(amount),
          ),
        )
        .returning();
      if (!updated) {
        const fresh = (await findInvoice(tx, number))!;
        return { ok: false as const, message: creditRefusal(fresh, amount) ?? CHANGED };
      }
      // Each line is credited once: said first, then checked again under the invoice
      // row's lock, so two at once cannot both take it (refused, all rolls back).
      const twiceAfterLock = await linesCreditedBefore(tx, row.id, invoice, credit.invoiceLines);
      if (twiceAfterLock) throw new Refused(twiceAfterLock);
      const next = await nextNumber(tx, "credit_note", now);
      const snapshot: CreditNoteSnapshot = creditNoteSnapshot(invoice, credit, {
        number: next.number,
        issuedAt: next.issuedAt,
        reason: input.reason,
        englishWords: amountInWordsEn,
        ...(foreign ? { xofTotal: amount } : {}),
      });
      const [note] = await tx
        .insert(document)
        .values({
          kind: "credit_note",
          number: next.number,
          series: next.series,
          seq: next.seq,
          status: "issued",
          issuedAt: next.issuedAt,
          issuedBy: by.id,
          issuedByName: by.name,
          party: row.party,
          clientEmail: row.clientEmail,
          project: row.project,
          totalTtc: amount,
          sourceId: row.id,
          requestKey: input.requestKey,
          snapshot: snapshot as unknown as Record<string, unknown>,
        })
        .returning({ id: document.id });
      await tx.insert(documentEvent).values([
        {
          documentId: note!.id,
          kind: "issued",
          at: next.issuedAt,
          byName: by.name,
          details: { invoice: row.number },
        },
        {
          documentId: row.id,
          kind: "credited",
          at: now,
          byName: by.name,
          details: { creditNote: next.number, amount: String(amount), reason: input.reason },
        },
      ]);
      let status = await settle(tx, updated, dakarDay(now));
      if (options.cancel && status !== "cancelled") {
        // Money came in before: the invoice is cancelled all the same, for what remained.
        await tx
          .update(document)
          .set({ status: "cancelled", paidOn: null })
          .where(eq(document.id, row.id));
        status = "cancelled";
      }
      if (status === "cancelled") {
        await tx
          .update(document)
          .set({ cancelReason: input.reason })
          .where(eq(document.id, row.id));
        await tx.insert(documentEvent).values({
          documentId: row.id,
          kind: "cancelled",
          at: now,
          byName: by.name,
          details: { reason: input.reason, creditNote: next.number },
        });
        await options.whenCancelled?.(tx, row.id);
      }
      // The client book links the credit note to the invoice's client (ADR 031), last:
      // its lock is held to the commit.
      await linkDocument(tx, {
        id: note!.id,
        snapshot: snapshot as unknown as Record<string, unknown>,
      });
      return { ok: true as const, value: { number: next.number, amount, invoiceStatus: status } };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    const first = await creditNoteByKey(input.requestKey);
    if (first) return { ok: true, value: first };
    throw error;
  }
}

export async function ledgerOf(doc: {
  id: string;
  kind: DocumentKind;
  snapshot: unknown;
}): Promise<LedgerView> {
  if (doc.kind === "credit_note") {
    const snap = doc.snapshot as CreditNoteSnapshot;
    return {
      payments: [],
      creditNotes: [],
      creditedLines: {},
      invoice: { number: snap.invoice.number, issuedOn: snap.invoice.issuedOn },
    };
  }
  if (!kindIs(doc.kind, "payable")) {
    return { payments: [], creditNotes: [], creditedLines: {}, invoice: null };
  }
  const [payments, notes] = await Promise.all([
    db()
      .select()
      .from(payment)
      .where(eq(payment.documentId, doc.id))
      .orderBy(asc(payment.paidOn), asc(payment.recordedAt)),
    db()
      .select({
        number: document.number,
        issuedAt: document.issuedAt,
        amount: document.totalTtc,
        snapshot: document.snapshot,
      })
      .from(document)
      .where(and(eq(document.sourceId, doc.id), eq(document.kind, "credit_note")))
      .orderBy(desc(document.issuedAt)),
  ]);
  return {
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paidOn: p.paidOn,
      method: PAYMENT_METHOD_LABELS[p.method],
      reference: p.reference,
      recordedAt: p.recordedAt,
      recordedByName: p.recordedByName,
      cancelledAt: p.cancelledAt,
      cancelledByName: p.cancelledByName,
      cancelReason: p.cancelReason,
    })),
    creditNotes: notes.map((n) => ({
      number: n.number,
      issuedOn: dakarDay(n.issuedAt),
      amount: n.amount ?? 0,
      reason: (n.snapshot as unknown as CreditNoteSnapshot).reason,
    })),
    creditedLines: Object.fromEntries(
      creditedLines(
        notes.map((n) => ({
          number: n.number,
          snapshot: n.snapshot as { invoiceLines?: number[] },
        })),
      ),
    ),
    invoice: null,
  };
}

function receiptThanks(r: Receipt): string {
  return `Nous avons bien reçu votre paiement de ${formatFcfa(r.payment.amount)} sur la facture n°\u00a0${r.invoice.number}. Merci pour votre règlement.`;
}

type ReceiptEmail = { subject: string; heading: string; blocks: EmailBlock[]; footerNote: string };

/**
 * The receipt's e-mail in the invoice's language (ADR 055); the amounts are the ledger's,
 * in the francs the bank credited. The receipt's PDF stays French.
 */
const RECEIPT_EMAIL: Record<Language, (r: Receipt, snap: QuoteInvoiceSnapshot) => ReceiptEmail> = {
  fr: (r, snap) => ({
    subject: `Reçu de paiement — facture ${r.invoice.number} — ${snap.company.name}`,
    heading: "Reçu de paiement",
    blocks: [
      {
        type: "paragraph",
        text: `Bonjour,\n\n${receiptThanks(r)}`,
      },
      { type: "details", rows: receiptRows(r) },
    ],
    footerNote: "Le reçu est joint à ce message au format PDF.",
  }),
  en: (r, snap) => {
    const xof = (n: number) => formatMoney(n, "XOF", "en");
    const balance = receiptBalance(r);
    return {
      subject: `Payment receipt — invoice ${r.invoice.number} — ${snap.company.name}`,
      heading: "Payment receipt",
      blocks: [
        {
          type: "paragraph",
          text: `Hello,\n\nWe have received your payment of ${xof(r.payment.amount)} on invoice no. ${r.invoice.number}. Thank you for your payment.`,
        },
        {
          type: "details",
          rows: [
            ["Invoice", `${r.invoice.number} of ${formatDateEn(r.invoice.issuedOn)}`],
            ["Amount received", xof(r.payment.amount)],
            ["Received on", formatDateEn(r.payment.paidOn)],
            ...(r.payment.reference
              ? ([["Reference", r.payment.reference]] as [string, string][])
              : []),
            ["Balance due", xof(balance)],
          ],
        },
      ],
      footerNote: "The receipt is attached to this message as a PDF.",
    };
  },
};
