import { and, desc, eq, exists, gte, sql, type SQL } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import {
  clientLead,
  contactMessage,
  document,
  opportunity,
  opportunityStage,
} from "#app/db/schema.ts";
import { periodStart, type BoardFilter, type Card } from "./board.ts";
import { openOpportunity, type Mover } from "./pipeline.server.ts";
import type { LeadInput, MoveInput } from "./schemas.ts";
import { manualMoveRefusal, type Stage } from "./stages.ts";

// The board's reads and a member's own writes (ADR 048). A member's move or edit names
// the version it saw: the update holds only while it is still the current one.

const REQUESTS_PER_PAGE = 25;

// Its request's page in /demandes: how many real requests come before it (newest first).
const before = sql<number | null>`(select count(*)::int from ${contactMessage} as newer
  where newer.spam = false and (newer.created_at, newer.id) > (${contactMessage.createdAt}, ${contactMessage.id}))`;

const columns = {
  id: opportunity.id,
  version: opportunity.version,
  source: opportunity.source,
  stage: opportunity.stage,
  name: opportunity.name,
  email: opportunity.email,
  phone: opportunity.phone,
  company: opportunity.company,
  subject: opportunity.subject,
  amount: opportunity.amount,
  lostReason: opportunity.lostReason,
  createdAt: opportunity.createdAt,
  stageAt: opportunity.stageAt,
  contactMessageId: opportunity.contactMessageId,
  before,
  quoteNumber: document.number,
  clientId: clientLead.clientId,
};

function cardsQuery(where: SQL | undefined) {
  return db()
    .select(columns)
    .from(opportunity)
    .leftJoin(contactMessage, eq(contactMessage.id, opportunity.contactMessageId))
    .leftJoin(document, eq(document.id, opportunity.quoteId))
    .leftJoin(clientLead, eq(clientLead.contactMessageId, opportunity.contactMessageId))
    .where(where)
    .orderBy(desc(opportunity.createdAt), desc(opportunity.id));
}

type CardRow = Awaited<ReturnType<typeof cardsQuery>>[number];

function cardOf({ before: ahead, ...row }: CardRow): Card {
  return {
    ...row,
    amount: row.amount === null ? null : Number(row.amount),
    requestPage: ahead === null ? null : Math.floor(Number(ahead) / REQUESTS_PER_PAGE) + 1,
  };
}

/** Left `stage` in the period: a move out of it at or after `since` (a stay that ended then). */
function stayEndedSince(stage: Stage, since: Date | null): SQL {
  return exists(
    db()
      .select({ one: sql`1` })
      .from(opportunityStage)
      .where(
        and(
          eq(opportunityStage.opportunityId, opportunity.id),
          eq(opportunityStage.fromStage, stage),
          since ? gte(opportunityStage.at, since) : undefined,
        ),
      ),
  );
}

/**
 * The cards of the board's filter: the requests of the period (by the day they came), or
 * with `stay`, those whose stay in that stage ended in the period (the days per stage).
 */
export async function loadCards(filter: BoardFilter, now: Date): Promise<Card[]> {
  const since = periodStart(filter.period, now);
  const where = filter.stay
    ? and(
        stayEndedSince(filter.stay, since),
        filter.stage ? eq(opportunity.stage, filter.stage) : undefined,
      )
    : and(
        since ? gte(opportunity.createdAt, since) : undefined,
        filter.stage ? eq(opportunity.stage, filter.stage) : undefined,
      );
  return (await cardsQuery(where)).map(cardOf);
}

export async function loadCard(id: string): Promise<Card | null> {
  const [row] = await cardsQuery(eq(opportunity.id, id));
  return row ? cardOf(row) : null;
}

export type ManualOutcome =
  | { ok: true; card: Card }
  | { ok: false; kind: "refused"; message: string; card: Card }
  | { ok: false; kind: "conflict"; message: string; card: Card }
  | { ok: false; kind: "missing"; message: string };

export const CONFLICT_MESSAGE =
  "Une collègue a modifié cette opportunité entre-temps\u00a0: voici son état actuel.";
const MISSING_MESSAGE = "Cette opportunité est introuvable\u00a0: rechargez la page.";

/**
 * A member's move. Conditional on the version seen: if a colleague (or the firm's own
 * act) changed it since, nothing is written and the current state is answered.
 */
export async function moveByHand(input: MoveInput, by: Mover, at: Date): Promise<ManualOutcome> {
  const current = await loadCard(input.id);
  if (!current) return { ok: false, kind: "missing", message: MISSING_MESSAGE };
  if (current.version !== input.version) {
    return { ok: false, kind: "conflict", message: CONFLICT_MESSAGE, card: current };
  }
  const refusal = manualMoveRefusal(current.stage, input.stage, input.reason);
  if (refusal) return { ok: false, kind: "refused", message: refusal, card: current };
  const reason = input.reason.trim() || null;
  const moved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(opportunity)
      .set({
        stage: input.stage,
        stageAt: at,
        lostReason: input.stage === "lost" ? reason : null,
        version: sql`${opportunity.version} + 1`,
      })
      .where(and(eq(opportunity.id, input.id), eq(opportunity.version, input.version)))
      .returning({ id: opportunity.id });
    if (!row) return false;
    await tx.insert(opportunityStage).values({
      opportunityId: input.id,
      fromStage: current.stage,
      toStage: input.stage,
      at,
      byId: by?.id ?? null,
      byName: by?.name ?? null,
      reason,
    });
    return true;
  });
  const card = await loadCard(input.id);
  if (!card) return { ok: false, kind: "missing", message: MISSING_MESSAGE };
  return moved
    ? { ok: true, card }
    : { ok: false, kind: "conflict", message: CONFLICT_MESSAGE, card };
}

/** « Nouvelle opportunité »: a lead typed by hand, in « Nouveau ». */
export function createLead(input: LeadInput, by: Mover, at: Date): Promise<string> {
  return db().transaction((tx) =>
    openOpportunity(tx, {
      source: "manual",
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      subject: input.subject,
      amount: input.amount,
      at,
      by,
    }),
  );
}
