import { desc, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { onlinePayment } from "#app/db/schema.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import type { OnlinePaymentLine } from "./staff.ts";

/** How many attempts the invoice's page lists (the latest). */
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
    way:
      r.provider === "wave"
        ? "Wave"
        : `PayTech${r.method ? ` (${PAYMENT_METHOD_LABELS[r.method]})` : ""}`,
    amount: r.amount,
    status: r.status,
    problem: r.problem,
    reference: r.providerTransaction ?? r.providerRef ?? "",
  }));
}
