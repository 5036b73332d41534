import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES } from "#app/features/expenses/categories.ts";
import { amountOfMinutes, formatMinutes } from "#app/features/projects/time.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { unbilledOf } from "./billing.server.ts";
import { GROUPING_NAMES, type Grouping } from "./choices.ts";
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

export type BillingCardData = {
  /** How the time is grouped: the page's `?regroupement=` (a link, no script needed). */
  grouping: Grouping;
  rows: BillingRow[];
};

/** GET /projets/:id: the unbilled billable time, then expenses; null without `invoices.issue`. */
export async function projectBilling(
  request: Request,
  projectId: string,
): Promise<BillingCardData | null> {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "invoices.issue")) return null;
  const asked = new URL(request.url).searchParams.get("regroupement");
  const grouping: Grouping = GROUPING_NAMES.find((g) => g === asked) ?? GROUPING_NAMES[0];
  const open = await unbilledOf(projectId);
  // The time as the lines it will make (ADR 060), not entry by entry.
  const rows = [
    ...timeLots(open.time, grouping).map((l) => ({
      name: "lot" as const,
      id: lotValue(l),
      text: [
        l.label,
        `${l.count}\u00a0entrée${l.count > 1 ? "s" : ""}`,
        l.from === l.to
          ? `le ${printedDay(l.from)}`
          : `du ${printedDay(l.from)} au ${printedDay(l.to)}`,
      ].join(" · "),
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
  return { grouping, rows };
}
