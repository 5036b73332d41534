import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  clientProject,
  document,
  memberCost,
  memberCostHistory,
  timeEntry,
} from "#app/db/schema.ts";
import { getProject, projectOfDocument } from "#app/features/projects/projects.server.ts";
import { marginRows } from "#app/features/margins/margins.server.ts";
import { marginsBy } from "#app/features/margins/margins.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import { changeStatus } from "#app/features/documents/register.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { moveClock } from "#app/features/platform/clock.server.ts";
import {
  handleMemberCost,
  handleNewProject,
  handleProjectAction,
  handleTimeAction,
  loadMemberCosts,
  loadProject,
  loadProjects,
  loadWeek,
} from "#app/features/projects/route.server.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { emptyRegister } from "#tests/fixtures/ledger-rows.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { getAs, postAs, signInTeam, type Who } from "#tests/fixtures/staff-requests.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// Projects and time (issue 34 §1–2, ADR 052) on the real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL): « Démarrer le projet » from an accepted quote, its
// figures against arithmetic written here, two colleagues editing at once, the timer that
// is a row, time by hand in French, the week, and the internal cost only the Gérant sees.

let gerant: Who;
let facturation: Who;
let commercial: Who;

beforeAll(async () => {
  process.env.TEST_CLOCK = "1";
  ({ gerant, facturation, commercial } = await signInTeam("projets", 150, [
    "gerant",
    "facturation",
    "commercial",
  ]));
});

afterEach(async () => {
  moveClock(new Date());
  await emptyTables(
    "time_entry, project_document, client_project, member_cost, member_cost_history, catalogue_item, client_document, client",
  );
  await emptyRegister(db());
});

afterAll(() => {
  delete process.env.TEST_CLOCK;
});

const get = (path: string, who: Who) => getAs(who, path, "192.0.2.159");
const post = (path: string, who: Who, form: Record<string, string>) =>
  postAs(who, path, form, "192.0.2.159");

/** round-half-up(n / d) for n, d ≥ 0, in exact integers (independent of the app). */
const round = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

// 2,5 × 333 333 + 3 × 99 999 = 833 333 (833 332,5 rounded) + 299 997 = 1 133 330 HT;
// 7 % off: 79 333 (79 333,1) → net 1 053 997.
const LINES = [
  { designation: "Développement de la boutique", quantity: "2,5", unitPrice: "333 333" },
  { designation: "Maintenance trimestrielle", quantity: "3", unitPrice: "99 999" },
];
function quoteNet(): number {
  const gross = round(25n * 333_333n, 10n) + 3n * 99_999n;
  return Number(gross - round(gross * 7n, 100n));
}

async function acceptedQuote(): Promise<string> {
  const quote = await issueAs(gerant.user, "quote", {
    prestations: LINES,
    applyDiscount: true,
    discountPercentage: "7",
    applyVat: true,
    vatPercentage: "18",
    projectTitle: "Boutique en ligne Keur Wax",
  });
  const accepted = await changeStatus(quote.number, "accept", gerant.user);
  if (!accepted.ok) throw new Error(accepted.message);
  return quote.number;
}

async function start(quote: string, who: Who = commercial): Promise<string> {
  const answer = await routeAnswer(handleNewProject(post("/projets/nouveau", who, { quote })));
  expect(answer.status).toBe(302);
  expect(answer.location).toMatch(/^\/projets\/[0-9a-f-]{36}$/);
  return answer.location!.split("/").pop()!;
}

describe("« Démarrer le projet »", () => {
  it("refuses a quote not accepted, then makes one project of the accepted quote, its lines its budget", async () => {
    const quote = await issueAs(gerant.user, "quote", {
      prestations: LINES,
      applyDiscount: true,
      discountPercentage: "7",
    });
    const early = await routeAnswer(
      handleNewProject(post("/projets/nouveau", commercial, { quote: quote.number })),
    );
    expect(early.location).toBe(`/documents/${quote.number}`);
    expect(await db().select().from(clientProject)).toEqual([]);

    await changeStatus(quote.number, "accept", gerant.user);
    // Two colleagues click at once: one project.
    const [a, b] = await Promise.all([start(quote.number), start(quote.number, gerant)]);
    expect(a).toBe(b);
    const rows = await db().select().from(clientProject);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.leadId).not.toBeNull();
    expect(rows[0]!.budgetHt).toBe(quoteNet());
    expect(rows[0]!.budgetLines.map((l) => [l.designation, l.quantity, l.total])).toEqual([
      ["Développement de la boutique", "2.5", Number(round(25n * 333_333n, 10n))],
      ["Maintenance trimestrielle", "3", 3 * 99_999],
    ]);
  });

  it("counts the quote's deposit and balance invoices as invoiced, and their payments as cashed", async () => {
    const quote = await acceptedQuote();
    const id = await start(quote);
    const deposit = await issueDeposit(
      quote,
      { mode: "percent", percent: "30" },
      randomUUID(),
      gerant.user,
    );
    if (!deposit.ok) throw new Error(deposit.message);
    const balance = await issueBalance(quote, randomUUID(), gerant.user);
    if (!balance.ok) throw new Error(balance.message);
    const paid = await recordPayment(
      deposit.value.number,
      {
        amount: 100_000,
        paidOn: new Date().toISOString().slice(0, 10),
        method: "wave",
        reference: "W-1",
        requestKey: randomUUID(),
      },
      { id: gerant.user.id, name: gerant.user.name },
    );
    if (!paid.ok) throw new Error(paid.message);

    const page = (await loadProject(get(`/projets/${id}`, facturation), id)).project;
    // The deposit and the balance together invoice the quote's whole net HT.
    expect(page.budgetHt).toBe(quoteNet());
    expect(page.money).toEqual({ invoicedHt: quoteNet(), cashed: 100_000 });
    expect(page.documents.map((d) => d.number).sort()).toEqual(
      [quote, deposit.value.number, balance.value.number].sort(),
    );
    expect(page.quoteNumber).toBe(quote);
    // The deposit's own page leads to the project (its card), through its quote.
    const [dep] = await db()
      .select()
      .from(document)
      .where(eq(document.number, deposit.value.number));
    expect(await projectOfDocument(dep!.id)).toMatchObject({ id });

    const list = await loadProjects(get("/projets?statut=active", commercial));
    expect(list.projects.map((p) => [p.id, p.budgetHt, p.invoicedHt, p.cashed])).toEqual([
      [id, quoteNet(), quoteNet(), 100_000],
    ]);
    expect((await loadProjects(get("/projets?statut=closed", commercial))).projects).toEqual([]);
    const stranger = randomUUID();
    expect((await loadProjects(get(`/projets?client=${stranger}`, commercial))).projects).toEqual(
      [],
    );

    // « Rattacher »: an invoice of the same client joins; another client's is refused.
    const own = await issueAs(gerant.user, "invoice");
    const other = await issueAs(gerant.user, "invoice", {
      clientName: "Autre Client SA",
      clientEmail: "compta@autre-client.sn",
    });
    const link = (number: string) =>
      routeAnswer<{ result: { error: Record<string, string[]> } }>(
        handleProjectAction(post(`/projets/${id}`, facturation, { intent: "link", number }), id),
      );
    expect((await link(own.number)).status).toBe(302);
    const refused = await link(other.number);
    expect(refused.status).toBe(409);
    expect(refused.data!.result.error[""]![0]).toMatch(/d'un autre client que ce projet/);
    expect((await link(own.number)).data!.result.error[""]![0]).toMatch(/déjà dans ce projet/);
  });
});

describe("editing a project", () => {
  it("two colleagues at once: the second is told, nothing of the first is lost", async () => {
    const id = await start(await acceptedQuote());
    const [row] = await db().select().from(clientProject).where(eq(clientProject.id, id));
    const form = (name: string, status: string) => ({
      intent: "edit",
      version: String(row!.version),
      name,
      clientId: row!.clientId,
      status,
      leadId: "",
      startsOn: row!.startsOn,
      endsOn: "",
      hourlyRate: "25 000",
      notes: "",
    });
    const first = await routeAnswer(
      handleProjectAction(post(`/projets/${id}`, gerant, form("Boutique v2", "paused")), id),
    );
    expect(first.status).toBe(302);
    const second = await routeAnswer<{ result: { error: Record<string, string[]> } }>(
      handleProjectAction(post(`/projets/${id}`, commercial, form("Autre nom", "delivered")), id),
    );
    expect(second.status).toBe(409);
    expect(second.data!.result.error[""]![0]).toMatch(/modifié ce projet entre-temps/);
    const [after] = await db().select().from(clientProject).where(eq(clientProject.id, id));
    expect([after!.name, after!.status, after!.hourlyRate, after!.version]).toEqual([
      "Boutique v2",
      "paused",
      25_000,
      row!.version + 1,
    ]);
  });

  it("refuses bad input in French, and an end before the start", async () => {
    const id = await start(await acceptedQuote());
    const answer = await routeAnswer<{ result: { error: Record<string, string[]> } }>(
      handleProjectAction(
        post(`/projets/${id}`, gerant, {
          intent: "edit",
          version: "1",
          name: "",
          clientId: "x",
          startsOn: "2026-12-10",
          endsOn: "2026-12-01",
          hourlyRate: "12,5",
        }),
        id,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data!.result.error).toMatchObject({
      name: ["Nom du projet requis"],
      clientId: ["Choisissez le client"],
      hourlyRate: [expect.stringMatching(/un nombre entier de francs/)],
    });
  });
});

describe("time", () => {
  const T0 = new Date("2026-12-02T09:00:00Z"); // a Wednesday, 09:00 in Dakar
  const later = (s: number) => new Date(T0.getTime() + s * 1000);

  async function running(userId: string) {
    return db()
      .select()
      .from(timeEntry)
      .where(eq(timeEntry.userId, userId))
      .then((rows) => rows.filter((r) => r.minutes === null));
  }

  it("the timer is a row: it survives the page, starting another stops the first, minutes to the nearest", async () => {
    const a = await start(await acceptedQuote());
    const b = await start(await acceptedQuote());
    moveClock(T0);
    const started = await routeAnswer(
      handleTimeAction(
        post("/temps", commercial, {
          intent: "start",
          projectId: a,
          task: "Maquettes",
          billable: "on",
          back: `/projets/${a}`,
        }),
      ),
    );
    expect(started.location).toBe(`/projets/${a}`);
    // A reload, a closed tab: the page reads the row.
    moveClock(later(600));
    const week = await loadWeek(get("/temps", commercial));
    expect(week.running).toMatchObject({ projectId: a, task: "Maquettes" });
    // The clock runs on from where the test put it: a few milliseconds later.
    expect(Date.parse(week.running!.startedAt) - T0.getTime()).toBeLessThan(5_000);

    // 47 min 10 s later another starts: the first stops at 47 min (the exact halves: time.test.ts;
    // here the clock runs on while the request is served, a few hundred milliseconds).
    moveClock(later(47 * 60 + 10));
    await routeAnswer(
      handleTimeAction(post("/temps", commercial, { intent: "start", projectId: b })),
    );
    const [stopped] = await db().select().from(timeEntry).where(eq(timeEntry.projectId, a));
    expect(stopped!.minutes).toBe(47);
    expect((await running(commercial.user.id)).map((r) => r.projectId)).toEqual([b]);

    // 1 h 29 min 50 s on b: 90 minutes.
    moveClock(later(47 * 60 + 10 + 89 * 60 + 50));
    const [onB] = await running(commercial.user.id);
    const stop = await routeAnswer(
      handleTimeAction(post("/temps", commercial, { intent: "stop", id: onB!.id })),
    );
    expect(stop.status).toBe(302);
    const [b1] = await db().select().from(timeEntry).where(eq(timeEntry.projectId, b));
    expect([b1!.minutes, b1!.billable, b1!.day]).toEqual([90, false, "2026-12-02"]);
    expect(await running(commercial.user.id)).toEqual([]);

    // 10 seconds: under half a minute, nothing recorded.
    await routeAnswer(
      handleTimeAction(post("/temps", commercial, { intent: "start", projectId: a })),
    );
    moveClock(later(47 * 60 + 10 + 89 * 60 + 50 + 10));
    const [short] = await running(commercial.user.id);
    await routeAnswer(
      handleTimeAction(post("/temps", commercial, { intent: "stop", id: short!.id })),
    );
    expect(await db().select().from(timeEntry).where(eq(timeEntry.projectId, a))).toHaveLength(1);
  });

  it("two starts at once leave one running timer", async () => {
    const a = await start(await acceptedQuote());
    moveClock(T0);
    await Promise.all(
      [0, 1, 2].map(() =>
        routeAnswer(handleTimeAction(post("/temps", gerant, { intent: "start", projectId: a }))),
      ),
    );
    expect(await running(gerant.user.id)).toHaveLength(1);
  });

  it("time by hand, in French, and the week Monday to Sunday with its totals", async () => {
    const a = await start(await acceptedQuote());
    const [item] = await db()
      .insert(catalogueItem)
      .values({ designation: "Intégration", unitPrice: 120_000, unit: "jour" })
      .returning();
    moveClock(T0);
    const add = (day: string, duration: string, extra: Record<string, string> = {}) =>
      routeAnswer<{ result: { error: Record<string, string[]> } }>(
        handleTimeAction(
          post("/temps", facturation, {
            intent: "add",
            projectId: a,
            day,
            duration,
            billable: "on",
            ...extra,
          }),
        ),
      );
    expect((await add("2026-11-30", "1h30", { catalogueItemId: item!.id })).status).toBe(302);
    expect((await add("2026-12-06", "90")).status).toBe(302);
    expect((await add("2026-12-02", "1:05")).status).toBe(302);
    expect((await add("2026-12-07", "2h")).status).toBe(302); // next week
    expect((await add("2026-11-29", "45 min")).status).toBe(302); // the week before

    const bad = await add("2026-12-02", "1:75");
    expect(bad.status).toBe(400);
    expect(bad.data!.result.error.duration![0]).toMatch(/Minutes au-delà de 59/);
    expect((await add("2026-12-02", "beaucoup")).data!.result.error.duration![0]).toMatch(
      /Durée illisible\u00a0: écrivez par exemple «\u00a01h30\u00a0»/,
    );
    expect((await add("2026-02-30", "1h")).data!.result.error.day![0]).toMatch(/Jour/);

    const week = await loadWeek(get("/temps?semaine=2026-12-04", facturation));
    expect(week.week.days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(week.grid.perDay).toEqual([90, 0, 65, 0, 0, 0, 90]);
    expect(week.grid.total).toBe(90 + 65 + 90);
    expect(week.entries.find((e) => e.day === "2026-11-30")!.task).toBe("Intégration");
    // Without ?semaine, the clock's week.
    expect((await loadWeek(get("/temps", facturation))).week.monday).toBe("2026-11-30");

    // The project's billable worth: the catalogue's day (120 000 / 8 = 15 000 per hour)
    // for the entry on « Intégration »; the others have no rate.
    const page = (await loadProject(get(`/projets/${a}`, gerant), a)).project;
    expect(page.time.minutes).toBe(90 + 90 + 65 + 120 + 45);
    expect(page.time.billableValue).toBe(Number(round(90n * 15_000n, 60n)));
    expect(page.time.unpricedMinutes).toBe(90 + 65 + 120 + 45);

    // A closed project takes no more time.
    await db().update(clientProject).set({ status: "closed" }).where(eq(clientProject.id, a));
    const closed = await add("2026-12-02", "1h");
    expect(closed.status).toBe(409);
    expect(closed.data!.result.error[""]![0]).toMatch(/est clos/);
  });

  it("a member deletes only their own entries", async () => {
    const a = await start(await acceptedQuote());
    moveClock(T0);
    await routeAnswer(
      handleTimeAction(
        post("/temps", gerant, { intent: "add", projectId: a, day: "2026-12-02", duration: "30" }),
      ),
    );
    const [entry] = await db().select().from(timeEntry);
    await routeAnswer(
      handleTimeAction(post("/temps", commercial, { intent: "delete", id: entry!.id })),
    );
    expect(await db().select().from(timeEntry)).toHaveLength(1);
    await routeAnswer(
      handleTimeAction(post("/temps", gerant, { intent: "delete", id: entry!.id })),
    );
    expect(await db().select().from(timeEntry)).toHaveLength(0);
  });

  it("a member's week for the Gérant (`time.all`): a colleague's entries; refused to others, in French", async () => {
    const a = await start(await acceptedQuote());
    moveClock(T0);
    for (const [who, duration] of [
      [facturation, "50"],
      [commercial, "35"],
    ] as const) {
      await routeAnswer(
        handleTimeAction(
          post("/temps", who, { intent: "add", projectId: a, day: "2026-12-01", duration }),
        ),
      );
    }
    await db().insert(memberCost).values({ userId: facturation.user.id, hourlyCost: 17_493 });

    // The Gérant (Awa) opens Fatou's week: her entry only, the members to choose from.
    const fatou = await loadWeek(
      get(`/temps?membre=${facturation.user.id}&semaine=2026-12-03`, gerant),
    );
    expect(fatou.member).toEqual({ id: facturation.user.id, name: "Fatou Sarr", own: false });
    expect(fatou.entries.map((e) => e.minutes)).toEqual([50]);
    expect(fatou.grid.total).toBe(50);
    expect(fatou.members.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Awa Ndiaye", "Fatou Sarr", "Moussa Diop"]),
    );
    // No timer nor form of Fatou's on the Gérant's page, and no internal cost.
    expect(fatou.running).toBeNull();
    expect(JSON.stringify(fatou)).not.toMatch(/17493|hourlyCost/);
    // Her own week without ?membre: the Gérant's, none.
    const own = await loadWeek(get("/temps?semaine=2026-12-03", gerant));
    expect(own.member).toMatchObject({ id: gerant.user.id, own: true });
    expect(own.entries).toEqual([]);

    // An unknown member: a French 404, not a 500.
    const unknown = await routeAnswer<{ message: string }>(
      loadWeek(get(`/temps?membre=${randomUUID()}`, gerant)),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data!.message).toMatch(/Membre introuvable/);
    expect((await routeAnswer(loadWeek(get("/temps?membre=pas-un-id", gerant)))).status).toBe(404);

    // Commercial and Facturation may open only their own week: Fatou's refused, in French.
    for (const [who, other] of [
      [commercial, facturation],
      [facturation, commercial],
    ] as const) {
      const refused = await routeAnswer<{ message: string }>(
        loadWeek(get(`/temps?membre=${other.user.id}&semaine=2026-12-03`, who)),
      );
      expect(refused.status).toBe(403);
      expect(refused.data!.message).toMatch(/seulement votre propre temps/);
      expect(JSON.stringify(refused.data)).not.toMatch(/"minutes"/);
      // Their own id is their own week; they get no member list.
      const mine = await loadWeek(get(`/temps?membre=${who.user.id}&semaine=2026-12-03`, who));
      expect(mine.member).toMatchObject({ id: who.user.id, own: true });
      expect(mine.members).toEqual([]);
      expect(mine.entries).toHaveLength(1);
    }
  });
});

describe("the internal cost per hour", () => {
  const COST = "17 493";

  it("is set by the Gérant and shown to no other role", async () => {
    const a = await start(await acceptedQuote());
    const set = await routeAnswer(
      handleMemberCost(
        post("/equipe?cout", gerant, {
          intent: "cost",
          userId: commercial.user.id,
          hourlyCost: COST,
        }),
      ),
    );
    expect(set.status).toBe(302);
    expect(await loadMemberCosts(get("/equipe", gerant))).toEqual({ [commercial.user.id]: 17_493 });
    const [row] = await db().select().from(memberCost);
    expect(row!.hourlyCost).toBe(17_493);

    for (const who of [facturation, commercial]) {
      expect((await routeAnswer(loadMemberCosts(get("/equipe", who)))).status).toBe(403);
      const refused = await routeAnswer(
        handleMemberCost(
          post("/equipe?cout", who, { intent: "cost", userId: who.user.id, hourlyCost: "1" }),
        ),
      );
      expect(refused.status).toBe(403);
      // The pages these roles open carry no cost.
      const pages = JSON.stringify([
        await loadProjects(get("/projets", who)),
        await loadProject(get(`/projets/${a}`, who), a),
        await loadWeek(get("/temps", who)),
      ]);
      expect(pages).not.toMatch(/17493|17 493|hourlyCost/);
    }
    expect((await db().select().from(memberCost)).map((r) => r.hourlyCost)).toEqual([17_493]);

    const bad = await routeAnswer<{ result: { error: Record<string, string[]> } }>(
      handleMemberCost(
        post("/equipe?cout", gerant, {
          intent: "cost",
          userId: commercial.user.id,
          hourlyCost: "12,5",
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data!.result.error.hourlyCost![0]).toMatch(/nombre entier de francs/);
  });
});

describe("a project's thousands of entries (ADR 060)", () => {
  /** The rows the database hands over while `run` runs (PGlite or a pool: its `query`). */
  async function rowsRead<T>(run: () => Promise<T>): Promise<{ value: T; rows: number }> {
    const client = (db() as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    let rows = 0;
    client.query = async (...args: unknown[]) => {
      const result = (await (query as (...a: unknown[]) => Promise<unknown>).apply(
        client,
        args,
      )) as { rows?: unknown[] };
      rows += result?.rows?.length ?? 0;
      return result;
    };
    try {
      return { value: await run(), rows };
    } finally {
      client.query = query;
    }
  }

  it("its page and its margin sum 300 entries in the database, to the franc, each entry rounded", async () => {
    const a = await start(await acceptedQuote());
    await db().update(clientProject).set({ hourlyRate: 10_001 }).where(eq(clientProject.id, a));
    const members = [gerant, facturation];
    await db()
      .insert(memberCostHistory)
      .values(
        members.map((m) => ({ userId: m.user.id, effectiveFrom: "2026-01-01", hourlyCost: 3_001 })),
      );
    // 300 entries of a dozen lengths (each worth a fraction of a franc), two in three
    // billable, by two members, over two months.
    const lengths = [11, 17, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61];
    const entries = Array.from({ length: 300 }, (_, i) => ({
      userId: members[i % 2]!.user.id,
      projectId: a,
      day: `2026-0${3 + (i % 2)}-${String(1 + (i % 28)).padStart(2, "0")}`,
      minutes: lengths[i % lengths.length]!,
      billable: i % 3 !== 0,
      task: "Intégration",
    }));
    await db().insert(timeEntry).values(entries);

    // Independent arithmetic: each entry's worth at 10 001 F/h, its cost at 3 001 F/h.
    const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);
    const billable = entries.filter((e) => e.billable);
    const minutes = entries.reduce((s, e) => s + e.minutes, 0);
    const worth = Number(sum(billable.map((e) => round(BigInt(e.minutes) * 10_001n, 60n))));
    const cost = Number(sum(entries.map((e) => round(BigInt(e.minutes) * 3_001n, 60n))));

    const page = await rowsRead(() => getProject(a));
    expect(page.value!.time).toEqual({
      minutes,
      billableMinutes: billable.reduce((s, e) => s + e.minutes, 0),
      billableValue: worth,
      unpricedMinutes: 0,
    });
    expect(page.value!.entries).toHaveLength(100);
    expect(page.value!.byMember.reduce((s, m) => s + m.minutes, 0)).toBe(minutes);
    // Each member's own minutes, the one with the latest day first (Facturation's in April).
    const own = (m: { user: { id: string } }) =>
      entries.filter((e) => e.userId === m.user.id).reduce((s, e) => s + e.minutes, 0);
    expect(page.value!.byMember).toEqual([
      { name: facturation.user.name, minutes: own(facturation) },
      { name: gerant.user.name, minutes: own(gerant) },
    ]);
    // The 100 entries shown and sums (entries alike counted), not the 300 entries.
    expect(page.rows).toBeLessThan(200);

    const margin = await rowsRead(() => marginRows({ from: "1900-01-01", to: "2999-12-31" }, [a]));
    const figures = marginsBy(margin.value, "project").get(a)!;
    expect(figures.minutes).toBe(minutes);
    expect(figures.timeCost).toBe(cost);
    // One row per month of time, not one per distinct entry.
    expect(margin.value.time).toHaveLength(2);
    expect(margin.rows).toBeLessThan(50);
  });
});
