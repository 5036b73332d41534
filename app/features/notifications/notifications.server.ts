import { and, desc, eq, gt, inArray, isNull, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import { publicOrigin } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { notification, notificationMember, notificationRead, user } from "#app/db/schema.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import {
  kindsFor,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationView,
} from "./kinds.ts";

// The studio's notifications (ADR 042): written in the transaction of what they tell,
// read per member (their role's kinds, not their own acts, unread after their cursor
// and their one-by-one reads). The stream (stream.server.ts) tells the open pages.

type Executor = Pick<Db, "insert" | "select">;

export type NewNotification = {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A page of the studio: « /documents/FACT-… ». */
  href: string;
  /** The member who did it, not told of it; null for a client, a visitor, a provider. */
  actorId?: string | null;
  at: Date;
};

/**
 * Records a notification in the caller's transaction, and queues its email to each
 * member whose role it concerns and who asked for it by email (not to the one who did it).
 */
export async function notify(tx: Executor, input: NewNotification): Promise<void> {
  await tx.insert(notification).values({
    kind: input.kind,
    title: input.title,
    body: input.body ?? "",
    href: input.href,
    actorId: input.actorId ?? null,
    createdAt: input.at,
  });
  const wanting = await tx
    .select({ id: user.id, email: user.email, staffRole: user.staffRole })
    .from(notificationMember)
    .innerJoin(user, eq(user.id, notificationMember.userId))
    .where(
      and(
        eq(user.role, "staff"),
        isNull(user.deactivatedAt),
        sql`${notificationMember.emailKinds} @> ${JSON.stringify([input.kind])}::jsonb`,
      ),
    );
  for (const member of wanting) {
    if (member.id === input.actorId || !kindsFor(member.staffRole).includes(input.kind)) continue;
    const email = renderEmail({
      subject: input.title,
      heading: input.title,
      blocks: [
        ...(input.body ? [{ type: "paragraph" as const, text: input.body }] : []),
        { type: "button", label: "Ouvrir dans le studio", href: `${publicOrigin()}${input.href}` },
        {
          type: "paragraph",
          text: "Vous recevez cet e-mail parce que vous l'avez demandé dans vos notifications du studio (page Notifications).",
        },
      ],
    });
    await enqueueEmail({ kind: `notification-${input.kind}`, to: member.email, ...email }, tx);
  }
}

type Member = { id: string; staffRole: StaffRole | null };

/** What the member is told of: their role's kinds, not their own acts. */
function concerning(member: Member): SQL {
  const kinds = kindsFor(member.staffRole);
  return and(
    kinds.length ? inArray(notification.kind, kinds) : sql`false`,
    or(isNull(notification.actorId), ne(notification.actorId, member.id)),
  )!;
}

/** Read up to: « Tout marquer lu », else the day they joined (nothing older is news to them). */
async function cursorOf(userId: string): Promise<Date> {
  const [row] = await db()
    .select({ readBefore: notificationMember.readBefore, joined: user.createdAt })
    .from(user)
    .leftJoin(notificationMember, eq(notificationMember.userId, user.id))
    .where(eq(user.id, userId));
  return row?.readBefore ?? row?.joined ?? new Date(0);
}

function unreadBy(member: Member, cursor: Date): SQL {
  return and(
    gt(notification.createdAt, cursor),
    notExists(
      db()
        .select({ one: sql`1` })
        .from(notificationRead)
        .where(
          and(
            eq(notificationRead.notificationId, notification.id),
            eq(notificationRead.userId, member.id),
          ),
        ),
    ),
  )!;
}

/** How many of the member's notifications are unread (the bell's count). */
export async function unreadCount(member: Member): Promise<number> {
  if (kindsFor(member.staffRole).length === 0) return 0;
  const cursor = await cursorOf(member.id);
  const [row] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(notification)
    .where(and(concerning(member), unreadBy(member, cursor)));
  return Number(row?.n ?? 0);
}

/** The member's latest notifications, newest first, each with its read state. */
export async function latestFor(member: Member, limit = 50): Promise<NotificationView[]> {
  if (kindsFor(member.staffRole).length === 0) return [];
  const cursor = await cursorOf(member.id);
  const rows = await db()
    .select({
      n: notification,
      unread: sql<boolean>`${unreadBy(member, cursor)}`,
    })
    .from(notification)
    .where(concerning(member))
    .orderBy(desc(notification.seq))
    .limit(limit);
  return rows.map(({ n, unread }) => viewOf(n, !unread));
}

export function viewOf(n: typeof notification.$inferSelect, read: boolean): NotificationView {
  return {
    id: n.id,
    seq: n.seq,
    kind: n.kind,
    title: n.title,
    body: n.body,
    href: n.href,
    at: n.createdAt.toISOString(),
    read,
  };
}

/** Whether a stored notification is one the member is told of (the stream's filter). */
export function concerns(member: Member, n: typeof notification.$inferSelect): boolean {
  return kindsFor(member.staffRole).includes(n.kind) && n.actorId !== member.id;
}

/** « Tout marquer lu »: everything up to now is read; the one-by-one marks are no longer needed. */
export async function markAllRead(userId: string, at: Date): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .insert(notificationMember)
      .values({ userId, readBefore: at })
      .onConflictDoUpdate({ target: notificationMember.userId, set: { readBefore: at } });
    await tx.delete(notificationRead).where(eq(notificationRead.userId, userId));
  });
}

/** One notification opened: read by this member (once; a second mark changes nothing). */
export async function markRead(userId: string, notificationId: string, at: Date): Promise<void> {
  const [exists] = await db()
    .select({ id: notification.id })
    .from(notification)
    .where(eq(notification.id, notificationId));
  if (!exists) return;
  await db()
    .insert(notificationRead)
    .values({ notificationId, userId, readAt: at })
    .onConflictDoNothing();
}

/** The kinds the member also receives by email. */
export async function emailKindsOf(userId: string): Promise<NotificationKind[]> {
  const [row] = await db()
    .select({ kinds: notificationMember.emailKinds })
    .from(notificationMember)
    .where(eq(notificationMember.userId, userId));
  return (row?.kinds ?? []).filter((k): k is NotificationKind => k in NOTIFICATION_KINDS);
}

export async function setEmailKinds(userId: string, kinds: NotificationKind[]): Promise<void> {
  await db()
    .insert(notificationMember)
    .values({ userId, emailKinds: kinds })
    .onConflictDoUpdate({ target: notificationMember.userId, set: { emailKinds: kinds } });
}

/** The notifications stored after `seq`, oldest first (what an instance has not streamed yet). */
export function storedAfter(seq: number, limit = 100) {
  return db()
    .select()
    .from(notification)
    .where(gt(notification.seq, seq))
    .orderBy(notification.seq)
    .limit(limit);
}

/** The last notification's `seq` (0 when none): a stream starts after it. */
export async function lastSeq(): Promise<number> {
  const [row] = await db()
    .select({ seq: sql<number>`coalesce(max(${notification.seq}), 0)` })
    .from(notification);
  return Number(row?.seq ?? 0);
}
