import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES } from "#app/features/expenses/categories.ts";
import { amountOfMinutes, formatMinutes } from "#app/features/projects/time.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { unbilledOf } from "./billing.server.ts";
import { expenseAmount, lotValue, timeLots } from "./lines.ts";

// « Facturer » on a project's page (ADR 056): what is left to bill, for a role that issues
// invoices. The form itself is a GET to /create-invoice, whose loader fills the invoice.

/** One entry of the card, its texts written here (the page's script stays small). */
export type BillingRow = {
  /** The address's list it goes in. */
  name: "lot" | "depense";
  id: string;
  text: string;
  /** A lot's duration and worth at its rate (« sans taux » without one), an expense's HT. */
  worth: string;
  /** A lot without a rate cannot be billed by time. */
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
  // The time as lots (a member's prestation at one rate), not entry by entry (ADR 060).
  return [
    ...timeLots(open.time).map((l) => ({
      name: "lot" as const,
      id: lotValue(l),
      text: [
        l.from === l.to ? printedDay(l.from) : `${printedDay(l.from)} au ${printedDay(l.to)}`,
        l.memberName,
        l.prestation,
        `${l.count}\u00a0entrée${l.count > 1 ? "s" : ""}`,
      ]
        .filter(Boolean)
        .join(" · "),
      worth: `${formatMinutes(l.minutes)} · ${l.rate === null ? "sans taux" : formatFcfa(amountOfMinutes(l.minutes, l.rate))}`,
      off: l.rate === null,
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
