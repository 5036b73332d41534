import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  client,
  clientDocument,
  clientProject,
  expense,
  projectDocument,
  timeEntry,
} from "#app/db/schema.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#app/features/documents/kinds.ts";
import { moveClock } from "#app/features/platform/clock.server.ts";
import { handleMemberCost } from "#app/features/projects/route.server.ts";
import { monthLinks } from "#app/features/margins/links.ts";
import { loader as margesLoader } from "../../app/routes/marges.tsx";
import { loader as dashboardLoader } from "../../app/routes/tableau-de-bord.tsx";
import { loader as projetsLoader } from "../../app/routes/projets.tsx";
import { loader as projetLoader } from "../../app/routes/projet.tsx";
import { emptyRegister } from "#tests/fixtures/ledger-rows.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import {
  getAs,
  postAs,
  routeArgs as args,
  signInTeam,
  type Who,
} from "#tests/fixtures/staff-requests.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// Margins (issue 34 §5, ADR 058) on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): raw rows written here (the costs through /equipe's own action, the
// rest as inserts), then /marges's and the dashboard's figures against arithmetic written
// in this file from those rows, never the app's helpers; and the roles that see no cost.

let gerant: Who;
let facturation: Who;
let commercial: Who;

beforeAll(async () => {
  process.env.TEST_CLOCK = "1";
  ({ gerant, facturation, commercial } = await signInTeam("marges", 180, [
    "gerant",
    "facturation",
    "commercial",
  ]));
});

afterEach(async () => {
  moveClock(new Date());
  await emptyTables(
    "expense, time_entry, project_document, client_project, member_cost, member_cost_history, client_document, client",
  );
  await emptyRegister(db());
});

afterAll(() => {
  delete process.env.TEST_CLOCK;
});

const get = (path: string, who: Who) => getAs(who, path, "192.0.2.189");
const post = (path: string, who: Who, form: Record<string, string>) =>
  postAs(who, path, form, "192.0.2.189");

/** round-half-away-from-zero(n / d) for n ≥ 0, d > 0, exact (independent of the app). */
const round = (n: number, d: number) => Number((2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d)));

// --- the raw rows ---

// Costs set on /equipe on these days: Awa 10 001 F/h from 1 March, 12 000 F/h from 1 June;
// Moussa none. Awa's February entry predates her first cost: it takes the first one.
const COSTS = [
  { at: "2026-03-01T09:00:00Z", who: "gerant", cost: 10_001 },
  { at: "2026-06-01T09:00:00Z", who: "gerant", cost: 12_000 },
] as const;
const TIME = [
  { who: "gerant", day: "2026-02-10", minutes: 45 },
  { who: "gerant", day: "2026-05-20", minutes: 30 },
  { who: "gerant", day: "2026-07-01", minutes: 90 },
  { who: "commercial", day: "2026-05-21", minutes: 120 },
] as const;
const EXPENSES = [{ day: "2026-05-10", ttc: 118_000, vat: 18_000 }];
// Invoices (HT) on the project, a credit note on the first, one cancelled with its avoir.
const DOCS = [
  { ref: "f1", kind: "invoice", ht: 500_000, at: "2026-05-31T23:30:00Z", status: "partial" },
  { ref: "a1", kind: "credit_note", ht: 50_000, at: "2026-06-02T10:00:00Z", source: "f1" },
  { ref: "f2", kind: "invoice", ht: 80_000, at: "2026-05-05T10:00:00Z", status: "cancelled" },
  { ref: "a2", kind: "credit_note", ht: 80_000, at: "2026-05-06T10:00:00Z", source: "f2" },
] as const;
const PAYMENTS = [{ on: "f1", day: "2026-06-01", amount: 200_000 }];

/** The cost of a member on a day, from COSTS: the latest on or before, else the first. */
function costOf(who: string, day: string): number | null {
  const mine = COSTS.filter((c) => c.who === who);
  if (mine.length === 0) return null;
  let cost: number = mine[0]!.cost;
  for (const c of mine) if (c.at.slice(0, 10) <= day) cost = c.cost;
  return cost;
}

/** What the test expects for a set of months, from the raw rows alone. */
function expected(months: (m: string) => boolean) {
  const live = DOCS.filter(
    (d) => d.kind === "invoice" && !("status" in d && d.status === "cancelled"),
  );
  let invoicedHt = 0;
  for (const inv of live) {
    if (!months(inv.at.slice(0, 7))) continue;
    invoicedHt += inv.ht;
    for (const note of DOCS) if ("source" in note && note.source === inv.ref) invoicedHt -= note.ht;
  }
  const cashed = PAYMENTS.filter((p) => months(p.day.slice(0, 7))).reduce(
    (s, p) => s + p.amount,
    0,
  );
  let timeCost = 0;
  let uncostedMinutes = 0;
  for (const t of TIME) {
    if (!months(t.day.slice(0, 7))) continue;
    const cost = costOf(t.who, t.day);
    if (cost === null) uncostedMinutes += t.minutes;
    else timeCost += round(t.minutes * cost, 60);
  }
  const expenses = EXPENSES.filter((e) => months(e.day.slice(0, 7))).reduce(
    (s, e) => s + e.ttc - e.vat,
    0,
  );
  return {
    invoicedHt,
    cashed,
    timeCost,
    uncostedMinutes,
    expenses,
    margin: invoicedHt - timeCost - expenses,
  };
}

async function seed() {
  const people = { gerant, commercial } as Record<string, Who>;
  for (const c of COSTS) {
    moveClock(new Date(c.at));
    const done = await routeAnswer(
      handleMemberCost(
        post("/equipe?cout", gerant, {
          intent: "cost",
          userId: people[c.who]!.user.id,
          hourlyCost: String(c.cost),
        }),
      ),
    );
    expect(done.status).toBe(302);
  }
  const [c] = await db()
    .insert(client)
    .values({ name: "Keur Wax SARL", email: "compta@keurwax.sn" })
    .returning();
  const [p] = await db()
    .insert(clientProject)
    .values({ name: "Boutique Keur Wax", clientId: c!.id, startsOn: "2026-02-01" })
    .returning();
  await db()
    .insert(timeEntry)
    .values(
      TIME.map((t) => ({
        userId: people[t.who]!.user.id,
        projectId: p!.id,
        day: t.day,
        minutes: t.minutes,
        task: "Développement",
      })),
    );
  await db()
    .insert(expense)
    .values(
      EXPENSES.map((e) => ({
        spentOn: e.day,
        supplier: "Freelance design",
        amountTtc: e.ttc,
        vat: e.vat,
        category: "sous_traitance" as const,
        method: "wave" as const,
        projectId: p!.id,
        createdByName: "Awa Ndiaye",
      })),
    );
  const ids = new Map<string, string>();
  let seq = 0;
  for (const d of DOCS) {
    const id = randomUUID();
    ids.set(d.ref, id);
    seq += 1;
    const number = `${d.kind === "invoice" ? "FACT" : "AVOIR"}-2026-MARGE-${seq}`;
    const ttc = d.ht + round(d.ht * 18, 100);
    await db().execute(sql`
      insert into document (id, kind, number, series, seq, issued_at, issued_by_name, party, project,
        total_ttc, source_id, status, snapshot)
      values (${id}, ${d.kind}, ${number}, ${number}, 1, ${d.at}, 'Awa Ndiaye', 'Keur Wax SARL',
        'Boutique', ${ttc}, ${"source" in d ? ids.get(d.source)! : null},
        ${"status" in d ? d.status : "issued"},
        ${JSON.stringify({ kind: d.kind, number, client: { name: "Keur Wax SARL" }, lines: [], totals: { totalAfterDiscount: d.ht, ttc } })}::jsonb)`);
    await db().insert(clientDocument).values({ documentId: id, clientId: c!.id });
    if (d.kind === "invoice")
      await db().insert(projectDocument).values({ documentId: id, projectId: p!.id });
  }
  for (const pay of PAYMENTS) {
    await db().execute(sql`
      insert into payment (id, document_id, amount, paid_on, method, reference, recorded_at, recorded_by_name)
      values (${randomUUID()}, ${ids.get(pay.on)!}, ${pay.amount}, ${pay.day}, 'wave', '',
        ${`${pay.day}T10:00:00Z`}, 'Awa Ndiaye')`);
  }
  return { projectId: p!.id, clientId: c!.id };
}

const pick = (f: Record<string, unknown>) => ({
  invoicedHt: f.invoicedHt,
  cashed: f.cashed,
  timeCost: f.timeCost,
  uncostedMinutes: f.uncostedMinutes,
  expenses: f.expenses,
  margin: f.margin,
});

describe("/marges", () => {
  it("per project, client and month, equals the arithmetic of the raw rows", async () => {
    const { projectId, clientId } = await seed();
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const page = (await margesLoader(args(get("/marges?annee=2026", gerant)))) as Awaited<
      ReturnType<typeof margesLoader>
    >;
    const year = expected(() => true);
    // By hand: 500 000 − 50 000 = 450 000 invoiced (f2 and its avoir: nothing); time:
    // 45 min × 10 001 = 7 500,75 → 7 501; 30 min × 10 001 = 5 000,5 → 5 001 (half away
    // from zero); 90 min × 12 000 = 18 000; Moussa's 2 h without cost; expense 100 000 HT.
    expect(year).toEqual({
      invoicedHt: 450_000,
      cashed: 200_000,
      timeCost: 30_502,
      uncostedMinutes: 120,
      expenses: 100_000,
      margin: 319_498,
    });
    expect(page.projects.map((p) => p.id)).toEqual([projectId]);
    expect(pick(page.projects[0]!)).toEqual(year);
    expect(page.clients.map((c) => c.id)).toEqual([clientId]);
    expect(pick(page.clients[0]!)).toEqual(year);
    expect(pick(page.total)).toEqual(year);
    // 319 498 ÷ 450 000 = 71,0 %.
    expect(page.projects[0]!.rateTenths).toBe(710);
    expect(page.uncosted).toEqual(["Moussa Diop"]);
    // Each month by its own rows: f1 issued 31 May (Dakar) keeps its June avoir.
    for (const m of page.months) expect(pick(m), m.month).toEqual(expected((x) => x === m.month));
    expect(page.months.find((m) => m.month === "2026-05")).toMatchObject({
      invoicedHt: 450_000,
      timeCost: 5_001,
      margin: 345_000 - 1,
    });
  });

  it("a month's « Coût du temps » opens its time per member and project, which sums to it", async () => {
    const { projectId } = await seed();
    moveClock(new Date("2026-12-15T10:00:00Z"));
    expect(monthLinks("2026-05").time).toBe("/marges?mois=2026-05#temps-du-mois");
    const load = async (query: string) =>
      (await margesLoader(args(get(`/marges${query}`, gerant)))) as Awaited<
        ReturnType<typeof margesLoader>
      >;
    const page = await load("?mois=2026-05");
    expect(page.year).toBe(2026);
    const may = page.monthTime!;
    expect(may.month).toBe("2026-05");
    // From TIME alone: Awa's 30 min on 20 May at 10 001 F/h; Moussa's 120 min, no cost.
    expect(
      may.rows.map((r) => [r.memberName, r.projectId, r.minutes, r.cost, r.uncostedMinutes]),
    ).toEqual([
      ["Awa Ndiaye", projectId, 30, round(30 * 10_001, 60), 0],
      ["Moussa Diop", projectId, 120, 0, 120],
    ]);
    // Each member's name opens their week of the month's first entry.
    expect(may.rows.map((r) => r.week)).toEqual([
      `/temps?membre=${encodeURIComponent(gerant.user.id)}&semaine=2026-05-20`,
      `/temps?membre=${encodeURIComponent(commercial.user.id)}&semaine=2026-05-21`,
    ]);
    // The list sums to the month's figure, itself the raw rows' arithmetic.
    const figure = expected((m) => m === "2026-05").timeCost;
    expect(may.timeCost).toBe(figure);
    expect(page.months.find((m) => m.month === "2026-05")!.timeCost).toBe(figure);
    // February: Awa's entry before her first cost takes that first one.
    expect((await load("?mois=2026-02")).monthTime!.timeCost).toBe(round(45 * 10_001, 60));
    // No month, or not a month: no list.
    expect((await load("?annee=2026")).monthTime).toBeNull();
    expect((await load("?mois=2026-13")).monthTime).toBeNull();
  });

  it("offers the years that have an invoice, time or an expense, and this one", async () => {
    const { projectId } = await seed();
    // An invoice of 2023, time of 2021 and an expense of 2019 beside the seed's 2026.
    await db().execute(sql`
      insert into document (id, kind, number, series, seq, issued_at, issued_by_name, party, project,
        total_ttc, status, snapshot)
      values (${randomUUID()}, 'invoice', 'FACT-2023-ANCIENNE', 'FACT-2023-ANCIENNE', 1,
        '2023-12-31T23:30:00Z', 'Awa Ndiaye', 'Keur Wax SARL', 'Boutique', 1180, 'issued',
        ${JSON.stringify({ kind: "invoice", lines: [], totals: { totalAfterDiscount: 1000 } })}::jsonb)`);
    await db().insert(timeEntry).values({
      userId: gerant.user.id,
      projectId,
      day: "2021-06-15",
      minutes: 30,
      task: "Audit",
    });
    await db()
      .insert(expense)
      .values({
        spentOn: "2019-03-01",
        supplier: "Hébergeur",
        amountTtc: 11_800,
        vat: 1_800,
        category: "hebergement" as const,
        method: "wave" as const,
        createdByName: "Awa Ndiaye",
      });
    moveClock(new Date("2027-02-01T10:00:00Z"));
    const page = (await margesLoader(args(get("/marges", gerant)))) as Awaited<
      ReturnType<typeof margesLoader>
    >;
    expect(page.years).toEqual([2027, 2026, 2023, 2021, 2019]);
  });

  it("a later change of cost does not rewrite the earlier months", async () => {
    await seed();
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const before = (await margesLoader(args(get("/marges?annee=2026", gerant)))) as Awaited<
      ReturnType<typeof margesLoader>
    >;
    await routeAnswer(
      handleMemberCost(
        post("/equipe?cout", gerant, {
          intent: "cost",
          userId: gerant.user.id,
          hourlyCost: "99999",
        }),
      ),
    );
    const after = (await margesLoader(args(get("/marges?annee=2026", gerant)))) as Awaited<
      ReturnType<typeof margesLoader>
    >;
    expect(after.months).toEqual(before.months);
  });
});

describe("the time the database keeps summed per month (ADR 062)", () => {
  /** Sets a member's cost on /equipe as the Gérant, on the day `at`. */
  async function setCost(who: Who, at: string, cost: number) {
    moveClock(new Date(at));
    const done = await routeAnswer(
      handleMemberCost(
        post("/equipe?cout", gerant, {
          intent: "cost",
          userId: who.user.id,
          hourlyCost: String(cost),
        }),
      ),
    );
    expect(done.status).toBe(302);
  }

  type Place = { project: string; user: string; month: string };
  const key = (p: Place) => `${p.project} ${p.user} ${p.month}`;
  const byPlace = (x: Place, y: Place) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0);

  it("follows every entry written, changed, moved or deleted, and every change of cost", async () => {
    const [c] = await db()
      .insert(client)
      .values({ name: "Sen Pharma", email: "a@sen.sn" })
      .returning();
    const [a, b] = await db()
      .insert(clientProject)
      .values([
        { name: "Site vitrine", clientId: c!.id, startsOn: "2026-01-05" },
        { name: "Application", clientId: c!.id, startsOn: "2026-01-05" },
      ])
      .returning();
    // Entries first, costs after: the costs reach back to entries already kept.
    const entries = await db()
      .insert(timeEntry)
      .values([
        {
          userId: gerant.user.id,
          projectId: a!.id,
          day: "2026-02-10",
          minutes: 45,
          task: "Maquette",
        },
        {
          userId: gerant.user.id,
          projectId: a!.id,
          day: "2026-02-11",
          minutes: 30,
          task: "Maquette",
        },
        { userId: gerant.user.id, projectId: a!.id, day: "2026-06-03", minutes: 7, task: "Revue" },
        {
          userId: commercial.user.id,
          projectId: a!.id,
          day: "2026-02-12",
          minutes: 120,
          task: "Atelier",
        },
        {
          userId: commercial.user.id,
          projectId: b!.id,
          day: "2026-03-02",
          minutes: 61,
          task: "Cadrage",
        },
      ])
      .returning();
    await setCost(gerant, "2026-03-01T09:00:00Z", 10_001);
    await setCost(gerant, "2026-06-01T09:00:00Z", 12_000);
    // A second change the same day replaces the first (an update of the history's row).
    await setCost(gerant, "2026-06-01T15:00:00Z", 12_345);
    const [first, second, , , moved] = entries;
    await db()
      .update(timeEntry)
      .set({ minutes: 50 })
      .where(sql`${timeEntry.id} = ${first!.id}`);
    await db()
      .update(timeEntry)
      .set({ day: "2026-07-20" })
      .where(sql`${timeEntry.id} = ${second!.id}`);
    await db()
      .update(timeEntry)
      .set({ projectId: a!.id })
      .where(sql`${timeEntry.id} = ${moved!.id}`);
    await db()
      .delete(timeEntry)
      .where(sql`${timeEntry.id} = ${entries[2]!.id}`);
    // A timer: nothing while it runs, its minutes once stopped.
    const [timer] = await db()
      .insert(timeEntry)
      .values({
        userId: gerant.user.id,
        projectId: b!.id,
        day: "2026-08-14",
        startedAt: new Date("2026-08-14T08:00:00Z"),
        task: "Support",
      })
      .returning();
    await db()
      .update(timeEntry)
      .set({ minutes: 95, startedAt: null })
      .where(sql`${timeEntry.id} = ${timer!.id}`);
    await setCost(commercial, "2026-09-01T09:00:00Z", 8_000);

    // By hand, from the entries as they now are. Awa: 10 001 F/h from 1 March (and before it,
    // her first cost), 12 345 F/h from 1 June. Moussa: 8 000 F/h from 1 September (the first).
    // 50 min × 10 001 / 60 = 8 334,17 → 8 334 (Feb, A); 30 min × 12 345 / 60 = 6 172,5 → 6 173
    // (Jul, A); 95 min × 12 345 / 60 = 19 546,25 → 19 546 (Aug, B); Moussa 120 min → 16 000
    // (Feb, A), 61 min × 8 000 / 60 = 8 133,33 → 8 133 (Mar, A, moved from B).
    const want = [
      {
        project: a!.id,
        user: commercial.user.id,
        month: "2026-02-01",
        entries: 1,
        minutes: 120,
        uncosted: 0,
        cost: 16_000,
      },
      {
        project: a!.id,
        user: commercial.user.id,
        month: "2026-03-01",
        entries: 1,
        minutes: 61,
        uncosted: 0,
        cost: 8_133,
      },
      {
        project: a!.id,
        user: gerant.user.id,
        month: "2026-02-01",
        entries: 1,
        minutes: 50,
        uncosted: 0,
        cost: 8_334,
      },
      {
        project: a!.id,
        user: gerant.user.id,
        month: "2026-07-01",
        entries: 1,
        minutes: 30,
        uncosted: 0,
        cost: 6_173,
      },
      {
        project: b!.id,
        user: gerant.user.id,
        month: "2026-08-01",
        entries: 1,
        minutes: 95,
        uncosted: 0,
        cost: 19_546,
      },
    ].sort(byPlace);
    const kept = async () =>
      (
        await db().execute<Record<string, unknown>>(sql`
          select project_id, user_id, month::text as month, entries, minutes, uncosted_minutes, cost
          from time_month`)
      ).rows
        .map((r) => ({
          project: String(r.project_id),
          user: String(r.user_id),
          month: String(r.month),
          entries: Number(r.entries),
          minutes: Number(r.minutes),
          uncosted: Number(r.uncosted_minutes),
          cost: Number(r.cost),
        }))
        .sort(byPlace);
    expect(await kept()).toEqual(want);
    // The same rows made again from nothing (what a restore does).
    await db().execute(sql`delete from time_month`);
    await db().execute(sql`select time_month_rebuild()`);
    expect(await kept()).toEqual(want);
    // And what the projects' pages show: minutes and cost of time over each project's life.
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const list = (await projetsLoader(args(get("/projets", gerant)))) as unknown as {
      projects: { id: string; minutes: number }[];
      margins: Record<string, { timeCost: number }> | null;
    };
    const minutesOf = (id: string) => list.projects.find((p) => p.id === id)!.minutes;
    expect(minutesOf(a!.id)).toBe(120 + 61 + 50 + 30);
    expect(minutesOf(b!.id)).toBe(95);
    expect(list.margins![a!.id]!.timeCost).toBe(16_000 + 8_133 + 8_334 + 6_173);
    expect(list.margins![b!.id]!.timeCost).toBe(19_546);
  });
});

describe("the year's invoices at scale (ADR 060)", () => {
  it("come summed per place by the database, their HT from the column filled at insert", async () => {
    const { projectId, clientId } = await seed();
    // 60 more invoices of the project in March, a credit note on every third one.
    const more = Array.from({ length: 60 }, (_, i) => ({ ht: 10_000 + 7 * i, note: i % 3 === 0 }));
    let seq = 0;
    for (const m of more) {
      const id = randomUUID();
      seq += 1;
      const write = async (
        docId: string,
        kind: DocumentKind,
        ht: number,
        source: string | null,
      ) => {
        const number = `${DOCUMENT_KINDS[kind].prefix}-2026-ECHELLE-${seq}`;
        await db().execute(sql`
          insert into document (id, kind, number, series, seq, issued_at, issued_by_name, party,
            project, total_ttc, source_id, snapshot)
          values (${docId}, ${kind}, ${number}, ${number}, 1, '2026-03-10T10:00:00Z', 'Awa Ndiaye',
            'Keur Wax SARL', 'Boutique', ${ht}, ${source},
            ${JSON.stringify({ kind, number, lines: [], totals: { totalAfterDiscount: ht } })}::jsonb)`);
        await db().insert(clientDocument).values({ documentId: docId, clientId });
      };
      await write(id, "invoice", m.ht, null);
      await db().insert(projectDocument).values({ documentId: id, projectId });
      if (m.note) await write(randomUUID(), "credit_note", 1_000, id);
    }
    // A snapshot without a whole-franc HT gives no column value, not a failed insert.
    const odd = randomUUID();
    await db().execute(sql`
      insert into document (id, kind, number, series, seq, issued_at, issued_by_name, party,
        project, total_ttc, snapshot)
      values (${odd}, 'proposal', 'PROP-ECHELLE', 'PROP-ECHELLE', 1, '2026-03-10T10:00:00Z',
        'Awa Ndiaye', 'Keur Wax SARL', 'Boutique', null,
        ${JSON.stringify({ totals: { totalAfterDiscount: "beaucoup" } })}::jsonb)`);
    const stored = (
      await db().execute<{ id: string; ht: string | null; snap: string | null }>(sql`
        select id, total_ht::text as ht, snapshot->'totals'->>'totalAfterDiscount' as snap
        from document`)
    ).rows;
    for (const r of stored) expect(r.ht, r.id).toBe(r.id === odd ? null : r.snap);

    // Count the rows the database sends for /marges's year.
    const pgClient = (db() as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    const query = pgClient.query;
    let rowsRead = 0;
    pgClient.query = async (...a: unknown[]) => {
      const result = (await (query as (...x: unknown[]) => Promise<unknown>).apply(
        pgClient,
        a,
      )) as {
        rows?: unknown[];
      };
      rowsRead += result?.rows?.length ?? 0;
      return result;
    };
    let page: Awaited<ReturnType<typeof margesLoader>>;
    moveClock(new Date("2026-12-15T10:00:00Z"));
    try {
      page = (await margesLoader(args(get("/marges?annee=2026", gerant)))) as typeof page;
    } finally {
      pgClient.query = query;
    }
    // By hand: the 450 000 of seed(), then Σ (10 000 + 7 i) for i < 60 = 600 000 + 7 × 1 770,
    // less 1 000 for each of the 20 notes.
    const invoicedHt = 450_000 + 600_000 + 7 * 1_770 - 20 * 1_000;
    expect(page.total.invoicedHt).toBe(invoicedHt);
    expect(page.projects[0]!.invoicedHt).toBe(invoicedHt);
    expect(page.months.find((m) => m.month === "2026-03")!.invoicedHt).toBe(
      600_000 + 7 * 1_770 - 20_000,
    );
    // Sums per project, client and month, not the 84 invoices and notes one by one.
    expect(rowsRead).toBeLessThan(40);
  });
});

describe("/marges's clients", () => {
  it("lists the 10 most invoiced, every client behind « Voir tous les clients »", async () => {
    // 12 clients, one invoice each of 1 000 × (k + 1) HT, issued in March.
    for (let k = 0; k < 12; k++) {
      const [c] = await db()
        .insert(client)
        .values({ name: `Client ${String(k).padStart(2, "0")}` })
        .returning();
      const id = randomUUID();
      const number = `FACT-2026-CLIENTS-${k}`;
      await db().execute(sql`
        insert into document (id, kind, number, series, seq, issued_at, issued_by_name, party,
          project, total_ttc, snapshot)
        values (${id}, 'invoice', ${number}, ${number}, 1, '2026-03-10T10:00:00Z', 'Awa Ndiaye',
          ${c!.name}, 'Site', ${1_000 * (k + 1)},
          ${JSON.stringify({ totals: { totalAfterDiscount: 1_000 * (k + 1) } })}::jsonb)`);
      await db().insert(clientDocument).values({ documentId: id, clientId: c!.id });
    }
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const load = async (query: string) =>
      (await margesLoader(args(get(`/marges${query}`, gerant)))) as Awaited<
        ReturnType<typeof margesLoader>
      >;
    const top = await load("?annee=2026");
    // Clients 02 to 11 (3 000 to 12 000 F), the table's order: the larger margin first.
    expect(top.clients.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Client ${String(11 - i).padStart(2, "0")}`),
    );
    expect(top.clientsCount).toBe(12);
    expect(top.moreClients).toEqual({
      to: "/marges?annee=2026&clients=tous#marges-clients",
      label: "Voir tous les clients (12\u00a0; ici les 10 plus facturés)",
    });
    // The year's total still counts every client: Σ 1 000 × k for k = 1 … 12 = 78 000.
    expect(top.total.invoicedHt).toBe(78_000);
    const all = await load("?annee=2026&clients=tous");
    expect(all.clients).toHaveLength(12);
    expect(all.moreClients?.to).toBe("/marges?annee=2026#marges-clients");
    expect(all.clients.reduce((s, c) => s + c.invoicedHt, 0)).toBe(78_000);
  });
});

describe("the dashboard's margins", () => {
  it("« Marge par projet » and « Marge par mois » equal the raw rows' arithmetic", async () => {
    const { projectId } = await seed();
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const { margins } = (await dashboardLoader(args(get("/tableau-de-bord", gerant)))) as Awaited<
      ReturnType<typeof dashboardLoader>
    >;
    expect(margins).not.toBeNull();
    // The twelve months January … December 2026 hold every row.
    expect(margins!.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
    );
    expect(pick(margins!.projects.find((p) => p.id === projectId)!)).toEqual(expected(() => true));
    for (const m of margins!.months)
      expect(pick(m), m.month).toEqual(expected((x) => x === m.month));
  });
});

describe("who sees a margin", () => {
  it("Facturation and Commercial: 403 on /marges, no cost nor margin on their pages", async () => {
    const { projectId } = await seed();
    moveClock(new Date("2026-12-15T10:00:00Z"));
    const mine = (await projetLoader(
      args(get(`/projets/${projectId}`, gerant), { id: projectId }),
    )) as {
      margin: unknown;
    };
    expect(mine.margin).toContainEqual(["Marge", "319\u00a0498\u00a0FCFA"]);
    for (const who of [facturation, commercial]) {
      expect((await routeAnswer(margesLoader(args(get("/marges", who))))).status).toBe(403);
      const pages = [
        await projetsLoader(args(get("/projets", who))),
        await projetLoader(args(get(`/projets/${projectId}`, who), { id: projectId })),
        await dashboardLoader(args(get("/tableau-de-bord", who))),
      ];
      expect(
        pages.map((p) => (p as { margins?: unknown; margin?: unknown }).margins ?? null),
      ).toEqual([null, null, null]);
      expect((pages[1] as { margin: unknown }).margin).toBeNull();
      const text = JSON.stringify(pages);
      // Neither a cost (10 001, 12 000, 30 502) nor a margin (319 498) nor their fields.
      expect(text).not.toMatch(/10001|12000|30502|319498|timeCost|hourlyCost|"margin":[^n]/);
    }
  });
});
