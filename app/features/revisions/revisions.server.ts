import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/db.server.ts";
import { db } from "#app/db/db.server.ts";
import { publishingRevision } from "#app/db/schema.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { snapshotOf, type RevisionKind } from "./fields.ts";
import { compareSnapshots, type FieldChange } from "./revision-diff.ts";

// Every save of an article or a project is a revision: who did what, when, and the item as
// it stood after (ADR 034). The history lists them, compares two, and « Restaurer » reads one.

export type Actor = { id: string | null; name: string };
export type RevisionLine = { id: string; action: string; byName: string; at: Date };
export type Comparison = { from: RevisionLine; to: RevisionLine; changes: FieldChange[] };

/** A line of an item's history: the item as it stands after `action`, and who did it. */
export function recordRevision(
  tx: Pick<Db, "insert">,
  kind: RevisionKind,
  row: { id: string },
  action: string,
  by: Actor,
  now?: Date,
) {
  return tx.insert(publishingRevision).values({
    kind,
    itemId: row.id,
    snapshot: snapshotOf(kind, row),
    action,
    byUserId: by.id,
    byName: by.name,
    at: now,
  });
}

/** An item's history, newest first: who saved, published, scheduled, withdrew, restored. */
export async function listRevisions(itemId: string): Promise<RevisionLine[]> {
  return db()
    .select(LINE)
    .from(publishingRevision)
    .where(eq(publishingRevision.itemId, itemId))
    .orderBy(desc(publishingRevision.at), desc(publishingRevision.id))
    .limit(100);
}

const LINE = {
  id: publishingRevision.id,
  action: publishingRevision.action,
  byName: publishingRevision.byName,
  at: publishingRevision.at,
};

/** One revision of an item (none when it is another item's, or not a revision at all). */
export async function findRevision(kind: RevisionKind, itemId: string, revisionId: string) {
  if (!isUuid(revisionId) || !isUuid(itemId)) return undefined;
  const [revision] = await db()
    .select()
    .from(publishingRevision)
    .where(and(ofItem(kind, itemId), eq(publishingRevision.id, revisionId)));
  return revision;
}

const ofItem = (kind: RevisionKind, itemId: string) =>
  and(eq(publishingRevision.itemId, itemId), eq(publishingRevision.kind, kind));

/**
 * « Voir les changements »: two revisions of an item (`toId` beside the one before it when
 * `fromId` is null), the older first, and what changed between them; null when either is
 * not a revision of this item.
 */
export async function compareRevisions(
  kind: RevisionKind,
  itemId: string,
  fromId: string | null,
  toId: string,
  authors: ReadonlyMap<string, string>,
): Promise<Comparison | null> {
  if (fromId !== null && !isUuid(fromId)) return null;
  const to = await findRevision(kind, itemId, toId);
  if (!to) return null;
  const [from] = fromId
    ? [await findRevision(kind, itemId, fromId)]
    : // The one just before: the newest saved before it (ties: by id, as the history lists them).
      await db()
        .select()
        .from(publishingRevision)
        .where(
          and(
            ofItem(kind, itemId),
            // Compared in the database: its instants are finer than a JavaScript Date.
            sql`(${publishingRevision.at}, ${publishingRevision.id}) < (select r.at, r.id from publishing_revision r where r.id = ${to.id})`,
          ),
        )
        .orderBy(desc(publishingRevision.at), desc(publishingRevision.id))
        .limit(1);
  if (!from) return null;
  // The older first, as the history lists them (by instant, then id).
  const [older, newer] =
    fromId === null ||
    from.at.getTime() < to.at.getTime() ||
    (from.at.getTime() === to.at.getTime() && from.id < to.id)
      ? [from, to]
      : [to, from];
  const line = ({ id, action, byName, at }: typeof to): RevisionLine => ({
    id,
    action,
    byName,
    at,
  });
  return {
    from: line(older),
    to: line(newer),
    changes: compareSnapshots(kind, older.snapshot, newer.snapshot, authors),
  };
}
