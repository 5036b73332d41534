import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  client,
  clientProject,
  document,
  expense,
  projectDocument,
  timeEntry,
} from "#app/db/schema.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { billingPrefill } from "#app/features/project-billing/billing.server.ts";
import { projectBilling } from "#app/features/project-billing/route.server.ts";
import { handleTimeAction } from "#app/features/projects/route.server.ts";
import { deleteEntry } from "#app/features/projects/time.server.ts";
import { action as documentAction } from "../../app/routes/document.tsx";
import { action as issueAction } from "../../app/routes/documents-emettre.ts";
import { emptyRegister } from "#tests/fixtures/ledger-rows.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { getAs, SITE, signInTeam, type Who } from "#tests/fixtures/staff-requests.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// « Facturer » a project (issue 34 §4, ADR 056), as the routes compose it, on the real
// database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the invoice's figures against
// arithmetic written here from the raw rows, the entries marked in the issuing transaction,
// never billed twice (one tab after the other, or two at once), freed by the avoir.

let gerant: Who;

beforeAll(async () => {
  ({ gerant } = await signInTeam("facturer", 170, ["gerant"]));
});

afterEach(async () => {
  await emptyTables(
    "expense, time_entry, project_document, client_project, client_document, client, outbox",
  );
  await emptyRegister(db());
});

const RATE = 15_000;
// The raw rows: minutes of billable time, one non-billable, one expense to bill, one not.
const MINUTES = [95, 50, 125];

async function project() {
  const [c] = await db()
    .insert(client)
    .values({
      name: "Keur Wax SARL",
      email: "compta@keurwax.sn",
      phone: "77 123 45 67",
      address: "Sacré-Cœur 3, Dakar",
    })
    .returning();
  const [p] = await db()
    .insert(clientProject)
    .values({
      name: "Boutique Keur Wax",
      clientId: c!.id,
      startsOn: "2026-11-01",
      hourlyRate: RATE,
    })
    .returning();
  const id = p!.id;
  const times = await db()
    .insert(timeEntry)
    .values([
      ...MINUTES.map((minutes, i) => ({
        userId: gerant.user.id,
        projectId: id,
        day: `2026-11-0${i + 2}`,
        minutes,
        task: "Développement",
      })),
      {
        userId: gerant.user.id,
        projectId: id,
        day: "2026-11-05",
        minutes: 60,
        task: "Réunion",
        billable: false,
      },
    ])
    .returning({ id: timeEntry.id, billable: timeEntry.billable });
  const expenses = await db()
    .insert(expense)
    .values([
      {
        spentOn: "2026-11-10",
        supplier: "OVH",
        amountTtc: 11_807,
        vat: 1_801,
        category: "hebergement" as const,
        method: "wave" as const,
        projectId: id,
        billable: true,
        createdByName: "Awa Ndiaye",
      },
      {
        spentOn: "2026-11-11",
        supplier: "Café Touba",
        amountTtc: 2_000,
        category: "autre" as const,
        method: "especes" as const,
        projectId: id,
        billable: false,
        createdByName: "Awa Ndiaye",
      },
    ])
    .returning({ id: expense.id, billable: expense.billable });
  return {
    id,
    time: times.filter((t) => t.billable).map((t) => t.id),
    expenses: expenses.filter((e) => e.billable).map((e) => e.id),
  };
}

const get = (path: string) => getAs(gerant, path, "192.0.2.172");

function billingUrl(p: { id: string; time: string[]; expenses: string[] }, markup = "10") {
  const q = new URLSearchParams({ projet: p.id, regroupement: "prestation", majoration: markup });
  for (const t of p.time) q.append("temps", t);
  for (const e of p.expenses) q.append("depense", e);
  return new URL(`${SITE}/create-invoice?${q}`);
}

async function prefilled(p: { id: string; time: string[]; expenses: string[] }) {
  const found = await billingPrefill(billingUrl(p));
  if (!found || "error" in found) throw new Error(found?.error ?? "rien");
  return found.prefill;
}

async function issue(prefill: Awaited<ReturnType<typeof prefilled>>) {
  const request = new Request(`${SITE}/documents/emettre`, {
    method: "POST",
    headers: {
      origin: SITE,
      cookie: gerant.cookie,
      "x-real-ip": "192.0.2.171",
      "content-type": "application/json",
    },
    body: JSON.stringify({
      kind: "invoice",
      requestKey: randomUUID(),
      form: prefill.form,
      billing: prefill.billing,
    }),
  });
  const response = await issueAction({ request, params: {}, context: {} } as never);
  return { status: response.status, body: (await response.json()) as IssueResponse };
}

/** round-half-up(n / d) for n, d ≥ 0, exact (independent of the app). */
const round = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));

async function invoiceCount() {
  const { rows } = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from document where kind = 'invoice'`,
  );
  return rows[0]!.n;
}

async function marks() {
  const t = await db()
    .select({ id: timeEntry.invoicedDocumentId, billable: timeEntry.billable })
    .from(timeEntry);
  const e = await db()
    .select({ id: expense.invoicedDocumentId, billable: expense.billable })
    .from(expense);
  return [...t, ...e];
}

describe("« Facturer » a project", () => {
  it("issues an invoice whose total is the raw rows', marks its entries and links it to the project", async () => {
    const p = await project();
    const answer = await issue(await prefilled(p));
    if (!answer.body.ok) throw new Error(answer.body.error);
    // Time: 270 min at 15 000 F/h = 67 500 F; the expense: (11 807 − 1 801) × 1,10 = 11 006,6 → 11 007.
    const ht = round(270n * 15_000n, 60n) + round((11_807n - 1_801n) * 110n, 100n);
    const vat = round(BigInt(ht) * 18n, 100n);
    const [row] = await db().select().from(document).where(eq(document.number, answer.body.number));
    const snap = row!.snapshot as unknown as QuoteInvoiceSnapshot;
    expect(ht).toBe(78_507);
    expect(snap.totals.totalAfterDiscount).toBe(ht);
    expect(row!.totalTtc).toBe(ht + vat);
    expect(snap.client.name).toBe("Keur Wax SARL");
    // Every billable entry holds the invoice; the others none.
    for (const m of await marks()) expect(m.id).toBe(m.billable ? row!.id : null);
    const links = await db()
      .select()
      .from(projectDocument)
      .where(eq(projectDocument.documentId, row!.id));
    expect(links.map((l) => l.projectId)).toEqual([p.id]);
  });

  it("shows the card's time as lots with counts and sums, whose invoice is the entries' one", async () => {
    const p = await project();
    // 600 more billable entries: the card must not list them one by one (ADR 060).
    await db()
      .insert(timeEntry)
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          userId: gerant.user.id,
          projectId: p.id,
          day: `2026-10-${String(1 + (i % 28)).padStart(2, "0")}`,
          minutes: 15 + (i % 4) * 15,
          task: "Développement",
        })),
      );
    const all = await db()
      .select({ id: timeEntry.id, minutes: timeEntry.minutes })
      .from(timeEntry)
      .where(eq(timeEntry.billable, true));
    const minutes = all.reduce((s, t) => s + t.minutes!, 0);
    // By hand: 270 + 150 × (15 + 30 + 45 + 60) = 22 770 min = 379 h 30.
    expect(minutes).toBe(22_770);
    for (const grouping of ["prestation", "membre"]) {
      const card = (await projectBilling(get(`/projets/${p.id}?regroupement=${grouping}`), p.id))!;
      expect(card.grouping).toBe(grouping);
      // One line of time (Développement, or Awa's, at 15 000 F/h) and the expense, not 603 rows.
      expect(card.rows.map((r) => r.name)).toEqual(["lot", "depense"]);
      expect(card.rows[0]!.text).toContain("603\u00a0entrées");
      expect(card.rows[0]!.text).toContain(
        grouping === "membre" ? "Temps passé — Awa Ndiaye" : "Développement",
      );
      // 22 770 min × 15 000 F/h ÷ 60 = 5 692 500 F.
      expect(card.rows[0]!.worth.replace(/\s/g, " ")).toBe("379 h 30 · 5 692 500 FCFA");
      // The form's lot gives the same invoice as its 603 entries ticked one by one.
      const q = new URLSearchParams({ projet: p.id, regroupement: grouping, majoration: "10" });
      q.append("lot", card.rows[0]!.id);
      for (const e of p.expenses) q.append("depense", e);
      const fromLot = await billingPrefill(new URL(`${SITE}/create-invoice?${q}`));
      const entries = billingUrl({ ...p, time: all.map((t) => t.id) });
      entries.searchParams.set("regroupement", grouping);
      if (!fromLot || "error" in fromLot) throw new Error("lot refused");
      expect(fromLot).toEqual(await billingPrefill(entries));
      expect(new Set(fromLot.prefill.billing!.timeEntryIds)).toEqual(new Set(all.map((t) => t.id)));
    }
    const card = (await projectBilling(get(`/projets/${p.id}`), p.id))!;
    expect(card.grouping).toBe("prestation");
    const byLot = new URLSearchParams({ projet: p.id, regroupement: "prestation" });
    byLot.append("lot", card.rows[0]!.id);
    // A lot that changed since the card was drawn (one more entry): refused, nothing guessed.
    await db().insert(timeEntry).values({
      userId: gerant.user.id,
      projectId: p.id,
      day: "2026-11-20",
      minutes: 30,
      task: "Développement",
    });
    expect(await billingPrefill(new URL(`${SITE}/create-invoice?${byLot}`))).toMatchObject({
      error: expect.stringContaining("rechargez le projet"),
    });
  });

  it("refuses the same entries a second time (another tab): nothing written", async () => {
    const p = await project();
    const form = await prefilled(p);
    const first = await issue(form);
    expect(first.status).toBe(200);
    const before = await invoiceCount();
    const second = await issue(form);
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      ok: false,
      error: expect.stringContaining("facturées entre-temps"),
    });
    expect(await invoiceCount()).toBe(before);
    // And the form is no longer prefilled with them.
    expect(await billingPrefill(billingUrl(p))).toMatchObject({
      error: expect.stringContaining("déjà été facturées"),
    });
  });

  it("lets exactly one of two issues at once bill the same entries", async () => {
    const p = await project();
    const form = await prefilled(p);
    const answers = await Promise.all([issue(form), issue(form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await invoiceCount()).toBe(1);
    const [won] = await db()
      .select({ id: document.id })
      .from(document)
      .where(eq(document.kind, "invoice"));
    for (const m of await marks()) expect(m.id).toBe(m.billable ? won!.id : null);
  });

  it("keeps a billed time entry: its member cannot delete it", async () => {
    const p = await project();
    expect((await issue(await prefilled(p))).status).toBe(200);
    const back = "/temps";
    const request = new Request(`${SITE}/temps`, {
      method: "POST",
      headers: { origin: SITE, cookie: gerant.cookie, "x-real-ip": "192.0.2.173" },
      body: new URLSearchParams({ intent: "delete", id: p.time[0]!, back }),
    });
    const answer = await routeAnswer(handleTimeAction(request));
    expect(answer.status).toBe(302);
    const [kept] = await db().select().from(timeEntry).where(eq(timeEntry.id, p.time[0]!));
    expect(kept?.invoicedDocumentId).not.toBeNull();
    expect(await deleteEntry(gerant.user.id, p.time[0]!)).toBe("billed");
  });

  it("frees the entries when an avoir cancels the invoice, in the avoir's transaction", async () => {
    const p = await project();
    const answer = await issue(await prefilled(p));
    if (!answer.body.ok) throw new Error(answer.body.error);
    const number = answer.body.number;
    const request = new Request(`${SITE}/documents/${number}`, {
      method: "POST",
      headers: { origin: SITE, cookie: gerant.cookie, "x-real-ip": "192.0.2.172" },
      body: new URLSearchParams({
        intent: "cancel",
        reason: "Erreur de client",
        requestKey: randomUUID(),
      }),
    });
    const done = await routeAnswer(
      documentAction({ request, params: { numero: number }, context: {} } as never),
    );
    expect(done.status).toBe(302);
    const [row] = await db()
      .select({ status: document.status })
      .from(document)
      .where(eq(document.number, number));
    expect(row!.status).toBe("cancelled");
    for (const m of await marks()) expect(m.id).toBeNull();
    // Billable again: a new invoice takes them.
    const again = await issue(await prefilled(p));
    expect(again.status).toBe(200);
  });
});
