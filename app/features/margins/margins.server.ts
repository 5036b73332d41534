import { sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { DOCUMENT_KIND_NAMES, kindIs } from "#app/features/documents/kinds.ts";
import type {
  MarginInvoiced,
  MarginExpense,
  MarginPayment,
  MarginRows,
  MarginTime,
  MemberTimeRow,
} from "./margins.ts";

// The rows behind the margins (ADR 058), read for one year. The big tables are summed in
// SQL per project, client and month: the invoices less their credit notes (moneyFigures's
// rule), payments, time entries (each priced at the cost in effect on its day, rounded, then
// summed) and expenses (ADR 060): a few hundred rows for a year, not one per document.

type Row = Record<string, unknown>;

async function rows<T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute<T>(query)).rows as T[];
}

const n = (v: unknown) => Number(v ?? 0);
const idOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

const PAYABLE = DOCUMENT_KIND_NAMES.filter((k) => kindIs(k, "payable"));
// A priced kind neither owed nor answered: what corrects an invoice (the credit note).
const CORRECTING = DOCUMENT_KIND_NAMES.filter(
  (k) => kindIs(k, "priced") && !kindIs(k, "payable") && !kindIs(k, "answerable"),
);
const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/** A period's days and the instants that bound it (Dakar is UTC all year). */
function bounds(period: { from: string; to: string }) {
  const after = new Date(`${period.to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return {
    from: period.from,
    to: period.to,
    start: `${period.from}T00:00:00Z`,
    end: after.toISOString(),
  };
}

// A document's project: it is linked, or the document it was made from is (a quote's
// invoices), or that one's source is (ADR 052's tree, read upwards).
const PROJECT_OF = sql`coalesce(pd0.project_id, pd1.project_id, pd2.project_id)`;
const PROJECT_JOINS = sql`
  left join project_document pd0 on pd0.document_id = d.id
  left join document s on s.id = d.source_id
  left join project_document pd1 on pd1.document_id = s.id
  left join project_document pd2 on pd2.document_id = s.source_id`;

// Each member's costs as ranges of days: the first one reaches back to any earlier day.
const COST_RANGES = sql`
    with ranges as (
      select user_id, hourly_cost,
        case when row_number() over w = 1 then '-infinity'::date else effective_from end as lo,
        coalesce(lead(effective_from) over w, 'infinity'::date) as hi
      from member_cost_history
      window w as (partition by user_id order by effective_from))`;

/** The first days of a period's first and last months, when it is made of whole months. */
function wholeMonths(y: { from: string; to: string }): { first: string; last: string } | null {
  const next = new Date(`${y.to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  if (!y.from.endsWith("-01") || next.getUTCDate() !== 1) return null;
  return { first: y.from, last: `${y.to.slice(0, 7)}-01` };
}

/** A period's rows (a year, the dashboard's twelve months): its invoices and their credit notes, payments, time and expenses. */
export async function marginRows(
  period: { from: string; to: string },
  /** Only these projects' rows (a project's page, the projects' list). */
  projectIds?: readonly string[],
): Promise<MarginRows & { uncosted: string[] }> {
  const y = bounds(period);
  const only = (column: ReturnType<typeof sql>) =>
    projectIds === undefined
      ? sql`true`
      : projectIds.length === 0
        ? sql`false`
        : sql`${column} in (${sql.join(
            projectIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  // A few projects' rows (their pages, over all their life): from their documents' tree
  // (linked, made from those, credit notes on those), not from every invoice.
  const tree =
    projectIds === undefined
      ? sql``
      : sql`with recursive tree(id, depth) as (
          select document_id, 0 from project_document where ${only(sql`project_id`)}
          union
          select d.id, tree.depth + 1 from document d join tree on d.source_id = tree.id
          where tree.depth < 2)`;
  // The tree's documents first, then what hangs on them: written as a join from the tree,
  // the database starts from its few rows instead of every document (ADR 062).
  const fromTree = (alias: string) =>
    projectIds === undefined
      ? sql.raw(`document ${alias}`)
      : sql.raw(`(select distinct id from tree) t join document ${alias} on ${alias}.id = t.id`);
  // moneyFigures's rule summed by the database per place (ADR 060): the period's invoices
  // not cancelled, less the credit notes on them, each note where its invoice belongs
  // (project, client, the invoice's month). The HT is the column the insert copied from
  // the snapshot (total_ht), so no snapshot is read. The invoices and their notes are two
  // branches of a union: an OR across them made the database hash every document twice.
  const place = sql`${PROJECT_OF} as "projectId", coalesce(cd.client_id, cp.client_id) as "clientId",
      to_char(d.issued_at at time zone 'UTC', 'YYYY-MM') as month`;
  const placeJoins = sql`
    ${PROJECT_JOINS}
    left join client_document cd on cd.document_id = d.id
    left join client_project cp on cp.id = ${PROJECT_OF}`;
  const invoicedRows = await rows(sql`
    ${tree}
    select "projectId", "clientId", month, sum(ht) as ht from (
      select ${place}, coalesce(d.total_ht, 0) as ht
      from ${fromTree("d")} ${placeJoins}
      where ${only(PROJECT_OF)} and d.kind in (${list(PAYABLE)})
        and d.status <> 'cancelled'
        and d.issued_at >= ${y.start}::timestamptz and d.issued_at < ${y.end}::timestamptz
      union all
      select ${place}, -coalesce(c.total_ht, 0)
      from ${fromTree("c")} join document d on d.id = c.source_id ${placeJoins}
      where ${only(PROJECT_OF)} and c.kind in (${list(CORRECTING)})
        and d.kind in (${list(PAYABLE)}) and d.status <> 'cancelled'
        and d.issued_at >= ${y.start}::timestamptz and d.issued_at < ${y.end}::timestamptz
    ) x
    group by 1, 2, 3`);
  const invoiced: MarginInvoiced[] = invoicedRows.map((r) => ({
    projectId: idOrNull(r.projectId),
    clientId: idOrNull(r.clientId),
    month: String(r.month),
    ht: n(r.ht),
  }));
  const paymentRows = await rows(sql`
    ${tree}
    select ${PROJECT_OF} as "projectId", coalesce(cd.client_id, cp.client_id) as "clientId",
      to_char(p.paid_on, 'YYYY-MM') as month, sum(p.amount) as amount
    from ${
      projectIds === undefined
        ? sql`payment p`
        : sql`(select distinct id from tree) t join payment p on p.document_id = t.id`
    }
    join document d on d.id = p.document_id
    ${PROJECT_JOINS}
    left join client_document cd on cd.document_id = d.id
    left join client_project cp on cp.id = ${PROJECT_OF}
    where ${only(PROJECT_OF)} and p.cancelled_at is null and p.paid_on >= ${y.from} and p.paid_on <= ${y.to}
    group by 1, 2, 3`);
  const payments: MarginPayment[] = paymentRows.map((r) => ({
    projectId: idOrNull(r.projectId),
    clientId: idOrNull(r.clientId),
    month: String(r.month),
    amount: n(r.amount),
  }));
  // Time from the months the database keeps summed (time_month, ADR 062): a period of whole
  // months (a year, the dashboard's twelve, a project's life) reads a few hundred rows, not
  // every entry priced again. Its sums are the entries' own (a test compares them).
  const months = wholeMonths(y);
  if (!months) throw new Error(`période de mois entiers attendue : ${y.from} → ${y.to}`);
  const timeRows = await rows(sql`
    select m.project_id as "projectId", cp.client_id as "clientId",
      to_char(m.month, 'YYYY-MM') as month, sum(m.minutes) as minutes,
      sum(m.uncosted_minutes) as "uncostedMinutes", sum(m.cost) as cost
    from time_month m
    join client_project cp on cp.id = m.project_id
    where ${only(sql`m.project_id`)} and m.month >= ${months.first}::date and m.month <= ${months.last}::date
    group by 1, 2, 3`);
  const time: MarginTime[] = timeRows.map((r) => ({
    projectId: idOrNull(r.projectId),
    clientId: idOrNull(r.clientId),
    month: String(r.month),
    minutes: n(r.minutes),
    uncostedMinutes: n(r.uncostedMinutes),
    cost: n(r.cost),
  }));
  // Who has time without a cost, only when some has.
  const uncosted = !time.some((t) => t.uncostedMinutes > 0)
    ? []
    : (
        await rows<{ name: string }>(sql`
          select name from "user" where id in (
            select m.user_id from time_month m
            where ${only(sql`m.project_id`)} and m.uncosted_minutes > 0
              and m.month >= ${months.first}::date and m.month <= ${months.last}::date)
          order by name`)
      ).map((r) => r.name);
  const expenseRows = await rows(sql`
    select e.project_id as "projectId", cp.client_id as "clientId",
      to_char(e.spent_on, 'YYYY-MM') as month, sum(e.amount_ttc - e.vat) as ht
    from expense e
    left join client_project cp on cp.id = e.project_id
    where ${only(sql`e.project_id`)} and e.spent_on >= ${y.from} and e.spent_on <= ${y.to}
    group by 1, 2, 3`);
  const expenses: MarginExpense[] = expenseRows.map((r) => ({
    projectId: idOrNull(r.projectId),
    clientId: idOrNull(r.clientId),
    month: String(r.month),
    ht: n(r.ht),
  }));
  return { invoiced, payments, time, expenses, uncosted };
}

/** Names of the projects and clients the tables list. */
export async function marginNames(projectIds: string[], clientIds: string[]) {
  const ids = (xs: string[]) =>
    sql.join(
      xs.map((x) => sql`${x}::uuid`),
      sql`, `,
    );
  const projects =
    projectIds.length === 0
      ? []
      : await rows<{ id: string; name: string; clientName: string }>(sql`
          select p.id, p.name, c.name as "clientName" from client_project p
          join client c on c.id = p.client_id where p.id in (${ids(projectIds)})`);
  const clients =
    clientIds.length === 0
      ? []
      : await rows<{ id: string; name: string }>(sql`
          select id, name from client where id in (${ids(clientIds)})`);
  return { projects, clients };
}

/** The years that have something to show, newest first (always this one). */
export async function marginYears(thisYear: number): Promise<number[]> {
  // Year after year by the indexes (issued_at, spent_on): a probe per year found, not a
  // read of every document and expense (ADR 062). Time from its months' table.
  const found = await rows<{ year: number }>(sql`
    with recursive docs(year) as (
      select extract(year from min(issued_at) at time zone 'UTC')::int from document
      where kind in (${list(PAYABLE)})
      union all
      select (select extract(year from min(issued_at) at time zone 'UTC')::int from document
        where kind in (${list(PAYABLE)})
          and issued_at >= make_timestamptz(docs.year + 1, 1, 1, 0, 0, 0, 'UTC'))
      from docs where docs.year is not null),
    spent(year) as (
      select extract(year from min(spent_on))::int from expense
      union all
      select (select extract(year from min(spent_on))::int from expense
        where spent_on >= make_date(spent.year + 1, 1, 1))
      from spent where spent.year is not null)
    select year from docs where year is not null
    union select year from spent where year is not null
    union select distinct extract(year from month)::int from time_month`);
  return [...new Set([thisYear, ...found.map((r) => n(r.year))])].sort((a, b) => b - a);
}

/**
 * A period's time (a month's « Coût du temps »), per member and project, identical entries
 * (same minutes, same cost in effect) counted, with the members' names and each group's
 * first day: priced entry by entry, it adds up to marginRows's SQL sum.
 */
export async function memberTimeRows(period: { from: string; to: string }) {
  const found = await rows(sql`
    ${COST_RANGES}
    select t.user_id as "userId", t.project_id as "projectId", t.minutes,
      r.hourly_cost as "hourlyCost", count(*) as count, min(t.day)::text as "firstDay"
    from time_entry t
    left join ranges r on r.user_id = t.user_id and t.day >= r.lo and t.day < r.hi
    where t.minutes is not null and t.day >= ${period.from} and t.day <= ${period.to}
    group by 1, 2, 3, 4`);
  const time: MemberTimeRow[] = found.map((r) => ({
    userId: String(r.userId),
    projectId: String(r.projectId),
    minutes: n(r.minutes),
    count: n(r.count),
    hourlyCost: r.hourlyCost === null ? null : n(r.hourlyCost),
    firstDay: String(r.firstDay).slice(0, 10),
  }));
  const userIds = [...new Set(time.map((t) => t.userId))];
  const members =
    userIds.length === 0
      ? []
      : await rows<{ id: string; name: string }>(sql`
          select id, name from "user" where id in (${list(userIds)})`);
  return { time, members };
}
