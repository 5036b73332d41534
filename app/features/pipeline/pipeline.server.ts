import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Db } from "#app/db/db.server.ts";
import { document, opportunity, opportunityStage, type OpportunityRow } from "#app/db/schema.ts";
import {
  automaticMoveApplies,
  OPEN_STAGES,
  REFUSED_IN_STUDIO,
  refusedOnlineReason,
  type OpportunitySource,
  type Stage,
} from "./stages.ts";

// The pipeline's writes inside the transaction of what moves it (ADR 048): the contact
// form, « Marquer comme traitée », a quote issued from a request, the client's answer
// online call these with their own transaction, so a move is never lost nor done
// without its act. The pipeline imports none of those features.

type Executor = Pick<Db, "insert" | "select" | "update">;

/** Who moved it: a member, or null when the firm's act moved it by itself. */
export type Mover = { id: string | null; name: string } | null;

export type NewOpportunity = {
  source: OpportunitySource;
  contactMessageId?: string | null;
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  subject?: string;
  amount?: number | null;
  at: Date;
  by?: Mover;
};

/** A new opportunity in « Nouveau », and the first row of its history. */
export async function openOpportunity(tx: Executor, input: NewOpportunity): Promise<string> {
  const [row] = await tx
    .insert(opportunity)
    .values({
      source: input.source,
      contactMessageId: input.contactMessageId ?? null,
      name: input.name,
      email: input.email ?? "",
      phone: input.phone ?? "",
      company: input.company ?? "",
      subject: input.subject ?? "",
      amount: input.amount ?? null,
      stage: "new",
      createdAt: input.at,
      stageAt: input.at,
    })
    .returning({ id: opportunity.id });
  await tx.insert(opportunityStage).values({
    opportunityId: row!.id,
    fromStage: null,
    toStage: "new",
    at: input.at,
    byId: input.by?.id ?? null,
    byName: input.by?.name ?? null,
  });
  return row!.id;
}

/** The opportunity a contact request became, or null (a spam, or none). */
export async function opportunityOfContact(
  tx: Pick<Db, "select">,
  contactMessageId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: opportunity.id })
    .from(opportunity)
    .where(eq(opportunity.contactMessageId, contactMessageId));
  return row?.id ?? null;
}

/** Records the move and bumps the version: a colleague's form that saw the old one is stale. */
async function recordMove(
  tx: Executor,
  current: OpportunityRow,
  to: Stage,
  at: Date,
  by: Mover,
  reason: string | null,
  set: Partial<Pick<OpportunityRow, "amount" | "quoteId">> = {},
): Promise<void> {
  await tx
    .update(opportunity)
    .set({
      ...set,
      stage: to,
      stageAt: at,
      lostReason: to === "lost" ? reason : null,
      version: sql`${opportunity.version} + 1`,
    })
    .where(eq(opportunity.id, current.id));
  await tx.insert(opportunityStage).values({
    opportunityId: current.id,
    fromStage: current.stage,
    toStage: to,
    at,
    byId: by?.id ?? null,
    byName: by?.name ?? null,
    reason,
  });
}

/**
 * What the firm did moves the opportunity by itself, in the act's transaction (forward
 * only, stages.ts): « meeting » is the booking's (a call booked), the others below.
 * The row is locked until the act commits, so a colleague's move waits for it.
 */
export async function moveTo(
  tx: Executor,
  opportunityId: string,
  to: Stage,
  options: { at: Date; reason?: string | null } & Partial<
    Pick<OpportunityRow, "amount" | "quoteId">
  >,
): Promise<boolean> {
  const [current] = await tx
    .select()
    .from(opportunity)
    .where(eq(opportunity.id, opportunityId))
    .for("update");
  if (!current) return false;
  const { at, reason = null, ...set } = options;
  if (!automaticMoveApplies(current.stage, to)) {
    // The quote and its amount are kept even when the stage stays (a stage set by hand).
    if (Object.keys(set).length) {
      await tx
        .update(opportunity)
        .set({ ...set, version: sql`${opportunity.version} + 1` })
        .where(eq(opportunity.id, current.id));
    }
    return false;
  }
  // Automatic: no member in the history (null), the act itself says why.
  await recordMove(tx, current, to, at, null, reason, set);
  return true;
}

/** « Marquer comme traitée » in /demandes: the request's opportunity is « Contacté ». */
export async function contactHandled(
  tx: Executor,
  contactMessageId: string,
  at: Date,
): Promise<void> {
  const id = await opportunityOfContact(tx, contactMessageId);
  if (id) await moveTo(tx, id, "contacted", { at });
}

/**
 * A quote issued from a request (« Préparer un devis »): the opportunity is linked to it
 * and « Devis envoyé », its amount the quote's TTC in whole francs.
 */
export async function quoteIssuedFromLead(
  tx: Executor,
  contactMessageId: string,
  quoteId: string,
  at: Date,
): Promise<void> {
  const id = await opportunityOfContact(tx, contactMessageId);
  if (!id) return;
  const [quote] = await tx
    .select({ totalTtc: document.totalTtc })
    .from(document)
    .where(eq(document.id, quoteId));
  await moveTo(tx, id, "quote_sent", {
    at,
    quoteId,
    ...(quote?.totalTtc == null ? {} : { amount: quote.totalTtc }),
  });
}

/** Moves every opportunity linked to the quote (automatic: forward, or to « Gagné »/« Perdu »). */
async function quoteDecided(
  tx: Executor,
  quoteId: string,
  to: "won" | "lost",
  options: { at: Date; reason?: string | null },
): Promise<void> {
  const rows = await tx
    .select({ id: opportunity.id })
    .from(opportunity)
    .where(eq(opportunity.quoteId, quoteId));
  for (const row of rows) await moveTo(tx, row.id, to, options);
}

/** The client answered the quote online: « Gagné », or « Perdu » with the reason. */
export async function quoteAnswered(
  tx: Executor,
  quoteId: string,
  answer: { decision: "accepted" | "refused"; reason?: string | null },
  at: Date,
): Promise<void> {
  await quoteDecided(
    tx,
    quoteId,
    answer.decision === "accepted" ? "won" : "lost",
    answer.decision === "accepted" ? { at } : { at, reason: refusedOnlineReason(answer.reason) },
  );
}

/**
 * The quote marked « Accepté » or « Refusé » in the studio (a client who answered by phone
 * or on paper): « Gagné », or « Perdu » saying where it was decided.
 */
export async function quoteMarked(
  tx: Executor,
  quoteId: string,
  decision: "accepted" | "refused",
  at: Date,
): Promise<void> {
  await quoteDecided(
    tx,
    quoteId,
    decision === "accepted" ? "won" : "lost",
    decision === "accepted" ? { at } : { at, reason: REFUSED_IN_STUDIO },
  );
}

/**
 * An invoice issued from a quote (converted, deposit or balance) accepts it: its
 * opportunity is « Gagné ». Nothing when the invoice has no quote behind it.
 */
export async function invoiceIssuedFromQuote(
  tx: Executor,
  invoiceId: string,
  at: Date,
): Promise<void> {
  const [invoice] = await tx
    .select({ quoteId: document.sourceId })
    .from(document)
    .where(eq(document.id, invoiceId));
  if (invoice?.quoteId) await quoteDecided(tx, invoice.quoteId, "won", { at });
}

/**
 * A newsletter signup that ticked « Je souhaite aussi être contacté(e) pour un projet »: an
 * opportunity « Nouveau » named by the address, unless one is already open for it.
 */
export async function newsletterLead(tx: Executor, email: string, at: Date): Promise<void> {
  const [open] = await tx
    .select({ id: opportunity.id })
    .from(opportunity)
    .where(
      and(
        sql`lower(${opportunity.email}) = lower(${email})`,
        inArray(opportunity.stage, [...OPEN_STAGES]),
      ),
    )
    .limit(1);
  if (open) return;
  await openOpportunity(tx, {
    source: "newsletter",
    name: email,
    email,
    subject: "Inscription à la newsletter",
    at,
  });
}

/**
 * « Réserver un appel » (ADR 044): a call booked moves the visitor's open opportunity (the
 * latest with the same email, from a contact request or a lead typed by hand) to
 * « Rendez-vous »; without one, the booking is a new opportunity, in « Rendez-vous » at once.
 * In the booking's transaction: no call without its opportunity, nor the other way round.
 */
export async function callBooked(
  tx: Executor,
  visitor: { name: string; email: string; phone: string; company: string; subject: string },
  at: Date,
): Promise<string> {
  const [open] = await tx
    .select({ id: opportunity.id })
    .from(opportunity)
    .where(
      and(
        sql`lower(${opportunity.email}) = lower(${visitor.email})`,
        inArray(opportunity.stage, [...OPEN_STAGES]),
      ),
    )
    .orderBy(desc(opportunity.createdAt))
    .limit(1);
  const id = open?.id ?? (await openOpportunity(tx, { source: "booking", ...visitor, at }));
  await moveTo(tx, id, "meeting", { at });
  return id;
}
