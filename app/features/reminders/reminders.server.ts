import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, outbox, reminder, type DocumentRow } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { addDays, dakarDay, pdfFileName } from "#app/features/documents/numbering.ts";
import { renderPdf } from "#app/features/print/pdf/render.server.tsx";
import { overdue, type Outcome } from "#app/features/documents/register.server.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { balanceDue, OWING_STATUSES } from "#app/features/documents/status.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { enqueueWhatsapp } from "#app/features/whatsapp/jobs.server.ts";
import { whatsappRouteOf } from "#app/features/whatsapp/preference.server.ts";
import { reminderIntro, reminderMessage, reminderRecipient } from "./message.ts";
import { daysLate, dueStep, nextStep, type SentReminder } from "./schedule.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";

// Reminders of unpaid invoices (ADR 022): each one claimed in the database in the
// same transaction as its email in the outbox and its line in the history, so
// that several instances ticking at once send each step once.

/** Who the history names for a scheduled reminder. */
export const SCHEDULE_NAME = "Relance automatique";

/** A second « Relancer maintenant » this soon after the last is taken for a double click. */
const MANUAL_REPEAT_MS = 60_000;

export type SentReminderOutcome = {
  number: string;
  step: number | null;
  to: string;
  balance: number;
};

type Trigger = { step: number } | { by: SessionUser };

/** Why an invoice cannot be reminded now, in French, or null. */
export function reminderRefusal(row: DocumentRow): string | null {
  if (!kindIs(row.kind, "payable")) return "Seule une facture peut faire l'objet d'une relance.";
  if (row.status === "cancelled") return "Une facture annulée n'est pas relancée.";
  if (!OWING_STATUSES.includes(row.status) || balanceDue(row) === 0) {
    return "Cette facture est réglée\u00a0: plus rien à relancer.";
  }
  if (!row.clientEmail?.trim()) {
    return "Cette facture n'a pas d'adresse e-mail client\u00a0: aucune relance ne peut être envoyée.";
  }
  return null;
}

async function sentReminders(documentIds: string[]): Promise<Map<string, SentReminder[]>> {
  const byDocument = new Map<string, SentReminder[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db()
    .select({ documentId: reminder.documentId, step: reminder.step, at: reminder.at })
    .from(reminder)
    .where(inArray(reminder.documentId, documentIds));
  for (const r of rows) {
    const list = byDocument.get(r.documentId) ?? [];
    list.push({ step: r.step, day: dakarDay(r.at) });
    byDocument.set(r.documentId, list);
  }
  return byDocument;
}

/**
 * One pass of the schedule on `now`'s day: every invoice whose latest due step
 * has not gone out gets it, once. Returns what this call sent (another instance
 * may have sent the rest). One invoice that fails is logged and the pass goes on;
 * none is started after `stopped()` says so (a shutdown).
 */
export async function remindDue(
  now: Date,
  steps: readonly number[] = company.documents.reminderDays,
  options: { stopped?: () => boolean } = {},
): Promise<SentReminderOutcome[]> {
  if (steps.length === 0) return [];
  const today = dakarDay(now);
  const first = Math.min(...steps);
  const last = Math.max(...steps);
  const candidates = await db()
    .select({ id: document.id, dueDate: document.dueDate })
    .from(document)
    .where(
      and(
        overdue(today),
        lte(document.dueDate, addDays(today, -first)),
        sql`coalesce(${document.clientEmail}, '') <> ''`,
        // Invoices reminded at their last step are done.
        sql`not exists (select 1 from ${reminder} where ${reminder.documentId} = ${document.id} and ${reminder.step} >= ${last})`,
      ),
    )
    .orderBy(document.dueDate, document.id);
  const sent = await sentReminders(candidates.map((c) => c.id));
  const done: SentReminderOutcome[] = [];
  for (const c of candidates) {
    if (options.stopped?.()) break;
    const step = dueStep({ dueDate: c.dueDate!, today, steps, sent: sent.get(c.id) ?? [] });
    if (step === null) continue;
    try {
      const result = await sendReminder(c.id, { step }, now, steps);
      if (result.ok && result.value) done.push(result.value);
    } catch (error) {
      logger().error({ err: error, documentId: c.id, step }, "invoice reminder failed");
    }
  }
  return done;
}

/** « Relancer maintenant »: a reminder sent by hand, recorded with who sent it. */
export async function remindNow(
  number: string,
  by: SessionUser,
  now: Date,
): Promise<Outcome<SentReminderOutcome>> {
  const [row] = await db()
    .select({ id: document.id })
    .from(document)
    .where(eq(document.number, number));
  if (!row) return { ok: false, message: `Le document ${number} est introuvable.` };
  const result = await sendReminder(row.id, { by }, now, company.documents.reminderDays);
  if (!result.ok) return result;
  if (!result.value) {
    return { ok: false, message: "Une relance vient d'être envoyée pour cette facture." };
  }
  return { ok: true, value: result.value };
}

/**
 * Renders the PDF, then in one transaction: locks the invoice, checks it again
 * (paid, cancelled or reminded meanwhile: nothing), claims the reminder, stores
 * the PDF, queues the email and writes the history. A step another instance
 * claimed first gives `null`.
 */
async function sendReminder(
  id: string,
  trigger: Trigger,
  now: Date,
  steps: readonly number[],
): Promise<Outcome<SentReminderOutcome | null>> {
  const [first] = await db().select().from(document).where(eq(document.id, id));
  if (!first) return { ok: false, message: "Facture introuvable." };
  const refused = reminderRefusal(first);
  if (refused) return { ok: false, message: refused };
  const snapshot = first.snapshot as unknown as QuoteInvoiceSnapshot;
  // Outside the transaction: a render takes a while, and the snapshot never changes.
  // The PDF and the email carry the invoice's private link, as a sending does.
  const annex = await clientLinkAnnex(id, "invoice");
  const pdf = await renderPdf(snapshot, { paidOn: null }, annex);
  const today = dakarDay(now);
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(document).where(eq(document.id, id)).for("update");
    const again = reminderRefusal(row!);
    if (again) return { ok: false as const, message: again };
    const earlier = await tx
      .select({ step: reminder.step, at: reminder.at })
      .from(reminder)
      .where(eq(reminder.documentId, id))
      .orderBy(desc(reminder.at));
    if ("step" in trigger) {
      const step = dueStep({
        dueDate: row!.dueDate!,
        today,
        steps,
        sent: earlier.map((r) => ({ step: r.step, day: dakarDay(r.at) })),
      });
      if (step !== trigger.step) return { ok: true as const, value: null };
    } else {
      const lastManual = earlier.find((r) => r.step === null);
      if (lastManual && now.getTime() - lastManual.at.getTime() < MANUAL_REPEAT_MS) {
        return { ok: true as const, value: null };
      }
    }
    const step = "step" in trigger ? trigger.step : null;
    const byName = "by" in trigger ? trigger.by.name : SCHEDULE_NAME;
    const balance = balanceDue(row!);
    const to = row!.clientEmail!.trim();
    const [claimed] = await tx
      .insert(reminder)
      .values({ documentId: id, step, at: now, byName: "by" in trigger ? byName : null, balance })
      .onConflictDoNothing()
      .returning({ id: reminder.id });
    if (!claimed) return { ok: true as const, value: null };
    const fileId = await storePdf(tx, pdfFileName(snapshot), pdf);
    const facts = {
      snapshot,
      balance,
      paidTotal: row!.paidTotal,
      creditedTotal: row!.creditedTotal,
      daysLate: daysLate(row!.dueDate ?? snapshot.issuedOn, today),
      link: annex.clientLink?.url,
    };
    const email = {
      kind: "invoice-reminder",
      to,
      replyTo: company.emails.commercial,
      ...renderEmail(reminderMessage(facts)),
    };
    // WhatsApp Business (ADR 045), when the client's preference names it: beside the
    // email, or instead of it with the email as its fallback.
    const whatsapp = await whatsappRouteOf(tx, id, snapshot.client.phone, "reminder");
    const emailId = whatsapp?.only
      ? null
      : await enqueueEmail({ ...email, attachmentIds: [fileId] }, tx);
    await tx.update(reminder).set({ emailId }).where(eq(reminder.id, claimed.id));
    const details: Record<string, string> = { to, balance: String(balance) };
    if (step !== null) details.step = String(step);
    if (emailId) {
      await tx.insert(documentEvent).values({
        documentId: id,
        kind: "reminded",
        at: now,
        byName,
        details,
        emailId,
      });
    }
    if (whatsapp) {
      const intro = reminderIntro(facts);
      const whatsappId = await enqueueWhatsapp(
        {
          documentId: id,
          purpose: "reminder",
          to: whatsapp.digits,
          params: [row!.party, intro[0]!.toLowerCase() + intro.slice(1), facts.link ?? ""],
          attachmentId: fileId,
          fallback: whatsapp.only ? email : null,
        },
        now,
        tx,
      );
      await tx.insert(documentEvent).values({
        documentId: id,
        kind: "reminded",
        at: now,
        byName,
        details: { ...details, to: whatsapp.display, channel: "whatsapp" },
        whatsappId,
      });
    }
    return { ok: true as const, value: { number: row!.number, step, to, balance } };
  });
}

export type ReminderPanel = {
  /** Why « Relancer maintenant » is not offered, or null when it is. */
  refusal: string | null;
  to: string;
  /** « à <email> », « par WhatsApp au <numéro> » or both. */
  recipient: string;
  balance: number;
  daysLate: number;
  /** The email as it would go now (subject and plain text), for the confirmation. */
  preview: { subject: string; text: string } | null;
  next: { step: number; day: string } | null;
  /** A step due and not sent yet: it goes at the next pass. */
  dueNow: number | null;
  /** Automatic reminders are off (no step in the settings, REMINDER_DAYS=none by default). */
  scheduleOff: boolean;
  steps: number[];
  sent: {
    at: Date;
    step: number | null;
    byName: string | null;
    balance: number;
    delivery: string | null;
  }[];
};

/** The reminders card of an invoice's page; null for any other document. */
export async function reminderPanel(number: string, now: Date): Promise<ReminderPanel | null> {
  const [row] = await db().select().from(document).where(eq(document.number, number));
  if (!row || !kindIs(row.kind, "payable")) return null;
  // The settings (/parametres-entreprise) win; REMINDER_DAYS is a fresh install's default.
  const steps = company.documents.reminderDays;
  const today = dakarDay(now);
  const rows = await db()
    .select({
      at: reminder.at,
      step: reminder.step,
      byName: reminder.byName,
      balance: reminder.balance,
      delivery: outbox.status,
    })
    .from(reminder)
    .leftJoin(outbox, eq(outbox.id, reminder.emailId))
    .where(eq(reminder.documentId, row.id))
    .orderBy(desc(reminder.at));
  const refusal = reminderRefusal(row);
  const snapshot = row.snapshot as unknown as QuoteInvoiceSnapshot;
  const balance = balanceDue(row);
  const late = row.dueDate ? daysLate(row.dueDate, today) : 0;
  const schedule =
    refusal || !row.dueDate
      ? null
      : {
          dueDate: row.dueDate,
          today,
          steps,
          sent: rows.map((r) => ({ step: r.step, day: dakarDay(r.at) })),
        };
  let preview: ReminderPanel["preview"] = null;
  if (!refusal) {
    const email = renderEmail(
      reminderMessage({
        snapshot,
        balance,
        paidTotal: row.paidTotal,
        creditedTotal: row.creditedTotal,
        daysLate: late,
        link: (await ensureClientLink(row.id)).url,
      }),
    );
    preview = { subject: email.subject, text: email.text };
  }
  const to = row.clientEmail?.trim() ?? "";
  return {
    refusal,
    to,
    // The client's preference and the firm's settings (ADR 045): which channels it takes.
    recipient: reminderRecipient(
      to,
      await whatsappRouteOf(db(), row.id, snapshot.client.phone, "reminder"),
    ),
    balance,
    daysLate: late,
    preview,
    next: schedule && nextStep(schedule),
    dueNow: schedule && dueStep(schedule),
    scheduleOff: steps.length === 0,
    steps: [...steps],
    sent: rows,
  };
}
