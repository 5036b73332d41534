// The projects' side of `npm run seed:ledger` (issue 34, ADR 060): staff members with
// internal costs (and their history), projects started from the seeded accepted quotes,
// time entries over two years (some already « facturé » on the projects' invoices) and
// expenses (a few monthly ones with their copies). Called by scripts/seed-ledger.ts once
// the documents are in and linked to their clients; deterministic like it (its own
// seeded generator, fixed ids; only the clients' ids are the client book's own).
import { eq, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  clientDocument,
  clientProject,
  expense,
  memberCost,
  memberCostHistory,
  projectDocument,
  PAYMENT_METHODS,
  timeEntry,
  user,
} from "#app/db/schema.ts";
import { addDays } from "#app/features/documents/numbering.ts";
import type { EXPENSE_CATEGORY_NAMES } from "#app/features/expenses/categories.ts";
import { nextMonthly } from "#app/features/expenses/expense.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import type { DocumentRow } from "./document-row.ts";
import { seededRandom, seededUuid } from "./seeded-random.ts";

export type TimeOptions = {
  today: string;
  timeEntries: number;
  projects: number;
  members: number;
  expenses: number;
  /** The account a benchmark signs in with: the busiest member (the site gives it its password). */
  ownerEmail: string;
  batch: number;
};

const { random, pick, between } = seededRandom(34);
const uuid = seededUuid;

const NAMES = [
  "Awa Ndiaye",
  "Moussa Sarr",
  "Fatou Diop",
  "Cheikh Fall",
  "Aminata Ba",
  "Ibrahima Sow",
  "Khady Gueye",
  "Ousmane Faye",
  "Mariama Cissé",
  "Abdou Kane",
  "Ndeye Mbaye",
  "Mamadou Thiam",
];
const ROLES = ["facturation", "commercial"] as const;
const TASKS = [
  "Maquettes",
  "Intégration",
  "Développement",
  "Revue de code",
  "Réunion client",
  "Tests",
  "Mise en production",
  "Rédaction des contenus",
  "Support",
  "Gestion de projet",
];
const SUPPLIERS: [string, (typeof EXPENSE_CATEGORY_NAMES)[number]][] = [
  ["Orange Sénégal", "telecom"],
  ["Free Sénégal", "telecom"],
  ["OVHcloud", "hebergement"],
  ["Hetzner", "hebergement"],
  ["Adobe", "licences"],
  ["Figma", "licences"],
  ["Dakar Dem Dikk", "transport"],
  ["Yango", "transport"],
  ["Librairie Clairafrique", "fournitures"],
  ["Auchan Sénégal", "fournitures"],
  ["Studio photo Médina", "sous_traitance"],
  ["Rédacteur indépendant", "sous_traitance"],
  ["Meta Ads", "publicite"],
  ["Electroplanet", "materiel"],
  ["Jokkolabs", "formation"],
];
const METHODS = PAYMENT_METHODS.filter((m) => m !== "non_precise");
// Durations members type: mostly under two hours.
const MINUTES = [15, 30, 30, 45, 45, 60, 60, 60, 90, 90, 120, 180, 240];

const isWeekday = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
};

async function insertAll<T>(rows: T[], batch: number, insert: (b: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += batch) await insert(rows.slice(i, i + batch));
}

type Project = typeof clientProject.$inferInsert & {
  id: string;
  startsOn: string;
  until: string;
  weight: number;
  /** Its invoices, oldest first: billed time goes on the first one issued after its day. */
  invoices: { id: string; day: string }[];
};

export async function seedTime(docs: readonly DocumentRow[], o: TimeOptions) {
  const start = addDays(o.today, -730);
  // The client book the sync made: each document's client.
  const links = await db()
    .select({ documentId: clientDocument.documentId, clientId: clientDocument.clientId })
    .from(clientDocument);
  const clientOf = new Map(links.map((l) => [l.documentId, l.clientId]));

  // Members: the owner's account (the busiest), then colleagues invited from /equipe.
  const [existing] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, o.ownerEmail));
  const members = Array.from({ length: Math.max(1, o.members) }, (_, i) => ({
    id: i === 0 && existing ? existing.id : `membre-banc-${i + 1}`,
    name: NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${i + 1}` : ""),
    email: i === 0 ? o.ownerEmail : `membre${i + 1}@teranga-digital.sn`,
    // The owner logs twice as much as anyone.
    weight: i === 0 ? 2 : 1,
  }));
  await db()
    .insert(user)
    .values(
      members.map((m, i) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        emailVerified: true,
        role: "staff" as const,
        staffRole: i === 0 ? ("gerant" as const) : ROLES[i % ROLES.length]!,
      })),
    )
    .onConflictDoNothing();
  // Internal costs: set two years ago, raised once or twice since (ADR 058's history).
  const history: (typeof memberCostHistory.$inferInsert)[] = [];
  const current: (typeof memberCost.$inferInsert)[] = [];
  for (const m of members) {
    let cost = between(3, 9) * 1_000;
    let day = addDays(start, -between(0, 60));
    for (let k = 0; k < between(1, 3); k++) {
      history.push({ userId: m.id, effectiveFrom: day, hourlyCost: cost });
      cost += between(1, 3) * 500;
      day = addDays(day, between(200, 330));
      if (day > o.today) break;
    }
    current.push({ userId: m.id, hourlyCost: history.at(-1)!.hourlyCost! });
  }
  await db().insert(memberCostHistory).values(history);
  await db().insert(memberCost).values(current);

  // Prestations time is spent on: by the hour, by the day, and one « forfait » (no rate).
  const items = [
    { designation: "Développement (heure)", unit: "heure", unitPrice: 25_000 },
    { designation: "Design graphique (heure)", unit: "heure", unitPrice: 20_000 },
    { designation: "Journée de formation", unit: "jour", unitPrice: 150_000 },
    { designation: "Mise en ligne", unit: "forfait", unitPrice: 100_000 },
  ].map((it, i) => ({ id: uuid(2, i + 1), ...it }));
  await db().insert(catalogueItem).values(items);

  // Projects: accepted quotes spread over the two years, one per quote, its client's.
  const quotes = docs.filter(
    (d) => d.kind === "quote" && d.status === "accepted" && clientOf.has(d.id!),
  );
  const invoicesByClient = new Map<string, DocumentRow[]>();
  for (const d of docs) {
    if (d.kind !== "invoice" || d.status === "cancelled" || !clientOf.has(d.id!)) continue;
    const c = clientOf.get(d.id!)!;
    invoicesByClient.set(c, [...(invoicesByClient.get(c) ?? []), d]);
  }
  const taken = new Set<string>();
  const projects: Project[] = [];
  const count = Math.min(o.projects, quotes.length);
  for (let i = 0; i < count; i++) {
    const quote = quotes[Math.floor((i * quotes.length) / count)]!;
    const clientId = clientOf.get(quote.id!)!;
    const snap = quote.snapshot as unknown as QuoteInvoiceSnapshot;
    const startsOn = snap.issuedOn;
    const long = random() < 0.3;
    const endsOn = addDays(startsOn, long ? between(300, 700) : between(45, 240));
    const done = endsOn < o.today;
    // Its client's invoices issued while it ran (not another project's).
    const invoices = (invoicesByClient.get(clientId) ?? [])
      .filter((d) => !taken.has(d.id!))
      .map((d) => ({ id: d.id!, day: d.issuedAt!.toISOString().slice(0, 10) }))
      .filter((d) => d.day > startsOn && d.day <= (done ? addDays(endsOn, 30) : o.today))
      .slice(0, 8);
    for (const inv of invoices) taken.add(inv.id);
    projects.push({
      id: uuid(3, i + 1),
      name: `${snap.project.title} — ${snap.client.name}`,
      clientId,
      quoteId: quote.id!,
      status: done
        ? random() < 0.7
          ? "closed"
          : "delivered"
        : random() < 0.15
          ? "paused"
          : "active",
      leadId: pick(members).id,
      startsOn,
      endsOn: done || random() < 0.5 ? endsOn : null,
      until: done ? endsOn : o.today,
      hourlyRate: random() < 0.5 ? between(10, 30) * 1_000 : null,
      budgetLines: snap.lines.map((l) => ({
        designation: l.designation,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        total: l.total,
      })),
      budgetHt: snap.totals.totalAfterDiscount,
      // One project in five draws most of the time: the heaviest page to measure.
      weight: i % 5 === 2 ? 6 : 1,
      invoices,
    });
  }
  await insertAll(projects, o.batch, (b) =>
    db()
      .insert(clientProject)
      .values(b.map(({ until: _u, weight: _w, invoices: _i, ...p }) => p)),
  );
  await insertAll(
    projects.flatMap((p) => [
      { documentId: p.quoteId!, projectId: p.id },
      ...p.invoices.map((inv) => ({ documentId: inv.id, projectId: p.id })),
    ]),
    o.batch,
    (b) => db().insert(projectDocument).values(b),
  );

  // Time: working days over two years, on the projects running that day.
  const days: string[] = [];
  for (let d = start; d <= o.today; d = addDays(d, 1)) if (isWeekday(d)) days.push(d);
  const memberWeights = members.flatMap((m) => Array<typeof m>(m.weight).fill(m));
  const entries: (typeof timeEntry.$inferInsert)[] = [];
  let billed = 0;
  for (let n = 0; n < o.timeEntries; n++) {
    const day = days[Math.floor((n * days.length) / o.timeEntries)]!;
    const running = projects.filter((p) => p.startsOn <= day && day <= p.until);
    const pool = running.length > 0 ? running : projects;
    const project = pick(pool.flatMap((p) => Array<Project>(p.weight).fill(p)));
    const member = pick(memberWeights);
    const item = random() < 0.5 ? pick(items) : null;
    const billable = random() < 0.8;
    // Billed on the project's first invoice after it, once that is more than a fortnight old.
    const invoice = billable
      ? project.invoices.find((inv) => inv.day >= day && inv.day < addDays(o.today, -14))
      : undefined;
    if (invoice) billed++;
    entries.push({
      id: uuid(4, n + 1),
      userId: member.id,
      projectId: project.id,
      day,
      minutes: pick(MINUTES),
      catalogueItemId: item?.id ?? null,
      task: item ? item.designation : pick(TASKS),
      note: random() < 0.2 ? "Demande du client" : "",
      billable,
      invoicedDocumentId: invoice?.id ?? null,
      createdAt: new Date(`${day}T${String(between(8, 18)).padStart(2, "0")}:00:00Z`),
    });
  }
  await insertAll(entries, o.batch, (b) => db().insert(timeEntry).values(b));

  // Expenses: a handful of monthly ones (anchor, then a copy each month), the rest one-off.
  const spent: (typeof expense.$inferInsert)[] = [];
  const recurring = SUPPLIERS.filter(([, c]) => c === "hebergement" || c === "licences");
  let e = 0;
  for (const [supplier, category] of recurring) {
    const anchorId = uuid(5, ++e);
    const amountTtc = between(2, 40) * 5_000;
    const by = pick(members);
    const base = {
      supplier,
      category,
      amountTtc,
      vat: Math.round((amountTtc * 18) / 118),
      method: "virement" as const,
      createdBy: by.id,
      createdByName: by.name,
    };
    const anchorDay = addDays(start, between(0, 27));
    let day = anchorDay;
    let next = nextMonthly(anchorDay, day);
    while (next <= o.today) {
      spent.push({ ...base, id: uuid(5, ++e), spentOn: next, recurrenceOf: anchorId });
      day = next;
      next = nextMonthly(anchorDay, day);
    }
    spent.push({ ...base, id: anchorId, spentOn: anchorDay, recurring: true, nextOn: next });
  }
  while (spent.length < o.expenses) {
    const day = addDays(start, between(0, 730));
    const [supplier, category] = pick(SUPPLIERS);
    const running = projects.filter((p) => p.startsOn <= day && day <= p.until);
    const project = running.length > 0 && random() < 0.5 ? pick(running) : null;
    const amountTtc = between(1, 200) * 1_000;
    const by = pick(members);
    spent.push({
      id: uuid(5, ++e),
      spentOn: day,
      supplier,
      category,
      amountTtc,
      vat: random() < 0.6 ? Math.round((amountTtc * 18) / 118) : 0,
      method: pick(METHODS),
      projectId: project?.id ?? null,
      billable: project !== null && random() < 0.4,
      note: random() < 0.1 ? "Remboursé sur note de frais" : "",
      createdBy: by.id,
      createdByName: by.name,
    });
  }
  // Anchors before their copies (recurrence_of).
  const ordered = [...spent.filter((x) => !x.recurrenceOf), ...spent.filter((x) => x.recurrenceOf)];
  await insertAll(ordered, o.batch, (b) => db().insert(expense).values(b));
  await db().execute(sql`analyze`);
  return {
    members: members.length,
    projects: projects.length,
    entries: entries.length,
    billed,
    expenses: spent.length,
  };
}
