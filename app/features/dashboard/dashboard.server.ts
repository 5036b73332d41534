import { sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import {
  AGE_BUCKETS,
  conversionRate,
  lastMonths,
  monthBounds,
  monthSeries,
  shiftDay,
} from "./figures.ts";
import type { Dashboard } from "./dashboard-types.ts";

export type { Dashboard };

// The dashboard's figures (ADR 025), each read by one aggregate query over the
// register's own columns: the invoice's `paid_total` and `credited_total` (ADR 020)
// and the payments not cancelled.

const TOP_CLIENTS = 5;

type Row = Record<string, unknown>;

async function rows<T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute<T>(query)).rows as T[];
}

const n = (v: unknown) => Number(v ?? 0);

export async function loadDashboard(now: Date = new Date()): Promise<Dashboard> {
  const today = dakarDay(now);
  const months = lastMonths(today);
  const from = monthBounds(months[0]!).from;
  const to = monthBounds(months.at(-1)!).to;
  const owing = sql`d.kind = 'invoice' and d.status in ('issued', 'sent', 'partial')`;
  const balance = sql`(coalesce(d.total_ttc, 0) - d.paid_total - d.credited_total)`;
  // One statement each, run one after another: PGlite answers one query at a time anyway.
  // Grouped by the month's first day, then named: formatting 20 000 days costs more than 12.
  const cashed = await rows<{ month: string; amount: string; count: string }>(sql`
    select to_char(m.month, 'YYYY-MM') as month, m.amount, m.count from (
      select date_trunc('month', p.paid_on) as month, sum(p.amount) as amount, count(*) as count
      from payment p
      where p.cancelled_at is null and p.paid_on >= ${from} and p.paid_on <= ${to}
      group by 1) m`);
  // Every invoice still owed, in one pass, by days late (0 when not yet due).
  const owed = await rows<{ days: number; amount: string; count: string }>(sql`
    select greatest(${today}::date - d.due_date, 0) as days, sum(${balance}) as amount, count(*) as count
    from document d
    where ${owing} and ${balance} > 0
    group by 1`);
  const [quotes] = await rows<{ issued: string; accepted: string; refused: string }>(sql`
    select count(*) as issued,
      count(*) filter (where d.status = 'accepted') as accepted,
      count(*) filter (where d.status = 'refused') as refused
    from document d
    where d.kind = 'quote' and d.issued_at >= ${`${from}T00:00:00Z`}::timestamptz
      and d.issued_at < ${`${shiftDay(to, 1)}T00:00:00Z`}::timestamptz`);
  // Summed per invoice first, then per client: one lookup of the client per invoice paid.
  const top = await rows<{ party: string; amount: string; count: string }>(sql`
    with paid as (
      select p.document_id, sum(p.amount) as amount
      from payment p
      where p.cancelled_at is null and p.paid_on >= ${from} and p.paid_on <= ${to}
      group by p.document_id)
    select d.party as party, sum(paid.amount) as amount, count(*) as count
    from paid join document d on d.id = paid.document_id
    group by d.party
    order by 2 desc, 1
    limit ${TOP_CLIENTS}`);

  const series = monthSeries(
    cashed.map((r) => ({ month: r.month, amount: n(r.amount), count: n(r.count) })),
    today,
  );
  const overdue = AGE_BUCKETS.map((b) => {
    const inBucket = owed.filter((r) => {
      const days = n(r.days);
      return days >= b.from && (b.to === null || days <= b.to);
    });
    return {
      key: b.key,
      amount: inBucket.reduce((s, r) => s + n(r.amount), 0),
      count: inBucket.reduce((s, r) => s + n(r.count), 0),
    };
  });
  const issued = n(quotes?.issued);
  const accepted = n(quotes?.accepted);
  return {
    today,
    window: { from, to },
    cashed: series,
    cashedTotal: series.reduce((s, m) => s + m.amount, 0),
    toCash: {
      amount: owed.reduce((s, r) => s + n(r.amount), 0),
      count: owed.reduce((s, r) => s + n(r.count), 0),
    },
    overdue,
    quotes: {
      issued,
      accepted,
      refused: n(quotes?.refused),
      rate: conversionRate(issued, accepted),
    },
    topClients: top.map((r) => ({ party: r.party, amount: n(r.amount), count: n(r.count) })),
  };
}
