import { amountInWordsEn } from "#app/lib/english.ts";
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import {
  document,
  documentEvent,
  documentNumbering,
  documentSequence,
  outbox,
  whatsappMessage,
  payment,
  type DocumentRow,
} from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { linkDocument } from "#app/features/client-links/link.server.ts";
import {
  addDays,
  continuousNumber,
  continuousSeries,
  dakarDay,
  documentNumber,
  numberInSeries,
  DATE_NUMBERING,
  type Numbering,
} from "./numbering.ts";
import { conversionRefusal, invoicesOfQuote } from "./quote-invoices.server.ts";
import type { ProposalForm, QuoteInvoiceForm } from "./schemas.ts";
import {
  byKind,
  snapshotProposal,
  snapshotQuoteInvoice,
  type BilledPeriod,
  type DocumentSnapshot,
  type QuoteInvoiceSnapshot,
} from "./snapshot.ts";
import { kindBecomes, kindIs, type DocumentKind } from "./kinds.ts";
import {
  REGISTER_COLUMNS,
  type DocumentEventView,
  type DocumentView,
  type RegisterRow,
} from "./register-types.ts";
import {
  refusal,
  targetStatus,
  type DisplayStatus,
  type StoredStatus,
  type Transition,
} from "./status.ts";

export type IssueInput =
  | {
      kind: "quote" | "invoice";
      form: QuoteInvoiceForm;
      requestKey: string;
      sourceQuote?: string;
      /** A subscription's invoice: the period it bills (ADR 032), printed on it. */
      period?: BilledPeriod;
    }
  | { kind: "proposal"; form: ProposalForm; requestKey: string };

export type IssuedDocument = {
  id: string;
  number: string;
  name: string;
  status: StoredStatus;
  paidOn: string | null;
  snapshot: DocumentSnapshot;
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * A refusal found inside the issuing transaction (by `within`): thrown to undo the
 * whole issue, number included, and answered with its French message.
 */
export class IssueRefused extends Error {}

/** Who issues: a staff member, or the server on someone's behalf (a subscription, ADR 032). */
export type Issuer = { id: string | null; name: string };

/**
 * « Générer »: numbers the document (unique, even from two instances in the
 * same minute: the per-minute counter row is locked by the upsert until the
 * transaction ends), freezes its snapshot and records who issued it. The same
 * request key returns the same document, so a retried click issues nothing twice.
 */
export async function issueDocument(
  input: IssueInput,
  by: Issuer | SessionUser,
  now: Date = new Date(),
  // Run in the issuing transaction once the document is inserted (a subscription
  // claims its period there, ADR 032): throwing undoes the whole issue, number included.
  within?: (tx: Tx, issued: { id: string; number: string }) => Promise<void>,
): Promise<Outcome<IssuedDocument>> {
  const existing = await findByRequestKey(input.requestKey);
  if (existing) return { ok: true, value: existing };
  // Nothing to print: refused before a number is spent on it.
  if (!freeze(input, { number: "", issuedAt: now })) {
    return {
      ok: false,
      message: kindIs(input.kind, "priced")
        ? "Aucune prestation valable\u00a0: le document n'a pas été émis."
        : "Aucune phase complète\u00a0: la proposition n'a pas été émise.",
    };
  }
  try {
    return await db().transaction(async (tx) => {
      let source: DocumentRow | undefined;
      if (input.kind === "invoice" && input.sourceQuote) {
        // Locked until the end: two tabs converting the same quote are taken one after the other.
        [source] = await tx
          .select()
          .from(document)
          .where(eq(document.number, input.sourceQuote))
          .for("update");
        if (!source || !kindBecomes(source.kind, "invoice")) {
          return {
            ok: false as const,
            message: `Le devis ${input.sourceQuote} est introuvable\u00a0: la facture n'a pas été émise.`,
          };
        }
        // A quote is invoiced once (ADR 021).
        const invoiced = conversionRefusal(source.number, await invoicesOfQuote(tx, source.id));
        if (invoiced) return { ok: false as const, message: invoiced };
      }
      const { series, seq, number, issuedAt } = await nextNumber(tx, input.kind, now);
      const snapshot = freeze(input, { number, issuedAt, sourceQuote: source?.number })!;
      const [row] = await tx
        .insert(document)
        .values({
          kind: input.kind,
          number,
          series,
          seq,
          // An invoice is paid by the payments recorded on it (ADR 020): « Générer »
          // never marks it paid, whatever an older draft's `showPaidStamp` says.
          status: "issued",
          issuedAt,
          issuedBy: by.id,
          issuedByName: by.name,
          ...byKind(REGISTER_COLUMNS, snapshot),
          sourceId: source?.id ?? null,
          requestKey: input.requestKey,
          snapshot: snapshot as unknown as Record<string, unknown>,
        })
        .returning();
      await tx.insert(documentEvent).values({
        documentId: row!.id,
        kind: "issued",
        at: issuedAt,
        byName: by.name,
        details: source ? { sourceQuote: source.number } : {},
      });
      if (source) await recordConversion(tx, source, number, by, issuedAt);
      if (!within) {
        await linkPriced(tx, row!);
        return { ok: true as const, value: issued(row!) };
      }
      await within(tx, { id: row!.id, number });
      await linkPriced(tx, row!);
      // What `within` changed (a payment at issue, ADR 020: paid, and its day) is answered too.
      const [after] = await tx.select().from(document).where(eq(document.id, row!.id));
      return { ok: true as const, value: issued(after!) };
    });
  } catch (error) {
    if (error instanceof IssueRefused) return { ok: false, message: error.message };
    // Two tabs sent the same click: the first one's document is the answer.
    const again = await findByRequestKey(input.requestKey);
    if (again) return { ok: true, value: again };
    throw error;
  }
}

/**
 * A quote or an invoice joins its client in the client book (ADR 031), last in the issuing
 * transaction: the book's lock is then held only while the link is made, until commit.
 */
async function linkPriced(tx: Tx, row: DocumentRow): Promise<void> {
  if (kindIs(row.kind, "priced")) await linkDocument(tx, row);
}

/**
 * The numbering in force (ADR 046; switched on the numbering feature's page), read in the
 * issuing transaction and shared-locked until it ends: a switch waits for the issues
 * under way, and the issues after it see it.
 */
async function numberingInTx(tx: Tx): Promise<Numbering> {
  const [row] = await tx
    .select({ mode: documentNumbering.mode, series: documentNumbering.series })
    .from(documentNumbering)
    .where(eq(documentNumbering.id, 1))
    .for("share");
  return row ?? DATE_NUMBERING;
}

/**
 * The next number of a kind (ADR 011, ADR 046), claimed in the issuing transaction:
 * the counter row stays locked by the upsert until the transaction ends, so two
 * instances never hand out the same one, and a rolled-back issue gives its number
 * back. By date, the series is the minute of `now` and a number is never reused; in
 * continuous numbering it is the kind's year, gapless, and `issuedAt` is never before
 * the series' previous issue (taken under the lock): issue order and numbers agree.
 */
export async function nextNumber(
  tx: Tx,
  kind: DocumentKind,
  now: Date,
): Promise<{ series: string; seq: number; number: string; issuedAt: Date }> {
  const numbering = await numberingInTx(tx);
  if (numbering.mode === "date") {
    const series = documentNumber(kind, now);
    const [counter] = await tx
      .insert(documentSequence)
      .values({ series, last: 1 })
      .onConflictDoUpdate({
        target: documentSequence.series,
        set: { last: sql`${documentSequence.last} + 1` },
      })
      .returning({ last: documentSequence.last });
    const seq = counter!.last;
    return { series, seq, number: numberInSeries(series, seq), issuedAt: now };
  }
  const series = continuousSeries(kind, now, numbering.series);
  const [counter] = await tx
    .insert(documentSequence)
    .values({ series, last: 1, lastAt: now })
    .onConflictDoUpdate({
      target: documentSequence.series,
      set: {
        last: sql`${documentSequence.last} + 1`,
        lastAt: sql`greatest(${documentSequence.lastAt}, excluded.last_at)`,
      },
    })
    .returning({ last: documentSequence.last, lastAt: documentSequence.lastAt });
  const seq = counter!.last;
  return { series, seq, number: continuousNumber(series, seq), issuedAt: counter!.lastAt! };
}

function freeze(
  input: IssueInput,
  issue: { number: string; issuedAt: Date; sourceQuote?: string },
): DocumentSnapshot | null {
  return input.kind === "proposal"
    ? snapshotProposal(input.form, issue)
    : snapshotQuoteInvoice(input.kind, input.form, {
        ...issue,
        period: input.period,
        englishWords: amountInWordsEn,
      });
}

/** A quote turned into an invoice: its history says so, and a quote still waiting is accepted. */
async function recordConversion(
  tx: Tx,
  quote: DocumentRow,
  invoiceNumber: string,
  by: Issuer,
  now: Date,
) {
  await tx.insert(documentEvent).values({
    documentId: quote.id,
    kind: "converted",
    at: now,
    byName: by.name,
    details: { invoice: invoiceNumber },
  });
  if (quote.status === "issued" || quote.status === "sent") {
    await tx.update(document).set({ status: "accepted" }).where(eq(document.id, quote.id));
  }
}

function issued(row: DocumentRow): IssuedDocument {
  return {
    id: row.id,
    number: row.number,
    name: (row.snapshot as unknown as DocumentSnapshot).name,
    status: row.status,
    paidOn: row.paidOn,
    snapshot: row.snapshot as unknown as DocumentSnapshot,
  };
}

async function findByRequestKey(key: string): Promise<IssuedDocument | undefined> {
  const [row] = await db().select().from(document).where(eq(document.requestKey, key));
  return row ? issued(row) : undefined;
}

// --- the register ---

export const DOCUMENTS_PER_PAGE = 25;

export type RegisterFilters = {
  q?: string;
  kind?: DocumentKind;
  status?: DisplayStatus;
  /** ISO days, both included. */
  from?: string;
  to?: string;
  page?: number;
  /**
   * The dashboard's links (ADR 025): one client by its exact name; invoices with a
   * payment (not cancelled) dated in a period; invoices still owed; invoices late by
   * `min`…`max` days. Each makes the register list exactly the rows behind a figure.
   */
  client?: string;
  cashedFrom?: string;
  cashedTo?: string;
  owing?: boolean;
  late?: { min: number; max: number | null };
};

/** The amount a money filter lists: what each row adds to the dashboard's figure. */
export type RegisterFigure = { kind: "cashed" | "balance"; total: number };

/** The instant a Dakar day starts (Dakar is UTC+0 all year). */
function dayStart(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

function whereOf(f: RegisterFilters, today: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(ilike(document.number, like), ilike(document.party, like), ilike(document.project, like)),
    );
  }
  if (f.kind) parts.push(eq(document.kind, f.kind));
  if (f.status === "expired") {
    parts.push(
      and(
        eq(document.kind, "quote"),
        inArray(document.status, ["issued", "sent"]),
        lt(document.validUntil, today),
      ),
    );
  } else if (f.status === "overdue") {
    parts.push(overdue(today));
  } else if (f.status) {
    parts.push(eq(document.status, f.status));
    // A waiting quote past its date shows as « expiré », not under its stored status.
    if (f.status === "issued" || f.status === "sent") {
      parts.push(
        or(
          sql`${document.kind} <> 'quote'`,
          sql`${document.validUntil} is null`,
          gte(document.validUntil, today),
        ),
      );
    }
    // An owed invoice past its due date shows as « en retard », likewise.
    if (f.status === "issued" || f.status === "sent" || f.status === "partial") {
      parts.push(sql`not (${overdue(today)})`);
    }
  }
  if (f.from) parts.push(gte(document.issuedAt, dayStart(f.from)));
  if (f.to) parts.push(lt(document.issuedAt, dayStart(addDays(f.to, 1))));
  if (f.client) parts.push(eq(document.party, f.client));
  if (f.cashedFrom && f.cashedTo) {
    parts.push(
      sql`exists (select 1 from ${payment} where ${payment.documentId} = ${document.id} and ${cashedIn(f.cashedFrom, f.cashedTo)})`,
    );
  }
  if (f.owing) {
    parts.push(
      and(
        eq(document.kind, "invoice"),
        inArray(document.status, ["issued", "sent", "partial"]),
        sql`${balanceSql} > 0`,
      ),
    );
  }
  if (f.late) {
    parts.push(overdue(today), lte(document.dueDate, addDays(today, -f.late.min)));
    if (f.late.max !== null) parts.push(gte(document.dueDate, addDays(today, -f.late.max)));
  }
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

const balanceSql = sql`coalesce(${document.totalTtc}, 0) - ${document.paidTotal} - ${document.creditedTotal}`;

/** A payment not cancelled, dated in the period (ISO days, both included). */
function cashedIn(from: string, to: string): SQL {
  return sql`${payment.cancelledAt} is null and ${payment.paidOn} >= ${from} and ${payment.paidOn} <= ${to}`;
}

/** What a row adds to the figure a money filter stands for, or null without one. */
function figureOf(
  f: RegisterFilters,
): { kind: RegisterFigure["kind"]; amount: SQL<number> } | null {
  if (f.cashedFrom && f.cashedTo) {
    return {
      kind: "cashed",
      amount: sql<number>`(select coalesce(sum(${payment.amount}), 0) from ${payment} where ${payment.documentId} = ${document.id} and ${cashedIn(f.cashedFrom, f.cashedTo)})`,
    };
  }
  if (f.owing || f.late) return { kind: "balance", amount: sql<number>`${balanceSql}` };
  return null;
}

/** Invoices still owed past their due date (the same rule as displayStatus). */
export function overdue(today: string): SQL {
  return and(
    eq(document.kind, "invoice"),
    inArray(document.status, ["issued", "sent", "partial"]),
    lt(document.dueDate, today),
    sql`coalesce(${document.totalTtc}, 0) - ${document.paidTotal} - ${document.creditedTotal} > 0`,
  )!;
}

const registerColumns = {
  id: document.id,
  kind: document.kind,
  number: document.number,
  party: document.party,
  project: document.project,
  issuedAt: document.issuedAt,
  totalTtc: document.totalTtc,
  status: document.status,
  validUntil: document.validUntil,
  dueDate: document.dueDate,
  paidOn: document.paidOn,
  paidTotal: document.paidTotal,
  creditedTotal: document.creditedTotal,
  // « Émis par »: the signed-in member who issued it (issue 23).
  issuedByName: document.issuedByName,
  // A cancelled invoice's credit note, for « ANNULÉE — avoir … » (ADR 020): the
  // last one issued against it, the one that took its balance to zero.
  // (Spelled out: drizzle leaves a lone table's columns unqualified, the subquery's own.)
  cancelledBy: sql<
    string | null
  >`case when "document"."status" = 'cancelled' then (select cn.number from document cn where cn.source_id = "document"."id" and cn.kind = 'credit_note' order by cn.issued_at desc, cn.seq desc limit 1) end`,
};

/**
 * One page of the register, newest first. Under a money filter (the dashboard's
 * links), each row carries its part of the figure and `figure` their sum over
 * every page.
 */
export async function listDocuments(
  filters: RegisterFilters,
  now: Date = new Date(),
): Promise<{
  rows: (RegisterRow & { figure?: number })[];
  total: number;
  figure?: RegisterFigure;
}> {
  const where = whereOf(filters, dakarDay(now));
  const page = Math.max(1, filters.page ?? 1);
  const money = figureOf(filters);
  const [rows, [counted]] = await Promise.all([
    db()
      .select(
        money
          ? { ...registerColumns, figure: sql<number>`(${money.amount})::bigint`.mapWith(Number) }
          : registerColumns,
      )
      .from(document)
      .where(where)
      .orderBy(desc(document.issuedAt), desc(document.seq))
      .limit(DOCUMENTS_PER_PAGE)
      .offset((page - 1) * DOCUMENTS_PER_PAGE),
    db()
      .select({
        total: count(),
        ...(money
          ? { figure: sql<number>`coalesce(sum(${money.amount}), 0)::bigint`.mapWith(Number) }
          : {}),
      })
      .from(document)
      .where(where),
  ]);
  return {
    rows,
    total: counted?.total ?? 0,
    ...(money ? { figure: { kind: money.kind, total: counted?.figure ?? 0 } } : {}),
  };
}

/** A document by its number, with its history (and each email's delivery status). */
export async function getDocument(number: string): Promise<DocumentView | undefined> {
  const [row] = await db().select().from(document).where(eq(document.number, number));
  if (!row) return undefined;
  const events = await db()
    .select({
      id: documentEvent.id,
      kind: documentEvent.kind,
      at: documentEvent.at,
      byName: documentEvent.byName,
      details: documentEvent.details,
      emailStatus: outbox.status,
      // WhatsApp Business (ADR 045): the message's job, what Meta said, its fallback.
      whatsappStatus: whatsappMessage.status,
      whatsappDelivery: whatsappMessage.delivery,
      whatsappFallback: whatsappMessage.fallbackEmailId,
      whatsappId: documentEvent.whatsappId,
      whatsappHandledBy: whatsappMessage.handledByName,
    })
    .from(documentEvent)
    .leftJoin(outbox, eq(outbox.id, documentEvent.emailId))
    .leftJoin(whatsappMessage, eq(whatsappMessage.id, documentEvent.whatsappId))
    .where(eq(documentEvent.documentId, row.id))
    .orderBy(desc(documentEvent.at), desc(documentEvent.id));
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    party: row.party,
    project: row.project,
    issuedAt: row.issuedAt,
    totalTtc: row.totalTtc,
    status: row.status,
    validUntil: row.validUntil,
    dueDate: row.dueDate,
    paidOn: row.paidOn,
    paidTotal: row.paidTotal,
    creditedTotal: row.creditedTotal,
    snapshot: row.snapshot as unknown as DocumentSnapshot,
    issuedByName: row.issuedByName,
    cancelReason: row.cancelReason,
    clientEmail: row.clientEmail,
    events,
  };
}

/**
 * Accepted, refused, paid (on a day) or cancelled (with a reason). The change
 * is made only from the status it was checked against, so two staff acting at
 * once cannot both win.
 */
export async function changeStatus(
  number: string,
  change: Transition,
  by: SessionUser,
  details: { paidOn?: string; reason?: string } = {},
  now: Date = new Date(),
  // Run in the change's transaction (the pipeline follows a quote marked accepted or
  // refused, ADR 048): documents import none of the features that follow a status.
  within?: (tx: Tx, changed: { id: string; status: StoredStatus }) => Promise<void>,
): Promise<Outcome<StoredStatus>> {
  const [row] = await db()
    .select({ id: document.id, kind: document.kind, status: document.status })
    .from(document)
    .where(eq(document.number, number));
  if (!row) return { ok: false, message: `Le document ${number} est introuvable.` };
  const refused = refusal(row, change);
  if (refused) return { ok: false, message: refused };
  const status = targetStatus(change);
  return db().transaction(async (tx) => {
    const updated = await tx
      .update(document)
      .set({
        status,
        ...(change === "pay" ? { paidOn: details.paidOn } : {}),
        ...(change === "cancel" ? { cancelReason: details.reason } : {}),
      })
      .where(and(eq(document.id, row.id), eq(document.status, row.status)))
      .returning({ id: document.id });
    if (updated.length === 0) {
      return {
        ok: false as const,
        message: "Le document a changé entre-temps\u00a0: rechargez la page.",
      };
    }
    const eventDetails: Record<string, string> = {};
    if (details.paidOn && change === "pay") eventDetails.paidOn = details.paidOn;
    if (details.reason && change === "cancel") eventDetails.reason = details.reason;
    await tx.insert(documentEvent).values({
      documentId: row.id,
      kind: status as "accepted" | "refused" | "paid" | "cancelled",
      at: now,
      byName: by.name,
      details: eventDetails,
    });
    await within?.(tx, { id: row.id, status });
    return { ok: true as const, value: status };
  });
}

/** The quote behind « Convertir en facture » or any document behind « Dupliquer ». */
export async function getSnapshot(number: string): Promise<DocumentSnapshot | undefined> {
  const [row] = await db()
    .select({ snapshot: document.snapshot })
    .from(document)
    .where(eq(document.number, number));
  return row?.snapshot as unknown as DocumentSnapshot | undefined;
}

export type { DocumentEventView, DocumentView, QuoteInvoiceSnapshot, RegisterRow };
