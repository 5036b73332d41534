import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, booking, opportunity, opportunityStage, outbox } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import {
  availableSlots,
  bookCall,
  bookingToken,
  callMembers,
  cancelBooking,
  findBooking,
  rescheduleBooking,
  saveAvailability,
} from "#app/features/booking/booking.server.ts";
import { remindDueCalls } from "#app/features/booking/reminder.server.ts";
import { openOpportunity } from "#app/features/pipeline/pipeline.server.ts";
import type { BookingInput } from "#app/features/booking/schemas.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// « Réserver un appel » (ADR 044) on both databases: stored with its two invitations in
// one transaction, never two live calls for a member at one time (two connections racing
// on PostgreSQL), cancelled and moved through the private link with the same UID.

// Monday 7 December 2026, 07:00 in Dakar (UTC+0): the default hours open at 09:00.
const AT = new Date("2026-12-07T07:00:00Z");
const TEN = new Date("2026-12-07T10:00:00Z");

const visitor = (n: number): BookingInput => ({
  slot: TEN.toISOString(),
  name: `Visiteur ${n}`,
  email: `visiteur${n}@example.sn`,
  phone: "+221 77 000 00 0" + n,
  company: "Boutique Ndar, SARL",
  subject: "site-vitrine",
  note: "Un site pour ma boutique; avec paiement Wave.",
});

let awa: SessionUser;
let moussa: SessionUser;

beforeAll(async () => {
  awa = (
    await signIn("commercial", {
      email: "awa.appels@teranga-digital.sn",
      name: "Awa Ndiaye",
      ip: "192.0.2.91",
    })
  ).user;
  moussa = (
    await signIn("gerant", {
      email: "moussa.appels@teranga-digital.sn",
      name: "Moussa Diop",
      ip: "192.0.2.92",
    })
  ).user;
  // The sign-ins' own emails are not this file's subject.
  await emptyTables("outbox");
});

/** Only `who` takes calls (the other members of the file's database are off). */
async function onlyTakes(...who: SessionUser[]) {
  await takesWith(120, ...who);
}

async function takesWith(noticeMinutes: number, ...who: SessionUser[]) {
  for (const m of await callMembers()) {
    await saveAvailability(m.memberId, {
      takesCalls: who.some((w) => w.id === m.memberId),
      from: ["09:00", "09:00", "09:00", "09:00", "09:00", "", ""],
      to: ["18:00", "18:00", "18:00", "18:00", "18:00", "", ""],
      noticeMinutes,
      bufferMinutes: 0,
      daysOff: [],
    });
  }
}

afterEach(() => emptyTables("booking, outbox, attachment, opportunity_stage, opportunity"));

async function mailsOf(id: string) {
  const row = (await db().select().from(booking).where(eq(booking.id, id)))[0]!;
  const mails = await db()
    .select()
    .from(outbox)
    .where(inArray(outbox.to, [row.email, awa.email, moussa.email]));
  const files = await db()
    .select()
    .from(attachment)
    .where(
      inArray(
        attachment.id,
        mails.flatMap((m) => m.attachmentIds),
      ),
    );
  return { row, mails, files };
}

describe("booking a call", () => {
  it("stores the call and queues both invitations in the same transaction", async () => {
    await onlyTakes(awa);
    const outcome = await bookCall(visitor(1), TEN, { ip: "192.0.2.1", at: AT });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { row, mails, files } = await mailsOf(outcome.id);
    expect(row).toMatchObject({
      memberId: awa.id,
      status: "booked",
      name: "Visiteur 1",
      email: "visiteur1@example.sn",
      phone: "+221 77 000 00 01",
      company: "Boutique Ndar, SARL",
      subject: "site-vitrine",
      note: "Un site pour ma boutique; avec paiement Wave.",
      sequence: 0,
    });
    expect(row.startsAt.toISOString()).toBe("2026-12-07T10:00:00.000Z");
    expect(row.endsAt.toISOString()).toBe("2026-12-07T10:30:00.000Z");
    expect(mails.map((m) => m.to).sort()).toEqual([awa.email, "visiteur1@example.sn"].sort());
    // One calendar file for both, attached to each.
    expect(files).toHaveLength(1);
    const ics = files[0]!.bytes.toString("utf8");
    expect(files[0]!.type).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain(`UID:${row.id}@localhost\r\n`);
    expect(ics).toContain("DTSTART:20261207T100000Z\r\n");
    expect(ics).toContain("DTEND:20261207T103000Z\r\n");
    expect(ics).toContain(`mailto:${awa.email}`);
    expect(ics).toContain("mailto:visiteur1@example.sn");
    // The private link opens it; the visitor's email carries it.
    expect((await findBooking(outcome.token))?.id).toBe(row.id);
    const mine = mails.find((m) => m.to === "visiteur1@example.sn")!;
    expect(mine.html).toContain(`/rendez-vous/${bookingToken(row.id)}`);
    expect(mine.subject).toBe("Votre appel est réservé — Lundi 7 décembre à 10:00");
    // The slot is no longer offered.
    const starts = (await availableSlots(AT)).map((s) => s.start.toISOString());
    expect(starts).not.toContain(TEN.toISOString());
    expect(starts).toContain("2026-12-07T10:30:00.000Z");
  });

  it("books one slot once when two visitors take it at the same moment", async () => {
    await onlyTakes(awa);
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map((n) => bookCall(visitor(n), TEN, { at: AT })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.refusal)).toEqual([
      "taken",
      "taken",
      "taken",
    ]);
    const rows = await db().select().from(booking).where(eq(booking.startsAt, TEN));
    expect(rows).toHaveLength(1);
    // Only the winner's invitations were queued: nothing of the refused ones is kept.
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it("gives the slot to another member when the first is taken", async () => {
    await onlyTakes(awa, moussa);
    const outcomes = await Promise.all([1, 2, 3].map((n) => bookCall(visitor(n), TEN, { at: AT })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    const rows = await db().select().from(booking).where(eq(booking.startsAt, TEN));
    expect(rows.map((r) => r.memberId).sort()).toEqual([awa.id, moussa.id].sort());
  });

  it("refuses, in the database itself, a second live call of a member at the same start", async () => {
    await onlyTakes(awa);
    const first = await bookCall(visitor(1), TEN, { at: AT });
    expect(first.ok).toBe(true);
    await expect(
      db()
        .insert(booking)
        .values({
          tokenHash: "autre",
          memberId: awa.id,
          startsAt: TEN,
          endsAt: new Date(TEN.getTime() + 30 * 60_000),
          name: "Double",
          email: "double@example.sn",
          phone: "+221770000000",
          subject: "autre",
        }),
    ).rejects.toThrow();
  });

  it("says why a slot cannot be booked", async () => {
    // Four hours' notice from 07:00: nothing before 11:00.
    await takesWith(240, awa);
    const refusal = async (iso: string) => {
      const o = await bookCall(visitor(1), new Date(iso), { at: AT });
      return o.ok ? "ok" : o.refusal;
    };
    expect(await refusal("2026-12-07T06:30:00Z")).toBe("past");
    expect(await refusal("2026-12-07T08:30:00Z")).toBe("hours");
    expect(await refusal("2026-12-07T18:00:00Z")).toBe("hours");
    expect(await refusal("2026-12-07T10:15:00Z")).toBe("hours");
    expect(await refusal("2026-12-12T10:00:00Z")).toBe("hours");
    expect(await refusal("2026-12-07T09:30:00Z")).toBe("notice");
    expect(await db().select().from(booking)).toHaveLength(0);
  });
});

describe("the pipeline (ADR 048)", () => {
  const stagesOf = async (id: string) =>
    (
      await db()
        .select({ from: opportunityStage.fromStage, to: opportunityStage.toStage })
        .from(opportunityStage)
        .where(eq(opportunityStage.opportunityId, id))
        // At one instant, the creation (no « from ») first.
        .orderBy(opportunityStage.at, sql`${opportunityStage.fromStage} is not null`)
    ).map((r) => `${r.from ?? "∅"}→${r.to}`);

  it("a call booked moves the visitor's open opportunity to « Rendez-vous », in the booking's transaction", async () => {
    await onlyTakes(awa);
    // A contact request of the same visitor (the email written otherwise), a day before.
    const earlier = new Date(AT.getTime() - 86_400_000);
    const id = await db().transaction((tx) =>
      openOpportunity(tx, {
        source: "contact",
        name: "Visiteur 1",
        email: "Visiteur1@Example.sn",
        subject: "Site vitrine",
        at: earlier,
      }),
    );
    expect((await bookCall(visitor(1), TEN, { at: AT })).ok).toBe(true);
    const rows = await db().select().from(opportunity);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, stage: "meeting", source: "contact" });
    expect(rows[0]!.stageAt).toEqual(AT);
    expect(await stagesOf(id)).toEqual(["∅→new", "new→meeting"]);
  });

  it("a booking from someone unknown is a new opportunity, already in « Rendez-vous »; a refused one leaves none", async () => {
    await onlyTakes(awa);
    const outcomes = await Promise.all([2, 3].map((n) => bookCall(visitor(n), TEN, { at: AT })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const rows = await db().select().from(opportunity);
    expect(rows).toHaveLength(1);
    const won = outcomes.find((o) => o.ok)!;
    expect(rows[0]).toMatchObject({
      source: "booking",
      stage: "meeting",
      email: won.ok ? won.row.email : "",
      phone: won.ok ? won.row.phone : "",
      company: "Boutique Ndar, SARL",
      // The contact form's label of « site-vitrine », as the board shows it.
      subject: "Site Vitrine",
    });
    expect(await stagesOf(rows[0]!.id)).toEqual(["∅→new", "new→meeting"]);
  });
});

describe("the private link", () => {
  it("cancels: the slot is free again and both get METHOD:CANCEL with the same UID", async () => {
    await onlyTakes(awa);
    const outcome = await bookCall(visitor(1), TEN, { at: AT });
    if (!outcome.ok) throw new Error("not booked");
    const cancelled = await cancelBooking(outcome.id, AT);
    expect(cancelled.ok).toBe(true);
    const [row] = await db().select().from(booking).where(eq(booking.id, outcome.id));
    expect(row).toMatchObject({ status: "cancelled", sequence: 1 });
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "booking-cancelled"));
    expect(mails).toHaveLength(1);
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mails[0]!.attachmentIds[0]!));
    const ics = file!.bytes.toString("utf8");
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain(`UID:${outcome.id}@localhost\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(
      await db().select().from(outbox).where(eq(outbox.kind, "booking-cancelled-staff")),
    ).toHaveLength(1);
    // Free again: someone else books it.
    expect((await availableSlots(AT)).map((s) => s.start.toISOString())).toContain(
      TEN.toISOString(),
    );
    expect((await bookCall(visitor(2), TEN, { at: AT })).ok).toBe(true);
    // A second click keeps the first cancellation (no second email).
    expect((await cancelBooking(outcome.id, AT)).ok).toBe(true);
    expect(
      await db().select().from(outbox).where(eq(outbox.kind, "booking-cancelled")),
    ).toHaveLength(1);
  });

  it("moves the call: same UID, next SEQUENCE, the old slot free", async () => {
    await onlyTakes(awa);
    const outcome = await bookCall(visitor(1), TEN, { at: AT });
    if (!outcome.ok) throw new Error("not booked");
    const later = new Date("2026-12-08T15:30:00Z");
    const moved = await rescheduleBooking(outcome.id, later, AT);
    expect(moved.ok).toBe(true);
    const [row] = await db().select().from(booking).where(eq(booking.id, outcome.id));
    expect(row!.startsAt.toISOString()).toBe(later.toISOString());
    expect(row!.sequence).toBe(1);
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "booking-moved"));
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    const ics = file!.bytes.toString("utf8");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain(`UID:${outcome.id}@localhost\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain("DTSTART:20261208T153000Z\r\n");
    const starts = (await availableSlots(AT)).map((s) => s.start.toISOString());
    expect(starts).toContain(TEN.toISOString());
    expect(starts).not.toContain(later.toISOString());
    // A slot taken by someone else is refused.
    expect((await bookCall(visitor(2), TEN, { at: AT })).ok).toBe(true);
    const refused = await rescheduleBooking(outcome.id, TEN, AT);
    expect(refused).toEqual({ ok: false, refusal: "taken" });
    expect(
      await db()
        .select()
        .from(booking)
        .where(and(eq(booking.startsAt, TEN), eq(booking.status, "booked"))),
    ).toHaveLength(1);
  });
});

describe("the day-before reminder", () => {
  it("is queued once, a day before, for a call booked more than a day ahead", async () => {
    await onlyTakes(awa);
    // Booked on Monday 07:00 for Wednesday 10:00; another for Monday 10:00 (same day).
    const wednesday = new Date("2026-12-09T10:00:00Z");
    const far = await bookCall(visitor(1), wednesday, { at: AT });
    const near = await bookCall(visitor(2), TEN, { at: AT });
    if (!far.ok || !near.ok) throw new Error("not booked");
    const reminders = () => db().select().from(outbox).where(eq(outbox.kind, "booking-reminder"));
    // Monday 07:00: nothing is due (Wednesday is two days away; the Monday call was booked the same day).
    expect(await remindDueCalls(AT)).toEqual([]);
    // Tuesday 09:59: not yet a day before.
    expect(await remindDueCalls(new Date("2026-12-08T09:59:00Z"))).toEqual([]);
    // Tuesday 10:05, two passes at once (two instances): one reminder.
    const at = new Date("2026-12-08T10:05:00Z");
    const [a, b] = await Promise.all([remindDueCalls(at), remindDueCalls(at)]);
    expect([...a!, ...b!]).toEqual([far.id]);
    expect(await remindDueCalls(at)).toEqual([]);
    const sent = await reminders();
    expect(sent.map((m) => m.to)).toEqual(["visiteur1@example.sn"]);
    expect(sent[0]!.subject).toBe(
      "Rappel\u00a0: votre appel de demain — Mercredi 9 décembre à 10:00",
    );
    expect(sent[0]!.html).toContain(`/rendez-vous/${far.token}`);
  });

  it("is not sent for a cancelled call", async () => {
    await onlyTakes(awa);
    const wednesday = new Date("2026-12-09T10:00:00Z");
    const far = await bookCall(visitor(1), wednesday, { at: AT });
    if (!far.ok) throw new Error("not booked");
    await cancelBooking(far.id, AT);
    expect(await remindDueCalls(new Date("2026-12-08T10:05:00Z"))).toEqual([]);
  });
});
