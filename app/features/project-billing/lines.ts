import { divideRounded, formatAmount } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "#app/features/expenses/categories.ts";
import { amountOfMinutes, formatMinutes } from "#app/features/projects/time.ts";
import type { Grouping } from "./choices.ts";

// « Facturer » a project (ADR 056), pure: the invoice lines made from its unbilled billable
// time and expenses. Francs are whole, rounded half away from zero, line by line.

export type BillableTime = {
  id: string;
  minutes: number;
  /** Whole francs per hour (ADR 052's `billingRate`); null: not billable by time. */
  rate: number | null;
  memberName: string;
  /** The prestation of the catalogue, else the task typed, else "". */
  prestation: string;
};

export type BillableExpense = {
  id: string;
  spentOn: string;
  supplier: string;
  category: ExpenseCategory;
  amountTtc: number;
  vat: number;
};

/** A line as the invoice form holds it (its texts), and its whole-franc total. */
export type BillingLine = {
  designation: string;
  quantity: string;
  unitPrice: string;
  total: number;
};

const TIME_LABEL = "Temps passé";

/**
 * A span of time at a rate: `minutes / 60` hours at the rate when that is exact in hundredths
 * of an hour (a multiple of 3 minutes), else 1 × the amount with the hours and the rate said in
 * the designation. Either way the total is round(minutes × rate / 60), half away from zero.
 */
function timeLine(label: string, minutes: number, rate: number): BillingLine {
  const total = amountOfMinutes(minutes, rate);
  const duration = formatMinutes(minutes);
  if (minutes % 3 === 0) {
    const hundredths = (minutes * 100) / 60;
    const whole = Math.floor(hundredths / 100);
    const rest = hundredths % 100;
    const quantity =
      rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, "0").replace(/0$/, "")}`;
    return {
      designation: `${label} (${duration})`,
      quantity,
      unitPrice: String(rate),
      total,
    };
  }
  return {
    designation: `${label} (${duration} à ${formatAmount(rate)}\u00a0F/h)`,
    quantity: "1",
    unitPrice: String(total),
    total,
  };
}

/** An expense's HT (its TTC less the VAT the firm recovers), raised by `markup` % (rounded). */
export function expenseAmount(
  e: Pick<BillableExpense, "amountTtc" | "vat">,
  markup: number,
): number {
  const ht = BigInt(e.amountTtc - e.vat);
  return Number(divideRounded(ht * BigInt(100 + markup), 100n));
}

export type BillingInput = {
  time: readonly BillableTime[];
  expenses: readonly BillableExpense[];
  grouping: Grouping;
  /** Whole percent added to each expense's HT; 0 for none. */
  markup: number;
};

export type Billing = {
  lines: BillingLine[];
  /** The entries the lines bill (entries without a rate are left out). */
  timeEntryIds: string[];
  expenseIds: string[];
};

/** The invoice line a time entry goes on: its prestation's, or its member's. */
function lineLabel(t: Pick<BillableTime, "memberName" | "prestation">, grouping: Grouping) {
  return grouping === "membre"
    ? `${TIME_LABEL} — ${t.memberName}`
    : t.prestation.trim() || TIME_LABEL;
}

/**
 * The invoice lines: the time grouped (by prestation or member, then by rate, so each line is
 * hours × one rate), in the order first met; then one line per expense, oldest first.
 */
export function billingLines({ time, expenses, grouping, markup }: BillingInput): Billing {
  const groups = new Map<string, { label: string; rate: number; minutes: number }>();
  const timeEntryIds: string[] = [];
  for (const t of time) {
    if (t.rate === null || t.minutes <= 0) continue;
    const label = lineLabel(t, grouping);
    const key = `${label}\u0000${t.rate}`;
    const group = groups.get(key) ?? { label, rate: t.rate, minutes: 0 };
    group.minutes += t.minutes;
    groups.set(key, group);
    timeEntryIds.push(t.id);
  }
  const lines = [...groups.values()].map((g) => timeLine(g.label, g.minutes, g.rate));
  const sorted = [...expenses].sort((a, b) => a.spentOn.localeCompare(b.spentOn));
  for (const e of sorted) {
    const total = expenseAmount(e, markup);
    const category = EXPENSE_CATEGORIES[e.category].label;
    const raised = markup > 0 ? `, majoré de ${markup}\u00a0%` : "";
    lines.push({
      designation: `${category} — ${e.supplier} du ${printedDay(e.spentOn)} (frais HT${raised})`,
      quantity: "1",
      unitPrice: String(total),
      total,
    });
  }
  return { lines, timeEntryIds, expenseIds: sorted.map((e) => e.id) };
}

/**
 * « Facturer »'s card shows the time as the lines it will make, not entry by entry (2 000
 * entries on a busy project, ADR 060): a lot is the entries of one line (a prestation, or a
 * member, as grouped, at one rate), counted and summed. It travels in the address as
 * `key.count.minutes`: the prefill finds its entries again and refuses it if they changed.
 */
export type TimeLot = {
  key: string;
  /** The line's designation without its hours: « Design », « Temps passé — Awa ». */
  label: string;
  rate: number | null;
  count: number;
  minutes: number;
  /** The entries' days, first and last (ISO). */
  from: string;
  to: string;
  ids: string[];
};

/** 64 bits of FNV-1a, hex: a short, stable name for a lot in the address. */
function lotKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (i & 0xff), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/** The unbilled time as the grouping's lots, in the order first met (entries oldest first). */
export function timeLots(
  time: readonly (BillableTime & { day: string })[],
  grouping: Grouping,
): TimeLot[] {
  const lots = new Map<string, TimeLot>();
  for (const t of time) {
    const label = lineLabel(t, grouping);
    const key = lotKey(`${grouping}\u0000${label}\u0000${t.rate ?? ""}`);
    const lot = lots.get(key);
    if (!lot) {
      lots.set(key, {
        key,
        label,
        rate: t.rate,
        count: 1,
        minutes: t.minutes,
        from: t.day,
        to: t.day,
        ids: [t.id],
      });
      continue;
    }
    lot.count += 1;
    lot.minutes += t.minutes;
    if (t.day < lot.from) lot.from = t.day;
    if (t.day > lot.to) lot.to = t.day;
    lot.ids.push(t.id);
  }
  return [...lots.values()];
}

/** A lot as the card's checkbox sends it. */
export const lotValue = (lot: Pick<TimeLot, "key" | "count" | "minutes">) =>
  `${lot.key}.${lot.count}.${lot.minutes}`;
