import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, contactMessage, newsletterSubscriber, outbox } from "#app/db/schema.ts";
import { submitContact } from "#app/features/contact/contact.server.ts";
import { checkUpload } from "#app/features/contact/upload.server.ts";
import { requestsCsv } from "#app/features/leads/inbox.server.ts";
import { deliverDue } from "#app/features/mail/outbox.server.ts";
import { smtpTransport } from "#app/features/mail/transports.server.ts";
import { findByToken, subscribe, unsubscribe } from "#app/features/newsletter/newsletter.server.ts";
import { freePort, startSmtp } from "#tests/fixtures/smtp.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

const FROM = "Teranga Digital <ne-pas-repondre@teranga-digital.sn>";
const FIRM = "contact@teranga-digital.sn";

afterEach(() => emptyTables("contact_message, newsletter_subscriber, attachment, outbox"));

async function makeDue() {
  await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
}

const request = (i = 0) => ({
  name: `Awa Diop ${i}`,
  email: `awa${i}@example.sn`,
  subject: "community-management-pro" as const,
  message: `Bonjour, nous voulons animer nos réseaux sociaux (demande ${i}).`,
  projectReference: "Demande de devis pour: Community Management Pro",
});

describe("contact requests", () => {
  it("stores the request and its PDF, and the firm receives both with every param of docs/product.md §7", async () => {
    const smtp = await startSmtp();
    const transport = smtpTransport(smtp.url);
    try {
      const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
      const checked = await checkUpload(
        { name: "cahier des charges.pdf", size: pdf.byteLength },
        pdf,
      );
      expect(checked.ok).toBe(true);
      const { id, emailId, ackId } = await submitContact(
        request(1),
        checked.ok ? checked.file : null,
        {
          ip: "203.0.113.7",
        },
      );

      const [stored] = await db().select().from(contactMessage).where(eq(contactMessage.id, id));
      expect(stored).toMatchObject({
        name: "Awa Diop 1",
        email: "awa1@example.sn",
        subject: "community-management-pro",
        projectReference: "Demande de devis pour: Community Management Pro",
        emailId,
        ip: "203.0.113.7",
      });
      const [file] = await db()
        .select()
        .from(attachment)
        .where(eq(attachment.id, stored!.attachmentId!));
      expect(file).toMatchObject({
        name: "cahier des charges.pdf",
        type: "application/pdf",
        size: pdf.byteLength,
      });

      const [queued] = await db().select().from(outbox).where(eq(outbox.id, emailId!));
      expect(queued!.template).toEqual({
        id: "contact",
        params: {
          from_name: "Awa Diop 1",
          from_email: "awa1@example.sn",
          subject: "Community Management Pro",
          message: request(1).message,
          to_email: FIRM,
          has_attachment: "Oui",
          attachment_name: "cahier des charges.pdf",
          attachment_size: "0.00 MB",
          project_reference: "Demande de devis pour: Community Management Pro",
          service_type: "community-management-pro",
          reply_to: "awa1@example.sn",
        },
      });

      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 2, failed: 0 });
      const mail = smtp.received.find((m) => m.envelopeTo.includes(FIRM))!;
      expect(mail.envelopeTo).toEqual([FIRM]);
      expect(mail.parsed.replyTo?.text).toContain("awa1@example.sn");
      expect(mail.parsed.subject).toContain("Community Management Pro");
      for (const value of [
        "Awa Diop 1",
        "awa1@example.sn",
        "Community Management Pro (community-management-pro)",
        "demande 1",
        "Demande de devis pour: Community Management Pro",
        "cahier des charges.pdf",
        FIRM,
      ]) {
        expect(mail.parsed.text).toContain(value);
      }
      expect(mail.parsed.attachments).toHaveLength(1);
      expect(mail.parsed.attachments[0]!.filename).toBe("cahier des charges.pdf");
      expect(Buffer.compare(mail.parsed.attachments[0]!.content, Buffer.from(pdf))).toBe(0);

      // The sender's acknowledgement: a copy of the message, hours, phone,
      // WhatsApp; an answer goes to the firm.
      const [ackRow] = await db().select().from(outbox).where(eq(outbox.id, ackId!));
      expect(ackRow).toMatchObject({ kind: "contact-ack", to: "awa1@example.sn", replyTo: FIRM });
      const ack = smtp.received.find((m) => m.envelopeTo.includes("awa1@example.sn"))!;
      expect(ack.parsed.subject).toBe("Nous avons bien reçu votre message — Teranga Digital");
      expect(ack.parsed.replyTo?.text).toContain(FIRM);
      expect(ack.parsed.attachments).toHaveLength(0);
      for (const value of [
        "Bonjour Awa Diop 1",
        "48 heures ouvrées",
        request(1).message,
        "Community Management Pro",
        "Demande de devis pour: Community Management Pro",
        "cahier des charges.pdf",
        "Lundi – Vendredi\u00a0: 09:00 – 18:00",
        "+221 33 824 57 10",
        "https://wa.me/221776452138?text=",
        "répondez simplement à cet e-mail",
      ]) {
        expect(ack.parsed.text).toContain(value);
      }
      expect(ack.parsed.html).toContain('lang="fr"');
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it("with SMTP down, 200 requests are all stored; when it is back each email arrives exactly once", async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await Promise.all(Array.from({ length: 200 }, (_, i) => submitContact(request(i), null)));
      const [{ count }] = (
        await db().execute<{ count: number }>(
          sql`select count(*)::int as count from contact_message`,
        )
      ).rows as [{ count: number }];
      expect(Number(count)).toBe(200);

      // Every message is tried and fails (a slow machine may try the first ones twice).
      for (;;) {
        const r = await deliverDue(transport, { from: FROM, batch: 50 });
        if (r.failed === 0) break;
      }
      const tried = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from outbox where status = 'pending' and attempts >= 1 and last_error is not null`,
      );
      expect(Number(tried.rows[0]!.n)).toBe(400);

      const smtp = await startSmtp(port);
      try {
        for (let round = 0; round < 10; round++) {
          await makeDue();
          const r = await deliverDue(transport, { from: FROM, batch: 50 });
          if (r.sent === 0 && r.failed === 0) break;
        }
        // 200 requests for the firm and 200 acknowledgements, each once.
        expect(smtp.received).toHaveLength(400);
        const toFirm = smtp.received.filter((m) => m.envelopeTo.includes(FIRM));
        const names = toFirm.map((m) => /Awa Diop (\d+)/.exec(m.parsed.subject ?? "")?.[1]);
        expect(new Set(names).size).toBe(200);
        const acked = smtp.received.filter((m) => !m.envelopeTo.includes(FIRM));
        expect(new Set(acked.map((m) => m.envelopeTo[0])).size).toBe(200);
        const statuses = await db().execute<{ status: string; n: number }>(
          sql`select status, count(*)::int as n from outbox group by status`,
        );
        expect(statuses.rows).toEqual([{ status: "sent", n: 400 }]);
      } finally {
        await smtp.close();
      }
    } finally {
      transport.close?.();
    }
  }, 180_000);

  it("one address gets at most five acknowledgements a day; every request is still stored", async () => {
    for (let i = 0; i < 7; i++)
      await submitContact(
        { ...request(9), email: "relance@example.sn", message: `Relance ${i} de ma demande.` },
        null,
      );
    const rows = await db().select().from(outbox);
    expect(rows.filter((r) => r.kind === "contact")).toHaveLength(7);
    expect(rows.filter((r) => r.kind === "contact-ack")).toHaveLength(5);
    const stored = await db().select().from(contactMessage);
    expect(stored).toHaveLength(7);
  });

  it("the CSV export lists the real requests, not the « indésirables »", async () => {
    await submitContact(request(1), null);
    await submitContact(request(2), null, { spam: true });
    const csv = await requestsCsv();
    expect(csv).toContain("awa1@example.sn");
    expect(csv).not.toContain("awa2@example.sn");
    expect(await db().select().from(contactMessage)).toHaveLength(2);
  });

  it("a file whose content does not match its extension is refused", async () => {
    const fake = new TextEncoder().encode("MZ this is an executable");
    expect(await checkUpload({ name: "devis.pdf", size: fake.byteLength }, fake)).toEqual({
      ok: false,
      error: expect.stringContaining("ne correspond pas"),
    });
  });
});

describe("newsletter", () => {
  it("stores an address once, tells the firm and welcomes the subscriber with an unsubscribe link", async () => {
    const at = new Date("2026-11-22T14:30:00Z");
    expect(await subscribe("  Fatou@Example.SN ", at)).toEqual({ created: true });
    expect(await subscribe("fatou@example.sn", at)).toEqual({ created: false });

    const rows = await db().select().from(newsletterSubscriber);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("fatou@example.sn");

    const emails = await db().select().from(outbox);
    expect(emails.map((e) => e.kind).sort()).toEqual([
      "newsletter-notification",
      "newsletter-welcome",
    ]);
    const notification = emails.find((e) => e.kind === "newsletter-notification")!;
    expect(notification.to).toBe(FIRM);
    expect(notification.template).toEqual({
      id: "notification",
      params: {
        user_email: "fatou@example.sn",
        to_email: FIRM,
        from_name: "Teranga Digital",
        message: "Nouvelle inscription à la newsletter\u00a0: fatou@example.sn",
        date: "Dimanche 22 novembre 2026 à 14:30",
      },
    });
    const welcome = emails.find((e) => e.kind === "newsletter-welcome")!;
    expect(welcome.to).toBe("fatou@example.sn");
    const link = /http:\/\/localhost:3000\/newsletter\/desabonnement\?jeton=([\w-]+)/.exec(
      welcome.text,
    );
    expect(link).not.toBeNull();
    expect(link![1]).toBe(rows[0]!.token);
    // Mail clients show their own unsubscribe button (RFC 2369, one click: RFC 8058).
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${link![0]}>, <mailto:${FIRM}?subject=D%C3%A9sabonnement%20newsletter>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const smtp = await startSmtp();
    const transport = smtpTransport(smtp.url);
    try {
      await deliverDue(transport, { from: FROM });
      const delivered = smtp.received.find((m) => m.envelopeTo.includes("fatou@example.sn"))!;
      const head = delivered.raw
        .slice(0, delivered.raw.indexOf("\r\n\r\n"))
        .replace(/\r\n\s+/g, " ");
      expect(head).toContain(`List-Unsubscribe: <${link![0]}>, <mailto:${FIRM}?subject=`);
      expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    } finally {
      transport.close?.();
      await smtp.close();
    }

    // The mail client's one-click button: a POST from its servers, no Origin, the token in the link.
    const { action } = await import("#app/routes/newsletter-desabonnement.tsx");
    const oneClick = await action({
      request: new Request(link![0], {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      params: {},
      context: {},
    } as Parameters<typeof action>[0]);
    expect(oneClick).toEqual({ state: "done", email: "fatou@example.sn" });
    expect((await findByToken(link![1]!))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(link![1]!)).toBe("fatou@example.sn");
    expect(await unsubscribe("pas-un-jeton")).toBeNull();

    // Coming back renews the subscription (and says hello again).
    expect(await subscribe("fatou@example.sn")).toEqual({ created: true });
    expect((await findByToken(link![1]!))!.unsubscribedAt).toBeNull();
  });
});

describe("the staff inbox's emails not delivered", () => {
  it("lists every kind that failed or is being retried, and « Renvoyer » sends it at once", async () => {
    const { listUndelivered, retryDelivery } = await import("#app/features/leads/inbox.server.ts");
    const { queueVerificationEmail } = await import("#app/features/account/emails.server.ts");
    await subscribe("fatou@example.sn");
    await queueVerificationEmail({ email: "moussa@example.sn", name: "Moussa" }, "http://x/v");
    const port = await freePort();
    const down = smtpTransport(`smtp://127.0.0.1:${port}`);
    await deliverDue(down, { from: FROM });
    down.close?.();
    // Given up after its 48 hours, or still waiting for the next try: both are listed.
    await db().execute(sql`update outbox set status = 'failed' where kind = 'newsletter-welcome'`);

    const listed = await listUndelivered();
    expect(listed.map((e) => e.kind).sort()).toEqual([
      "account-verification",
      "newsletter-notification",
      "newsletter-welcome",
    ]);
    expect(listed.every((e) => e.lastError && e.attempts === 1)).toBe(true);

    const smtp = await startSmtp(port);
    const up = smtpTransport(smtp.url);
    try {
      for (const e of listed) expect(await retryDelivery(e.id)).toBe("queued");
      expect(await deliverDue(up, { from: FROM })).toEqual({ sent: 3, failed: 0 });
      expect(await listUndelivered()).toEqual([]);
      expect(await retryDelivery(listed[0]!.id)).toBe("sent");
    } finally {
      up.close?.();
      await smtp.close();
    }
  });
});
