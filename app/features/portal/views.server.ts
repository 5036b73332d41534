import { sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { documentEvent } from "#app/db/schema.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";

/**
 * The client opened the link (ADR 027): first and last view on the link, and a
 * « viewed » line in the document's history once per Dakar day, so the client's
 * history says « consulté le … » without a line per reload. The link's row is locked
 * while its previous view is read: two tabs opening at once write one line.
 */
export async function recordView(
  link: { linkId: string; documentId: string },
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  await db().transaction(async (tx) => {
    // Locked first, read, then written: a second view waits and reads this one's time.
    const locked = await tx.execute<{ previous: Date | string | null }>(
      sql`select last_viewed_at as previous from client_link where id = ${link.linkId} for update`,
    );
    await tx.execute(sql`
      update client_link
         set first_viewed_at = coalesce(first_viewed_at, ${when}::timestamptz),
             last_viewed_at = greatest(coalesce(last_viewed_at, ${when}::timestamptz), ${when}::timestamptz)
       where id = ${link.linkId}`);
    const raw = locked.rows[0]?.previous ?? null;
    const previous = raw === null ? null : new Date(raw);
    if (previous && dakarDay(previous) === dakarDay(at)) return;
    await tx.insert(documentEvent).values({
      documentId: link.documentId,
      kind: "viewed",
      at,
      byName: "Client",
      details: {},
    });
  });
}
