import { desc, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { companySettings, companySettingsHistory } from "#app/db/schema.ts";
import { markSiteChanged } from "#app/features/platform/site-revision.server.ts";
import { currentCompany, loadCompanySettings } from "./current.server.ts";
import { settingsChanges, type CompanySettings, type SettingsChange } from "./schema.ts";

// Saving the settings: the new document and its history line in one transaction,
// then the site's revision moves so every instance reloads them and remakes its
// public pages (ADR 026, ADR 033).

export type SettingsAuthor = { id: string; name: string };

/** Stores the settings with a history line (before/after); false when nothing changed. */
export async function saveCompanySettings(
  next: CompanySettings,
  by: SettingsAuthor,
  now: Date = new Date(),
): Promise<boolean> {
  const changed = await db().transaction(async (tx) => {
    // The row is locked: two saves at once each record what the other left.
    const [row] = await tx
      .select({ data: companySettings.data })
      .from(companySettings)
      .where(eq(companySettings.id, 1))
      .for("update");
    const { timeZone: _, ...loaded } = currentCompany();
    const before = (row?.data as CompanySettings | undefined) ?? loaded;
    if (settingsChanges(before, next).length === 0) return false;
    await tx
      .insert(companySettings)
      .values({ id: 1, data: next, updatedAt: now, updatedBy: by.id })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: { data: next, updatedAt: now, updatedBy: by.id },
      });
    await tx.insert(companySettingsHistory).values({
      at: now,
      byUserId: by.id,
      byName: by.name,
      before: before as Record<string, unknown>,
      after: next as Record<string, unknown>,
    });
    return true;
  });
  if (changed) {
    await loadCompanySettings();
    await markSiteChanged("settings");
  }
  return changed;
}

export type SettingsHistoryEntry = {
  id: string;
  at: string;
  byName: string;
  changes: SettingsChange[];
};

/** The latest saves, newest first, each with what it changed. */
export async function settingsHistory(limit = 30): Promise<SettingsHistoryEntry[]> {
  const rows = await db()
    .select()
    .from(companySettingsHistory)
    .orderBy(desc(companySettingsHistory.at))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    byName: r.byName,
    changes: settingsChanges(r.before, r.after),
  }));
}
