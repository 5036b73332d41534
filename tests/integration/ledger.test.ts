import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, document, documentEvent, outbox, payment } from "#app/db/schema.ts";
import { handleDocumentAction } from "#app/features/register/route.server.ts";
import { getDocument, listDocuments } from "#app/features/documents/register.server.ts";
import type { CreditNoteSnapshot } from "#app/features/documents/snapshot.ts";
import { handleLedgerAction } from "#app/features/ledger/route.server.ts";
import {
  cancelPayment,
  issueCreditNote,
  recordPayment,
} from "#app/features/ledger/ledger.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { receiptPdf } from "#app/features/print/pdf.server.ts";
import { currentCompany } from "#app/features/settings/current.server.ts";
import { storeImage } from "#app/features/settings/images.server.ts";
import { saveCompanySettings } from "#app/features/settings/save.server.ts";
import { paymentsCsv } from "#app/features/exports/exports.server.ts";
import { siteAndDomain } from "#tests/fixtures/quote-form.ts";
import { documentRow, issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The ledger's transactions (ADR 020) on the real database: PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set (scripts/test-integration.mjs).

const SITE = "http://localhost:3000";
const STAFF = issuer("ledger");
const NOW = new Date("2026-11-26T09:30:00Z");
const TODAY = "2026-11-26";
let staffCookie = "";

beforeAll(async () => {
  await storeIssuer(STAFF);
  staffCookie = await signedIn("gerant", {
    email: "studio.ledger@teranga-digital.sn",
    name: "Moussa Diop",
    ip: "192.0.2.40",
  });
});

afterEach(() =>
  emptyTables(
    "document, document_event, document_sequence, payment, outbox, attachment, rate_limit",
  ),
);

/** An invoice of 2 × 50 000 + 1 × 18 000 = 118 000 HT, 18 % VAT: 139 240 TTC. */
const TOTAL = 118_000 + Math.round((118_000 * 18) / 100);

async function invoice(at = NOW) {
  return (await issueAs(STAFF, "invoice", { prestations: siteAndDomain() }, at)).number;
}

const pay = (
  number: string,
  amount: number,
  extra: Partial<{ paidOn: string; key: string }> = {},
) =>
  recordPayment(
    number,
    {
      amount,
      paidOn: extra.paidOn ?? TODAY,
      method: "wave",
      reference: "TX-1",
      requestKey: extra.key ?? randomUUID(),
    },
    STAFF,
    NOW,
  );

const credit = (number: string, amount: number, at = NOW) =>
  issueCreditNote(
    number,
    { mode: "amount", amount, lines: [], reason: "Geste commercial", requestKey: randomUUID() },
    STAFF,
    { now: at },
  );

const row = (number: string) => documentRow({ number });

describe("payments", () => {
  it("in part, then the rest: « Partiellement payée », then « Payée » on the last money's day", async () => {
    const n = await invoice();
    expect(TOTAL).toBe(139_240);
    expect((await pay(n, 40_000, { paidOn: "2026-11-20" })).ok).toBe(true);
    expect(await row(n)).toMatchObject({ status: "partial", paidTotal: 40_000, paidOn: null });
    expect((await pay(n, TOTAL - 40_000, { paidOn: "2026-11-25" })).ok).toBe(true);
    expect(await row(n)).toMatchObject({
      status: "paid",
      paidTotal: TOTAL,
      paidOn: "2026-11-25",
    });
    const view = (await getDocument(n))!;
    const events = view.events.filter((e) => e.kind === "payment");
    expect(events.map((e) => e.details).sort((a, b) => a.amount!.localeCompare(b.amount!))).toEqual(
      [
        { amount: "40000", paidOn: "2026-11-20", method: "Wave", reference: "TX-1" },
        { amount: String(TOTAL - 40_000), paidOn: "2026-11-25", method: "Wave", reference: "TX-1" },
      ],
    );
    expect(events[0]!.byName).toBe("Awa Ndiaye");
  });

  it("above the balance: refused in French, nothing recorded", async () => {
    const n = await invoice();
    await pay(n, 100_000);
    expect(await pay(n, TOTAL - 100_000 + 1)).toEqual({
      ok: false,
      message: `Ce paiement de 39\u00a0241\u00a0FCFA dépasse le reste à payer (39\u00a0240\u00a0FCFA)\u00a0: rien n'a été enregistré.`,
    });
    expect((await db().select().from(payment)).length).toBe(1);
    expect((await row(n)).paidTotal).toBe(100_000);
    expect(await pay(n, 10, { paidOn: "2026-11-27" })).toEqual({
      ok: false,
      message: "La date du paiement ne peut pas être dans le futur.",
    });
  });

  it("two payments at once can never take the balance below zero", async () => {
    const n = await invoice();
    const share = 80_000; // 2 × 80 000 > 139 240
    const results = await Promise.all([pay(n, share), pay(n, share), pay(n, share)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r).toMatchObject({ message: expect.stringMatching(/dépasse le reste à payer/) });
    }
    const r = await row(n);
    expect(r.paidTotal).toBe(share);
    const [{ sum }] = (
      await db().execute<{ sum: string }>(
        sql`select coalesce(sum(amount), 0)::text as sum from payment where cancelled_at is null`,
      )
    ).rows as [{ sum: string }];
    expect(Number(sum)).toBe(share);
  });

  it("the same click sent twice records one payment", async () => {
    const n = await invoice();
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(n, 1000, { key }), pay(n, 1000, { key })]);
    expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
    expect((await row(n)).paidTotal).toBe(1000);
    expect((await db().select().from(payment)).length).toBe(1);
  });

  it("cancelled with a reason: the row stays, the balance and the status come back as the history says", async () => {
    const n = await invoice();
    const first = await pay(n, TOTAL);
    expect((await row(n)).status).toBe("paid");
    if (!first.ok) throw new Error(first.message);
    // Never sent: back to « Émise ».
    expect(
      (await cancelPayment(n, { paymentId: first.value.id, reason: "Chèque rejeté" }, STAFF, NOW))
        .ok,
    ).toBe(true);
    expect(await row(n)).toMatchObject({ status: "issued", paidTotal: 0, paidOn: null });
    const [kept] = await db().select().from(payment).where(eq(payment.id, first.value.id));
    expect(kept).toMatchObject({
      amount: TOTAL,
      cancelReason: "Chèque rejeté",
      cancelledByName: "Awa Ndiaye",
    });
    expect(
      await cancelPayment(n, { paymentId: first.value.id, reason: "Encore" }, STAFF, NOW),
    ).toEqual({ ok: false, message: "Ce paiement est déjà annulé." });
    const cancelled = (await getDocument(n))!.events.find((e) => e.kind === "payment_cancelled");
    expect(cancelled?.details).toEqual({
      amount: String(TOTAL),
      paidOn: TODAY,
      reason: "Chèque rejeté",
    });

    // Sent, then paid in two parts; one cancelled: « Partiellement payée »; both: « Envoyée ».
    await db()
      .insert(documentEvent)
      .values({
        documentId: (await row(n)).id,
        kind: "sent",
        at: NOW,
        byName: "Awa Ndiaye",
        details: { to: "client@example.sn" },
      });
    const a = await pay(n, 100_000);
    const b = await pay(n, TOTAL - 100_000);
    if (!a.ok || !b.ok) throw new Error("payment refused");
    await cancelPayment(n, { paymentId: b.value.id, reason: "Doublon" }, STAFF, NOW);
    expect(await row(n)).toMatchObject({ status: "partial", paidTotal: 100_000 });
    await cancelPayment(n, { paymentId: a.value.id, reason: "Erreur de facture" }, STAFF, NOW);
    expect(await row(n)).toMatchObject({ status: "sent", paidTotal: 0 });
  });

  it("« Envoyer le reçu au client »: a « Reçu de paiement » PDF queued in the outbox with the payment", async () => {
    const n = await invoice();
    await pay(n, 1000);
    expect(await db().select().from(outbox)).toHaveLength(0);
    const done = await recordPayment(
      n,
      {
        amount: 39_240,
        paidOn: "2026-11-25",
        method: "orange_money",
        reference: "OM-77",
        requestKey: randomUUID(),
        receipt: receiptPdf,
      },
      STAFF,
      NOW,
    );
    expect(done.ok).toBe(true);
    const [mail] = await db().select().from(outbox);
    expect(mail).toMatchObject({ kind: "payment-receipt", to: "contact@keuryaay.sn" });
    expect(mail!.subject).toContain(`Reçu de paiement — facture ${n}`);
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    const dir = mkdtempSync(path.join(tmpdir(), "ledger-receipt-"));
    writeFileSync(path.join(dir, "r.pdf"), file!.bytes);
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, "r.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("REÇU DE PAIEMENT");
    expect(text).toMatch(/Montant reçu\s+39 240 FCFA/);
    expect(text).toMatch(/Total réglé à ce jour\s+40 240 FCFA/);
    // 139 240 − 40 240 = 99 000 left.
    expect(text).toMatch(/Reste à payer\s+99 000 FCFA/);
    const event = (await getDocument(n))!.events.find((e) => e.details.reference === "OM-77");
    expect(event?.emailStatus).toBe("pending");
  });

  it("a cash payment carries the stamp duty on top (1 %, then the settings' rate): kept with it, on the receipt, in the export", async () => {
    const n = await invoice();
    const cash = (amount: number) =>
      recordPayment(
        n,
        {
          amount,
          paidOn: "2026-11-25",
          method: "especes",
          reference: "",
          requestKey: randomUUID(),
          receipt: receiptPdf,
        },
        STAFF,
        NOW,
      );
    // 12 345 × 1 % = 123,45 → 123 F, paid on top: 12 468 F handed over.
    const first = await cash(12_345);
    if (!first.ok) throw new Error(first.message);
    const [kept] = await db().select().from(payment).where(eq(payment.id, first.value.id));
    expect(kept).toMatchObject({ amount: 12_345, stampDuty: 123 });
    // The invoice is settled by the amount, never by the duty.
    expect(await row(n)).toMatchObject({ paidTotal: 12_345 });
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "payment-receipt"));
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    const dir = mkdtempSync(path.join(tmpdir(), "ledger-stamp-"));
    writeFileSync(path.join(dir, "r.pdf"), file!.bytes);
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, "r.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
    expect(text).toMatch(/Montant reçu\s+12 345 FCFA/);
    expect(text).toMatch(/Droit de timbre \(1 %, espèces\)\s+123 FCFA/);
    expect(text).toMatch(/Total versé\s+12 468 FCFA/);
    expect(mail!.text).toContain("Droit de timbre (1\u00a0%, espèces)");

    // The firm sets 0,5 %: 20 001 × 0,5 % = 100,005 → 100 F; the first payment keeps its 123.
    const { timeZone: _, ...settings } = currentCompany();
    const by = { id: STAFF.id, name: STAFF.name };
    await saveCompanySettings(
      { ...settings, documents: { ...settings.documents, cashStampDuty: "0,5" } },
      by,
      NOW,
    );
    try {
      const second = await cash(20_001);
      if (!second.ok) throw new Error(second.message);
      // Not cash: none.
      const wave = await pay(n, 1_000);
      if (!wave.ok) throw new Error(wave.message);
      const rows = (await paymentsCsv({ from: "2026-11-25", to: "2026-11-26" }))
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean)
        .map((line) => line.split(";"));
      const header = rows[0]!;
      const at = (r: string[], name: string) => r[header.indexOf(name)];
      const ours = rows.slice(1).filter((r) => at(r, "Facture") === n);
      expect(ours.map((r) => [at(r, "Montant"), at(r, "Moyen"), at(r, "Droit de timbre")])).toEqual(
        expect.arrayContaining([
          ["12345", "Espèces", "123"],
          ["20001", "Espèces", "100"],
          ["1000", expect.not.stringMatching(/^Espèces$/), "0"],
        ]),
      );
    } finally {
      await saveCompanySettings(settings, by, NOW);
    }
  });

  it("a payment is never edited nor deleted (the trigger), its cancellation written once", async () => {
    const n = await invoice();
    const p = await pay(n, 5000);
    if (!p.ok) throw new Error(p.message);
    await expect(
      db().update(payment).set({ amount: 1 }).where(eq(payment.id, p.value.id)),
    ).rejects.toThrow();
    await expect(db().delete(payment).where(eq(payment.id, p.value.id))).rejects.toThrow();
    await cancelPayment(n, { paymentId: p.value.id, reason: "Erreur" }, STAFF, NOW);
    await expect(
      db().update(payment).set({ cancelReason: "Autre" }).where(eq(payment.id, p.value.id)),
    ).rejects.toThrow();
    const [kept] = await db().select().from(payment).where(eq(payment.id, p.value.id));
    expect(kept).toMatchObject({ amount: 5000, cancelReason: "Erreur" });
  });
});

describe("the firm's images (ADR 033)", () => {
  // `pdfimages -list`: two header lines, then one line per image drawn.
  const imagesIn = (pdf: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), "ledger-images-"));
    writeFileSync(path.join(dir, "f.pdf"), pdf);
    const list = execFileSync("pdfimages", ["-list", path.join(dir, "f.pdf")], {
      encoding: "utf8",
    });
    return list.trim().split("\n").length - 2;
  };

  it("a credit note and a receipt print the uploaded logo, signature and stamp, as the invoice does", async () => {
    const { timeZone: _, ...settings } = currentCompany();
    const images: Record<string, string> = {};
    for (const [kind, background] of [
      ["logo", "#0b1f3a"],
      ["signature", "#1d4ed8"],
      ["stamp", "#b91c1c"],
    ] as const) {
      const png = await sharp({ create: { width: 300, height: 120, channels: 3, background } })
        .png()
        .toBuffer();
      images[kind] = (await storeImage(png, 300, 120)).sha256;
    }
    const by = { id: STAFF.id, name: STAFF.name };
    await saveCompanySettings({ ...settings, images: images as typeof settings.images }, by, NOW);
    try {
      const n = await invoice();
      expect(imagesIn(await documentPdf((await getDocument(n))!))).toBe(3);
      const done = await credit(n, 10_000);
      if (!done.ok) throw new Error(done.message);
      expect(imagesIn(await documentPdf((await getDocument(done.value.number))!))).toBe(3);

      const paid = await recordPayment(
        n,
        {
          amount: 5_000,
          paidOn: TODAY,
          method: "wave",
          reference: "TX-IMG",
          requestKey: randomUUID(),
          receipt: receiptPdf,
        },
        STAFF,
        NOW,
      );
      expect(paid.ok).toBe(true);
      const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "payment-receipt"));
      const [file] = await db()
        .select()
        .from(attachment)
        .where(eq(attachment.id, mail!.attachmentIds[0]!));
      expect(imagesIn(file!.bytes)).toBe(3);
    } finally {
      await saveCompanySettings(settings, by, NOW);
    }
  });
});

describe("credit notes", () => {
  it("an avoir by amount: numbered AVOIR-…, -2 in the same minute, frozen, in the register, on the invoice", async () => {
    const n = await invoice();
    const a = await credit(n, 11_800);
    const b = await credit(n, 1_180, new Date("2026-11-26T09:30:59Z"));
    if (!a.ok || !b.ok) throw new Error("credit refused");
    expect(a.value.number).toBe("AVOIR-2026-11-26-0930");
    expect(b.value.number).toBe("AVOIR-2026-11-26-0930-2");
    expect(await row(n)).toMatchObject({ creditedTotal: 12_980, status: "issued" });
    const note = await row(a.value.number);
    expect(note).toMatchObject({
      kind: "credit_note",
      totalTtc: 11_800,
      sourceId: (await row(n)).id,
    });
    const snap = note.snapshot as unknown as CreditNoteSnapshot;
    // 11 800 TTC at 18 %: 10 000 HT + 1 800 VAT.
    expect(snap.totals).toMatchObject({ totalHT: 10_000, vatAmount: 1_800, totalTTC: 11_800 });
    expect(snap.invoice).toEqual({ number: n, issuedOn: TODAY, totalTtc: TOTAL });
    expect(snap.reason).toBe("Geste commercial");
    const credited = (await getDocument(n))!.events.filter((e) => e.kind === "credited");
    expect(credited.map((e) => e.details.creditNote).sort()).toEqual([
      a.value.number,
      b.value.number,
    ]);
    expect(credited.find((e) => e.details.creditNote === a.value.number)?.details).toEqual({
      creditNote: a.value.number,
      amount: "11800",
      reason: "Geste commercial",
    });
    const { rows } = await listDocuments({ kind: "credit_note" as never }, NOW);
    expect(rows.map((r) => r.number).sort()).toEqual([a.value.number, b.value.number]);
    // Its snapshot is frozen like any document's.
    await expect(
      db().update(document).set({ snapshot: {} }).where(eq(document.number, a.value.number)),
    ).rejects.toThrow();
  });

  it("by lines: the chosen lines with the invoice's VAT", async () => {
    const n = await invoice();
    const done = await issueCreditNote(
      n,
      { mode: "lines", amount: 0, lines: [1], reason: "Domaine offert", requestKey: randomUUID() },
      STAFF,
      { now: NOW },
    );
    if (!done.ok) throw new Error(done.message);
    // 18 000 HT + 3 240 VAT.
    expect(done.value.amount).toBe(21_240);
    expect((await row(n)).creditedTotal).toBe(21_240);
    // A line is credited once: again, alone or with another, even two at once, refused.
    const byLines = (lines: number[], on = n) =>
      issueCreditNote(
        on,
        { mode: "lines", amount: 0, lines, reason: "Encore", requestKey: randomUUID() },
        STAFF,
        { now: NOW },
      );
    expect(await byLines([0, 1])).toEqual({
      ok: false,
      message: `La ligne «\u00a0Nom de domaine\u00a0» a déjà été créditée par l'avoir ${done.value.number}.`,
    });
    // Two at once on the same line, the balance covering both: only the line check refuses.
    const other = await invoice();
    const both = await Promise.all([byLines([1], other), byLines([1], other)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ message: /a déjà été créditée/ });
    expect((await row(other)).creditedTotal).toBe(21_240);
  });

  it("never more than the balance, even two at once; the rest is paid, then « Payée »", async () => {
    const n = await invoice();
    await pay(n, 100_000);
    expect(await credit(n, 39_241)).toEqual({
      ok: false,
      message:
        "Cet avoir de 39\u00a0241\u00a0FCFA dépasse le reste à payer de la facture (39\u00a0240\u00a0FCFA)\u00a0: il n'a pas été émis.",
    });
    const both = await Promise.all([credit(n, 30_000), credit(n, 30_000)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await row(n)).toMatchObject({ creditedTotal: 30_000, status: "partial" });
    // One number was handed out and never reused; none is missing from the register.
    expect(await pay(n, 9_240)).toMatchObject({ ok: true });
    expect(await row(n)).toMatchObject({ status: "paid", paidTotal: 109_240 });
  });

  it("« Annuler la facture »: an avoir for what remains, the invoice « Annulée », its mark in the register and the PDF", async () => {
    const n = await invoice();
    await pay(n, 39_240);
    const done = await issueCreditNote(
      n,
      {
        mode: "amount",
        amount: 0,
        lines: [],
        reason: "Projet abandonné",
        requestKey: randomUUID(),
      },
      STAFF,
      { cancel: true, now: NOW },
    );
    if (!done.ok) throw new Error(done.message);
    expect(done.value.amount).toBe(100_000);
    expect(await row(n)).toMatchObject({
      status: "cancelled",
      cancelReason: "Projet abandonné",
      creditedTotal: 100_000,
      paidTotal: 39_240,
    });
    const { rows } = await listDocuments({ kind: "invoice" }, NOW);
    expect(rows.find((r) => r.number === n)?.cancelledBy).toBe(done.value.number);
    const view = (await getDocument(n))!;
    expect(view.events.find((e) => e.kind === "cancelled")?.details).toEqual({
      reason: "Projet abandonné",
      creditNote: done.value.number,
    });
    // Nothing more on it: no payment, no avoir, no second cancellation.
    expect(await pay(n, 1)).toMatchObject({ ok: false, message: expect.stringMatching(/annulée/) });
    expect(await credit(n, 1)).toMatchObject({
      ok: false,
      message: "Cette facture est déjà annulée.",
    });

    const text = (pdf: Buffer) => {
      const dir = mkdtempSync(path.join(tmpdir(), "ledger-pdf-"));
      writeFileSync(path.join(dir, "f.pdf"), pdf);
      return execFileSync("pdftotext", ["-layout", path.join(dir, "f.pdf"), "-"], {
        encoding: "utf8",
      });
    };
    const invoiceText = text(await documentPdf(view));
    expect(invoiceText).toContain(`ANNULÉE — avoir ${done.value.number}`);
    const note = (await getDocument(done.value.number))!;
    const noteText = text(await documentPdf(note));
    expect(noteText).toContain("FACTURE D'AVOIR");
    expect(noteText).toContain("Avoir sur la facture");
    expect(noteText).toContain(`n° ${n} du 26/11/2026`);
    expect(noteText).toMatch(/Total de l'avoir TTC\s+100 000 FCFA/);
    // 100 000 ÷ 1,18 = 84 745,76… → 84 746 HT; 15 254 of VAT.
    expect(noteText).toMatch(/Total HT\s+84 746 FCFA/);
    expect(noteText).toMatch(/TVA \(18 %\)\s+15 254 FCFA/);
  });

  it("a paid invoice is not cancelled: its payment is cancelled first", async () => {
    const n = await invoice();
    await pay(n, TOTAL);
    expect(
      await issueCreditNote(
        n,
        { mode: "amount", amount: 0, lines: [], reason: "Erreur", requestKey: randomUUID() },
        STAFF,
        { cancel: true, now: NOW },
      ),
    ).toEqual({
      ok: false,
      message:
        "Une facture entièrement réglée ne s'annule pas\u00a0: annulez d'abord le paiement concerné.",
    });
  });
});

describe("POST /documents/:numero (handleLedgerAction)", () => {
  // The handler reads the real clock: the payment's day is today's.
  const today = () => new Date().toISOString().slice(0, 10);
  const post = (number: string, values: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    return new Request(`${SITE}/documents/${number}`, {
      method: "POST",
      headers: { origin: SITE, cookie: staffCookie, "x-real-ip": "192.0.2.41" },
      body: form,
    });
  };
  const act = async (request: Request, number: string) =>
    (await handleLedgerAction(request, number, { receipt: receiptPdf })) ??
    handleDocumentAction(request, number);
  const statusOf = (answer: unknown) =>
    answer instanceof Response
      ? answer.status
      : (answer as { init?: { status?: number } }).init?.status;

  it("records a payment; above the balance the form says why in French (409), nothing recorded", async () => {
    const n = await invoice(new Date());
    const first = {
      intent: "payment",
      requestKey: randomUUID(),
      amount: "100 000",
      paidOn: today(),
      method: "orange_money",
      reference: "OM-7",
    };
    const ok = await act(post(n, first), n);
    expect(statusOf(ok)).toBe(302);
    const refused = await act(
      post(n, {
        intent: "payment",
        requestKey: randomUUID(),
        amount: "50 000",
        paidOn: today(),
        method: "especes",
      }),
      n,
    );
    expect(statusOf(refused)).toBe(409);
    expect((refused as { data: unknown }).data).toMatchObject({
      intent: "payment",
      result: {
        error: {
          "": [
            "Ce paiement de 50\u00a0000\u00a0FCFA dépasse le reste à payer (39\u00a0240\u00a0FCFA)\u00a0: rien n'a été enregistré.",
          ],
        },
      },
    });
    // The same key again (a retried click): nothing more.
    await act(post(n, first), n);
    expect((await row(n)).paidTotal).toBe(100_000);
  });

  it("the old « Marquer payée » and a bare « cancel » no longer change an invoice", async () => {
    const n = await invoice();
    const old = await handleDocumentAction(post(n, { intent: "pay", paidOn: today() }), n);
    expect(statusOf(old)).toBe(400);
    const bare = await handleDocumentAction(post(n, { intent: "cancel", reason: "Erreur" }), n);
    expect(statusOf(bare)).toBe(400);
    expect(await row(n)).toMatchObject({ status: "issued", paidTotal: 0, creditedTotal: 0 });
  });

  it("« Annuler la facture » without a motif is refused under its form; with one, an avoir", async () => {
    const n = await invoice();
    const none = await act(post(n, { intent: "cancel", requestKey: randomUUID(), reason: "x" }), n);
    expect(statusOf(none)).toBe(400);
    expect((none as { data: unknown }).data).toMatchObject({
      intent: "cancel",
      result: { error: { reason: ["Indiquez le motif de l'annulation (3 caractères au moins)"] } },
    });
    const done = await act(
      post(n, { intent: "cancel", requestKey: randomUUID(), reason: "Erreur de client" }),
      n,
    );
    expect(statusOf(done)).toBe(302);
    expect((await row(n)).status).toBe("cancelled");
  });

  it("a credit note is sent like the others, with its own PDF", async () => {
    const n = await invoice();
    const done = await credit(n, 11_800);
    if (!done.ok) throw new Error(done.message);
    const sent = await act(
      post(done.value.number, {
        intent: "send",
        to: "client@example.sn",
        subject: `Facture d'avoir ${done.value.number}`,
        message: "Bonjour",
      }),
      done.value.number,
    );
    expect(statusOf(sent)).toBe(302);
    const [mail] = await db().select().from(outbox);
    expect(mail).toMatchObject({ to: "client@example.sn", kind: "document-credit_note" });
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    expect(file!.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (
        await db()
          .select()
          .from(document)
          .where(and(eq(document.number, done.value.number), eq(document.status, "sent")))
      ).length,
    ).toBe(1);
  });
});
