import { and, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { publishingAutosave } from "#app/db/schema.ts";
import { normalizeNewlines } from "#app/lib/paragraphs.ts";
import type { Kind } from "./publishing.server.ts";

// « Enregistré à hh:mm »: what a member types in the editor is saved on the server every
// few seconds, apart from the article (never published, never a revision), so a closed tab,
// a crash or another device loses nothing. A real save clears it (ADR 034, « Brouillon
// automatique »).

/** The fields an article's autosave keeps: the form's text, not its files. */
export const ARTICLE_AUTOSAVE_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "category",
  "author",
  "tags",
  "featured",
  "coverAlt",
  "body",
  "seoTitle",
  "seoDescription",
  "scheduleAt",
] as const;

export type Autosave = { values: Record<string, string>; savedAt: Date };

const key = (userId: string, kind: Kind, itemKey: string) =>
  and(
    eq(publishingAutosave.userId, userId),
    eq(publishingAutosave.kind, kind),
    eq(publishingAutosave.itemKey, itemKey),
  );

/** Keeps what the member is typing (one row per member and item, replaced each time). */
export async function saveAutosave(
  userId: string,
  kind: Kind,
  itemKey: string,
  form: Record<string, string>,
  at: Date,
): Promise<void> {
  const values: Record<string, string> = {};
  for (const field of ARTICLE_AUTOSAVE_FIELDS) {
    // As typed, its line breaks as LF (a form posts CR LF).
    if (typeof form[field] === "string") values[field] = normalizeNewlines(form[field]);
  }
  await db()
    .insert(publishingAutosave)
    .values({ userId, kind, itemKey, values, savedAt: at })
    .onConflictDoUpdate({
      target: [publishingAutosave.userId, publishingAutosave.kind, publishingAutosave.itemKey],
      set: { values, savedAt: at },
    });
}

/**
 * The member's autosave of an item, unless the item was saved since (by them on another
 * device, or by a colleague): then the saved article wins and the autosave is dropped.
 */
export async function findAutosave(
  userId: string,
  kind: Kind,
  itemKey: string,
  itemSavedAt: Date | null,
): Promise<Autosave | null> {
  const [row] = await db()
    .select()
    .from(publishingAutosave)
    .where(key(userId, kind, itemKey));
  if (!row) return null;
  if (itemSavedAt && itemSavedAt.getTime() > row.savedAt.getTime()) {
    await discardAutosave(userId, kind, itemKey);
    return null;
  }
  return { values: row.values, savedAt: row.savedAt };
}

export async function discardAutosave(userId: string, kind: Kind, itemKey: string) {
  await db()
    .delete(publishingAutosave)
    .where(key(userId, kind, itemKey));
}
