import { desc, eq, inArray } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { documentNumbering, documentNumberingChange, documentSequence } from "#app/db/schema.ts";
import {
  DATE_NUMBERING,
  type Numbering,
  type NumberingMode,
} from "#app/features/documents/numbering.ts";

// How documents are numbered (ADR 046): by date (the default) or continuously per kind
// and year. Chosen deliberately, each switch recorded; a switch to continuous
// numbering starts a new series, so no number is ever handed out twice. The issuing
// transaction reads the mode itself (documents/register.server.ts, shared-locked),
// so documents never imports this feature.

export type NumberingChange = {
  id: string;
  at: Date;
  byName: string;
  from: NumberingMode;
  to: NumberingMode;
  series: number;
};

/** The numbering in force and every switch, newest first. */
export async function numberingState(): Promise<{
  numbering: Numbering;
  changes: NumberingChange[];
}> {
  const [row] = await db()
    .select({ mode: documentNumbering.mode, series: documentNumbering.series })
    .from(documentNumbering)
    .where(eq(documentNumbering.id, 1));
  const changes = await db()
    .select({
      id: documentNumberingChange.id,
      at: documentNumberingChange.at,
      byName: documentNumberingChange.byName,
      from: documentNumberingChange.from,
      to: documentNumberingChange.to,
      series: documentNumberingChange.series,
    })
    .from(documentNumberingChange)
    .orderBy(desc(documentNumberingChange.at));
  return { numbering: row ?? DATE_NUMBERING, changes };
}

/** The last number handed out in each of these series (absent: none yet). */
export async function lastInSeries(series: string[]): Promise<Record<string, number>> {
  const rows = await db()
    .select({ series: documentSequence.series, last: documentSequence.last })
    .from(documentSequence)
    .where(inArray(documentSequence.series, series));
  return Object.fromEntries(rows.map((r) => [r.series, r.last]));
}

/**
 * Switches the numbering, with its history line (who, when, from, to). Continuous
 * numbering switched on again starts its next series (FACT-2026-S2-0001): the
 * numbers of the earlier one are never handed out again.
 */
export async function switchNumbering(
  to: NumberingMode,
  by: { id: string | null; name: string },
  now: Date,
): Promise<{ ok: true; value: Numbering } | { ok: false; message: string }> {
  return db().transaction(async (tx) => {
    // Locked: waits for the issues under way, and two switches at once are taken in turn.
    const [row] = await tx
      .select({ mode: documentNumbering.mode, series: documentNumbering.series })
      .from(documentNumbering)
      .where(eq(documentNumbering.id, 1))
      .for("update");
    const before = row ?? DATE_NUMBERING;
    if (before.mode === to) {
      return {
        ok: false as const,
        message:
          to === "continuous"
            ? "La numérotation continue est déjà en place."
            : "La numérotation par date est déjà en place.",
      };
    }
    const next: Numbering = {
      mode: to,
      series: to === "continuous" ? before.series + 1 : before.series,
    };
    await tx
      .insert(documentNumbering)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: documentNumbering.id, set: next });
    await tx.insert(documentNumberingChange).values({
      at: now,
      byUserId: by.id,
      byName: by.name,
      from: before.mode,
      to,
      series: next.series,
    });
    return { ok: true as const, value: next };
  });
}
