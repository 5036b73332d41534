import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { amountOfMinutes } from "./time.ts";

// A project's figures (ADR 052), pure: what its documents invoiced and cashed, what its
// time is worth. Every amount is whole francs.

export type ProjectDoc = {
  id: string;
  kind: DocumentKind;
  status: string;
  /** The document's HT after discount (its snapshot's totals), whole francs. */
  ht: number;
  /** Payments recorded against it (invoices), whole francs TTC. */
  paidTotal: number;
  sourceId: string | null;
};

export type MoneyFigures = { invoicedHt: number; cashed: number };

/**
 * Invoiced (HT): the project's invoices that are not cancelled (a deposit, a balance, a
 * full invoice: each its own HT), less the credit notes made on them. Cashed: the payments
 * recorded on those invoices. A cancelled invoice counts for nothing, nor do its notes.
 */
export function moneyFigures(docs: readonly ProjectDoc[]): MoneyFigures {
  const live = new Map(
    docs.filter((d) => kindIs(d.kind, "payable") && d.status !== "cancelled").map((d) => [d.id, d]),
  );
  let invoicedHt = 0;
  let cashed = 0;
  for (const d of live.values()) {
    invoicedHt += d.ht;
    cashed += d.paidTotal;
  }
  for (const d of docs) {
    // A priced document that corrects an invoice: its credit note.
    const corrects = d.sourceId ? live.get(d.sourceId) : undefined;
    if (corrects && kindIs(d.kind, "priced") && !kindIs(d.kind, "payable")) invoicedHt -= d.ht;
  }
  return { invoicedHt, cashed };
}

/** Entries alike (same minutes, billable, rate): `count` of them (1 when absent). */
export type TimeLine = { minutes: number; billable: boolean; rate: number | null; count?: number };

export type TimeFigures = {
  minutes: number;
  billableMinutes: number;
  /** Σ of each billable entry's worth at its rate, each rounded (entries without a rate: 0). */
  billableValue: number;
  /** Billable minutes that have no rate (no project rate, a prestation not sold by time). */
  unpricedMinutes: number;
};

export function timeFigures(lines: readonly TimeLine[]): TimeFigures {
  const out: TimeFigures = { minutes: 0, billableMinutes: 0, billableValue: 0, unpricedMinutes: 0 };
  for (const l of lines) {
    const k = l.count ?? 1;
    out.minutes += l.minutes * k;
    if (!l.billable) continue;
    out.billableMinutes += l.minutes * k;
    if (l.rate === null) out.unpricedMinutes += l.minutes * k;
    // Each entry rounded on its own, then counted.
    else out.billableValue += amountOfMinutes(l.minutes, l.rate) * k;
  }
  return out;
}
