import { and, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document, onlinePayment, onlinePaymentCheck } from "#app/db/schema.ts";
import { providerName, reportedFigure } from "./payments.server.ts";
import { providerWay } from "./registry.ts";
import type { CheckLine, OnlinePaymentLine, PaymentsToCheck } from "./staff.ts";

/** How many attempts, or payments to check, a page lists (the latest). */
const SHOWN = 20;

/**
 * The invoice's payments through the client's page (ADR 029), newest first: what
 * the staff must know of them, above all one received that the ledger refused.
 */
export async function onlinePaymentsOf(documentId: string): Promise<OnlinePaymentLine[]> {
  const rows = await db()
    .select()
    .from(onlinePayment)
    .where(eq(onlinePayment.documentId, documentId))
    .orderBy(desc(onlinePayment.createdAt))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    at: (r.paidAt ?? r.receivedAt ?? r.createdAt).toISOString(),
    way: providerName(r),
    amount: r.amount,
    status: r.status,
    problem: r.problem,
    reference: r.providerTransaction ?? r.providerRef ?? "",
  }));
}

const checkColumns = {
  check: onlinePaymentCheck,
  asked: onlinePayment.amount,
  number: document.number,
  party: document.party,
};

function checkLine(r: { check: typeof onlinePaymentCheck.$inferSelect; asked: number }): CheckLine {
  const c = r.check;
  return {
    id: c.id,
    at: c.createdAt.toISOString(),
    // As the provider named its way of paying: « PayTech (Emoney) ».
    way: providerWay(c.provider, c.method),
    reported: reportedFigure(c),
    asked: r.asked,
    reason: c.reason,
    reference: c.transaction,
    eventId: c.eventId,
    handledAt: c.handledAt?.toISOString() ?? null,
    handledByName: c.handledByName,
  };
}

function checks() {
  return db()
    .select(checkColumns)
    .from(onlinePaymentCheck)
    .innerJoin(onlinePayment, eq(onlinePayment.id, onlinePaymentCheck.onlinePaymentId))
    .innerJoin(document, eq(document.id, onlinePaymentCheck.documentId))
    .$dynamic();
}

/** The invoice's payments « À vérifier » (and those already checked), newest first. */
export async function paymentChecksOf(documentId: string): Promise<CheckLine[]> {
  const rows = await checks()
    .where(eq(onlinePaymentCheck.documentId, documentId))
    .orderBy(desc(onlinePaymentCheck.createdAt))
    .limit(SHOWN);
  return rows.map(checkLine);
}

const open = isNull(onlinePaymentCheck.handledAt);

/**
 * The dashboard's « À vérifier »: every payment received and not recorded that nobody
 * has marked « vérifié » yet, newest first.
 */
export async function paymentsToCheck(): Promise<PaymentsToCheck> {
  const rows = await checks().where(open).orderBy(desc(onlinePaymentCheck.createdAt)).limit(SHOWN);
  const [all] = await db().select({ n: count() }).from(onlinePaymentCheck).where(open);
  return {
    total: all?.n ?? 0,
    lines: rows.map((r) => ({ ...checkLine(r), number: r.number, party: r.party })),
  };
}

/**
 * « Marquer comme vérifié »: the payment was refunded or recorded by hand, so it leaves
 * « À vérifier » with who and when. Once: a second click keeps the first mark. False
 * when the invoice has no such check.
 */
export async function markCheckHandled(
  checkId: string,
  documentId: string,
  byName: string,
  at: Date,
): Promise<boolean> {
  const mine = and(
    eq(onlinePaymentCheck.id, checkId),
    eq(onlinePaymentCheck.documentId, documentId),
  );
  const [row] = await db()
    .select({ id: onlinePaymentCheck.id })
    .from(onlinePaymentCheck)
    .where(mine);
  if (!row) return false;
  await db()
    .update(onlinePaymentCheck)
    .set({ handledAt: at, handledByName: byName })
    .where(and(mine, isNull(onlinePaymentCheck.handledAt)));
  return true;
}
