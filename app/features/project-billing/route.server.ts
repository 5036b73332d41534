import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES } from "#app/features/expenses/categories.ts";
import { amountOfMinutes, formatMinutes } from "#app/features/projects/time.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { unbilledOf } from "./billing.server.ts";
import { expenseAmount } from "./lines.ts";

// « Facturer » on a project's page (ADR 056): what is left to bill, for a role that issues
// invoices. The form itself is a GET to /create-invoice, whose loader fills the invoice.

/** One entry of the card, its texts written here (the page's script stays small). */
export type BillingRow = {
  /** The address's list it goes in. */
  name: "temps" | "depense";
  id: string;
  text: string;
  /** The duration and worth of time (« sans taux » without a rate), an expense's HT. */
  worth: string;
  /** Time without a rate cannot be billed by time. */
  off: boolean;
};

export type BillingCardData = BillingRow[];

/** GET /projets/:id: the unbilled billable time, then expenses; null without `invoices.issue`. */
export async function projectBilling(
  request: Request,
  projectId: string,
): Promise<BillingCardData | null> {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "invoices.issue")) return null;
  const open = await unbilledOf(projectId);
  return [
    ...open.time.map((t) => ({
      name: "temps" as const,
      id: t.id,
      text: [printedDay(t.day), t.memberName, t.prestation].filter(Boolean).join(" · "),
      worth: `${formatMinutes(t.minutes)} · ${t.rate === null ? "sans taux" : formatFcfa(amountOfMinutes(t.minutes, t.rate))}`,
      off: t.rate === null,
    })),
    ...open.expenses.map((e) => ({
      name: "depense" as const,
      id: e.id,
      text: `${printedDay(e.spentOn)} · ${e.supplier} · ${EXPENSE_CATEGORIES[e.category].label}`,
      worth: `${formatFcfa(expenseAmount(e, 0))} HT`,
      off: false,
    })),
  ];
}
