import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { client, clientProject, expense } from "#app/db/schema.ts";
import { copyDueExpenses } from "#app/features/expenses/expenses.server.ts";
import {
  exportExpenses,
  handleExpensesAction,
  handleNewExpense,
  loadExpenses,
  loadReceipt,
  projectExpenses,
} from "#app/features/expenses/route.server.ts";
import { moveClock } from "#app/features/platform/clock.server.ts";
import { parseCsv } from "#tests/fixtures/csv.ts";
import { pdf } from "#tests/fixtures/files.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { getAs, postAs, signInTeam, type Who } from "#tests/fixtures/staff-requests.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// Expenses (issue 34 §3, ADR 054) on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): « Nouvelle dépense » with a phone's photo or a PDF, checked by its
// content and kept in the row; French refusals; the list and its totals against sums
// written here; the accountant's CSV; the monthly copies, claimed once; the permission.

let gerant: Who;
let facturation: Who;
let projectId: string;

beforeAll(async () => {
  process.env.TEST_CLOCK = "1";
  ({ gerant, facturation } = await signInTeam("depenses", 170, ["gerant", "facturation"]));
});

async function aProject(name = "Boutique en ligne Keur Wax"): Promise<string> {
  const [c] = await db().insert(client).values({ name: "Keur Wax" }).returning();
  const [p] = await db()
    .insert(clientProject)
    .values({ name, clientId: c!.id, startsOn: "2026-11-01" })
    .returning();
  return p!.id;
}

afterEach(async () => {
  moveClock(new Date());
  await emptyTables("expense, client_project, client");
});

afterAll(() => {
  delete process.env.TEST_CLOCK;
});

const get = (path: string, who: Who) => getAs(who, path, "192.0.2.179");

function post(
  path: string,
  who: Who,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file)
    body.set("receipt", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return postAs(who, path, body, "192.0.2.179");
}

const HOSTING = {
  spentOn: "2026-11-05",
  supplier: "OVHcloud",
  amountTtc: "11 800",
  vat: "1 800",
  category: "hebergement",
  method: "carte",
};

/** A phone's photo: 4032 × 3024, as a JPEG. */
async function phonePhoto(): Promise<Uint8Array> {
  const bytes = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 240, g: 235, b: 220 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(bytes);
}

async function record(fields: Record<string, string>, who: Who = gerant) {
  return routeAnswer<{ result: { error?: Record<string, string[]> } }>(
    handleNewExpense(post("/depenses/nouvelle", who, fields)),
  );
}

describe("« Nouvelle dépense »", () => {
  it("keeps a photographed receipt resized to a JPEG in the row, and the project shows it", async () => {
    projectId = await aProject();
    const photo = await phonePhoto();
    const answer = await routeAnswer(
      handleNewExpense(
        post(
          "/depenses/nouvelle",
          gerant,
          { ...HOSTING, projectId, billable: "on" },
          { bytes: photo, name: "IMG_2041.jpg", type: "image/jpeg" },
        ),
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/projets/${projectId}`);
    const [row] = await db().select().from(expense);
    expect(row).toMatchObject({
      supplier: "OVHcloud",
      amountTtc: 11_800,
      vat: 1_800,
      category: "hebergement",
      method: "carte",
      projectId,
      billable: true,
      receiptType: "image/jpeg",
      createdByName: "Awa Ndiaye",
      recurring: false,
      nextOn: null,
    });
    const served = await loadReceipt(get(`/depenses/${row!.id}/justificatif`, gerant), row!.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    expect(row!.receipt!.byteLength).toBeLessThan(photo.byteLength);

    const shown = await projectExpenses(get(`/projets/${projectId}`, gerant), projectId);
    expect(shown?.expenses.map((e) => [e.supplier, e.hasReceipt])).toEqual([["OVHcloud", true]]);
    expect(shown?.totals).toEqual({ ttc: 11_800, vat: 1_800, ht: 10_000, billable: 11_800 });
  });

  it("a project's page lists its 10 latest expenses and totals all of them", async () => {
    projectId = await aProject();
    // 12 expenses on 12 days of November, 1 000 F TTC more each day (1 000 … 12 000), 18 % in.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      spentOn: `2026-11-${String(i + 1).padStart(2, "0")}`,
      supplier: `Fournisseur ${i + 1}`,
      amountTtc: 1_000 * (i + 1),
      vat: Math.round((1_000 * (i + 1) * 18) / 118),
      category: "licences" as const,
      method: "wave" as const,
      projectId,
      billable: i % 2 === 0,
      createdByName: "Awa Ndiaye",
    }));
    await db().insert(expense).values(rows);
    const shown = await projectExpenses(get(`/projets/${projectId}`, gerant), projectId);
    // The latest first: 12 November down to 3 November.
    expect(shown?.expenses.map((e) => e.supplier)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Fournisseur ${12 - i}`),
    );
    expect(shown?.count).toBe(12);
    // 1 000 + … + 12 000 = 78 000; billable the odd days: 1 000 + 3 000 + … + 11 000 = 36 000.
    expect(shown?.totals.ttc).toBe(78_000);
    expect(shown?.totals.billable).toBe(36_000);
  });

  it("keeps a PDF as sent, and refuses a file that only claims to be a photo", async () => {
    const sent = pdf();
    const ok = await routeAnswer(
      handleNewExpense(
        post("/depenses/nouvelle", gerant, HOSTING, {
          bytes: sent,
          name: "facture.pdf",
          type: "application/pdf",
        }),
      ),
    );
    expect(ok.status).toBe(302);
    const [row] = await db().select().from(expense);
    expect(row!.receiptType).toBe("application/pdf");
    expect(new Uint8Array(row!.receipt!)).toEqual(sent);

    const fake = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const refused = await routeAnswer<{ result: { error?: Record<string, string[]> } }>(
      handleNewExpense(
        post(
          "/depenses/nouvelle",
          gerant,
          { ...HOSTING, supplier: "Faux" },
          {
            bytes: fake,
            name: "recu.jpg",
            type: "image/jpeg",
          },
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.result.error?.receipt?.[0]).toMatch(/ni une photo .* ni un PDF/);
    expect(await db().select({ id: expense.id }).from(expense)).toHaveLength(1);
  });

  it("says in French what is wrong, and stores nothing", async () => {
    const tooMuchVat = await record({ ...HOSTING, vat: "12 000" });
    expect(tooMuchVat.status).toBe(400);
    expect(tooMuchVat.data?.result.error?.vat).toEqual([
      "La TVA ne peut pas dépasser le montant TTC",
    ]);
    const decimals = await record({ ...HOSTING, amountTtc: "11800,50" });
    expect(decimals.data?.result.error?.amountTtc?.[0]).toMatch(/nombre entier de francs/);
    const noProject = await record({ ...HOSTING, billable: "on" });
    expect(noProject.data?.result.error?.projectId?.[0]).toMatch(/^Refacturable\u00a0: /);
    const goneProject = await record({
      ...HOSTING,
      projectId: "8e2f1f0a-4a39-4a5e-9a52-0a3c5b1d2e3f",
    });
    expect(goneProject.status).toBe(409);
    expect(await db().select({ id: expense.id }).from(expense)).toHaveLength(0);
  });
});

describe("/depenses and the accountant's CSV", () => {
  it("lists a month or a project with its totals, and exports the period", async () => {
    moveClock(new Date("2026-11-20T10:00:00Z"));
    projectId = await aProject();
    const other = await aProject("Application mobile");
    await record({ ...HOSTING, projectId, billable: "on" });
    await record({
      ...HOSTING,
      spentOn: "2026-11-12",
      supplier: "Studio Graphik; Dakar",
      amountTtc: "250000",
      vat: "",
      category: "sous_traitance",
      method: "wave",
      projectId: other,
    });
    await record({
      ...HOSTING,
      spentOn: "2026-10-30",
      supplier: "=Taxi",
      amountTtc: "7 500",
      vat: "0",
      category: "transport",
      method: "especes",
    });

    const november = await loadExpenses(get("/depenses", gerant));
    expect(november.filter.month).toBe("2026-11");
    expect(november.expenses.map((e) => e.supplier)).toEqual(["Studio Graphik; Dakar", "OVHcloud"]);
    expect(november.totals).toEqual({
      ttc: 11_800 + 250_000,
      vat: 1_800,
      ht: 10_000 + 250_000,
      billable: 11_800,
    });
    const ofProject = await loadExpenses(get(`/depenses?mois=tout&projet=${other}`, gerant));
    expect(ofProject.expenses.map((e) => e.supplier)).toEqual(["Studio Graphik; Dakar"]);
    const october = await loadExpenses(get("/depenses?mois=2026-10", gerant));
    expect(october.totals.ttc).toBe(7_500);

    const csv = await exportExpenses(
      get("/depenses/export.csv?du=2026-10-01&au=2026-11-30", gerant),
    );
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="depenses-2026-10-01-au-2026-11-30.csv"',
    );
    // Read as bytes: Response.text() would drop the BOM French Excel needs.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const [headers, ...rows] = parseCsv(text);
    expect(headers!.slice(0, 7)).toEqual([
      "Date",
      "Fournisseur",
      "Catégorie",
      "Montant HT",
      "TVA",
      "Montant TTC",
      "Moyen de paiement",
    ]);
    expect(rows.map((r) => r.slice(0, 10))).toEqual([
      ["30/10/2026", "'=Taxi", "Transport", "7500", "0", "7500", "Espèces", "", "", "non"],
      [
        "05/11/2026",
        "OVHcloud",
        "Hébergement",
        "10000",
        "1800",
        "11800",
        "Carte",
        "Boutique en ligne Keur Wax",
        "Keur Wax",
        "oui",
      ],
      [
        "12/11/2026",
        "Studio Graphik; Dakar",
        "Sous-traitance",
        "250000",
        "0",
        "250000",
        "Wave",
        "Application mobile",
        "Keur Wax",
        "non",
      ],
    ]);

    const bad = await exportExpenses(get("/depenses/export.csv?du=2026-13-01&au=x", gerant));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^Période invalide/);
  });
});

describe("monthly expenses", () => {
  it("are copied once a month on the first's day, the month's last when shorter, caught up and stoppable", async () => {
    moveClock(new Date("2027-01-31T09:00:00Z"));
    await record({ ...HOSTING, spentOn: "2027-01-31", recurring: "on" });
    const [anchor] = await db().select().from(expense);
    expect(anchor!.nextOn).toBe("2027-02-28");

    // Nothing before its day.
    expect(await copyDueExpenses(new Date("2027-02-27T23:00:00Z"))).toEqual([]);
    // Two months missed, then two passes at once: each month copied once.
    const at = new Date("2027-04-02T08:00:00Z");
    const [a, b] = await Promise.all([copyDueExpenses(at), copyDueExpenses(at)]);
    expect([...a, ...b].map((c) => c.spentOn).sort()).toEqual(["2027-02-28", "2027-03-31"]);
    expect(await copyDueExpenses(at)).toEqual([]);
    const rows = await db().select().from(expense).orderBy(expense.spentOn);
    expect(rows.map((r) => [r.spentOn, r.recurrenceOf, r.amountTtc, r.receipt])).toEqual([
      ["2027-01-31", null, 11_800, null],
      ["2027-02-28", anchor!.id, 11_800, null],
      ["2027-03-31", anchor!.id, 11_800, null],
    ]);
    expect(rows[0]!.nextOn).toBe("2027-04-30");

    const stopped = await routeAnswer(
      handleExpensesAction(
        post("/depenses", gerant, { intent: "stop", id: anchor!.id, back: "/depenses?mois=tout" }),
      ),
    );
    expect(stopped).toMatchObject({ status: 302, location: "/depenses?mois=tout" });
    expect(await copyDueExpenses(new Date("2027-06-01T08:00:00Z"))).toEqual([]);
    const [after] = await db().select().from(expense).where(eq(expense.id, anchor!.id));
    expect([after!.recurring, after!.nextOn]).toEqual([false, null]);
  });
});

describe("the expenses permission", () => {
  it("is the Gérant's: another role neither opens the list nor sees a project's expenses", async () => {
    projectId = await aProject();
    const refused = await routeAnswer(loadExpenses(get("/depenses", facturation)));
    expect(refused.status).toBe(403);
    const posted = await routeAnswer(
      handleNewExpense(post("/depenses/nouvelle", facturation, HOSTING)),
    );
    expect(posted.status).toBe(403);
    expect(await projectExpenses(get(`/projets/${projectId}`, facturation), projectId)).toBeNull();
    expect(await db().select({ id: expense.id }).from(expense)).toHaveLength(0);
  });
});
