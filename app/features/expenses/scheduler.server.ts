import { processSchedule, type Schedule } from "#app/features/platform/schedule.server.ts";
import { copyDueExpenses, type CopiedExpense } from "./expenses.server.ts";

/** How often the server looks for monthly expenses due: a day is the unit, ten minutes is on time. */
export const EXPENSE_TICK_MS = 10 * 60_000;

export type ExpenseScheduler = Schedule<CopiedExpense[]>;

/**
 * The monthly expenses' schedule in the server process (ADR 054, like the subscriptions'):
 * a pass at start (catching up a downtime), then every ten minutes; each expense is claimed
 * in the database, so several instances may tick at once. `clock` is injected for tests.
 */
const expenses = processSchedule<CopiedExpense[]>({
  name: "expense",
  intervalMs: EXPENSE_TICK_MS,
  empty: () => [],
  pass: (clock, stopped) => copyDueExpenses(clock(), { stopped }),
});

export const startExpenseScheduler = expenses.start;
/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export const expenseScheduler = expenses.running;
