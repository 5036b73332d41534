// `npm run seed:ledger`: fills a database with a plausible ledger for measuring the
// studio at scale (ADR 025): 10 000 documents (invoices, quotes, credit notes) over
// the last two years, 20 000 payments (some cancelled), every invoice's paid and
// credited sums and status as the ledger keeps them (ADR 020), and their history.
// Then the documents are linked to their clients (the client book's sync) and
// scripts/seed-time.ts adds the projects' side (ADR 060): staff members with internal
// costs and their history, projects started from accepted quotes (with invoices of
// their client), time entries on working days (80 % billable, those before a project's
// invoice « facturé » on it) and expenses (a few monthly, with their copies).
// Deterministic: the same day gives the same rows (a seeded generator, fixed ids).
//   DATA_DIR=data/bench-ledger npm run seed:ledger          (PGlite)
//   DATABASE_URL=postgres://… AUTH_SECRET=… npm run seed:ledger   (PostgreSQL)
// Options (environment): DOCUMENTS (10000), PAYMENTS (20000), TIME_ENTRIES (50000),
// PROJECTS (40), MEMBERS (12), EXPENSES (3000), OWNER_EMAIL (the busiest member's
// account, banc@teranga-digital.sn: the one bench:ledger signs in with, the site's
// STAFF_EMAIL gives it a password), SEED_TODAY (ISO day, default today in Dakar).
// The invoice with the most payments is printed at the end.
// Refuses a database that already holds documents: seed a fresh one.
import { sql } from "drizzle-orm";
import { env } from "#app/config/env.server.ts";
import { closeDb, db, migrateDb } from "#app/db/db.server.ts";
import { document, documentEvent, payment, PAYMENT_METHODS } from "#app/db/schema.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { addDays, dakarDay, documentNumber } from "#app/features/documents/numbering.ts";
import { defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { syncClients } from "#app/features/clients/clients.server.ts";
import { issuedRow, type DocumentRow } from "./document-row.ts";
import { seedTime } from "./seed-time.ts";
import { seededRandom, seededUuid } from "./seeded-random.ts";

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 10_000);
const PAYMENTS = Number(process.env.PAYMENTS ?? 20_000);
const TODAY = process.env.SEED_TODAY ?? dakarDay(new Date());
/** The invoice a document page is measured on: this many of the payments are its own. */
const HEAVY_PAYMENTS = Math.min(300, Math.floor(PAYMENTS / 10));
const STAFF = ["Awa Ndiaye", "Moussa Sarr", "Fatou Diop"];
const BATCH = 500;

const { random, pick, between } = seededRandom(21);

const uuid = seededUuid;

const FIRST = ["Awa", "Moussa", "Fatou", "Cheikh", "Aminata", "Ibrahima", "Khady", "Ousmane"];
const TRADES = [
  "Boutique",
  "Cabinet",
  "Transports",
  "Restaurant",
  "Pharmacie",
  "Agence",
  "Clinique",
  "École",
  "Quincaillerie",
  "Studio",
];
const PLACES = ["Médina", "Plateau", "Almadies", "Thiès", "Saint-Louis", "Ziguinchor", "Pikine"];
const CLIENTS = Array.from(
  { length: 300 },
  (_, i) =>
    `${TRADES[i % TRADES.length]} ${FIRST[(i * 7) % FIRST.length]} ${PLACES[(i * 3) % PLACES.length]} ${i + 1}`,
);
const WORK = [
  "Développement du site vitrine",
  "Application mobile de commande",
  "Maintenance mensuelle",
  "Community management",
  "Charte graphique",
  "Référencement naturel",
  "Hébergement annuel",
  "Formation des équipes",
];
// The methods staff choose (« Non précisé » is only the upgrade's, for old payments).
const METHODS = PAYMENT_METHODS.filter((m) => m !== "non_precise");

type Doc = DocumentRow;
type Pay = typeof payment.$inferInsert;
type Event = typeof documentEvent.$inferInsert;

function form(party: string) {
  const lines = Array.from({ length: between(1, 4) }, () => ({
    designation: pick(WORK),
    quantity: String(between(1, 6)),
    unitPrice: String(between(5, 400) * 5_000),
  }));
  return {
    ...defaultQuoteInvoice(),
    clientName: party,
    clientEmail: `contact@client-${party.split(" ").at(-1)}.sn`,
    clientPhone: "+221 77 000 00 00",
    clientAddress: `${pick(PLACES)}, Dakar`,
    projectTitle: pick(WORK),
    projectDuration: `${between(1, 12)} semaines`,
    prestations: lines,
    applyVat: random() < 0.8,
    vatPercentage: "18",
    paymentTerms: pick(["0", "15", "30", "45"]),
  };
}

function build() {
  const docs: Doc[] = [];
  const pays: Pay[] = [];
  const events: Event[] = [];
  // Two years back, one document every few minutes: each number the first of its minute.
  const start = Date.parse(`${addDays(TODAY, -730)}T08:00:00Z`);
  const step = Math.floor((730 * 86_400_000) / DOCUMENTS / 60_000) * 60_000;
  const invoices: {
    doc: Doc;
    total: number;
    paid: number;
    credited: number;
    day: string;
    lastPaid?: string;
  }[] = [];
  let creditNotes = 0;
  for (let i = 0; i < DOCUMENTS; i++) {
    const issuedAt = new Date(start + i * step);
    const roll = random();
    const kind =
      roll < 0.05 && invoices.length > 0 ? "credit_note" : roll < 0.38 ? "quote" : "invoice";
    const by = pick(STAFF);
    const id = uuid(0, i + 1);
    const number = documentNumber(kind, issuedAt);
    if (kind === "credit_note") {
      // Against an invoice still owed, for part or all of what remains.
      const target = invoices[between(Math.max(0, invoices.length - 200), invoices.length - 1)]!;
      const remaining = target.total - target.credited;
      if (remaining <= 0) {
        i--;
        continue;
      }
      const amount = random() < 0.5 ? remaining : Math.max(1, Math.floor(remaining / 4));
      target.credited += amount;
      creditNotes++;
      const snap = snapshotQuoteInvoice(
        "invoice",
        {
          ...form(target.doc.party),
          prestations: [
            {
              designation: `Avoir sur ${target.doc.number}`,
              quantity: "1",
              unitPrice: String(amount),
            },
          ],
          applyVat: false,
        },
        { number, issuedAt },
      )!;
      docs.push(
        issuedRow(kind, number, issuedAt, by, {
          id,
          party: target.doc.party,
          clientEmail: target.doc.clientEmail,
          project: target.doc.project,
          totalTtc: amount,
          sourceId: target.doc.id,
          snapshot: {
            ...snap,
            kind: "credit_note",
            payment: null,
            invoice: { number: target.doc.number, issuedOn: target.day },
            reason: "Geste commercial",
          },
        }),
      );
      events.push({
        documentId: target.doc.id!,
        kind: "credited",
        at: issuedAt,
        byName: by,
        details: { creditNote: number, amount: String(amount), reason: "Geste commercial" },
      });
      events.push({ documentId: id, kind: "issued", at: issuedAt, byName: by, details: {} });
      continue;
    }
    const party = pick(CLIENTS);
    const snap = snapshotQuoteInvoice(kind, form(party), { number, issuedAt })!;
    const day = dakarDay(issuedAt);
    const doc = issuedRow(kind, number, issuedAt, by, {
      id,
      party,
      clientEmail: snap.client.email,
      project: snap.project.title,
      totalTtc: snap.totals.totalTTC,
      validUntil: snap.validUntil,
      dueDate: snap.payment?.dueOn ?? null,
      snapshot: snap as unknown as Record<string, unknown>,
    });
    if (kind === "quote") {
      const r = random();
      // Old quotes were answered; recent ones wait.
      doc.status =
        day < addDays(TODAY, -60)
          ? r < 0.45
            ? "accepted"
            : r < 0.7
              ? "refused"
              : "sent"
          : r < 0.5
            ? "sent"
            : "issued";
    }
    docs.push(doc);
    events.push({ documentId: id, kind: "issued", at: issuedAt, byName: by, details: {} });
    if (kind === "invoice") invoices.push({ doc, total: doc.totalTtc!, paid: 0, credited: 0, day });
  }

  // Payments: the oldest invoices first (the recent ones are still owed), a few
  // of them cancelled; one invoice paid in many instalments.
  let paymentId = 0;
  const addPayment = (
    inv: (typeof invoices)[number],
    amount: number,
    on: string,
    cancelled: boolean,
  ) => {
    const by = pick(STAFF);
    const method = pick(METHODS);
    const recordedAt = new Date(
      `${on}T${String(between(8, 18)).padStart(2, "0")}:${String(between(0, 59)).padStart(2, "0")}:00Z`,
    );
    const reference =
      method === "especes" ? "" : `${method.slice(0, 3).toUpperCase()}-${between(10_000, 99_999)}`;
    pays.push({
      id: uuid(1, ++paymentId),
      documentId: inv.doc.id!,
      amount,
      paidOn: on,
      method,
      reference,
      recordedAt,
      recordedByName: by,
      ...(cancelled
        ? {
            cancelledAt: new Date(recordedAt.getTime() + 86_400_000),
            cancelledByName: by,
            cancelReason: "Saisi par erreur",
          }
        : {}),
    });
    const details = {
      amount: String(amount),
      paidOn: on,
      method: PAYMENT_METHOD_LABELS[method],
      reference,
    };
    events.push({ documentId: inv.doc.id!, kind: "payment", at: recordedAt, byName: by, details });
    if (cancelled) {
      events.push({
        documentId: inv.doc.id!,
        kind: "payment_cancelled",
        at: new Date(recordedAt.getTime() + 86_400_000),
        byName: by,
        details: { amount: String(amount), paidOn: on, reason: "Saisi par erreur" },
      });
    } else {
      inv.paid += amount;
      inv.lastPaid = on > (inv.lastPaid ?? "") ? on : inv.lastPaid;
    }
  };
  const payDay = (inv: (typeof invoices)[number], k: number, of: number) => {
    const span = Math.max(0, Math.min(120, -daysFrom(TODAY, inv.day)));
    return addDays(inv.day, Math.floor((span * (k + 1)) / (of + 1)));
  };
  const heavy = invoices.reduce((a, b) =>
    b.total > a.total && b.day < addDays(TODAY, -200) && b.credited === 0 ? b : a,
  );
  for (let k = 0; k < HEAVY_PAYMENTS; k++) {
    const remaining = heavy.total - heavy.paid - heavy.credited;
    const amount =
      k === HEAVY_PAYMENTS - 1 ? remaining : Math.floor(heavy.total / (HEAVY_PAYMENTS + 5));
    if (amount > 0) addPayment(heavy, amount, payDay(heavy, k, HEAVY_PAYMENTS), false);
  }
  for (const inv of invoices) {
    if (pays.length >= PAYMENTS) break;
    if (inv === heavy) continue;
    const remaining = inv.total - inv.credited;
    if (remaining <= 0) continue;
    const k = Math.min(between(2, 6), PAYMENTS - pays.length);
    const full = random() < 0.75;
    const due = full ? remaining : Math.floor(remaining * 0.6);
    let left = due;
    for (let j = 0; j < k && pays.length < PAYMENTS; j++) {
      const amount = j === k - 1 ? left : Math.floor(due / k);
      if (amount <= 0) continue;
      const on = payDay(inv, j, k);
      if (on > TODAY) continue;
      // One in thirty is keyed twice: the copy is cancelled.
      if (random() < 1 / 30 && pays.length < PAYMENTS - 1) addPayment(inv, amount, on, true);
      addPayment(inv, amount, on, false);
      left -= amount;
    }
  }
  for (const inv of invoices) {
    const balance = inv.total - inv.paid - inv.credited;
    inv.doc.paidTotal = inv.paid;
    inv.doc.creditedTotal = inv.credited;
    inv.doc.status =
      balance > 0
        ? inv.paid > 0
          ? "partial"
          : random() < 0.6
            ? "sent"
            : "issued"
        : inv.paid > 0
          ? "paid"
          : "cancelled";
    if (inv.doc.status === "paid") {
      inv.doc.paidOn = inv.lastPaid ?? inv.day;
    }
    if (inv.doc.status === "cancelled") inv.doc.cancelReason = "Annulée par avoir";
  }
  return { docs, pays, events, heavy: heavy.doc.number, creditNotes };
}

function daysFrom(a: string, b: string) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const started = performance.now();
await migrateDb();
const [{ n }] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from document`))
  .rows as [{ n: number }];
if (n > 0) {
  console.error(
    `La base contient déjà ${n} documents\u00a0: le jeu d'essai se charge dans une base vide.`,
  );
  await closeDb();
  process.exit(1);
}
const { docs, pays, events, heavy, creditNotes } = build();
// Invoices before the credit notes that name them (source_id).
const ordered = [
  ...docs.filter((d) => d.kind !== "credit_note"),
  ...docs.filter((d) => d.kind === "credit_note"),
];
await insertAll(ordered, (b) => db().insert(document).values(b));
await insertAll(pays, (b) => db().insert(payment).values(b));
await insertAll(events, (b) => db().insert(documentEvent).values(b));
// The reminders a site running all along has sent (ADR 022's steps, REMINDER_DAYS): each
// overdue invoice's steps already due. Without them, the first start would owe thousands
// of reminders at once, each with its PDF, and measure that burst instead of the pages.
const steps = env().REMINDER_DAYS;
if (steps.length)
  await db().execute(sql`
      insert into reminder (document_id, step, at, balance)
      select d.id, s.step, (d.due_date + s.step) + time '09:00',
        coalesce(d.total_ttc, 0) - d.paid_total - d.credited_total
      from document d cross join unnest(${`{${steps.join(",")}}`}::int[]) as s(step)
      where d.kind = 'invoice' and d.status in ('issued', 'sent', 'partial')
        and d.due_date + s.step <= ${TODAY}::date
        and coalesce(d.total_ttc, 0) - d.paid_total - d.credited_total > 0`);
const [{ reminded }] = (
  await db().execute<{ reminded: number }>(sql`select count(*)::int as reminded from reminder`)
).rows as [{ reminded: number }];
await db().execute(sql`analyze`);
console.log(
  `${docs.length} documents (dont ${creditNotes} avoirs), ${pays.length} paiements (${pays.filter((p) => p.cancelledAt).length} annulés), ${events.length} événements, ${reminded} relances déjà envoyées, en ${((performance.now() - started) / 1000).toFixed(1)}\u00a0s.`,
);
// Projects belong to clients: one per party, with a phone and a NINEA (bench:search looks
// them up), then the book links the documents (by their email) as the site's start would.
await db().execute(sql`
  insert into client (name, email, phone, ninea)
  select party, client_email,
    '+221 77 ' || lpad((row_number() over (order by party))::text, 3, '0') || ' 45 67',
    lpad((4567000 + row_number() over (order by party))::text, 9, '0') || '2G3'
  from (select distinct party, client_email from document where kind <> 'credit_note') p`);
const linked = await syncClients({ leads: false });
const time = await seedTime(docs, {
  today: TODAY,
  timeEntries: Number(process.env.TIME_ENTRIES ?? 50_000),
  projects: Number(process.env.PROJECTS ?? 40),
  members: Number(process.env.MEMBERS ?? 12),
  expenses: Number(process.env.EXPENSES ?? 3_000),
  ownerEmail: process.env.OWNER_EMAIL ?? "banc@teranga-digital.sn",
  batch: BATCH,
});
console.log(
  `${linked} documents reliés à leur client\u00a0; ${time.members} membres, ${time.projects} projets, ${time.entries} entrées de temps (dont ${time.billed} facturées), ${time.expenses} dépenses, en ${((performance.now() - started) / 1000).toFixed(1)}\u00a0s au total.`,
);
console.log(`Facture aux ${HEAVY_PAYMENTS} paiements\u00a0: ${heavy}`);
await closeDb();
