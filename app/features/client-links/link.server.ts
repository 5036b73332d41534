import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/db.server.ts";
import { client, clientDocument } from "#app/db/schema.ts";
import { isCountryCode } from "#app/lib/country-codes.ts";
import {
  emptyClientFields,
  matchClient,
  mergedFields,
  normalizeEmail,
  type ClientFacts,
  type ClientFields,
  type KnownClient,
} from "./match.ts";

// Linking a document or a lead to its client (ADR 031), below every feature that issues:
// the register, deposits and credit notes link what they insert in their own transaction,
// and the client book's sync uses the same matching. It imports no feature, so the
// documents feature may call it without importing the book.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Writer = Db | Tx;

// One linker at a time, across instances: two of them would make the same client twice.
const SYNC_LOCK = 31_031;

/**
 * Takes the client book's lock until the transaction ends. Issuing transactions take it
 * last, after their own row locks: whoever holds it only touches clients and links.
 */
export async function lockClientBook(tx: Writer): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
}

/** What a quote, an invoice or a credit note froze about its client. */
export function factsOfSnapshot(snapshot: Record<string, unknown>): ClientFacts | null {
  const c = snapshot.client as Partial<Record<string, string>> | undefined;
  if (!c || typeof c.name !== "string" || !c.name.trim()) return null;
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    ninea: c.ninea,
    country: c.country,
  };
}

const clean = (v: string | null | undefined) => (v ?? "").trim();

function newClientValues(facts: ClientFacts) {
  return {
    name: clean(facts.name),
    contactName: clean(facts.contactName),
    email: normalizeEmail(facts.email) || null,
    phone: clean(facts.phone),
    address: clean(facts.address),
    ninea: clean(facts.ninea) || null,
    // A client abroad (ADR 064) keeps the document's country; at home, the default.
    ...(facts.country && isCountryCode(facts.country) ? { country: facts.country } : {}),
  };
}

/** The client for these facts: found (its blanks filled from them) or made. */
export async function clientFor(
  tx: Writer,
  facts: ClientFacts,
  book: KnownClient[],
): Promise<string> {
  const found = matchClient(facts, book);
  if (found) {
    const [row] = await tx.select().from(client).where(eq(client.id, found));
    if (row) {
      const fill = mergedFields(row, {
        ...emptyClientFields(),
        ...newClientValues(facts),
        notes: "",
      });
      const changed = (Object.keys(fill) as (keyof ClientFields)[]).some((k) => fill[k] !== row[k]);
      if (changed) await tx.update(client).set(fill).where(eq(client.id, found));
    }
    return found;
  }
  const [made] = await tx
    .insert(client)
    .values(newClientValues(facts))
    .returning({ id: client.id, createdAt: client.createdAt });
  const values = newClientValues(facts);
  book.push({
    id: made!.id,
    name: values.name,
    email: values.email,
    ninea: values.ninea,
    mergedInto: null,
    createdAt: made!.createdAt,
  });
  return made!.id;
}

/** The book as matching reads it (a few columns of every client, merged ones too). */
export async function knownClients(tx: Writer): Promise<KnownClient[]> {
  return tx
    .select({
      id: client.id,
      name: client.name,
      email: client.email,
      ninea: client.ninea,
      mergedInto: client.mergedInto,
      createdAt: client.createdAt,
    })
    .from(client);
}

/**
 * In the transaction that inserts a quote, an invoice or a credit note (a priced kind: the
 * caller knows its kind), once it is inserted: links it to the client its email or NINEA
 * names, or to a new one. Undone with the issue if the issue fails. A snapshot without a
 * client name links nothing (the sync would skip it too).
 */
export async function linkDocument(
  tx: Tx,
  doc: { id: string; snapshot: Record<string, unknown> },
): Promise<void> {
  const facts = factsOfSnapshot(doc.snapshot);
  if (!facts) return;
  await lockClientBook(tx);
  const clientId = await clientFor(tx, facts, await knownClients(tx));
  await tx.insert(clientDocument).values({ documentId: doc.id, clientId }).onConflictDoNothing();
}
