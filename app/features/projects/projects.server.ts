import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  clientDocument,
  clientProject,
  document,
  projectDocument,
  timeEntry,
  timeMonth,
  user,
} from "#app/db/schema.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import {
  moneyFigures,
  timeFigures,
  type MoneyFigures,
  type ProjectDoc,
  type TimeFigures,
} from "./figures.ts";
import type { ProjectInput } from "./schemas.ts";
import { PROJECT_STATUS_NAMES, PROJECT_STATUSES, type ProjectStatus } from "./statuses.ts";
import { billingRate } from "./time.ts";

// Projects (ADR 052): a client's piece of work, born from an accepted quote or typed in,
// its documents and its figures. Edits name the version they saw: a stale one writes
// nothing and the page shows the current state.

const TAKES_TIME = PROJECT_STATUS_NAMES.filter((s) => PROJECT_STATUSES[s].takesTime);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const CONFLICT_MESSAGE =
  "Une collègue a modifié ce projet entre-temps\u00a0: voici son état actuel, vos saisies sont gardées dans le formulaire.";
export const PROJECT_MISSING = "Projet introuvable.";

export type Member = { id: string; name: string };

/** The members who may lead a project: staff accounts not deactivated, by name. */
export async function activeMembers(): Promise<Member[]> {
  return db()
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.role, "staff"), isNull(user.deactivatedAt)))
    .orderBy(asc(user.name));
}

/** A staff member by id, deactivated too (their past weeks stay readable), or null. */
export async function staffMember(id: string): Promise<Member | null> {
  const [found] = await db()
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, "staff")));
  return found ?? null;
}

/** The clients a project may belong to (not merged away), by name. */
export async function clientChoices(): Promise<{ id: string; name: string }[]> {
  return db()
    .select({ id: client.id, name: client.name })
    .from(client)
    .where(isNull(client.mergedInto))
    .orderBy(asc(client.name));
}

// The documents of projects: those linked, the invoices made from them (a quote's
// deposit, balance or full invoice), and the credit notes made on those.
function projectDocsSql(where: ReturnType<typeof sql>) {
  return sql`
    with recursive tree(project_id, id, depth) as (
      select project_id, document_id, 0 from ${projectDocument} where ${where}
      union
      select tree.project_id, d.id, tree.depth + 1
        from ${document} d join tree on d.source_id = tree.id
        where tree.depth < 2
    )
    select distinct on (tree.project_id, d.id)
      tree.project_id as "projectId", d.id, d.number, d.kind, d.status, d.issued_at as "issuedAt",
      d.total_ttc as "totalTtc", d.paid_total as "paidTotal", d.source_id as "sourceId",
      coalesce(d.total_ht, 0) as ht
    from tree join ${document} d on d.id = tree.id
    order by tree.project_id, d.id`;
}

type DocRow = ProjectDoc & {
  projectId: string;
  number: string;
  issuedAt: Date;
  totalTtc: number | null;
};

async function docsOf(reader: Reader | Db, where: ReturnType<typeof sql>): Promise<DocRow[]> {
  const result = await (reader as Db).execute(projectDocsSql(where));
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    projectId: String(r.projectId),
    id: String(r.id),
    number: String(r.number),
    kind: r.kind as DocumentKind,
    status: String(r.status),
    issuedAt: new Date(r.issuedAt as string),
    totalTtc: r.totalTtc === null ? null : Number(r.totalTtc),
    paidTotal: Number(r.paidTotal),
    sourceId: (r.sourceId as string | null) ?? null,
    ht: Number(r.ht),
  }));
}

export type ProjectListItem = {
  id: string;
  name: string;
  status: ProjectStatus;
  clientId: string;
  clientName: string;
  leadName: string | null;
  startsOn: string;
  endsOn: string | null;
  budgetHt: number;
  minutes: number;
} & MoneyFigures;

/** /projets: every project of the filter, newest first, with its figures. */
export async function listProjects(filter: {
  status: ProjectStatus | null;
  clientId: string | null;
}): Promise<ProjectListItem[]> {
  // From the months the database keeps summed (ADR 062), not the project's every entry.
  const minutes = sql<number>`(select coalesce(sum(${timeMonth.minutes}), 0)::int from ${timeMonth} where ${timeMonth.projectId} = ${clientProject.id})`;
  const rows = await db()
    .select({
      id: clientProject.id,
      name: clientProject.name,
      status: clientProject.status,
      clientId: clientProject.clientId,
      clientName: client.name,
      leadName: user.name,
      startsOn: clientProject.startsOn,
      endsOn: clientProject.endsOn,
      budgetHt: clientProject.budgetHt,
      minutes,
    })
    .from(clientProject)
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .leftJoin(user, eq(user.id, clientProject.leadId))
    .where(
      and(
        filter.status ? eq(clientProject.status, filter.status) : undefined,
        filter.clientId ? eq(clientProject.clientId, filter.clientId) : undefined,
      ),
    )
    .orderBy(desc(clientProject.startsOn), desc(clientProject.createdAt));
  const ids = rows.map((r) => r.id);
  const docs =
    ids.length === 0
      ? []
      : await docsOf(
          db(),
          sql`project_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  return rows.map((r) => ({
    ...r,
    minutes: Number(r.minutes),
    ...moneyFigures(docs.filter((d) => d.projectId === r.id)),
  }));
}

export type ProjectDocument = {
  number: string;
  kind: DocumentKind;
  status: string;
  issuedAt: string;
  totalTtc: number | null;
  ht: number;
  paidTotal: number;
};

export type ProjectTimeLine = {
  id: string;
  day: string;
  minutes: number;
  memberName: string;
  task: string;
  note: string;
  billable: boolean;
  rate: number | null;
  /** The invoice that billed it (ADR 056), or null. */
  invoiceNumber: string | null;
};

export type ProjectView = {
  id: string;
  name: string;
  status: ProjectStatus;
  version: number;
  clientId: string;
  clientName: string;
  leadId: string | null;
  leadName: string | null;
  startsOn: string;
  endsOn: string | null;
  hourlyRate: number | null;
  notes: string;
  quoteNumber: string | null;
  budgetLines: { designation: string; quantity: string; unitPrice: number; total: number }[];
  budgetHt: number;
  documents: ProjectDocument[];
  money: MoneyFigures;
  time: TimeFigures;
  /** The latest entries (stopped ones), newest first. */
  entries: ProjectTimeLine[];
  /** Minutes per member. */
  byMember: { name: string; minutes: number }[];
};

const ENTRIES_SHOWN = 100;

/** A project's page: the project, its documents, its time and its figures; null if none. */
export async function getProject(id: string): Promise<ProjectView | null> {
  const [row] = await db()
    .select({
      project: clientProject,
      clientName: client.name,
      leadName: user.name,
      quoteNumber: document.number,
    })
    .from(clientProject)
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .leftJoin(user, eq(user.id, clientProject.leadId))
    .leftJoin(document, eq(document.id, clientProject.quoteId))
    .where(eq(clientProject.id, id));
  if (!row) return null;
  const p = row.project;
  const ofProject = and(eq(timeEntry.projectId, id), sql`${timeEntry.minutes} is not null`);
  const rateOf = (l: { unitPrice: number | null; unit: string | null }) =>
    billingRate(
      p.hourlyRate,
      l.unitPrice === null || l.unit === null ? null : { unitPrice: l.unitPrice, unit: l.unit },
    );
  // Only the entries shown come here; the figures and the members' minutes are summed by
  // the database (a project holds thousands of entries: ADR 060), identical entries counted.
  const [docs, lines, alike] = await Promise.all([
    docsOf(db(), sql`project_id = ${id}::uuid`),
    db()
      .select({
        id: timeEntry.id,
        day: timeEntry.day,
        minutes: timeEntry.minutes,
        memberName: user.name,
        task: timeEntry.task,
        note: timeEntry.note,
        billable: timeEntry.billable,
        unitPrice: catalogueItem.unitPrice,
        unit: catalogueItem.unit,
        invoiceNumber: document.number,
      })
      .from(timeEntry)
      .innerJoin(user, eq(user.id, timeEntry.userId))
      .leftJoin(catalogueItem, eq(catalogueItem.id, timeEntry.catalogueItemId))
      .leftJoin(document, eq(document.id, timeEntry.invoicedDocumentId))
      .where(ofProject)
      .orderBy(desc(timeEntry.day), desc(timeEntry.createdAt))
      .limit(ENTRIES_SHOWN),
    // Alike entries of each member counted, in one pass: the figures regroup them by value
    // and the members' minutes by member, most recent first as the entries are listed.
    db()
      .select({
        name: user.name,
        minutes: timeEntry.minutes,
        billable: timeEntry.billable,
        unitPrice: catalogueItem.unitPrice,
        unit: catalogueItem.unit,
        count: sql<number>`count(*)::int`,
        lastDay: sql<string>`max(${timeEntry.day})::text`,
        lastAt: sql<string>`max(${timeEntry.createdAt})::text`,
      })
      .from(timeEntry)
      .innerJoin(user, eq(user.id, timeEntry.userId))
      .leftJoin(catalogueItem, eq(catalogueItem.id, timeEntry.catalogueItemId))
      .where(ofProject)
      .groupBy(
        user.name,
        timeEntry.minutes,
        timeEntry.billable,
        catalogueItem.unitPrice,
        catalogueItem.unit,
      ),
  ]);
  const entries: ProjectTimeLine[] = lines.map((l) => ({
    id: l.id,
    day: l.day,
    minutes: l.minutes ?? 0,
    memberName: l.memberName,
    task: l.task,
    note: l.note,
    billable: l.billable,
    invoiceNumber: l.invoiceNumber,
    rate: rateOf(l),
  }));
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    version: p.version,
    clientId: p.clientId,
    clientName: row.clientName,
    leadId: p.leadId,
    leadName: row.leadName,
    startsOn: p.startsOn,
    endsOn: p.endsOn,
    hourlyRate: p.hourlyRate,
    notes: p.notes,
    quoteNumber: row.quoteNumber,
    budgetLines: p.budgetLines,
    budgetHt: p.budgetHt,
    documents: docs
      .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())
      .map((d) => ({
        number: d.number,
        kind: d.kind,
        status: d.status,
        issuedAt: d.issuedAt.toISOString(),
        totalTtc: d.totalTtc,
        ht: d.ht,
        paidTotal: d.paidTotal,
      })),
    money: moneyFigures(docs),
    time: timeFigures(
      alike.map((l) => ({
        minutes: l.minutes ?? 0,
        billable: l.billable,
        rate: rateOf(l),
        count: l.count,
      })),
    ),
    entries,
    byMember: membersOf(alike),
  };
}

/** Minutes per member from their alike entries, the member with the latest entry first. */
function membersOf(
  groups: readonly {
    name: string;
    minutes: number | null;
    count: number;
    lastDay: string;
    lastAt: string;
  }[],
): { name: string; minutes: number }[] {
  const by = new Map<string, { minutes: number; lastDay: string; lastAt: string }>();
  for (const g of groups) {
    const m = by.get(g.name) ?? { minutes: 0, lastDay: "", lastAt: "" };
    m.minutes += (g.minutes ?? 0) * Number(g.count);
    if (g.lastDay > m.lastDay) m.lastDay = g.lastDay;
    if (g.lastAt > m.lastAt) m.lastAt = g.lastAt;
    by.set(g.name, m);
  }
  return [...by]
    .sort(([, a], [, b]) =>
      a.lastDay !== b.lastDay
        ? b.lastDay.localeCompare(a.lastDay)
        : b.lastAt.localeCompare(a.lastAt),
    )
    .map(([name, m]) => ({ name, minutes: m.minutes }));
}

function fieldsOf(input: ProjectInput) {
  return {
    name: input.name,
    clientId: input.clientId,
    status: input.status,
    leadId: input.leadId || null,
    startsOn: input.startsOn,
    endsOn: input.endsOn || null,
    hourlyRate: input.hourlyRate,
    notes: input.notes,
  };
}

async function refusalOf(input: ProjectInput): Promise<string | null> {
  const [found] = await db()
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.id, input.clientId), isNull(client.mergedInto)));
  if (!found) return "Client introuvable\u00a0: choisissez-le dans la liste.";
  if (input.leadId) {
    const [lead] = await db()
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, input.leadId), eq(user.role, "staff")));
    if (!lead) return "Responsable introuvable\u00a0: choisissez un membre de l'équipe.";
  }
  return null;
}

/** « Nouveau projet »: stored before the page says so. */
export async function createProject(input: ProjectInput): Promise<Outcome<{ id: string }>> {
  const refusal = await refusalOf(input);
  if (refusal) return { ok: false, message: refusal };
  const [row] = await db()
    .insert(clientProject)
    .values(fieldsOf(input))
    .returning({ id: clientProject.id });
  return { ok: true, value: { id: row!.id } };
}

export type UpdateOutcome =
  | { ok: true }
  | { ok: false; kind: "refused" | "missing"; message: string }
  | { ok: false; kind: "conflict"; message: string };

/** A project's edit, held only while `input.version` is still the current one. */
export async function updateProject(id: string, input: ProjectInput): Promise<UpdateOutcome> {
  const refusal = await refusalOf(input);
  if (refusal) return { ok: false, kind: "refused", message: refusal };
  const [row] = await db()
    .update(clientProject)
    .set({ ...fieldsOf(input), version: sql`${clientProject.version} + 1` })
    .where(and(eq(clientProject.id, id), eq(clientProject.version, input.version)))
    .returning({ id: clientProject.id });
  if (row) return { ok: true };
  const [exists] = await db()
    .select({ id: clientProject.id })
    .from(clientProject)
    .where(eq(clientProject.id, id));
  return exists
    ? { ok: false, kind: "conflict", message: CONFLICT_MESSAGE }
    : { ok: false, kind: "missing", message: PROJECT_MISSING };
}

/** The project a quote started, if any (its page shows the link instead of the button). */
export async function projectOfDocument(
  documentId: string,
): Promise<{ id: string; name: string } | null> {
  const result = await db().execute(sql`
    select p.id, p.name from ${clientProject} p
    where exists (
      select 1 from ${projectDocument} pd
      left join ${document} d1 on d1.id = ${documentId}::uuid
      left join ${document} d2 on d2.id = d1.source_id
      where pd.project_id = p.id
        and pd.document_id in (${documentId}::uuid, d1.source_id, d2.source_id)
    )
    limit 1`);
  const row = result.rows[0] as { id: string; name: string } | undefined;
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * « Démarrer le projet » on an accepted quote: the project of its client, named after the
 * quote's project, led by whoever starts it, its budget the quote's lines. Once per quote:
 * a second click (two tabs, two colleagues) finds the project the first one made.
 */
export async function startFromQuote(
  quoteNumber: string,
  by: { id: string },
  at: Date,
): Promise<Outcome<{ id: string; created: boolean }>> {
  const [quote] = await db()
    .select({
      id: document.id,
      kind: document.kind,
      status: document.status,
      project: document.project,
      snapshot: document.snapshot,
      clientId: clientDocument.clientId,
    })
    .from(document)
    .leftJoin(clientDocument, eq(clientDocument.documentId, document.id))
    .where(eq(document.number, quoteNumber));
  if (!quote || !kindIs(quote.kind, "answerable")) {
    return { ok: false, message: `Devis ${quoteNumber} introuvable.` };
  }
  const existing = await projectIdOfQuote(db(), quote.id);
  if (existing) return { ok: true, value: { id: existing, created: false } };
  if (quote.status !== "accepted") {
    return {
      ok: false,
      message: `Le devis ${quoteNumber} n'est pas accepté\u00a0: un projet démarre d'un devis accepté.`,
    };
  }
  if (!quote.clientId) {
    return { ok: false, message: `Le devis ${quoteNumber} n'a pas de client dans le fichier.` };
  }
  const snap = quote.snapshot as unknown as QuoteInvoiceSnapshot;
  const budgetLines = snap.lines.map((l) => ({
    designation: l.designation,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    total: l.total,
  }));
  // The budget is what the quote sells, HT after its discount.
  const budgetHt = snap.totals.totalAfterDiscount;
  const made = await db().transaction(async (tx: Tx) => {
    const [row] = await tx
      .insert(clientProject)
      .values({
        name: quote.project.trim() || snap.project?.title || quoteNumber,
        clientId: quote.clientId!,
        quoteId: quote.id,
        leadId: by.id,
        startsOn: dakarDay(at),
        budgetLines,
        budgetHt,
      })
      .onConflictDoNothing({ target: clientProject.quoteId })
      .returning({ id: clientProject.id });
    if (!row) return null;
    await tx.insert(projectDocument).values({ documentId: quote.id, projectId: row.id });
    return row.id;
  });
  if (made) return { ok: true, value: { id: made, created: true } };
  const other = await projectIdOfQuote(db(), quote.id);
  return other
    ? { ok: true, value: { id: other, created: false } }
    : { ok: false, message: "Le projet n'a pas pu être créé\u00a0: réessayez." };
}

async function projectIdOfQuote(reader: Reader, quoteId: string): Promise<string | null> {
  const [row] = await reader
    .select({ id: clientProject.id })
    .from(clientProject)
    .where(eq(clientProject.quoteId, quoteId));
  return row?.id ?? null;
}

/**
 * « Rattacher un document »: a quote or an invoice of the project's client joins it (with
 * what follows it). A document already in a project stays in its own.
 */
export async function linkDocument(
  projectId: string,
  number: string,
): Promise<Outcome<{ number: string }>> {
  const [doc] = await db()
    .select({ id: document.id, kind: document.kind, clientId: clientDocument.clientId })
    .from(document)
    .leftJoin(clientDocument, eq(clientDocument.documentId, document.id))
    .where(eq(document.number, number));
  if (!doc) return { ok: false, message: `Document ${number} introuvable.` };
  if (
    !kindIs(doc.kind, "priced") ||
    !(kindIs(doc.kind, "answerable") || kindIs(doc.kind, "payable"))
  ) {
    return { ok: false, message: "Seuls un devis ou une facture se rattachent à un projet." };
  }
  const [project] = await db()
    .select({ clientId: clientProject.clientId })
    .from(clientProject)
    .where(eq(clientProject.id, projectId));
  if (!project) return { ok: false, message: PROJECT_MISSING };
  if (doc.clientId !== project.clientId) {
    return { ok: false, message: `Le document ${number} est d'un autre client que ce projet.` };
  }
  const inOne = await projectOfDocument(doc.id);
  if (inOne) {
    return inOne.id === projectId
      ? { ok: false, message: `Le document ${number} est déjà dans ce projet.` }
      : {
          ok: false,
          message: `Le document ${number} est déjà dans le projet «\u00a0${inOne.name}\u00a0».`,
        };
  }
  await db()
    .insert(projectDocument)
    .values({ documentId: doc.id, projectId })
    .onConflictDoNothing();
  return { ok: true, value: { number } };
}

/** The projects time may be recorded on (not « Clos »), by name, with their client. */
export async function openProjects(): Promise<{ id: string; name: string; clientName: string }[]> {
  return db()
    .select({ id: clientProject.id, name: clientProject.name, clientName: client.name })
    .from(clientProject)
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .where(inArray(clientProject.status, TAKES_TIME))
    .orderBy(asc(clientProject.name));
}
