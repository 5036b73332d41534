import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "#app/db/db.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { booking } from "#app/db/schema.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { checkLimit, countLead, guardForm } from "#app/features/guard/form-guard.server.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import {
  availabilityOf,
  availableSlots,
  bookCall,
  bookingToken,
  callWhen,
  cancelBooking,
  findBooking,
  rescheduleBooking,
  saveAvailability,
  upcomingCalls,
} from "./booking.server.ts";
import { AvailabilitySchema, BookingSchema, RescheduleSchema } from "./schemas.ts";
import {
  dakarDate,
  dayLabel,
  REFUSALS,
  slotsByDay,
  timeLabel,
  WEEKDAYS,
  type Slot,
} from "./slots.ts";
import type { BookingAnswer, DayChoice, ManageView } from "./types.ts";

// « Réserver un appel » (ADR 044): the public page and its form (no JavaScript needed),
// the private link's page (cancel, reschedule) and the studio's /appels.

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";
const HONEYPOT =
  "Votre réservation n'a pas pu être enregistrée. Écrivez-nous depuis la page Contact.";

/** The days with free slots (links) and the chosen day's slots (radio buttons). */
function dayChoice(slots: Slot[], wanted: string | null): DayChoice {
  const days = slotsByDay(slots);
  const chosen = days.find((d) => d.day === wanted) ?? days[0];
  return {
    days: days.map((d) => ({ day: d.day, label: dayLabel(d.day), count: d.slots.length })),
    day: chosen?.day ?? null,
    dayLabel: chosen ? dayLabel(chosen.day) : null,
    slots: (chosen?.slots ?? []).map((s) => ({
      value: s.start.toISOString(),
      label: timeLabel(s.start),
    })),
  };
}

function wantedDay(url: URL, fallback: string | null = null): string | null {
  const day = url.searchParams.get("jour") ?? fallback;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** GET /rendez-vous: the next 14 days' free slots, one day at a time (`?jour=`). */
export async function loadBookingPage(request: Request) {
  const url = new URL(request.url);
  return dayChoice(await availableSlots(), wantedDay(url));
}

/**
 * POST /rendez-vous: checked, then stored with both invitations before the redirect to
 * its private page. A slot taken meanwhile (another visitor, another instance) answers
 * 409 with the next free slots of that day.
 */
export async function handleBooking(request: Request) {
  const url = new URL(request.url);
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ result: formRefusal(message) } satisfies BookingAnswer, { status });
  }
  const { form, ip } = guarded;
  const submission = parseWithZod(form, { schema: BookingSchema });
  const slotValue = form.get("slot");
  const day = typeof slotValue === "string" ? slotValue.slice(0, 10) : null;
  const answer = async (status: number, result: BookingAnswer["result"]) => {
    let choice: DayChoice | undefined;
    try {
      choice = dayChoice(await availableSlots(), wantedDay(url, day));
    } catch (error) {
      if (!noteDatabaseFailure(error, "/rendez-vous")) throw error;
    }
    return data({ result, choice } satisfies BookingAnswer, { status });
  };
  if (guarded.honeypot) return answer(400, formRefusal(HONEYPOT, submission.reply()));
  try {
    const limited = await checkLimit("booking", ip);
    if (limited) return answer(limited.status, formRefusal(limited.message, submission.reply()));
    if (submission.status !== "success") return answer(400, submission.reply());
    const input = submission.value;
    const start = new Date(input.slot);
    const outcome = await bookCall(input, start, { ip });
    if (!outcome.ok) {
      // The same form posted twice (a double click): the first one booked it for them.
      const [mine] = await db()
        .select({ id: booking.id })
        .from(booking)
        .where(
          and(
            eq(booking.status, "booked"),
            eq(booking.startsAt, start),
            sql`lower(${booking.email}) = ${input.email.toLowerCase()}`,
          ),
        );
      if (mine) return redirect(`/rendez-vous/${bookingToken(mine.id)}?reserve=1`);
      const status = outcome.refusal === "taken" ? 409 : 400;
      return answer(
        status,
        submission.reply({ fieldErrors: { slot: [REFUSALS[outcome.refusal]] } }),
      );
    }
    await countLead("booking", ip).catch((error: unknown) =>
      noteDatabaseFailure(error, "/rendez-vous", "booking not counted"),
    );
    return redirect(`/rendez-vous/${outcome.token}?reserve=1`);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      noteDatabaseFailure(error, "/rendez-vous");
      return data(
        { result: formRefusal(UNAVAILABLE_FORM, submission.reply()) } satisfies BookingAnswer,
        { status: 503 },
      );
    }
    logger().error({ err: error }, "booking not stored");
    return data({ result: formRefusal(FAILURE, submission.reply()) } satisfies BookingAnswer, {
      status: 503,
    });
  }
}

async function manageView(
  token: string,
  url: URL,
  notice: "booked" | "moved" | null,
): Promise<ManageView> {
  const row = await findBooking(token);
  if (!row) return { found: false };
  const at = now();
  const live = row.status === "booked" && row.startsAt.getTime() > at.getTime();
  return {
    found: true,
    status: row.status,
    live,
    notice: row.status === "booked" ? notice : null,
    when: callWhen(row.startsAt),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: serviceLabel(row.subject),
    choice: live ? dayChoice(await availableSlots(at), wantedDay(url)) : null,
  };
}

/** GET /rendez-vous/<token>: the call, and what can still be done with it. */
export async function loadManagePage(request: Request, token: string) {
  const url = new URL(request.url);
  const notice =
    url.searchParams.get("reserve") === "1"
      ? "booked"
      : url.searchParams.get("deplace") === "1"
        ? "moved"
        : null;
  const view = await manageView(token, url, notice);
  return data(view, { status: view.found ? 200 : 404 });
}

/** POST /rendez-vous/<token>: « Annuler l'appel » or « Déplacer l'appel » (intent). */
export async function handleManage(request: Request, token: string) {
  const guarded = await guardForm(request, { limit: "client-answer" });
  if (!guarded.ok) {
    return data({ message: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  const row = await findBooking(token);
  if (!row) return data({ message: "Ce lien n'est pas valide." }, { status: 404 });
  const intent = guarded.form.get("intent");
  if (intent === "cancel") {
    const outcome = await cancelBooking(row.id);
    if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
    return redirect(`/rendez-vous/${token}`);
  }
  if (intent === "reschedule") {
    const submission = parseWithZod(guarded.form, { schema: RescheduleSchema });
    if (submission.status !== "success") {
      return data({ message: "Choisissez un nouveau créneau." }, { status: 400 });
    }
    const outcome = await rescheduleBooking(row.id, new Date(submission.value.slot));
    if (!outcome.ok) {
      const message = "refusal" in outcome ? REFUSALS[outcome.refusal] : outcome.message;
      return data(
        { message },
        { status: "refusal" in outcome && outcome.refusal === "taken" ? 409 : 400 },
      );
    }
    return redirect(`/rendez-vous/${token}?deplace=1`);
  }
  return data({ message: "Action inconnue." }, { status: 400 });
}

/** GET /appels: the calls to come and the member's own hours. */
export async function loadCallsPage(request: Request) {
  const member = await requirePermission(request, "leads");
  const [calls, mine] = await Promise.all([upcomingCalls(), availabilityOf(member.id)]);
  return {
    calls: calls.map((c) => ({
      id: c.id,
      day: dayLabel(dakarDate(c.startsAt)),
      time: timeLabel(c.startsAt),
      name: c.name,
      phone: c.phone,
      email: c.email,
      company: c.company,
      subject: serviceLabel(c.subject),
      memberName: c.memberName,
    })),
    availability: {
      takesCalls: mine.takesCalls,
      days: WEEKDAYS.map((label, i) => ({
        label,
        from: mine.weekly[i]?.from ?? "",
        to: mine.weekly[i]?.to ?? "",
      })),
      noticeMinutes: mine.noticeMinutes,
      bufferMinutes: mine.bufferMinutes,
      daysOff: mine.daysOff.join(" "),
    },
  };
}

/** POST /appels: saves the member's own hours. */
export async function handleCallsAction(request: Request) {
  const member = await requirePermission(request, "leads");
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { result: formRefusal(guarded.refusal.message) },
      { status: guarded.refusal.status },
    );
  }
  const submission = parseWithZod(guarded.form, { schema: AvailabilitySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await saveAvailability(member.id, submission.value);
  return redirectWithToast("/appels", {
    type: "success",
    message: "Vos horaires d'appel sont enregistrés.",
  });
}
