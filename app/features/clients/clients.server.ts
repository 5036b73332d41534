import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  client,
  clientDocument,
  clientLead,
  contactMessage,
  document,
  payment,
  type ClientRow,
} from "#app/db/schema.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKind,
} from "#app/features/documents/kinds.ts";
import { balanceDue, OWING_STATUSES } from "#app/features/documents/status.ts";
import type { ContactPreference } from "#app/features/whatsapp/registry.ts";
import type { Currency, Language } from "#app/lib/currencies.ts";
import type { CountryCode } from "#app/lib/country-codes.ts";
import {
  clientFor,
  factsOfSnapshot,
  knownClients,
  lockClientBook,
} from "#app/features/client-links/link.server.ts";
import {
  mergedFields,
  mergeRefusal,
  normalizeEmail,
  normalizeNinea,
  type ClientFields,
  type ClientSuggestion,
} from "#app/features/client-links/match.ts";

// The client book (ADR 031). Documents keep their own snapshot of the client: this
// book only links them (client_document), so editing or merging a client never
// touches an issued document, nor the integrity chain that hashes them (ADR 023).
// Each issuing transaction links its document (client-links/link.server.ts); the sync
// here is the catch-up of an upgrade or a restore, and the leads'.

// The kinds that name a client: every kind with lines and totals.
const LINKED_KINDS = DOCUMENT_KIND_NAMES.filter((kind) => DOCUMENT_KINDS[kind].priced);

/** What a sync looks at: the documents, the leads (both unless told). */
export type SyncScope = { documents?: boolean; leads?: boolean };

/**
 * Links every issued quote, invoice and credit note, and every lead (not spam), that
 * has no client yet: to the client its email or NINEA names, or to a new one.
 * Idempotent (a linked row is never looked at again), one instance at a time. Each
 * issue links its own document in its transaction (`linkDocument`), so the documents'
 * part is the catch-up run at start: an upgrade from before the book, or a restore.
 * Returns how many rows it linked.
 */
export async function syncClients(scope: SyncScope = {}): Promise<number> {
  const withDocuments = scope.documents ?? true;
  const withLeads = scope.leads ?? true;
  return db().transaction(async (tx) => {
    await lockClientBook(tx);
    const docs = !withDocuments
      ? []
      : await tx
          .select({ id: document.id, snapshot: document.snapshot })
          .from(document)
          .leftJoin(clientDocument, eq(clientDocument.documentId, document.id))
          .where(and(isNull(clientDocument.documentId), inArray(document.kind, LINKED_KINDS)))
          .orderBy(asc(document.issuedAt), asc(document.seq));
    const leads = !withLeads
      ? []
      : await tx
          .select({ id: contactMessage.id, name: contactMessage.name, email: contactMessage.email })
          .from(contactMessage)
          .leftJoin(clientLead, eq(clientLead.contactMessageId, contactMessage.id))
          .where(and(isNull(clientLead.contactMessageId), eq(contactMessage.spam, false)))
          .orderBy(asc(contactMessage.createdAt));
    if (docs.length === 0 && leads.length === 0) return 0;
    const book = await knownClients(tx);
    let linked = 0;
    for (const doc of docs) {
      const facts = factsOfSnapshot(doc.snapshot);
      if (!facts) continue;
      const clientId = await clientFor(tx, facts, book);
      await tx
        .insert(clientDocument)
        .values({ documentId: doc.id, clientId })
        .onConflictDoNothing();
      linked++;
    }
    for (const lead of leads) {
      const clientId = await clientFor(
        tx,
        { name: lead.name, email: lead.email, contactName: lead.name },
        book,
      );
      await tx
        .insert(clientLead)
        .values({ contactMessageId: lead.id, clientId })
        .onConflictDoNothing();
      linked++;
    }
    return linked;
  });
}

/** After a contact request is stored: links it to its client, never failing the visitor. */
export async function linkLeads(): Promise<void> {
  try {
    await syncClients({ documents: false });
  } catch (error) {
    // The database away is said once per outage (ADR 035); the next sync links it.
    if (!noteDatabaseFailure(error, "client book")) {
      logger().warn({ err: error }, "client book: the new request was not linked yet");
    }
  }
}

export const CLIENTS_PER_PAGE = 50;

export type ClientListItem = {
  id: string;
  name: string;
  contactName: string;
  email: string | null;
  phone: string;
  ninea: string | null;
  documents: number;
  /** Whole francs still owed on its invoices. */
  due: number;
};

function searchOf(q: string) {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  return words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(
      ilike(client.name, like),
      ilike(client.contactName, like),
      ilike(client.email, like),
      ilike(client.phone, like),
      ilike(client.ninea, like),
      ilike(client.rccm, like),
    );
  });
}

const dueSql = sql<number>`coalesce(sum(case when ${document.kind} = 'invoice' and ${document.status} in (${sql.join(
  OWING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}) then greatest(0, coalesce(${document.totalTtc}, 0) - ${document.paidTotal} - ${document.creditedTotal}) else 0 end), 0)`;

/** The book's page: the clients not merged, searched by name, contact, email, phone, NINEA, RCCM. */
export async function listClients({ q = "", page = 1 }: { q?: string; page?: number }) {
  const where = and(isNull(client.mergedInto), ...searchOf(q));
  const [rows, [count]] = await Promise.all([
    db()
      .select({
        id: client.id,
        name: client.name,
        contactName: client.contactName,
        email: client.email,
        phone: client.phone,
        ninea: client.ninea,
        documents: sql<number>`count(${document.id})::int`,
        due: sql<number>`(${dueSql})::bigint`,
      })
      .from(client)
      .leftJoin(clientDocument, eq(clientDocument.clientId, client.id))
      .leftJoin(document, eq(document.id, clientDocument.documentId))
      .where(where)
      .groupBy(client.id)
      .orderBy(asc(sql`lower(${client.name})`), asc(client.createdAt))
      .limit(CLIENTS_PER_PAGE)
      .offset((page - 1) * CLIENTS_PER_PAGE),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(client)
      .where(where),
  ]);
  return {
    clients: rows.map((r) => ({ ...r, due: Number(r.due) })) as ClientListItem[],
    total: count?.n ?? 0,
  };
}

/** The document form's suggestions: up to 8 clients whose name (or email, NINEA) holds `q`. */
export async function suggestClients(q: string): Promise<ClientSuggestion[]> {
  if (!q.trim()) return [];
  const rows = await db()
    .select()
    .from(client)
    .where(and(isNull(client.mergedInto), ...searchOf(q)))
    .orderBy(asc(sql`lower(${client.name})`))
    .limit(8);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email ?? "",
    phone: r.phone,
    address: r.address,
    ninea: r.ninea ?? "",
    language: r.language,
    currency: r.currency,
    country: r.country,
  }));
}

export type ClientDocumentItem = {
  number: string;
  kind: DocumentKind;
  status: (typeof document.$inferSelect)["status"];
  issuedAt: Date;
  validUntil: string | null;
  dueDate: string | null;
  project: string;
  totalTtc: number | null;
  paidTotal: number;
  creditedTotal: number;
};

/** A client's page: the client, its documents, what it still owes, its payments and its requests. */
export async function getClient(id: string) {
  const [row] = await db().select().from(client).where(eq(client.id, id));
  if (!row) return null;
  const documents: ClientDocumentItem[] = await db()
    .select({
      number: document.number,
      kind: document.kind,
      status: document.status,
      issuedAt: document.issuedAt,
      validUntil: document.validUntil,
      dueDate: document.dueDate,
      project: document.project,
      totalTtc: document.totalTtc,
      paidTotal: document.paidTotal,
      creditedTotal: document.creditedTotal,
    })
    .from(clientDocument)
    .innerJoin(document, eq(document.id, clientDocument.documentId))
    .where(eq(clientDocument.clientId, id))
    .orderBy(desc(document.issuedAt), desc(document.seq));
  const due = documents
    .filter((d) => d.kind === "invoice" && OWING_STATUSES.includes(d.status))
    .reduce((sum, d) => sum + balanceDue(d), 0);
  const payments = await db()
    .select({
      id: payment.id,
      number: document.number,
      amount: payment.amount,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      cancelled: sql<boolean>`${payment.cancelledAt} is not null`,
    })
    .from(payment)
    .innerJoin(clientDocument, eq(clientDocument.documentId, payment.documentId))
    .innerJoin(document, eq(document.id, payment.documentId))
    .where(eq(clientDocument.clientId, id))
    .orderBy(desc(payment.paidOn), desc(payment.recordedAt));
  const leads = await db()
    .select({
      id: contactMessage.id,
      subject: contactMessage.subject,
      createdAt: contactMessage.createdAt,
    })
    .from(clientLead)
    .innerJoin(contactMessage, eq(contactMessage.id, clientLead.contactMessageId))
    .where(eq(clientLead.clientId, id))
    .orderBy(desc(contactMessage.createdAt));
  const merged = await db()
    .select({ id: client.id, name: client.name })
    .from(client)
    .where(eq(client.mergedInto, id))
    .orderBy(asc(client.name));
  return { client: row, documents, due, payments, leads, merged };
}

/** The other clients a client may be merged with (not merged, not itself). */
export async function mergeCandidates(id: string) {
  return db()
    .select({ id: client.id, name: client.name, email: client.email, ninea: client.ninea })
    .from(client)
    .where(and(isNull(client.mergedInto), sql`${client.id} <> ${id}`))
    .orderBy(asc(sql`lower(${client.name})`))
    .limit(500);
}

export type ClientInput = ClientFields & {
  contactPreference?: ContactPreference;
  language?: Language;
  currency?: Currency;
  country?: CountryCode;
};

function stored(input: ClientInput) {
  return {
    ...(input.contactPreference ? { contactPreference: input.contactPreference } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.country ? { country: input.country } : {}),
    name: input.name.trim(),
    contactName: input.contactName.trim(),
    email: normalizeEmail(input.email) || null,
    phone: input.phone.trim(),
    address: input.address.trim(),
    ninea: normalizeNinea(input.ninea) ? input.ninea!.trim() : null,
    rccm: input.rccm.trim(),
    notes: input.notes.trim(),
  };
}

/** Another client of the book with this email or NINEA, for the form's refusal. */
async function sameIdentity(input: ClientInput, except?: string): Promise<ClientRow | undefined> {
  const email = normalizeEmail(input.email);
  const ninea = normalizeNinea(input.ninea);
  if (!email && !ninea) return undefined;
  const rows = await db()
    .select()
    .from(client)
    .where(
      and(
        isNull(client.mergedInto),
        or(
          email ? sql`lower(${client.email}) = ${email}` : undefined,
          ninea
            ? sql`upper(regexp_replace(${client.ninea}, '[^0-9A-Za-z]', '', 'g')) = ${ninea}`
            : undefined,
        ),
      ),
    );
  return rows.find((r) => r.id !== except);
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export async function createClient(input: ClientInput): Promise<Outcome<{ id: string }>> {
  const twin = await sameIdentity(input);
  if (twin) {
    return {
      ok: false,
      message: `Ce client existe déjà (${twin.name}, même email ou NINEA)\u00a0: ouvrez sa fiche ou fusionnez-les.`,
    };
  }
  const [row] = await db().insert(client).values(stored(input)).returning({ id: client.id });
  return { ok: true, value: { id: row!.id } };
}

/** Changes the client for the documents to come; those issued keep what they printed. */
export async function updateClient(id: string, input: ClientInput): Promise<Outcome<null>> {
  const [row] = await db().select().from(client).where(eq(client.id, id));
  if (!row) return { ok: false, message: "Client introuvable\u00a0: rien n'a été modifié." };
  if (row.mergedInto) {
    return {
      ok: false,
      message:
        "Ce client a été fusionné dans un autre\u00a0: modifiez la fiche du client conservé.",
    };
  }
  const twin = await sameIdentity(input, id);
  if (twin) {
    return {
      ok: false,
      message: `${twin.name} a déjà cet email ou ce NINEA\u00a0: fusionnez les deux clients plutôt.`,
    };
  }
  await db().update(client).set(stored(input)).where(eq(client.id, id));
  return { ok: true, value: null };
}

/**
 * Merges `otherId` into `keptId`: its documents, requests and the clients merged
 * into it move to the kept one, whose blanks take its details; it stays, hidden,
 * pointing at the kept one (its email and NINEA still lead there).
 */
export async function mergeClients(keptId: string, otherId: string): Promise<Outcome<null>> {
  return db().transaction(async (tx) => {
    await lockClientBook(tx);
    const rows = await tx
      .select()
      .from(client)
      .where(inArray(client.id, [keptId, otherId]))
      .for("update");
    const kept = rows.find((r) => r.id === keptId);
    const other = rows.find((r) => r.id === otherId);
    const refusal = mergeRefusal(kept, keptId === otherId ? kept : other);
    if (refusal) return { ok: false as const, message: refusal };
    await tx.update(client).set(mergedFields(kept!, other!)).where(eq(client.id, keptId));
    await tx
      .update(clientDocument)
      .set({ clientId: keptId })
      .where(eq(clientDocument.clientId, otherId));
    await tx.update(clientLead).set({ clientId: keptId }).where(eq(clientLead.clientId, otherId));
    await tx.update(client).set({ mergedInto: keptId }).where(eq(client.mergedInto, otherId));
    await tx.update(client).set({ mergedInto: keptId }).where(eq(client.id, otherId));
    return { ok: true as const, value: null };
  });
}
