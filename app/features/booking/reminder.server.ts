import { and, eq, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { booking, type BookingRow } from "#app/db/schema.ts";
import { claimDue, sqlInstant } from "#app/features/platform/claim.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { processSchedule } from "#app/features/platform/schedule.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { enqueueWhatsapp } from "#app/features/whatsapp/jobs.server.ts";
import { whatsappNumber } from "#app/features/whatsapp/phone.ts";
import { automatic } from "#app/features/whatsapp/preference.server.ts";
import { bookingUrl, callWhen, sendInvitations } from "./booking.server.ts";
import { CALL_MINUTES } from "./slots.ts";

// The day-before reminder of a booked call (ADR 044): sent once, whatever the number of
// instances, by claiming the call in the same transaction that queues the message.

/** A call is reminded this long before it starts. */
export const REMIND_BEFORE_MS = 24 * 3600_000;

/**
 * The channels a reminder goes through, in one place: the email (with the invitation) and,
 * when the firm connected WhatsApp Business and left « Rappel des appels réservés » on,
 * a template message to the visitor's mobile (ADR 045), stored as a durable job in the
 * same transaction as the claim: two instances send it once.
 */
export const REMINDER_CHANNELS = ["email", "whatsapp"] as const;
type Channel = (typeof REMINDER_CHANNELS)[number];

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

async function remindThrough(channel: Channel, tx: Tx, row: BookingRow, at: Date) {
  switch (channel) {
    case "email":
      await sendInvitations(tx, row, null, "reminder", at);
      return;
    case "whatsapp": {
      if (!automatic("call")) return;
      const number = whatsappNumber(row.phone);
      if (!number.ok) return;
      await enqueueWhatsapp(
        {
          bookingId: row.id,
          purpose: "call",
          to: number.digits,
          params: [
            row.name,
            `votre appel gratuit de ${CALL_MINUTES}\u00a0minutes avec ${company.name} est prévu le ${callWhen(row.startsAt).toLowerCase()} (heure de Dakar), au ${number.display}. Pour l'annuler ou le déplacer\u00a0:`,
            bookingUrl(row.id),
          ],
          attachmentId: null,
          // The email reminder goes anyway: nothing to fall back to.
          fallback: null,
        },
        at,
        tx,
      );
      return;
    }
  }
}

/**
 * Claims, one at a time, the live calls starting within a day that were booked more than
 * a day ahead and not yet reminded (FOR UPDATE SKIP LOCKED: another instance takes
 * another), and queues their reminder in the same transaction. Returns their ids.
 */
export async function remindDueCalls(
  at: Date,
  options: { stopped?: () => boolean } = {},
): Promise<string[]> {
  const done: string[] = [];
  const until = new Date(at.getTime() + REMIND_BEFORE_MS);
  while (!options.stopped?.()) {
    const id = await db().transaction(async (tx) => {
      // Claimed for good: reminded_at is set in the transaction that queues the reminder.
      const [claimedId] = await claimDue(
        booking,
        {
          due: sql`${booking.status} = 'booked' and ${booking.remindedAt} is null
            and ${booking.startsAt} > ${sqlInstant(at)} and ${booking.startsAt} <= ${sqlInstant(until)}
            and ${booking.createdAt} < ${booking.startsAt} - interval '1 day'`,
          orderBy: booking.startsAt,
          set: sql`reminded_at = ${sqlInstant(at)}`,
        },
        tx,
      );
      if (!claimedId) return null;
      const [row] = await tx
        .select()
        .from(booking)
        .where(and(eq(booking.id, claimedId), eq(booking.status, "booked")));
      for (const channel of REMINDER_CHANNELS) await remindThrough(channel, tx, row!, at);
      return claimedId;
    });
    if (!id) break;
    done.push(id);
  }
  return done;
}

/** How often the schedule looks: a reminder a few minutes late is on time. */
export const CALL_REMINDER_TICK_MS = 5 * 60_000;

const schedule = processSchedule({
  name: "call-reminder",
  intervalMs: CALL_REMINDER_TICK_MS,
  empty: () => [] as string[],
  pass: async (clock, stopped) => {
    const sent = await remindDueCalls(clock(), { stopped });
    if (sent.length > 0) logger().info({ bookings: sent }, "call reminders queued");
    return sent;
  },
});

export const startCallReminderScheduler = schedule.start;
/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export const callReminderScheduler = schedule.running;
