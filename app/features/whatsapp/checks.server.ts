import { and, asc, count, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document, whatsappMessage } from "#app/db/schema.ts";
import type { Permission } from "#app/features/auth/permissions.ts";

// « À vérifier » (ADR 045): a message about a document that WhatsApp could not deliver
// (given up, or reported `failed` by the webhook), its email sent instead when it had one,
// not yet seen to by a member. « À faire » lists them; the document's page marks them.

/** Who sees them in « À faire » and may mark them: whoever talks to clients. */
export const WHATSAPP_CHECK_PERMISSION: Permission = "clients";

const open = and(
  isNotNull(whatsappMessage.documentId),
  isNull(whatsappMessage.handledAt),
  or(eq(whatsappMessage.status, "failed"), eq(whatsappMessage.delivery, "failed")),
);

export async function countWhatsappChecks(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(whatsappMessage).where(open);
  return Number(row?.n ?? 0);
}

/** The oldest first: the document, the number it went to, why, whether the email went. */
export async function whatsappChecks(limit: number) {
  return db()
    .select({
      id: whatsappMessage.id,
      purpose: whatsappMessage.purpose,
      number: document.number,
      party: document.party,
      error: whatsappMessage.lastError,
      fallbackEmailId: whatsappMessage.fallbackEmailId,
      at: whatsappMessage.createdAt,
    })
    .from(whatsappMessage)
    .innerJoin(document, eq(document.id, whatsappMessage.documentId))
    .where(open)
    .orderBy(asc(whatsappMessage.createdAt))
    .limit(limit);
}

/** Marks one seen to, once (a second click or another member's finds it done). */
export async function markWhatsappHandled(
  id: string,
  number: string,
  byName: string,
  at: Date,
): Promise<boolean> {
  const done = await db()
    .update(whatsappMessage)
    .set({ handledAt: at, handledByName: byName })
    .where(
      and(
        eq(whatsappMessage.id, id),
        open,
        sql`${whatsappMessage.documentId} = (select id from document where number = ${number})`,
      ),
    )
    .returning({ id: whatsappMessage.id });
  return done.length > 0;
}
