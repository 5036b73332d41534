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
  /** The address's list it goes in: `temps` or `depense`. */
  name: "temps" | "depense";
  id: string;
  /** Day, member or supplier; then the prestation or the category, muted. */
  label: string;
  detail: string;
  /** The duration (time), and the worth (without markup; « sans taux » for time without a rate). */
  figure: string;
  worth: string;
  /** Time without a rate cannot be billed by time. */
  disabled: boolean;
};

export type BillingCardData = { time: BillingRow[]; expenses: BillingRow[] };

/** GET /projets/:id: the unbilled billable time and expenses, or null without `invoices.issue`. */
export async function projectBilling(
  request: Request,
  projectId: string,
): Promise<BillingCardData | null> {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "invoices.issue")) return null;
  const open = await unbilledOf(projectId);
  return {
    time: open.time.map((t) => ({
      name: "temps",
      id: t.id,
      label: `${printedDay(t.day)} · ${t.memberName}`,
      detail: t.prestation,
      figure: formatMinutes(t.minutes),
      worth: t.rate === null ? "sans taux" : formatFcfa(amountOfMinutes(t.minutes, t.rate)),
      disabled: t.rate === null,
    })),
    expenses: open.expenses.map((e) => ({
      name: "depense",
      id: e.id,
      label: `${printedDay(e.spentOn)} · ${e.supplier}`,
      detail: EXPENSE_CATEGORIES[e.category].label,
      figure: "",
      worth: formatFcfa(expenseAmount(e, 0)),
      disabled: false,
    })),
  };
}
