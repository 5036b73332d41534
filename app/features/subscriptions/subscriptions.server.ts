import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  document,
  subscription,
  subscriptionPeriod,
  type SubscriptionLine,
  type SubscriptionRow,
} from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import type { Outcome } from "#app/features/documents/register.server.ts";
import { invoiceProblem, periodInvoiceForm, periodTotals, type ClientCard } from "./invoice.ts";
import { nextDate, skippedByPause, type Calendar } from "./periods.ts";
import type { SubscriptionInput } from "./schemas.ts";
import type {
  CatalogueOption,
  ClientOption,
  SubscriptionListRow,
  SubscriptionView,
} from "./types.ts";

// The subscriptions' own queries; the client book and the catalogue are read
// through small queries of their own (their pages belong to their features).

/** The clients to choose from (merged ones are hidden), by name. */
export async function clientOptions(): Promise<ClientOption[]> {
  return db()
    .select({ id: client.id, name: client.name, email: client.email })
    .from(client)
    .where(isNull(client.mergedInto))
    .orderBy(asc(client.name));
}

/** The catalogue's items still offered, by designation. */
export async function catalogueOptions(): Promise<CatalogueOption[]> {
  return db()
    .select({
      id: catalogueItem.id,
      designation: catalogueItem.designation,
      unit: catalogueItem.unit,
      unitPrice: catalogueItem.unitPrice,
      vatRate: catalogueItem.vatRate,
    })
    .from(catalogueItem)
    .where(isNull(catalogueItem.archivedAt))
    .orderBy(asc(catalogueItem.designation));
}

/** A client as the book holds it today, following merges (a merged client points at the one kept). */
export async function clientCard(id: string): Promise<ClientCard | undefined> {
  let current = id;
  for (let hop = 0; hop < 10; hop++) {
    const [row] = await db().select().from(client).where(eq(client.id, current));
    if (!row) return undefined;
    if (!row.mergedInto) {
      return {
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        ninea: row.ninea,
        country: row.country,
      };
    }
    current = row.mergedInto;
  }
  return undefined;
}

export function calendarOf(
  row: Pick<SubscriptionRow, "period" | "startOn" | "endOn" | "pausedOn" | "stoppedOn">,
): Calendar {
  return {
    period: row.period,
    startOn: row.startOn,
    endOn: row.endOn,
    pausedOn: row.pausedOn,
    stoppedOn: row.stoppedOn,
  };
}

/**
 * « Nouvel abonnement »: the client must exist, each line comes from the catalogue
 * with its price and VAT copied now (a later change of the catalogue does not
 * change this subscription), and all lines share one VAT rate (an invoice has one).
 */
export async function createSubscription(
  input: SubscriptionInput,
  by: SessionUser,
  now: Date,
): Promise<Outcome<{ id: string }> & { field?: string }> {
  const today = dakarDay(now);
  if (input.startOn < today) {
    return {
      ok: false,
      field: "startOn",
      message:
        "La date de début ne peut pas être passée\u00a0: choisissez aujourd'hui ou plus tard",
    };
  }
  const [found] = await db()
    .select({ id: client.id, mergedInto: client.mergedInto })
    .from(client)
    .where(eq(client.id, input.clientId));
  if (!found) {
    return {
      ok: false,
      field: "clientId",
      message: "Ce client est introuvable\u00a0: choisissez-en un autre",
    };
  }
  const ids = [...new Set(input.lines.map((l) => l.itemId))];
  const items = await db().select().from(catalogueItem).where(inArray(catalogueItem.id, ids));
  const byId = new Map(items.map((i) => [i.id, i]));
  const lines: SubscriptionLine[] = [];
  for (const line of input.lines) {
    const item = byId.get(line.itemId);
    if (!item || item.archivedAt) {
      return {
        ok: false,
        field: "lines",
        message:
          "Une prestation n'est plus au catalogue\u00a0: rechargez la page et choisissez-en une autre",
      };
    }
    lines.push({
      catalogueItemId: item.id,
      designation: item.designation,
      unit: item.unit,
      quantity: line.quantity,
      unitPrice: item.unitPrice,
    });
  }
  const rates = new Set(input.lines.map((l) => byId.get(l.itemId)!.vatRate));
  if (rates.size > 1) {
    return {
      ok: false,
      field: "lines",
      message:
        "Les prestations d'un abonnement doivent avoir le même taux de TVA (une facture n'en porte qu'un)",
    };
  }
  // A client card that could not be invoiced is said now, not at the first period.
  const card = await clientCard(found.id);
  const problem = card
    ? invoiceProblem(
        periodInvoiceForm(
          { title: "—", lines, vatRate: 0, period: input.period },
          card,
          input.startOn,
          input.startOn,
        ),
      )
    : "Ce client est introuvable\u00a0: choisissez-en un autre";
  if (problem) return { ok: false, field: "clientId", message: problem };
  const [row] = await db()
    .insert(subscription)
    .values({
      clientId: found.mergedInto ?? found.id,
      title: input.title || lines[0]!.designation,
      lines,
      vatRate: [...rates][0]!,
      period: input.period,
      startOn: input.startOn,
      endOn: input.endOn ?? null,
      autoSend: input.autoSend,
      createdBy: by.id,
      createdByName: by.name,
    })
    .returning({ id: subscription.id });
  return { ok: true, value: { id: row!.id } };
}

async function claimedStarts(ids: string[]): Promise<Map<string, Set<string>>> {
  const map = new Map<string, Set<string>>();
  if (ids.length === 0) return map;
  const rows = await db()
    .select({ id: subscriptionPeriod.subscriptionId, start: subscriptionPeriod.periodStart })
    .from(subscriptionPeriod)
    .where(inArray(subscriptionPeriod.subscriptionId, ids));
  for (const r of rows) {
    if (!map.has(r.id)) map.set(r.id, new Set());
    map.get(r.id)!.add(r.start);
  }
  return map;
}

function listRow(
  row: SubscriptionRow & { clientName: string; invoices: number },
  claimed: Set<string>,
  today: string,
): SubscriptionListRow {
  const totals = periodTotals(row);
  return {
    id: row.id,
    clientName: row.clientName,
    title: row.title,
    period: row.period,
    totalTtc: totals.totalTTC,
    withVat: totals.vatAmount > 0,
    nextDate: row.status === "active" ? nextDate(calendarOf(row), today, claimed) : null,
    status: row.status,
    endOn: row.endOn,
    autoSend: row.autoSend,
    invoices: row.invoices,
    lastError: row.lastError,
  };
}

const invoiceCount =
  sql<number>`(select count(*) from ${subscriptionPeriod} where ${subscriptionPeriod.subscriptionId} = ${subscription.id} and ${subscriptionPeriod.documentId} is not null)`.mapWith(
    Number,
  );

/** /abonnements (or a client's page): the subscriptions, the running ones first, newest first. */
export async function listSubscriptions(
  now: Date,
  options: { clientId?: string } = {},
): Promise<SubscriptionListRow[]> {
  const rows = await db()
    .select({ sub: subscription, clientName: client.name, invoices: invoiceCount })
    .from(subscription)
    .innerJoin(client, eq(client.id, subscription.clientId))
    .where(options.clientId ? eq(subscription.clientId, options.clientId) : undefined)
    .orderBy(
      sql`case ${subscription.status} when 'active' then 0 when 'paused' then 1 else 2 end`,
      desc(subscription.createdAt),
    );
  const claimed = await claimedStarts(rows.map((r) => r.sub.id));
  const today = dakarDay(now);
  return rows.map((r) =>
    listRow(
      { ...r.sub, clientName: r.clientName, invoices: r.invoices },
      claimed.get(r.sub.id) ?? new Set(),
      today,
    ),
  );
}

/** A subscription's page: its terms and every period, with the invoice it issued. */
export async function getSubscription(
  id: string,
  now: Date,
): Promise<SubscriptionView | undefined> {
  const [row] = await db()
    .select({ sub: subscription, clientName: client.name, invoices: invoiceCount })
    .from(subscription)
    .innerJoin(client, eq(client.id, subscription.clientId))
    .where(eq(subscription.id, id));
  if (!row) return undefined;
  const periods = await db()
    .select({
      start: subscriptionPeriod.periodStart,
      skipped: subscriptionPeriod.skipped,
      sentAt: subscriptionPeriod.sentAt,
      number: document.number,
      issuedAt: document.issuedAt,
      totalTtc: document.totalTtc,
      status: document.status,
    })
    .from(subscriptionPeriod)
    .leftJoin(document, eq(document.id, subscriptionPeriod.documentId))
    .where(eq(subscriptionPeriod.subscriptionId, id))
    .orderBy(desc(subscriptionPeriod.periodStart));
  const base = listRow(
    { ...row.sub, clientName: row.clientName, invoices: row.invoices },
    new Set(periods.map((p) => p.start)),
    dakarDay(now),
  );
  return {
    ...base,
    lines: row.sub.lines,
    vatRate: row.sub.vatRate,
    startOn: row.sub.startOn,
    pausedOn: row.sub.pausedOn,
    stoppedOn: row.sub.stoppedOn,
    createdByName: row.sub.createdByName,
    createdAt: row.sub.createdAt,
    totals: periodTotals(row.sub),
    periods,
  };
}

/** Pause: no period starting from today is issued until resumed. Only from « active ». */
export async function pauseSubscription(id: string, now: Date): Promise<Outcome<null>> {
  const updated = await db()
    .update(subscription)
    .set({ status: "paused", pausedOn: dakarDay(now) })
    .where(and(eq(subscription.id, id), eq(subscription.status, "active")))
    .returning({ id: subscription.id });
  return updated.length
    ? { ok: true, value: null }
    : { ok: false, message: "Cet abonnement n'est pas en cours\u00a0: rechargez la page." };
}

/**
 * Resume: the periods that started during the pause are recorded as skipped (never
 * billed afterwards), in the transaction that makes it active again (ADR 032).
 */
export async function resumeSubscription(id: string, now: Date): Promise<Outcome<string[]>> {
  const today = dakarDay(now);
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(subscription).where(eq(subscription.id, id)).for("update");
    if (row?.status !== "paused" || !row.pausedOn) {
      return {
        ok: false as const,
        message: "Cet abonnement n'est pas en pause\u00a0: rechargez la page.",
      };
    }
    const skipped = skippedByPause(calendarOf(row), row.pausedOn, today);
    if (skipped.length > 0) {
      await tx
        .insert(subscriptionPeriod)
        .values(skipped.map((start) => ({ subscriptionId: id, periodStart: start, skipped: true })))
        .onConflictDoNothing();
    }
    await tx
      .update(subscription)
      .set({ status: "active", pausedOn: null })
      .where(eq(subscription.id, id));
    return { ok: true as const, value: skipped };
  });
}

/** Stop, for good: no period starting from today (or from the pause). From « active » or « paused ». */
export async function stopSubscription(id: string, now: Date): Promise<Outcome<null>> {
  const updated = await db()
    .update(subscription)
    // Stopped while paused: the periods of the pause stay unbilled.
    .set({
      status: "stopped",
      stoppedOn: sql`coalesce(${subscription.pausedOn}, ${dakarDay(now)}::date)`,
      pausedOn: null,
    })
    .where(and(eq(subscription.id, id), inArray(subscription.status, ["active", "paused"])))
    .returning({ id: subscription.id });
  return updated.length
    ? { ok: true, value: null }
    : { ok: false, message: "Cet abonnement est déjà arrêté." };
}
