import { createHash, createHmac, randomUUID } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { env, publicOrigin } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { attachment, booking, bookingAvailability, user, type BookingRow } from "#app/db/schema.ts";
import { can, STAFF_ROLES } from "#app/features/auth/permissions.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { calendarText } from "./ics.ts";
import type { AvailabilityInput, BookingInput } from "./schemas.ts";
import { callBooked } from "#app/features/pipeline/pipeline.server.ts";
import {
  BOOKING_DAYS,
  CALL_MINUTES,
  dakarDate,
  dayLabel,
  defaultAvailability,
  freeSlots,
  slotRefusal,
  timeLabel,
  whyNot,
  type Availability,
  type Busy,
  type Refusal,
  type Slot,
} from "./slots.ts";

// « Réserver un appel » (ADR 044): who takes calls, the free slots, a booking stored with
// its two invitations in one transaction, the private link's cancel and reschedule.

type Tx = Pick<Db, "select" | "insert" | "update" | "execute">;

/** The roles that take calls: those who answer the contact requests. */
export const CALL_ROLES = STAFF_ROLES.filter((role) => can(role, "leads"));

export type CallMember = Availability & { name: string; email: string; takesCalls: boolean };

/** The active members of the calling roles, with their hours (the default when never set). */
export async function callMembers(tx: Tx = db()): Promise<CallMember[]> {
  const rows = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      weekly: bookingAvailability.weekly,
      noticeMinutes: bookingAvailability.noticeMinutes,
      bufferMinutes: bookingAvailability.bufferMinutes,
      daysOff: bookingAvailability.daysOff,
      takesCalls: bookingAvailability.takesCalls,
    })
    .from(user)
    .leftJoin(bookingAvailability, eq(bookingAvailability.userId, user.id))
    .where(
      and(eq(user.role, "staff"), isNull(user.deactivatedAt), inArray(user.staffRole, CALL_ROLES)),
    )
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map((r) => {
    const base = defaultAvailability(r.id);
    return {
      memberId: r.id,
      name: r.name,
      email: r.email,
      weekly: r.weekly ?? base.weekly,
      noticeMinutes: r.noticeMinutes ?? base.noticeMinutes,
      bufferMinutes: r.bufferMinutes ?? base.bufferMinutes,
      daysOff: r.daysOff ?? base.daysOff,
      takesCalls: r.takesCalls ?? true,
    };
  });
}

async function busyBetween(from: Date, to: Date, tx: Tx = db()): Promise<Busy[]> {
  const rows = await tx
    .select({ memberId: booking.memberId, start: booking.startsAt, end: booking.endsAt })
    .from(booking)
    .where(and(eq(booking.status, "booked"), lt(booking.startsAt, to), gt(booking.endsAt, from)));
  return rows;
}

const DAY_MS = 86_400_000;

/** The free slots of the next 14 days, as the public page offers them. */
export async function availableSlots(at = now()): Promise<Slot[]> {
  const members = (await callMembers()).filter((m) => m.takesCalls);
  if (members.length === 0) return [];
  const busy = await busyBetween(
    new Date(at.getTime() - DAY_MS),
    new Date(at.getTime() + (BOOKING_DAYS + 1) * DAY_MS),
  );
  return freeSlots(members, busy, at);
}

// The private link: HMAC(AUTH_SECRET, id), made again whenever it is printed; the database
// keeps its SHA-256 only (as the documents' links, ADR 027).
export function bookingToken(id: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update("booking\0").update(id).digest("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function bookingUrl(id: string): string {
  return `${publicOrigin()}/rendez-vous/${bookingToken(id)}`;
}

/** The booking a private link opens, or null (unknown or malformed token). */
export async function findBooking(token: string): Promise<BookingRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db()
    .select()
    .from(booking)
    .where(eq(booking.tokenHash, tokenHash(token)));
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Calls of one member are written one at a time: the buffer check and the insert agree. */
async function lockMember(tx: Tx, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${memberId}`}))`);
}

export type BookOutcome =
  { ok: true; id: string; token: string; row: BookingRow } | { ok: false; refusal: Refusal };

class SlotTaken extends Error {}

/**
 * Puts the call in the first member's diary free at `start` (another member when a
 * concurrent booking took it), with the two invitations queued in the same transaction.
 * Refused in French terms (`refusal`) when the slot is past, too soon, outside hours or
 * taken by everyone; never two live calls for a member at one time (the unique index).
 */
export async function bookCall(
  input: BookingInput,
  start: Date,
  meta: { ip?: string; at?: Date } = {},
): Promise<BookOutcome> {
  const at = meta.at ?? now();
  const members = (await callMembers()).filter((m) => m.takesCalls);
  const busy = await busyBetween(
    new Date(start.getTime() - DAY_MS),
    new Date(start.getTime() + DAY_MS),
  );
  const refusal = slotRefusal(members, start, busy, at);
  if (refusal) return { ok: false, refusal };
  const candidates = members.filter((m) => whyNot(m, start, busy, at) === null);
  for (const member of candidates) {
    try {
      const row = await db().transaction(async (tx) => {
        await lockMember(tx, member.memberId);
        // Read again under the lock: another instance may have booked in between.
        const fresh = await busyBetween(
          new Date(start.getTime() - DAY_MS),
          new Date(start.getTime() + DAY_MS),
          tx,
        );
        if (whyNot(member, start, fresh, at) !== null) throw new SlotTaken();
        const id = randomUUID();
        const [inserted] = await tx
          .insert(booking)
          .values({
            id,
            tokenHash: tokenHash(bookingToken(id)),
            memberId: member.memberId,
            startsAt: start,
            endsAt: new Date(start.getTime() + CALL_MINUTES * 60_000),
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            subject: input.subject,
            note: input.note,
            ip: meta.ip ?? null,
            createdAt: at,
          })
          .returning();
        await sendInvitations(tx, inserted!, member, "booked", at);
        // The pipeline's « Rendez-vous » (ADR 048), in the same transaction.
        await callBooked(
          tx,
          {
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            subject: serviceLabel(input.subject),
          },
          at,
        );
        return inserted!;
      });
      return { ok: true, id: row.id, token: bookingToken(row.id), row };
    } catch (error) {
      if (error instanceof SlotTaken || isUniqueViolation(error)) continue;
      throw error;
    }
  }
  return { ok: false, refusal: "taken" };
}

export type ChangeOutcome = { ok: true; row: BookingRow } | { ok: false; message: string };

const CANCELLED = "Cet appel est annulé.";
const OVER = "Cet appel est déjà passé\u00a0: il ne peut plus être modifié.";

/** « Annuler l'appel »: the slot is free again; both sides get METHOD:CANCEL. Twice is once. */
export async function cancelBooking(id: string, at = now()): Promise<ChangeOutcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(booking)
      .set({ status: "cancelled", cancelledAt: at, sequence: sql`${booking.sequence} + 1` })
      .where(and(eq(booking.id, id), eq(booking.status, "booked"), gt(booking.startsAt, at)))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(booking).where(eq(booking.id, id));
      if (current?.status === "cancelled") return { ok: true as const, row: current };
      return { ok: false as const, message: OVER };
    }
    const member = (await callMembers(tx)).find((m) => m.memberId === row.memberId);
    await sendInvitations(tx, row, member ?? null, "cancelled", at);
    return { ok: true as const, row };
  });
}

/**
 * « Déplacer l'appel »: the same booking (same UID, next SEQUENCE) at a new free slot,
 * with its member when they are free then, else another member free then.
 */
export async function rescheduleBooking(
  id: string,
  start: Date,
  at = now(),
): Promise<ChangeOutcome | { ok: false; refusal: Refusal }> {
  const [current] = await db().select().from(booking).where(eq(booking.id, id));
  if (!current || current.status !== "booked") return { ok: false, message: CANCELLED };
  if (current.startsAt.getTime() <= at.getTime()) return { ok: false, message: OVER };
  const members = (await callMembers()).filter((m) => m.takesCalls);
  // The call itself does not stand in its own way.
  const others = (from: Busy[]) =>
    from.filter(
      (b) => b.start.getTime() !== current.startsAt.getTime() || b.memberId !== current.memberId,
    );
  const window = [new Date(start.getTime() - DAY_MS), new Date(start.getTime() + DAY_MS)] as const;
  const busy = others(await busyBetween(...window));
  const refusal = slotRefusal(members, start, busy, at);
  if (refusal) return { ok: false, refusal };
  const candidates = members
    .filter((m) => whyNot(m, start, busy, at) === null)
    .sort(
      (a, b) => Number(b.memberId === current.memberId) - Number(a.memberId === current.memberId),
    );
  for (const member of candidates) {
    try {
      const row = await db().transaction(async (tx) => {
        await lockMember(tx, member.memberId);
        const fresh = others(await busyBetween(...window, tx));
        if (whyNot(member, start, fresh, at) !== null) throw new SlotTaken();
        const [moved] = await tx
          .update(booking)
          .set({
            memberId: member.memberId,
            startsAt: start,
            endsAt: new Date(start.getTime() + CALL_MINUTES * 60_000),
            sequence: sql`${booking.sequence} + 1`,
            remindedAt: null,
          })
          .where(and(eq(booking.id, id), eq(booking.status, "booked")))
          .returning();
        if (!moved) throw new SlotTaken();
        await sendInvitations(tx, moved, member, "moved", at);
        return moved;
      });
      return { ok: true, row };
    } catch (error) {
      if (error instanceof SlotTaken || isUniqueViolation(error)) continue;
      throw error;
    }
  }
  return { ok: false, refusal: "taken" };
}

/** « Mardi 1 décembre à 09:30 » (Dakar time). */
export function callWhen(start: Date): string {
  return `${dayLabel(dakarDate(start))} à ${timeLabel(start)}`;
}

type Change = "booked" | "moved" | "cancelled" | "reminder";

/** The invitation file of the call as it now stands, stored for the outbox. */
async function calendarAttachment(
  tx: Tx,
  row: BookingRow,
  member: { name: string; email: string } | null,
  at: Date,
): Promise<string> {
  const cancelled = row.status === "cancelled";
  const method = cancelled ? "CANCEL" : "REQUEST";
  const text = calendarText({
    method,
    uid: `${row.id}@${new URL(publicOrigin()).hostname}`,
    sequence: row.sequence,
    stamp: at,
    start: row.startsAt,
    end: row.endsAt,
    summary: `Appel découverte ${company.name} — ${row.name}`,
    description: [
      `Sujet : ${serviceLabel(row.subject)}`,
      `Téléphone / WhatsApp : ${row.phone}`,
      ...(row.company ? [`Entreprise : ${row.company}`] : []),
      ...(row.note ? [`Note : ${row.note}`] : []),
      `Annuler ou déplacer : ${bookingUrl(row.id)}`,
    ].join("\n"),
    url: bookingUrl(row.id),
    organizer: member ?? { name: company.name, email: env().MAIL_TO },
    attendees: [{ name: row.name, email: row.email }],
  });
  const bytes = Buffer.from(text, "utf8");
  const [file] = await tx
    .insert(attachment)
    .values({
      name: cancelled ? "annulation.ics" : "invitation.ics",
      type: `text/calendar; charset=utf-8; method=${method}`,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    })
    .returning({ id: attachment.id });
  return file!.id;
}

const VISITOR_SUBJECT: Record<Change, string> = {
  booked: "Votre appel est réservé",
  moved: "Votre appel est déplacé",
  cancelled: "Votre appel est annulé",
  reminder: "Rappel\u00a0: votre appel de demain",
};
const MEMBER_SUBJECT: Record<Change, string> = {
  booked: "Nouvel appel réservé",
  moved: "Appel déplacé",
  cancelled: "Appel annulé",
  reminder: "Rappel\u00a0: appel demain",
};

/**
 * Queues the emails about a change of the call, each with the calendar file: the
 * visitor's (with the private link) and the member's. A reminder goes to the visitor.
 */
export async function sendInvitations(
  tx: Tx,
  row: BookingRow,
  member: { name: string; email: string } | null,
  change: Change,
  at: Date,
): Promise<void> {
  const when = callWhen(row.startsAt);
  const link = bookingUrl(row.id);
  const details: [string, string][] = [
    ["Date", `${when} (heure de Dakar)`],
    ["Durée", `${CALL_MINUTES}\u00a0minutes`],
    ["Sujet", serviceLabel(row.subject)],
  ];
  const ics = await calendarAttachment(tx, row, member, at);
  const cancelled = change === "cancelled";
  const visitor = renderEmail({
    subject: `${VISITOR_SUBJECT[change]} — ${when}`,
    heading: VISITOR_SUBJECT[change],
    blocks: [
      {
        type: "paragraph",
        text: cancelled
          ? `Bonjour ${row.name}, votre appel du ${when.toLowerCase()} est annulé. Le créneau est libéré.`
          : `Bonjour ${row.name}, votre appel gratuit de ${CALL_MINUTES}\u00a0minutes avec ${company.name} est prévu le ${when.toLowerCase()}. Nous vous appelons au ${row.phone}. L'invitation est jointe pour votre agenda.`,
      },
      { type: "details", rows: details },
      ...(cancelled
        ? [
            {
              type: "button" as const,
              label: "Réserver un autre appel",
              href: `${publicOrigin()}/rendez-vous`,
            },
          ]
        : [{ type: "button" as const, label: "Annuler ou déplacer l'appel", href: link }]),
    ],
    footerNote: `Vous recevez cet e-mail parce que l'adresse ${row.email} a réservé un appel sur le site de ${company.name}. Si ce n'est pas vous, annulez-le depuis le lien ci-dessus.`,
  });
  await enqueueEmail(
    {
      ...visitor,
      kind: `booking-${change}`,
      to: row.email,
      replyTo: env().MAIL_TO,
      attachmentIds: [ics],
    },
    tx,
  );
  if (change === "reminder" || !member) return;
  const staff = renderEmail({
    subject: `${MEMBER_SUBJECT[change]}\u00a0: ${row.name} — ${when}`,
    heading: MEMBER_SUBJECT[change],
    blocks: [
      {
        type: "details",
        rows: [
          ...details,
          ["Nom", row.name],
          ["Email", row.email],
          ["Téléphone / WhatsApp", row.phone],
          ...(row.company ? ([["Entreprise", row.company]] as [string, string][]) : []),
        ],
      },
      ...(row.note ? [{ type: "quote" as const, text: row.note }] : []),
      { type: "button", label: "Voir les appels", href: `${publicOrigin()}/appels` },
    ],
    footerNote: `Appel réservé sur le site de ${company.name}.`,
  });
  await enqueueEmail(
    {
      ...staff,
      kind: `booking-${change}-staff`,
      to: member.email,
      replyTo: row.email,
      attachmentIds: [ics],
    },
    tx,
  );
}

export type DayCall = {
  id: string;
  startsAt: Date;
  name: string;
  phone: string;
  email: string;
  company: string;
  subject: string;
  memberName: string;
};

/** A call as the studio lists it, with the member who takes it. */
function callRows() {
  return db()
    .select({
      id: booking.id,
      startsAt: booking.startsAt,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      company: booking.company,
      subject: booking.subject,
      memberName: user.name,
    })
    .from(booking)
    .innerJoin(user, eq(user.id, booking.memberId))
    .$dynamic();
}

/** The calls booked for a Dakar day (all members), in time order. */
export async function callsOfDay(day: string, limit?: number): Promise<DayCall[]> {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const query = callRows()
    .where(and(eq(booking.status, "booked"), gte(booking.startsAt, from), lt(booking.startsAt, to)))
    .orderBy(asc(booking.startsAt), asc(booking.id));
  return limit === undefined ? query : query.limit(limit);
}

/** How many calls a Dakar day holds (« À faire »'s count). */
export async function countCallsOfDay(day: string): Promise<number> {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const [row] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(booking)
    .where(
      and(eq(booking.status, "booked"), gte(booking.startsAt, from), lt(booking.startsAt, to)),
    );
  return Number(row?.n ?? 0);
}

/** The calls from `at` on, for the studio's page. */
export async function upcomingCalls(at = now()): Promise<DayCall[]> {
  return callRows()
    .where(and(eq(booking.status, "booked"), gte(booking.endsAt, at)))
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .limit(200);
}

/** A member's own hours, as /appels shows them (the default when never set). */
export async function availabilityOf(
  userId: string,
): Promise<Availability & { takesCalls: boolean }> {
  const [row] = await db()
    .select()
    .from(bookingAvailability)
    .where(eq(bookingAvailability.userId, userId));
  if (!row) return { ...defaultAvailability(userId), takesCalls: true };
  return {
    memberId: userId,
    weekly: row.weekly,
    noticeMinutes: row.noticeMinutes,
    bufferMinutes: row.bufferMinutes,
    daysOff: row.daysOff,
    takesCalls: row.takesCalls,
  };
}

/** Saves a member's hours; their booked calls stay as they are. */
export async function saveAvailability(userId: string, input: AvailabilityInput): Promise<void> {
  const weekly = input.from.map((from, i) => (from ? { from, to: input.to[i]! } : null));
  const values = {
    weekly,
    noticeMinutes: input.noticeMinutes,
    bufferMinutes: input.bufferMinutes,
    daysOff: input.daysOff,
    takesCalls: input.takesCalls,
    updatedAt: now(),
  };
  await db()
    .insert(bookingAvailability)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bookingAvailability.userId, set: values });
}
