// A group's total is counted up to one past COUNT_CAP (ADR 039): past it, the exact figure
// would cost a count of every match and tell a reader nothing more.

export const COUNT_CAP = 100;

/** « 42 », « 1 000 », or « plus de 100 » when the count stopped past the cap. */
export function totalLabel(total: number): string {
  return total > COUNT_CAP ? `plus de ${COUNT_CAP}` : total.toLocaleString("fr-FR");
}
