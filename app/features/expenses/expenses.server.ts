import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { db } from "#app/db/db.server.ts";
import { client, clientProject, document, expense, type PaymentMethod } from "#app/db/schema.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { toCsv } from "#app/lib/csv.ts";
import type { ExpenseCategory } from "./categories.ts";
import { EXPENSE_CSV_HEADERS, expenseCsvRow, nextMonthly } from "./expense.ts";
import type { ExpenseInput } from "./schemas.ts";

// Expenses in the database (ADR 054): recorded with their receipt in one statement, listed
// by month and project, exported for the accountant, and the recurring ones copied each
// month by the server's job, each claimed FOR UPDATE SKIP LOCKED.

export type ProjectChoice = { id: string; name: string; clientName: string };

/** Every project, for the form's list (an expense may come after a project ended). */
export async function projectChoices(): Promise<ProjectChoice[]> {
  return db()
    .select({ id: clientProject.id, name: clientProject.name, clientName: client.name })
    .from(clientProject)
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .orderBy(asc(clientProject.name));
}

export type NewExpense = ExpenseInput & {
  receipt: { bytes: Buffer; type: string } | null;
};

/**
 * Records an expense (its receipt in the same row): the anchor of a monthly one carries the
 * day of its next copy. A project that vanished meanwhile is said in French.
 */
export async function createExpense(
  input: NewExpense,
  by: { id: string; name: string },
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const projectId = input.projectId === "" ? null : input.projectId;
  if (projectId) {
    const [found] = await db()
      .select({ id: clientProject.id })
      .from(clientProject)
      .where(eq(clientProject.id, projectId));
    if (!found) return { ok: false, message: "Projet introuvable\u00a0: choisissez-en un autre." };
  }
  const [row] = await db()
    .insert(expense)
    .values({
      spentOn: input.spentOn,
      supplier: input.supplier,
      amountTtc: input.amountTtc,
      vat: input.vat,
      category: input.category,
      method: input.method,
      projectId,
      billable: input.billable,
      note: input.note,
      receipt: input.receipt?.bytes ?? null,
      receiptType: input.receipt?.type ?? null,
      recurring: input.recurring,
      nextOn: input.recurring ? nextMonthly(input.spentOn, input.spentOn) : null,
      createdBy: by.id,
      createdByName: by.name,
    })
    .returning({ id: expense.id });
  return { ok: true, id: row!.id };
}

export type ExpenseItem = {
  id: string;
  spentOn: string;
  supplier: string;
  amountTtc: number;
  vat: number;
  category: ExpenseCategory;
  method: PaymentMethod;
  projectId: string | null;
  projectName: string | null;
  clientName: string | null;
  billable: boolean;
  note: string;
  hasReceipt: boolean;
  receiptType: string | null;
  recurring: boolean;
  nextOn: string | null;
  recurrenceOf: string | null;
  invoiceNumber: string | null;
  createdByName: string;
};

export type ExpenseFilter = { projectId?: string | null; from?: string; to?: string };

function whereOf(filter: ExpenseFilter): SQL | undefined {
  return and(
    filter.projectId ? eq(expense.projectId, filter.projectId) : undefined,
    filter.from ? gte(expense.spentOn, filter.from) : undefined,
    filter.to ? lte(expense.spentOn, filter.to) : undefined,
  );
}

/** The expenses of a filter, newest first (the receipts' bytes are not read). */
export async function listExpenses(filter: ExpenseFilter): Promise<ExpenseItem[]> {
  return db()
    .select({
      id: expense.id,
      spentOn: expense.spentOn,
      supplier: expense.supplier,
      amountTtc: expense.amountTtc,
      vat: expense.vat,
      category: expense.category,
      method: expense.method,
      projectId: expense.projectId,
      projectName: clientProject.name,
      clientName: client.name,
      billable: expense.billable,
      note: expense.note,
      hasReceipt: sql<boolean>`${expense.receipt} is not null`,
      receiptType: expense.receiptType,
      recurring: expense.recurring,
      nextOn: expense.nextOn,
      recurrenceOf: expense.recurrenceOf,
      invoiceNumber: document.number,
      createdByName: expense.createdByName,
    })
    .from(expense)
    .leftJoin(clientProject, eq(clientProject.id, expense.projectId))
    .leftJoin(client, eq(client.id, clientProject.clientId))
    .leftJoin(document, eq(document.id, expense.invoicedDocumentId))
    .where(whereOf(filter))
    .orderBy(desc(expense.spentOn), desc(expense.createdAt));
}

/** A receipt's bytes and type, or null. */
export async function receiptOf(
  id: string,
): Promise<{ bytes: Buffer; type: string; spentOn: string } | null> {
  const [row] = await db()
    .select({ bytes: expense.receipt, type: expense.receiptType, spentOn: expense.spentOn })
    .from(expense)
    .where(eq(expense.id, id));
  if (!row?.bytes || !row.type) return null;
  return { bytes: row.bytes, type: row.type, spentOn: row.spentOn };
}

/** « Arrêter la récurrence »: no copy after this; false when it was not recurring. */
export async function stopRecurrence(id: string): Promise<boolean> {
  const stopped = await db()
    .update(expense)
    .set({ recurring: false, nextOn: null })
    .where(and(eq(expense.id, id), eq(expense.recurring, true)))
    .returning({ id: expense.id });
  return stopped.length > 0;
}

/** The accountant's CSV of a period (both days included), oldest first. */
export async function expensesCsv(period: { from: string; to: string }): Promise<string> {
  const rows = await listExpenses(period);
  rows.reverse();
  return toCsv(
    EXPENSE_CSV_HEADERS,
    rows.map((e) =>
      expenseCsvRow({
        ...e,
        methodLabel: PAYMENT_METHOD_LABELS[e.method],
        recurring: e.recurring || e.recurrenceOf !== null,
      }),
    ),
  );
}

export type CopiedExpense = { id: string; recurrenceOf: string; spentOn: string };

/**
 * One pass of the monthly copies: each recurring expense whose next day has come is
 * claimed FOR UPDATE SKIP LOCKED (another instance skips it), copied on that day without
 * its receipt, and its next day moved a month on, in one transaction; a downtime of
 * several months is caught up, one month at a time. `stopped` ends the pass early.
 */
export async function copyDueExpenses(
  now: Date,
  options: { stopped?: () => boolean } = {},
): Promise<CopiedExpense[]> {
  const today = dakarDay(now);
  const copied: CopiedExpense[] = [];
  for (;;) {
    if (options.stopped?.()) break;
    const made = await db().transaction(async (tx): Promise<CopiedExpense | "none" | "kept"> => {
      const due = await tx.execute<{ id: string }>(sql`
        select id from ${expense}
        where recurring and next_on <= ${today}::date
        order by next_on, id
        limit 1
        for update skip locked
      `);
      const id = due.rows[0]?.id;
      if (!id) return "none";
      const [anchor] = await tx.select().from(expense).where(eq(expense.id, id));
      const day = anchor!.nextOn!;
      const [copy] = await tx
        .insert(expense)
        .values({
          spentOn: day,
          supplier: anchor!.supplier,
          amountTtc: anchor!.amountTtc,
          vat: anchor!.vat,
          category: anchor!.category,
          method: anchor!.method,
          projectId: anchor!.projectId,
          billable: anchor!.billable,
          note: anchor!.note,
          recurrenceOf: id,
          createdBy: anchor!.createdBy,
          createdByName: anchor!.createdByName,
        })
        // A copy already there (made before a crash between the two statements): kept.
        .onConflictDoNothing({ target: [expense.recurrenceOf, expense.spentOn] })
        .returning({ id: expense.id });
      await tx
        .update(expense)
        .set({ nextOn: nextMonthly(anchor!.spentOn, day) })
        .where(eq(expense.id, id));
      return copy ? { id: copy.id, recurrenceOf: id, spentOn: day } : "kept";
    });
    if (made === "none") break;
    if (made !== "kept") copied.push(made);
  }
  return copied;
}
