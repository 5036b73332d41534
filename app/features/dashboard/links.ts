import { AGE_BUCKETS, monthBounds, type AgeKey } from "./figures.ts";

// Every figure of the dashboard opens the register filtered to the rows behind it
// (ADR 025): the register's own URL parameters, read by its loader.

function register(params: Record<string, string>): string {
  return `/documents?${new URLSearchParams(params)}`;
}

/** Invoices with a payment (not cancelled) dated in the period; the register sums them. */
export function cashedLink(period: { from: string; to: string }, client?: string): string {
  return register({
    type: "invoice",
    ...(client ? { client } : {}),
    encaisse_du: period.from,
    encaisse_au: period.to,
  });
}

export function cashedInMonthLink(month: string): string {
  return cashedLink(monthBounds(month));
}

/** Invoices still owed (issued, sent or paid in part, with a balance). */
export function toCashLink(): string {
  return register({ type: "invoice", solde: "du" });
}

/** Invoices late by the bucket's days, or by a day or more without one. */
export function overdueLink(key?: AgeKey): string {
  const b = key ? AGE_BUCKETS.find((x) => x.key === key)! : { from: 1, to: null };
  return register({ type: "invoice", retard: `${b.from}-${b.to ?? ""}` });
}

/** The quotes issued in the window, or those of them accepted or refused. */
export function quotesLink(
  window: { from: string; to: string },
  status?: "accepted" | "refused",
): string {
  return register({
    type: "quote",
    ...(status ? { statut: status } : {}),
    du: window.from,
    au: window.to,
  });
}
