import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db } from "#app/db/db.server.ts";
import {
  article,
  client,
  contactMessage,
  document,
  onlinePaymentCheck,
  reminder,
  subscription,
} from "#app/db/schema.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";
import { callsOfDay, countCallsOfDay } from "#app/features/booking/booking.server.ts";
import { timeLabel } from "#app/features/booking/slots.ts";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { overdue } from "#app/features/documents/register.server.ts";
import { daysBetween, nextStep } from "#app/features/reminders/schedule.ts";
import { company } from "#app/features/settings/current.server.ts";
import { countWhatsappChecks, whatsappChecks } from "#app/features/whatsapp/checks.server.ts";
import { errorInFrench } from "#app/features/whatsapp/cloud-api.ts";
import type { WhatsappPurpose } from "#app/features/whatsapp/registry.ts";
import { formatFrenchDate, formatFrenchDateTime } from "#app/lib/dates.ts";
import {
  days,
  followUpCutoff,
  TODO_SHOWN,
  todoKeysFor,
  todoList,
  type TodoItem,
  type TodoKey,
} from "./todo.ts";

// « À faire » (ADR 040): one count and the first few items per section the member's
// role can act on, read from the tables that already say it (statuses, due dates, the
// sending events, the handled marks). Nothing is stored for the list itself.

const balance = sql<number>`coalesce(${document.totalTtc}, 0) - ${document.paidTotal} - ${document.creditedTotal}`;
// When the quote last left: its latest « sent » event (its issue when none was recorded).
// The outer table written out: drizzle may name a column without its table.
const lastSent = sql<Date>`coalesce((select max(e.at) from document_event e where e.document_id = document.id and e.kind = 'sent'), ${document.issuedAt})`;

/** What a WhatsApp message « À vérifier » was (« Envoi du document du … »). */
const WHATSAPP_CHECK_WHAT: Record<WhatsappPurpose, string> = {
  document: "Envoi du document",
  reminder: "Relance",
  receipt: "Reçu de paiement",
  acceptance: "Confirmation d'accord",
  call: "Rappel d'appel",
};

/** Each section's rows: its condition, and how its first items are read. */
type Source = {
  count: () => Promise<number>;
  items: () => Promise<TodoItem[]>;
};

async function countOf(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

type Row<F extends SelectedFields> = SelectResultFields<F>;

/**
 * A section read from its table: the rows `where` holds, counted, and the first
 * TODO_SHOWN of them (`fields`, in `orderBy`'s order) made into items. `join` adds the
 * row that each names (the document checked, the subscription's client); `extra`, what
 * the items need besides, read once for all of them (the reminders already sent).
 */
function listed<F extends SelectedFields, E = undefined>(spec: {
  from: PgTable;
  join?: { table: PgTable; on: SQL };
  where: SQL | undefined;
  fields: F;
  orderBy: SQL[];
  extra?: (rows: Row<F>[]) => Promise<E>;
  item: (row: Row<F>, extra: E) => TodoItem;
}): Source {
  return {
    count: () => countOf(spec.from, spec.where),
    items: async () => {
      // Built on the fields' common type; the rows are typed by `F` below.
      const fields: SelectedFields = spec.fields;
      let query = db().select(fields).from(spec.from).$dynamic();
      // The join adds columns only to `fields`: the builder's type stays the one row's.
      if (spec.join) query = query.innerJoin(spec.join.table, spec.join.on) as typeof query;
      const rows = (await query
        .where(spec.where)
        .orderBy(...spec.orderBy)
        .limit(TODO_SHOWN)) as Row<F>[];
      const extra = (await spec.extra?.(rows)) as E;
      return rows.map((row) => spec.item(row, extra));
    },
  };
}

function day(iso: string): string {
  return formatFrenchDate(new Date(`${iso}T12:00:00Z`));
}

function sources(today: string): Record<TodoKey, Source> {
  const late = overdue(today);
  const followUp = and(
    eq(document.kind, "quote"),
    eq(document.status, "sent"),
    sql`(${document.validUntil} is null or ${document.validUntil} >= ${today})`,
    // Last sent on the cutoff day or before (Dakar days are UTC days).
    sql`${lastSent} < ${`${addDays(followUpCutoff(today), 1)}T00:00:00Z`}::timestamptz`,
  );
  // Accepted and nothing invoiced from it yet (a cancelled invoice does not count).
  const toInvoice = and(
    eq(document.kind, "quote"),
    eq(document.status, "accepted"),
    sql`not exists (select 1 from document i where i.source_id = document.id and i.kind = 'invoice' and i.status <> 'cancelled')`,
  );
  const openChecks = isNull(onlinePaymentCheck.handledAt);
  const openRequests = and(isNull(contactMessage.answeredAt), eq(contactMessage.spam, false));
  const failing = and(eq(subscription.status, "active"), isNotNull(subscription.lastError));
  const scheduled = and(eq(article.status, "scheduled"), isNotNull(article.publishAt));

  return {
    overdue: listed({
      from: document,
      where: late,
      fields: {
        id: document.id,
        number: document.number,
        party: document.party,
        dueDate: document.dueDate,
        balance,
      },
      orderBy: [asc(document.dueDate), asc(document.number)],
      extra: async (rows) =>
        rows.length
          ? await db()
              .select({ documentId: reminder.documentId, step: reminder.step, at: reminder.at })
              .from(reminder)
              .where(
                inArray(
                  reminder.documentId,
                  rows.map((r) => r.id),
                ),
              )
          : [],
      item: (r, sent) => {
        const steps = company.documents.reminderDays;
        const dueDate = r.dueDate!;
        const next =
          steps.length === 0
            ? null
            : nextStep({
                dueDate,
                today,
                steps,
                sent: sent
                  .filter((s) => s.documentId === r.id)
                  .map((s) => ({ step: s.step, day: dakarDay(s.at) })),
              });
        const lateBy = daysBetween(dueDate, today);
        return {
          id: r.id,
          title: `${r.number} · ${r.party}`,
          detail: [
            `Échue le ${day(dueDate)}, ${days(lateBy)} de retard`,
            steps.length === 0
              ? "relances automatiques désactivées"
              : next
                ? `prochaine relance le ${day(next.day)}`
                : "plus de relance automatique prévue",
          ].join(" · "),
          amount: Number(r.balance),
          href: `/documents/${r.number}`,
          action: "Relancer",
        };
      },
    }),
    toCheck: listed({
      from: onlinePaymentCheck,
      join: { table: document, on: eq(document.id, onlinePaymentCheck.documentId) },
      where: openChecks,
      fields: {
        id: onlinePaymentCheck.id,
        number: document.number,
        party: document.party,
        reason: onlinePaymentCheck.reason,
        at: onlinePaymentCheck.createdAt,
      },
      orderBy: [asc(onlinePaymentCheck.createdAt)],
      item: (r) => ({
        id: r.id,
        title: `${r.number} · ${r.party}`,
        detail: `Reçu le ${formatFrenchDateTime(r.at)} · ${r.reason}`,
        amount: null,
        href: `/documents/${r.number}#carte-paiements-en-ligne`,
        action: "Vérifier",
      }),
    }),
    whatsapp: {
      count: countWhatsappChecks,
      items: async () =>
        (await whatsappChecks(TODO_SHOWN)).map((r) => ({
          id: r.id,
          title: `${r.number} · ${r.party}`,
          detail: [
            // « le lundi 30 novembre 2026 à 07:12 »: the weekday mid-sentence takes no capital.
            `${WHATSAPP_CHECK_WHAT[r.purpose]} le ${formatFrenchDateTime(r.at).replace(/^./, (c) => c.toLowerCase())}, non remis par WhatsApp`,
            r.fallbackEmailId ? "envoyé par e-mail à la place" : "aucun e-mail à la place",
            r.error ? `réponse de WhatsApp\u00a0: ${errorInFrench(r.error)}` : null,
          ]
            .filter(Boolean)
            .join(" · "),
          amount: null,
          href: `/documents/${encodeURIComponent(r.number)}#carte-historique`,
          action: "Vérifier",
        })),
    },
    toInvoice: listed({
      from: document,
      where: toInvoice,
      fields: {
        id: document.id,
        number: document.number,
        party: document.party,
        project: document.project,
        total: document.totalTtc,
      },
      orderBy: [asc(document.issuedAt)],
      item: (r) => ({
        id: r.id,
        title: `${r.number} · ${r.party}`,
        detail: r.project,
        amount: r.total,
        href: `/create-invoice?devis=${r.number}`,
        action: "Convertir en facture",
      }),
    }),
    followUp: listed({
      from: document,
      where: followUp,
      fields: {
        id: document.id,
        number: document.number,
        party: document.party,
        total: document.totalTtc,
        validUntil: document.validUntil,
        sentAt: lastSent,
      },
      orderBy: [asc(lastSent)],
      item: (r) => {
        const sentDay = dakarDay(new Date(r.sentAt));
        const waited = daysBetween(sentDay, today);
        return {
          id: r.id,
          title: `${r.number} · ${r.party}`,
          detail: [
            `Envoyé le ${day(sentDay)}, sans réponse depuis ${days(waited)}`,
            r.validUntil ? `valable jusqu'au ${day(r.validUntil)}` : null,
          ]
            .filter(Boolean)
            .join(" · "),
          amount: r.total,
          href: `/documents/${r.number}`,
          action: "Relancer le client",
        };
      },
    }),
    requests: listed({
      from: contactMessage,
      where: openRequests,
      fields: {
        id: contactMessage.id,
        name: contactMessage.name,
        email: contactMessage.email,
        at: contactMessage.createdAt,
      },
      orderBy: [asc(contactMessage.createdAt)],
      item: (r) => ({
        id: r.id,
        title: r.name,
        detail: `${r.email} · reçue le ${formatFrenchDateTime(r.at)}`,
        amount: null,
        href: `/demandes?a-traiter=1#demande-${r.id}`,
        action: "Répondre",
      }),
    }),
    calls: {
      count: () => countCallsOfDay(today),
      items: async () =>
        (await callsOfDay(today, TODO_SHOWN)).map((c) => ({
          id: c.id,
          title: `${timeLabel(c.startsAt)} · ${c.name}${c.company ? ` (${c.company})` : ""}`,
          detail: `${c.phone} · avec ${c.memberName}`,
          amount: null,
          href: "/appels",
          action: "Appeler",
        })),
    },
    subscriptions: listed({
      from: subscription,
      join: { table: client, on: eq(client.id, subscription.clientId) },
      where: failing,
      fields: {
        id: subscription.id,
        title: subscription.title,
        client: client.name,
        error: subscription.lastError,
      },
      orderBy: [asc(subscription.updatedAt)],
      item: (r) => ({
        id: r.id,
        title: `${r.title} · ${r.client}`,
        detail: r.error ?? "",
        amount: null,
        href: `/abonnements/${r.id}`,
        action: "Corriger",
      }),
    }),
    scheduled: listed({
      from: article,
      where: scheduled,
      fields: { id: article.id, title: article.title, at: article.publishAt },
      orderBy: [asc(article.publishAt)],
      item: (r) => ({
        id: r.id,
        title: r.title,
        detail: `Paraîtra le ${formatFrenchDateTime(r.at!)}`,
        amount: null,
        href: `/redaction/articles/${r.id}`,
        action: "Relire",
      }),
    }),
  };
}

/** The member's « À faire »: each section their role acts on, with its count and first items. */
export async function loadTodo(role: StaffRole | null | undefined, now: Date) {
  const all = sources(dakarDay(now));
  const found: Partial<Record<TodoKey, { count: number; items: TodoItem[] }>> = {};
  // One after another: PGlite answers one query at a time anyway.
  for (const key of todoKeysFor(role)) {
    const c = await all[key].count();
    found[key] = { count: c, items: c > 0 ? await all[key].items() : [] };
  }
  return todoList(found);
}

/** The counts alone, for the navigation (each an indexed count). */
export async function todoCounts(
  role: StaffRole | null | undefined,
  now: Date,
): Promise<Partial<Record<TodoKey, number>>> {
  const keys = todoKeysFor(role);
  if (keys.length === 0) return {};
  const all = sources(dakarDay(now));
  const out: Partial<Record<TodoKey, number>> = {};
  for (const key of keys) out[key] = await all[key].count();
  return out;
}
