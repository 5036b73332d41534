// `node --import tsx scripts/bench-margins.ts`: the margins at scale (ADR 058), on a
// PostgreSQL database seeded by `npm run seed:ledger` (DATABASE_URL): adds, once, 4 members
// with costs, 40 projects holding 2 000 of its invoices, 50 000 time entries and 3 000
// expenses, then times /marges's queries and figures for a year and the dashboard's twelve
// months (median of RUNS after two warm-ups). Goal: 300 ms.
import { sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { marginRows } from "#app/features/margins/margins.server.ts";
import { marginsBy } from "#app/features/margins/margins.ts";

const RUNS = Number(process.env.RUNS ?? 9);

async function seedOnce() {
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from time_entry`);
  if (rows[0]!.n >= 50_000) return;
  await db().execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-' || i, 'Membre ' || i, 'membre' || i || '@bench.sn', true, 'staff', now(), now()
    from generate_series(1, 4) i on conflict do nothing`);
  await db().execute(sql`
    insert into member_cost_history (user_id, effective_from, hourly_cost)
    select 'bench-' || i, d::date, 5000 + i * 1000 + (extract(month from d)::int) * 7
    from generate_series(1, 3) i, generate_series(now() - interval '2 years', now(), interval '6 months') d
    on conflict do nothing`);
  await db().execute(sql`
    insert into client (name, email) select 'Client banc ' || i, 'client' || i || '@bench.sn'
    from generate_series(1, 10) i`);
  await db().execute(sql`
    insert into client_project (name, client_id, starts_on)
    select 'Projet banc ' || i, (select id from client where name = 'Client banc ' || (1 + i % 10)),
      (now() - interval '2 years')::date
    from generate_series(1, 40) i`);
  await db().execute(sql`
    insert into project_document (document_id, project_id)
    select d.id, (array(select id from client_project order by name))[1 + (row_number() over ())::int % 40]
    from (select id from document where kind = 'invoice' order by issued_at limit 2000) d
    on conflict do nothing`);
  await db().execute(sql`
    insert into time_entry (user_id, project_id, day, minutes, task)
    select 'bench-' || (1 + i % 4), (array(select id from client_project order by name))[1 + i % 40],
      (now() - (i % 700) * interval '1 day')::date, 15 + (i * 7) % 240, 'Développement'
    from generate_series(1, 50000) i`);
  await db().execute(sql`
    insert into expense (spent_on, supplier, amount_ttc, vat, category, method, project_id, created_by_name)
    select (now() - (i % 700) * interval '1 day')::date, 'Fournisseur', 11800 + i, 1800, 'hebergement', 'wave',
      case when i % 3 = 0 then null else (array(select id from client_project order by name))[1 + i % 40] end,
      'Banc'
    from generate_series(1, 3000) i`);
}

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} ${times[Math.floor(RUNS / 2)]!.toFixed(0).padStart(6)} ms`);
}

await seedOnce();
const year = new Date().getUTCFullYear();
const all = async (period: { from: string; to: string }) => {
  const rows = await marginRows(period);
  return [marginsBy(rows, "project"), marginsBy(rows, "client"), marginsBy(rows, "month")];
};
await timed(`/marges ${year}`, () => all({ from: `${year}-01-01`, to: `${year}-12-31` }));
await timed(`/marges ${year - 1}`, () => all({ from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }));
await timed("dashboard, twelve months", () =>
  all({ from: `${year - 1}-12-01`, to: `${year}-11-30` }),
);
process.exit(0);
