// Each margin figure opens the rows behind it (ADR 058), through the filters the pages
// already read: the register (?type, ?client by the name on the document, ?du/?au issued,
// ?encaisse_du/?encaisse_au cashed), /depenses (?mois, ?projet), a project's page (its
// documents, time and expenses), a client's page, and /marges?mois= (a month's time per
// member, each opening the member's week on /temps).

const q = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params)}`;

export type Period = { from: string; to: string };

/** A month's first and last day (« 2026-02 » → 2026-02-01, 2026-02-28). Imports nothing:
 * a project's page carries these links without the dashboard's chart code. */
export function monthBounds(month: string): Period {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

export const yearPeriod = (year: number): Period => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});

export const projectLinks = (id: string) => ({
  page: `/projets/${id}`,
  invoiced: `/projets/${id}#projet-documents`,
  cashed: `/projets/${id}#projet-documents`,
  time: `/projets/${id}#projet-temps`,
  expenses: q("/depenses", { projet: id, mois: "tout" }),
});

export const clientLinks = (id: string, name: string, period: Period) => ({
  page: `/clients/${id}`,
  invoiced: q("/documents", { type: "invoice", client: name, du: period.from, au: period.to }),
  cashed: q("/documents", {
    type: "invoice",
    client: name,
    encaisse_du: period.from,
    encaisse_au: period.to,
  }),
  // The client's projects: each shows its time and its expenses.
  time: q("/projets", { client: id }),
  expenses: q("/projets", { client: id }),
});

export const monthLinks = (month: string) => {
  const { from, to } = monthBounds(month);
  return {
    invoiced: q("/documents", { type: "invoice", du: from, au: to }),
    cashed: q("/documents", { type: "invoice", encaisse_du: from, encaisse_au: to }),
    // The month's time per member and project, summing to the figure (each member's
    // name opens their week): one member's week would show only part of it.
    time: `${q("/marges", { mois: month })}#temps-du-mois`,
    expenses: q("/depenses", { mois: month }),
  };
};

export const yearLinks = (year: number) => periodLinks(yearPeriod(year));

export const periodLinks = ({ from, to }: Period) => {
  return {
    invoiced: q("/documents", { type: "invoice", du: from, au: to }),
    cashed: q("/documents", { type: "invoice", encaisse_du: from, encaisse_au: to }),
    // The months of the period's last year: each opens its time.
    time: `${q("/marges", { annee: to.slice(0, 4) })}#marges-mois`,
    expenses: q("/depenses", { mois: "tout" }),
  };
};
