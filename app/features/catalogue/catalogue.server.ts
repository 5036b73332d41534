import { and, asc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { pricing } from "#content/pricing.ts";
import { db } from "#app/db/db.server.ts";
import { catalogueItem } from "#app/db/schema.ts";
import { itemsFromOffers, type CatalogueSuggestion } from "./offers.ts";
import type { CatalogueItemInput } from "./schemas.ts";

// The catalogue (ADR 031): what the firm sells, with its unit, price and VAT.

/**
 * Fills the catalogue from the site's priced offers, each once: an item keeps the
 * offer's id (`source`), so a second start, a second instance, an item edited or
 * archived since never bring it back. Run at start (a fresh install and the upgrade).
 */
export async function seedCatalogue(): Promise<number> {
  const items = itemsFromOffers(pricing);
  if (items.length === 0) return 0;
  const added = await db()
    .insert(catalogueItem)
    .values(items)
    .onConflictDoNothing({ target: catalogueItem.source })
    .returning({ id: catalogueItem.id });
  return added.length;
}

function like(word: string) {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The catalogue's page: the live items, or the archived ones, searched. */
export async function listCatalogue({ q = "", archived = false } = {}) {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  return db()
    .select()
    .from(catalogueItem)
    .where(
      and(
        archived ? isNotNull(catalogueItem.archivedAt) : isNull(catalogueItem.archivedAt),
        ...words.map((w) =>
          or(ilike(catalogueItem.designation, like(w)), ilike(catalogueItem.description, like(w))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${catalogueItem.designation})`))
    .limit(500);
}

/** The document form's suggestions: up to 8 live items whose designation holds every word. */
export async function suggestCatalogue(q: string): Promise<CatalogueSuggestion[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return [];
  return db()
    .select({
      id: catalogueItem.id,
      designation: catalogueItem.designation,
      description: catalogueItem.description,
      unitPrice: catalogueItem.unitPrice,
      unit: catalogueItem.unit,
      vatRate: catalogueItem.vatRate,
      vatCategory: catalogueItem.vatCategory,
      exemptionReason: catalogueItem.exemptionReason,
    })
    .from(catalogueItem)
    .where(
      and(
        isNull(catalogueItem.archivedAt),
        ...words.map((w) => ilike(catalogueItem.designation, like(w))),
      ),
    )
    .orderBy(asc(sql`lower(${catalogueItem.designation})`))
    .limit(8);
}

export async function createItem(input: CatalogueItemInput): Promise<string> {
  const [row] = await db().insert(catalogueItem).values(input).returning({ id: catalogueItem.id });
  return row!.id;
}

/** False when the item is unknown. */
export async function updateItem(id: string, input: CatalogueItemInput): Promise<boolean> {
  const rows = await db()
    .update(catalogueItem)
    .set(input)
    .where(eq(catalogueItem.id, id))
    .returning({ id: catalogueItem.id });
  return rows.length > 0;
}

/** Archives (no longer suggested) or brings back an item; false when it is unknown. */
export async function archiveItem(id: string, archived: boolean, now = new Date()) {
  const rows = await db()
    .update(catalogueItem)
    .set({ archivedAt: archived ? now : null })
    .where(eq(catalogueItem.id, id))
    .returning({ id: catalogueItem.id });
  return rows.length > 0;
}
