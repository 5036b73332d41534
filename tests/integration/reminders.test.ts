import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, document, documentEvent, outbox, reminder } from "#app/db/schema.ts";
import { documentsCsv } from "#app/features/exports/exports.server.ts";
import { listDocuments } from "#app/features/documents/register.server.ts";
import type { QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { remindDue, remindNow, reminderPanel } from "#app/features/reminders/reminders.server.ts";
import { startReminderScheduler } from "#app/features/reminders/scheduler.server.ts";
import { issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

const STAFF = issuer("reminders");
const STEPS = [3, 15, 30];
const NBSP = "\u00a0";
// The fixture's invoice: 2,5 × 10 000 F = 25 000 F HT, VAT 18 % = 4 500 F: 29 500 F TTC.
const TOTAL = 25_000 + (25_000 * 18) / 100;
const ISSUED = new Date("2026-10-01T09:00:00Z");
/** Dakar is UTC+0: noon on a day, `n` days after the due date (issued on 1 Oct, due at once). */
const dayAfterDue = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 12));

beforeAll(() => storeIssuer(STAFF));

afterEach(() =>
  emptyTables("reminder, document, document_event, document_sequence, outbox, attachment"),
);

const invoice = (patch: Partial<QuoteInvoiceForm> = {}, at = ISSUED) =>
  issueAs(STAFF, "invoice", { paymentTerms: "0", ...patch }, at);

async function reminderEmails() {
  return db().select().from(outbox).where(eq(outbox.kind, "invoice-reminder"));
}

async function remindedEvents(number: string) {
  const [row] = await db().select().from(document).where(eq(document.number, number));
  return db()
    .select()
    .from(documentEvent)
    .where(sql`${documentEvent.documentId} = ${row!.id} and ${documentEvent.kind} = 'reminded'`);
}

describe("the schedule", () => {
  it("sends nothing before the first step, then the 3-day reminder once, with the PDF and the balance", async () => {
    const inv = await invoice();
    expect(await remindDue(dayAfterDue(2), STEPS)).toEqual([]);
    const sent = await remindDue(dayAfterDue(3), STEPS);
    expect(sent).toEqual([
      { number: inv.number, step: 3, to: "contact@keuryaay.sn", balance: TOTAL },
    ]);
    // The same day again, and later the same step: nothing more.
    expect(await remindDue(dayAfterDue(3), STEPS)).toEqual([]);
    expect(await remindDue(dayAfterDue(14), STEPS)).toEqual([]);

    const [email, ...others] = await reminderEmails();
    expect(others).toHaveLength(0);
    expect(email!.to).toBe("contact@keuryaay.sn");
    expect(email!.subject).toBe(`Relance — Facture ${inv.number} — Teranga Digital`);
    expect(email!.text).toContain(`Reste à payer${NBSP}: 29${NBSP}500${NBSP}FCFA`);
    expect(email!.text).toContain(`Échéance${NBSP}: 01/10/2026`);
    expect(email!.text).toContain(`3${NBSP}jours de retard`);
    expect(email!.text).toContain("SN08 SN10 0010 0100 2345 6789 0127");
    expect(email!.html).toContain(`29${NBSP}500${NBSP}FCFA`);
    // The invoice's private page, where the client reads it and may pay online.
    const [doc] = await db().select().from(document).where(eq(document.number, inv.number));
    const link = (await ensureClientLink(doc!.id)).url;
    expect(email!.text).toContain(`Consulter la facture en ligne${NBSP}: ${link}`);
    expect(email!.html).toContain(`href="${link}"`);
    // The invoice's PDF rides along.
    const files = await db()
      .select()
      .from(attachment)
      .where(inArray(attachment.id, email!.attachmentIds));
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe("application/pdf");
    expect(files[0]!.name).toBe(`${inv.name}.pdf`);
    expect(files[0]!.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // …with the link printed under its QR code, as on a sending.
    const dir = mkdtempSync(path.join(tmpdir(), "relance-"));
    writeFileSync(path.join(dir, "f.pdf"), files[0]!.bytes);
    const printed = execFileSync("pdftotext", [path.join(dir, "f.pdf"), "-"], { encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    expect(printed.replace(/\s+/g, "")).toContain(link.replace(/^https?:\/\//, ""));

    const events = await remindedEvents(inv.number);
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({
      step: "3",
      to: "contact@keuryaay.sn",
      balance: String(TOTAL),
    });
    expect(events[0]!.emailId).toBe(email!.id);
    const rows = await db().select().from(reminder);
    expect(rows).toMatchObject([{ step: 3, balance: TOTAL, byName: null, emailId: email!.id }]);
  });

  it("each step once, however many passes race for it (several instances)", async () => {
    const invoices = await Promise.all([invoice(), invoice(), invoice()]);
    const passes = await Promise.all(
      Array.from({ length: 4 }, () => remindDue(dayAfterDue(3), STEPS)),
    );
    expect(
      passes
        .flat()
        .map((s) => s.number)
        .sort(),
    ).toEqual(invoices.map((i) => i.number).sort());
    expect(await reminderEmails()).toHaveLength(3);
    for (const inv of invoices) expect(await remindedEvents(inv.number)).toHaveLength(1);
    // The next step, raced again.
    const later = await Promise.all([
      remindDue(dayAfterDue(15), STEPS),
      remindDue(dayAfterDue(15), STEPS),
    ]);
    expect(later.flat()).toHaveLength(3);
    expect(later.flat().every((s) => s.step === 15)).toBe(true);
    expect(await reminderEmails()).toHaveLength(6);
  });

  it("a pass told to stop starts no further reminder (a shutdown)", async () => {
    await invoice();
    await invoice();
    let calls = 0;
    // Stop asked after the first invoice's turn.
    const sent = await remindDue(dayAfterDue(3), STEPS, { stopped: () => calls++ > 0 });
    expect(sent).toHaveLength(1);
    expect(await reminderEmails()).toHaveLength(1);
    // The next pass sends the other one.
    expect(await remindDue(dayAfterDue(3), STEPS)).toHaveLength(1);
  });

  it("after the server was down across every step, only the latest one goes, once", async () => {
    const inv = await invoice();
    const sent = await remindDue(dayAfterDue(40), STEPS);
    expect(sent.map((s) => [s.number, s.step])).toEqual([[inv.number, 30]]);
    expect(await remindDue(dayAfterDue(41), STEPS)).toEqual([]);
    expect(await reminderEmails()).toHaveLength(1);
  });

  it("never after payment or full credit, never for a cancelled invoice or one without an email", async () => {
    const paid = await invoice();
    const credited = await invoice();
    const cancelled = await invoice();
    const noEmail = await invoice({ clientEmail: "" });
    const partly = await invoice();
    // What the ledger's payments and credit notes leave on the invoice (ADR 020).
    await db()
      .update(document)
      .set({ status: "paid", paidTotal: TOTAL })
      .where(eq(document.number, paid.number));
    await db()
      .update(document)
      .set({ creditedTotal: TOTAL })
      .where(eq(document.number, credited.number));
    await db()
      .update(document)
      .set({ status: "cancelled" })
      .where(eq(document.number, cancelled.number));
    await db()
      .update(document)
      .set({ status: "partial", paidTotal: 10_000, creditedTotal: 4_500 })
      .where(eq(document.number, partly.number));
    const sent = await remindDue(dayAfterDue(3), STEPS);
    // Only the one still owing, for what remains: 29 500 − 10 000 − 4 500.
    expect(sent).toEqual([
      { number: partly.number, step: 3, to: "contact@keuryaay.sn", balance: 15_000 },
    ]);
    const [email] = await reminderEmails();
    expect(email!.text).toContain(`Déjà réglé${NBSP}: 10${NBSP}000${NBSP}FCFA`);
    expect(email!.text).toContain(`Avoirs${NBSP}: 4${NBSP}500${NBSP}FCFA`);
    expect(email!.text).toContain(`Reste à payer${NBSP}: 15${NBSP}000${NBSP}FCFA`);
    for (const doc of [paid, credited, cancelled, noEmail]) {
      expect(await remindedEvents(doc.number)).toHaveLength(0);
    }
    // By hand, each refused in French.
    expect(await remindNow(paid.number, STAFF, dayAfterDue(3))).toEqual({
      ok: false,
      message: "Cette facture est réglée\u00a0: plus rien à relancer.",
    });
    expect(await remindNow(credited.number, STAFF, dayAfterDue(3))).toMatchObject({ ok: false });
    expect(await remindNow(cancelled.number, STAFF, dayAfterDue(3))).toEqual({
      ok: false,
      message: "Une facture annulée n'est pas relancée.",
    });
    expect(await remindNow(noEmail.number, STAFF, dayAfterDue(3))).toEqual({
      ok: false,
      message: `Cette facture n'a pas d'adresse e-mail client${NBSP}: aucune relance ne peut être envoyée.`,
    });
    // The card says why, and offers nothing.
    const panel = await reminderPanel(noEmail.number, dayAfterDue(3));
    expect(panel).toMatchObject({
      refusal: expect.stringContaining("pas d'adresse e-mail"),
      preview: null,
    });
  });

  it("a payment recorded after the first reminder stops the next ones", async () => {
    const inv = await invoice();
    expect(await remindDue(dayAfterDue(3), STEPS)).toHaveLength(1);
    await db()
      .update(document)
      .set({ status: "paid", paidTotal: TOTAL })
      .where(eq(document.number, inv.number));
    expect(await remindDue(dayAfterDue(15), STEPS)).toEqual([]);
    expect(await remindDue(dayAfterDue(30), STEPS)).toEqual([]);
    expect(await reminderEmails()).toHaveLength(1);
  });
});

describe("the schedule in the server", () => {
  it("makes a pass at start and on demand, on its injected clock; stops cleanly", async () => {
    const inv = await invoice();
    let clock = dayAfterDue(3);
    // An interval no test waits for: the passes here are the start and tick().
    const scheduler = startReminderScheduler({ clock: () => clock, intervalMs: 3_600_000 });
    try {
      // tick() waits for the start's pass, which sent the 3-day reminder, then finds nothing.
      expect(await scheduler.tick()).toEqual([]);
      expect(await reminderEmails()).toHaveLength(1);
      clock = dayAfterDue(15);
      expect((await scheduler.tick()).map((s) => [s.number, s.step])).toEqual([[inv.number, 15]]);
    } finally {
      await scheduler.stop();
    }
    expect(await scheduler.tick()).toEqual([]);
    expect(await reminderEmails()).toHaveLength(2);
  });
});

describe("« Relancer maintenant »", () => {
  it("sends at once, recorded with who, even before the due date; a double click sends one", async () => {
    const inv = await invoice({ paymentTerms: "30" });
    const at = new Date("2026-10-05T10:00:00Z");
    const [first, second] = await Promise.all([
      remindNow(inv.number, STAFF, at),
      remindNow(inv.number, STAFF, new Date(at.getTime() + 1000)),
    ]);
    expect([first, second].filter((r) => r.ok)).toEqual([
      {
        ok: true,
        value: { number: inv.number, step: null, to: "contact@keuryaay.sn", balance: TOTAL },
      },
    ]);
    expect([first, second].find((r) => !r.ok)).toEqual({
      ok: false,
      message: "Une relance vient d'être envoyée pour cette facture.",
    });
    const events = await remindedEvents(inv.number);
    expect(events).toHaveLength(1);
    expect(events[0]!.byName).toBe(STAFF.name);
    expect(events[0]!.details).toEqual({ to: "contact@keuryaay.sn", balance: String(TOTAL) });
    const [email] = await reminderEmails();
    expect(email!.text).toContain("est à régler au plus tard le 31/10/2026.");
    expect(email!.attachmentIds).toHaveLength(1);
    // An hour later, another one is a choice, not a double click.
    expect(await remindNow(inv.number, STAFF, new Date(at.getTime() + 3_600_000))).toMatchObject({
      ok: true,
    });
    expect(await reminderEmails()).toHaveLength(2);
  });

  it("a reminder by hand since a step fell due stands for it", async () => {
    const inv = await invoice();
    expect(await remindNow(inv.number, STAFF, dayAfterDue(4))).toMatchObject({ ok: true });
    expect(await remindDue(dayAfterDue(5), STEPS)).toEqual([]);
    expect(await reminderPanel(inv.number, dayAfterDue(15))).toMatchObject({ dueNow: 15 });
    expect((await remindDue(dayAfterDue(15), STEPS)).map((s) => s.step)).toEqual([15]);
    expect(await reminderPanel(inv.number, dayAfterDue(15))).toMatchObject({
      daysLate: 15,
      balance: TOTAL,
      next: { step: 30, day: "2026-10-31" },
      dueNow: null,
    });
  });

  it("refuses a document that is not an invoice, or unknown", async () => {
    const q = await issueAs(STAFF, "quote", {}, ISSUED);
    expect(await remindNow(q.number, STAFF, dayAfterDue(3))).toEqual({
      ok: false,
      message: "Seule une facture peut faire l'objet d'une relance.",
    });
    expect(await remindNow("FACT-2000-01-01-0000", STAFF, dayAfterDue(3))).toEqual({
      ok: false,
      message: "Le document FACT-2000-01-01-0000 est introuvable.",
    });
    expect(await reminderPanel(q.number, dayAfterDue(3))).toBeNull();
  });
});

describe("overdue in the register", () => {
  it("the filters « En retard », « Partiellement payée » and « Émise » each list what they say", async () => {
    const today = dayAfterDue(3);
    const late = await invoice();
    const lateAndPartly = await invoice();
    const partlyNotDue = await invoice({ paymentTerms: "30" });
    const notDue = await invoice({ paymentTerms: "30" });
    const paidLate = await invoice();
    const dueToday = await invoice({}, new Date("2026-10-04T08:00:00Z"));
    await db()
      .update(document)
      .set({ status: "partial", paidTotal: 5_000 })
      .where(inArray(document.number, [lateAndPartly.number, partlyNotDue.number]));
    await db()
      .update(document)
      .set({ status: "paid", paidTotal: TOTAL })
      .where(eq(document.number, paidLate.number));
    const numbers = async (status: "overdue" | "partial" | "issued" | "paid") =>
      (await listDocuments({ status }, today)).rows.map((r) => r.number).sort();
    expect(await numbers("overdue")).toEqual([late.number, lateAndPartly.number].sort());
    expect(await numbers("partial")).toEqual([partlyNotDue.number]);
    expect(await numbers("issued")).toEqual([notDue.number, dueToday.number].sort());
    expect(await numbers("paid")).toEqual([paidLate.number]);
    // The accountant's export says « En retard » too.
    const csv = await documentsCsv({ from: "2026-10-01", to: "2026-10-31" }, today);
    const statusOf = (n: string) =>
      csv
        .split("\r\n")
        .find((l) => l.includes(n))!
        .split(";");
    expect(statusOf(late.number)).toContain("En retard");
    expect(statusOf(partlyNotDue.number)).toContain("Partiellement payée");
    expect(statusOf(notDue.number)).toContain("Émise");
  });
});
