import { and, asc, desc, eq, gte, isNotNull, isNull, lte } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import { catalogueItem, client, clientProject, document, timeEntry } from "#app/db/schema.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import type { Outcome } from "./projects.server.ts";
import type { TimeEntryInput, TimerInput } from "./schemas.ts";
import { PROJECT_STATUSES, type ProjectStatus } from "./statuses.ts";
import { timerMinutes } from "./time.ts";

// A member's time (ADR 052). The running timer is a row (minutes null): it survives a
// reload, a closed tab and a restart; one per member (a partial unique index), and
// starting another stops the first in the same transaction.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type RunningTimer = {
  id: string;
  projectId: string;
  projectName: string;
  task: string;
  startedAt: string;
};

export async function runningTimer(userId: string): Promise<RunningTimer | null> {
  const [row] = await db()
    .select({
      id: timeEntry.id,
      projectId: timeEntry.projectId,
      projectName: clientProject.name,
      task: timeEntry.task,
      startedAt: timeEntry.startedAt,
    })
    .from(timeEntry)
    .innerJoin(clientProject, eq(clientProject.id, timeEntry.projectId))
    .where(and(eq(timeEntry.userId, userId), isNull(timeEntry.minutes)));
  return row ? { ...row, startedAt: row.startedAt!.toISOString() } : null;
}

export type CatalogueChoice = { id: string; designation: string; unit: string; unitPrice: number };

/** The prestations time may be spent on: the catalogue's, not archived. */
export async function catalogueChoices(): Promise<CatalogueChoice[]> {
  return db()
    .select({
      id: catalogueItem.id,
      designation: catalogueItem.designation,
      unit: catalogueItem.unit,
      unitPrice: catalogueItem.unitPrice,
    })
    .from(catalogueItem)
    .where(isNull(catalogueItem.archivedAt))
    .orderBy(asc(catalogueItem.designation));
}

/** What an entry is for, checked: its project takes time, its prestation exists. */
async function whatOf(
  input: Pick<TimerInput, "projectId" | "catalogueItemId" | "task">,
): Promise<Outcome<{ task: string; catalogueItemId: string | null }>> {
  const [project] = await db()
    .select({ status: clientProject.status, name: clientProject.name })
    .from(clientProject)
    .where(eq(clientProject.id, input.projectId));
  if (!project)
    return { ok: false, message: "Projet introuvable\u00a0: choisissez-le dans la liste." };
  if (!PROJECT_STATUSES[project.status as ProjectStatus].takesTime) {
    return {
      ok: false,
      message: `Le projet «\u00a0${project.name}\u00a0» est clos\u00a0: il ne reçoit plus de temps.`,
    };
  }
  let task = input.task;
  if (input.catalogueItemId) {
    const [item] = await db()
      .select({ designation: catalogueItem.designation })
      .from(catalogueItem)
      .where(and(eq(catalogueItem.id, input.catalogueItemId), isNull(catalogueItem.archivedAt)));
    if (!item) return { ok: false, message: "Prestation introuvable dans le catalogue." };
    task ||= item.designation;
  }
  return { ok: true, value: { task, catalogueItemId: input.catalogueItemId || null } };
}

export type Stopped = { minutes: number; projectName: string } | null;

/** Stops the member's running timer within `tx`: its minutes, or nothing under 30 s (deleted). */
async function stopRunning(tx: Tx, userId: string, at: Date, id?: string): Promise<Stopped> {
  const [row] = await tx
    .select({ id: timeEntry.id, startedAt: timeEntry.startedAt, projectName: clientProject.name })
    .from(timeEntry)
    .innerJoin(clientProject, eq(clientProject.id, timeEntry.projectId))
    .where(
      and(
        eq(timeEntry.userId, userId),
        isNull(timeEntry.minutes),
        id ? eq(timeEntry.id, id) : undefined,
      ),
    )
    .for("update", { of: timeEntry });
  if (!row) return null;
  const minutes = timerMinutes(row.startedAt!, at);
  if (minutes === 0) await tx.delete(timeEntry).where(eq(timeEntry.id, row.id));
  else await tx.update(timeEntry).set({ minutes }).where(eq(timeEntry.id, row.id));
  return { minutes, projectName: row.projectName };
}

/**
 * « Démarrer » a timer: the one already running (if any) stops first, in the same
 * transaction; two starts at once (two tabs) leave one timer, the partial index says so.
 */
export async function startTimer(
  userId: string,
  input: TimerInput,
  at: Date,
): Promise<Outcome<{ stopped: Stopped }>> {
  const what = await whatOf(input);
  if (!what.ok) return what;
  for (let attempt = 0; ; attempt++) {
    try {
      const stopped = await db().transaction(async (tx: Tx) => {
        const stopped = await stopRunning(tx, userId, at);
        await tx.insert(timeEntry).values({
          userId,
          projectId: input.projectId,
          day: dakarDay(at),
          startedAt: at,
          catalogueItemId: what.value.catalogueItemId,
          task: what.value.task,
          note: input.note,
          billable: input.billable,
        });
        return stopped;
      });
      return { ok: true, value: { stopped } };
    } catch (error) {
      // Another tab started one in between: stop that one instead, once.
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** « Arrêter »: the timer's minutes, to the nearest minute. */
export async function stopTimer(userId: string, id: string, at: Date): Promise<Stopped> {
  return db().transaction((tx: Tx) => stopRunning(tx, userId, at, id));
}

/** Time typed by hand. */
export async function addEntry(userId: string, input: TimeEntryInput): Promise<Outcome<null>> {
  const what = await whatOf(input);
  if (!what.ok) return what;
  await db().insert(timeEntry).values({
    userId,
    projectId: input.projectId,
    day: input.day,
    minutes: input.duration,
    catalogueItemId: what.value.catalogueItemId,
    task: what.value.task,
    note: input.note,
    billable: input.billable,
  });
  return { ok: true, value: null };
}

/**
 * A member deletes one of their own entries (a running timer too), never one an invoice
 * billed (ADR 056): "billed" then, "missing" when it is gone or not theirs.
 */
export async function deleteEntry(
  userId: string,
  id: string,
): Promise<"deleted" | "billed" | "missing"> {
  const mine = and(eq(timeEntry.id, id), eq(timeEntry.userId, userId));
  const gone = await db()
    .delete(timeEntry)
    .where(and(mine, isNull(timeEntry.invoicedDocumentId)))
    .returning({ id: timeEntry.id });
  if (gone.length > 0) return "deleted";
  const [kept] = await db().select({ id: timeEntry.id }).from(timeEntry).where(mine);
  return kept ? "billed" : "missing";
}

export type WeekEntry = {
  id: string;
  day: string;
  minutes: number;
  projectId: string;
  projectName: string;
  clientName: string;
  task: string;
  note: string;
  billable: boolean;
  /** The invoice that billed it (ADR 056), or null. */
  invoiceNumber: string | null;
};

/** A member's recorded time from `monday` to `sunday` (running timers aside). */
export async function weekEntries(
  userId: string,
  monday: string,
  sunday: string,
): Promise<WeekEntry[]> {
  const rows = await db()
    .select({
      id: timeEntry.id,
      day: timeEntry.day,
      minutes: timeEntry.minutes,
      projectId: timeEntry.projectId,
      projectName: clientProject.name,
      clientName: client.name,
      task: timeEntry.task,
      note: timeEntry.note,
      billable: timeEntry.billable,
      invoiceNumber: document.number,
    })
    .from(timeEntry)
    .innerJoin(clientProject, eq(clientProject.id, timeEntry.projectId))
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .leftJoin(document, eq(document.id, timeEntry.invoicedDocumentId))
    .where(
      and(
        eq(timeEntry.userId, userId),
        gte(timeEntry.day, monday),
        lte(timeEntry.day, sunday),
        isNotNull(timeEntry.minutes),
      ),
    )
    .orderBy(asc(timeEntry.day), desc(timeEntry.createdAt));
  return rows.map((r) => ({ ...r, minutes: r.minutes ?? 0 }));
}
