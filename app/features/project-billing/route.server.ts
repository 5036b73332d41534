import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { amountOfMinutes } from "#app/features/projects/time.ts";
import { unbilledOf } from "./billing.server.ts";
import { expenseAmount } from "./lines.ts";

// « Facturer » on a project's page (ADR 056): what is left to bill, for a role that issues
// invoices. The form itself is a GET to /create-invoice, whose loader fills the invoice.

export type BillingCardData = Awaited<ReturnType<typeof unbilledOf>> & {
  /** Each time entry's worth and each expense's HT, as the lines will count them (no markup). */
  worth: Record<string, number>;
};

/** GET /projets/:id: the unbilled billable time and expenses, or null without `invoices.issue`. */
export async function projectBilling(
  request: Request,
  projectId: string,
): Promise<BillingCardData | null> {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "invoices.issue")) return null;
  const open = await unbilledOf(projectId);
  const worth: Record<string, number> = {};
  for (const t of open.time) if (t.rate !== null) worth[t.id] = amountOfMinutes(t.minutes, t.rate);
  for (const e of open.expenses) worth[e.id] = expenseAmount(e, 0);
  return { ...open, worth };
}
