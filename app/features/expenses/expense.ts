import { printedDay } from "#app/features/documents/numbering.ts";
import { FRENCH_MONTHS } from "#app/lib/dates.ts";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "./categories.ts";

// The arithmetic and wording of expenses (ADR 054), without I/O: the VAT inside an
// amount, the month's bounds, the next day of a monthly expense, a row of the CSV.

/** The HT part of an amount TTC holding `vat` francs of VAT (whole francs). */
export function amountHt(ttc: number, vat: number): number {
  return ttc - vat;
}

/** Why an amount and its VAT cannot be recorded, in French; null when they can. */
export function vatProblem(ttc: number, vat: number): string | null {
  if (!Number.isSafeInteger(ttc) || ttc <= 0)
    return "Le montant TTC doit dépasser 0\u00a0F\u00a0CFA";
  if (!Number.isSafeInteger(vat) || vat < 0) return "La TVA ne peut pas être négative";
  if (vat > ttc) return "La TVA ne peut pas dépasser le montant TTC";
  return null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The day of a monthly expense's next copy: the month after `current`, on the day of the
 * month of `anchor` (its first day), or that month's last day when it is shorter
 * (31 January → 28 or 29 February → 31 March).
 */
export function nextMonthly(anchor: string, current: string): string {
  const wanted = Number(anchor.slice(8, 10));
  let year = Number(current.slice(0, 4));
  let month = Number(current.slice(5, 7)) + 1;
  if (month > 12) {
    month = 1;
    year += 1;
  }
  const day = Math.min(wanted, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether a string is a month « 2026-11 ». */
export function isMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/** A month's first and last days: « 2026-02 » → 2026-02-01 … 2026-02-28. */
export function monthBounds(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, m)).padStart(2, "0")}` };
}

/** « 2026-11 » → « novembre 2026 ». */
export function monthLabel(month: string): string {
  return `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export type ExpenseTotals = { ttc: number; vat: number; ht: number; billable: number };

/** The totals of a list: TTC, VAT, HT, and what is billable to clients (TTC). */
export function totalsOf(
  rows: readonly { amountTtc: number; vat: number; billable: boolean }[],
): ExpenseTotals {
  const totals = { ttc: 0, vat: 0, ht: 0, billable: 0 };
  for (const r of rows) {
    totals.ttc += r.amountTtc;
    totals.vat += r.vat;
    totals.ht += amountHt(r.amountTtc, r.vat);
    if (r.billable) totals.billable += r.amountTtc;
  }
  return totals;
}

/** The accountant's columns, in the register's CSV style (French headers, « ; »). */
export const EXPENSE_CSV_HEADERS = [
  "Date",
  "Fournisseur",
  "Catégorie",
  "Montant HT",
  "TVA",
  "Montant TTC",
  "Moyen de paiement",
  "Projet",
  "Client",
  "Refacturable",
  "Facturée sur",
  "Justificatif",
  "Récurrente",
  "Note",
  "Saisie par",
] as const;

export type ExpenseCsvInput = {
  spentOn: string;
  supplier: string;
  category: ExpenseCategory;
  amountTtc: number;
  vat: number;
  methodLabel: string;
  projectName: string | null;
  clientName: string | null;
  billable: boolean;
  invoiceNumber: string | null;
  hasReceipt: boolean;
  /** Recurring itself, or a copy of one. */
  recurring: boolean;
  note: string;
  createdByName: string;
};

/** One expense as a row of the CSV: days as the register prints them, whole francs. */
export function expenseCsvRow(e: ExpenseCsvInput): (string | number)[] {
  return [
    printedDay(e.spentOn),
    e.supplier,
    EXPENSE_CATEGORIES[e.category].label,
    amountHt(e.amountTtc, e.vat),
    e.vat,
    e.amountTtc,
    e.methodLabel,
    e.projectName ?? "",
    e.clientName ?? "",
    e.billable ? "oui" : "non",
    e.invoiceNumber ?? "",
    e.hasReceipt ? "oui" : "non",
    e.recurring ? "oui" : "non",
    e.note,
    e.createdByName,
  ];
}
