import { createServer } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, outbox } from "#app/db/schema.ts";
import {
  backoffSeconds,
  deliverDue,
  enqueueEmail,
  MAX_ATTEMPTS,
  retryEmail,
  startOutboxWorker,
} from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import {
  emailJsTransport,
  fileTransport,
  smtpTransport,
} from "#app/features/mail/transports.server.ts";
import { freePort, startSmtp } from "#tests/fixtures/smtp.ts";

const FROM = "Teranga Digital <ne-pas-repondre@teranga-digital.sn>";

afterEach(async () => {
  await db().delete(outbox);
});

function email(i = 0) {
  return {
    ...renderEmail({
      subject: `Demande n° ${i} — « Site vitrine »`,
      heading: "Nouvelle demande",
      blocks: [{ type: "paragraph", text: `Message ${i} : bonjour à l'équipe !` }],
    }),
    kind: "test",
    to: "contact@teranga-digital.sn",
    replyTo: "awa@example.sn",
  };
}

/** Makes every pending message due now (the test does not wait for backoff). */
async function makeDue() {
  await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
}

describe("outbox over SMTP", () => {
  it("delivers a message with its attachment through a real SMTP exchange", async () => {
    const smtp = await startSmtp();
    try {
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
      const [file] = await db()
        .insert(attachment)
        .values({
          name: "cahier-des-charges.pdf",
          type: "application/pdf",
          size: pdf.length,
          sha256: "x",
          bytes: pdf,
        })
        .returning();
      const id = await enqueueEmail({ ...email(1), attachmentIds: [file!.id] });
      const transport = smtpTransport(smtp.url);
      const result = await deliverDue(transport, { from: FROM });
      transport.close?.();
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.envelopeTo).toEqual(["contact@teranga-digital.sn"]);
      expect(mail.parsed.subject).toBe("Demande n° 1 — « Site vitrine »");
      expect(mail.parsed.replyTo?.text).toContain("awa@example.sn");
      expect(mail.parsed.text).toContain("Message 1 : bonjour à l'équipe !");
      expect(mail.parsed.html).toContain("Nouvelle demande");
      expect(mail.parsed.attachments).toHaveLength(1);
      expect(mail.parsed.attachments[0]!.filename).toBe("cahier-des-charges.pdf");
      expect(Buffer.compare(mail.parsed.attachments[0]!.content, pdf)).toBe(0);
      const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
      expect(row!.status).toBe("sent");
      expect(row!.attempts).toBe(1);
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("a batch goes over one connection, not one per message", async () => {
    // Each connection costs a handshake and the server's greeting (smtp-server waits a
    // tenth of a second for early talkers; a provider with TLS, far more).
    const smtp = await startSmtp();
    const transport = smtpTransport(smtp.url);
    try {
      for (let i = 0; i < 10; i++) await enqueueEmail(email(i));
      expect(await deliverDue(transport, { from: FROM, batch: 10 })).toEqual({
        sent: 10,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(10);
      expect(smtp.connections()).toBe(1);
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it("keeps messages queued while SMTP is down and delivers each exactly once when it is back", async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await enqueueEmail(email(i)));

    const down = await deliverDue(transport, { from: FROM });
    expect(down).toEqual({ sent: 0, failed: 5 });
    const waiting = await db().select().from(outbox);
    expect(waiting.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError)).toBe(
      true,
    );
    // Not due yet: the backoff holds them back.
    expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });

    const smtp = await startSmtp(port);
    try {
      await makeDue();
      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 5, failed: 0 });
      await makeDue();
      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `Demande n° ${i} — « Site vitrine »`).sort(),
      );
      const rows = await db().select().from(outbox);
      expect(
        rows.every((r) => r.status === "sent" && r.attempts === 2 && r.lastError === null),
      ).toBe(true);
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it("never hands the same message to two workers at once", async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 12; i++) await enqueueEmail(email(i));
      const a = smtpTransport(smtp.url);
      const b = smtpTransport(smtp.url);
      const results = await Promise.all([
        deliverDue(a, { from: FROM, batch: 5 }),
        deliverDue(b, { from: FROM, batch: 5 }),
        deliverDue(a, { from: FROM, batch: 5 }),
      ]);
      a.close?.();
      b.close?.();
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(12);
    } finally {
      await smtp.close();
    }
  });

  it("gives up after the last attempt, keeps the error, and retries on demand", async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await enqueueEmail(email(9));
    await db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, id));
    await deliverDue(transport, { from: FROM });
    const [failed] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(failed!.status).toBe("failed");
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp(port);
    try {
      await retryEmail(id);
      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });
});

describe("backoff", () => {
  it("doubles from 5 seconds and stops at half an hour", () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(20)).toBe(1800);
  });
});

describe("a long outage or a slow server", () => {
  it("keeps retrying for 48 hours, never waiting more than half an hour, before giving up", async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, {
      connectMs: 2000,
      greetingMs: 2000,
      silenceMs: 2000,
    });
    const id = await enqueueEmail(email(11));
    // Time is simulated: each wait is read from the row, then skipped.
    let waited = 0;
    let longest = 0;
    for (let attempt = 1; attempt <= 500; attempt++) {
      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 0, failed: 1 });
      const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
      if (row!.status === "failed") break;
      const wait = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
      waited += wait;
      longest = Math.max(longest, wait);
      await makeDue();
    }
    transport.close?.();
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe("failed");
    expect(waited).toBeGreaterThanOrEqual(48 * 3600 - 60);
    expect(longest).toBeLessThanOrEqual(1800);
  });

  it("claims one message at a time: the others stay free for another worker", async () => {
    const smtp = await startSmtp(0, { delayMs: 800 });
    const transport = smtpTransport(smtp.url);
    try {
      for (let i = 0; i < 5; i++) await enqueueEmail(email(i));
      const delivering = deliverDue(transport, { from: FROM });
      await expect
        .poll(
          async () => (await db().select().from(outbox).where(eq(outbox.status, "sending"))).length,
        )
        .toBeGreaterThan(0);
      const statuses = (await db().select().from(outbox)).map((r) => r.status);
      expect(statuses.filter((s) => s === "sending")).toHaveLength(1);
      expect(await delivering).toEqual({ sent: 5, failed: 0 });
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it("a worker stopped while it sends finishes that message, and leaves the rest queued", async () => {
    for (let i = 0; i < 5; i++) await enqueueEmail(email(i));
    let sending!: () => void;
    const started = new Promise<void>((r) => (sending = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    const worker = startOutboxWorker({
      intervalMs: 60_000,
      transport: {
        name: "test",
        async send(message) {
          sending();
          await released;
          sent.push(message.subject);
        },
      },
    });
    await started;
    // SIGTERM while the first message is with the mail server.
    const stopped = worker.stop();
    release();
    await stopped;
    expect(sent).toHaveLength(1);
    const statuses = (await db().select().from(outbox)).map((r) => r.status).sort();
    expect(statuses).toEqual(["pending", "pending", "pending", "pending", "sent"]);
  });

  it("two workers and an SMTP server slower than the claim: each message delivered once", async () => {
    // The claim lasts 1 s and each message takes 1.5 s: only renewing it keeps it.
    const smtp = await startSmtp(0, { delayMs: 1500 });
    const workers = [smtpTransport(smtp.url), smtpTransport(smtp.url)];
    try {
      for (let i = 0; i < 6; i++) await enqueueEmail(email(i));
      const drain = async (transport: (typeof workers)[number]) => {
        let total = 0;
        for (;;) {
          const { sent, failed } = await deliverDue(transport, { from: FROM, claimSeconds: 1 });
          total += sent;
          if (sent + failed === 0) return total;
        }
      };
      const sent = await Promise.all(workers.map(drain));
      expect(sent[0]! + sent[1]!).toBe(6);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(6);
    } finally {
      for (const w of workers) w.close?.();
      await smtp.close();
    }
  });

  it("an SMTP server that never greets fails the attempt quickly, not after minutes", async () => {
    const silent = createTcpServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, {
      connectMs: 5000,
      greetingMs: 1000,
      silenceMs: 5000,
    });
    try {
      const id = await enqueueEmail(email(12));
      const started = Date.now();
      expect(await deliverDue(transport, { from: FROM })).toEqual({ sent: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(10_000);
      const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
      expect(row!.lastError).toMatch(/greeting/i);
    } finally {
      transport.close?.();
      silent.close();
    }
  });
});

describe("file transport", () => {
  it("writes one .eml file per message in the mail folder", async () => {
    const dir = path.join(process.env.DATA_DIR!, "mail-test");
    await enqueueEmail(email(7));
    expect(await deliverDue(fileTransport(dir), { from: FROM })).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("To: contact@teranga-digital.sn");
    expect(eml).toMatch(/Subject: /);
  });
});

describe("email service transport (docs/product.md §7)", () => {
  async function fakeService(status: number) {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        calls.push({ url: req.url ?? "", body: JSON.parse(body) });
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(status === 200 ? "OK" : "Nope");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : 0;
    return {
      calls,
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((r) => server.close(r)),
    };
  }

  const config = (url: string) => ({
    EMAILJS_URL: url,
    EMAILJS_SERVICE_ID: "service_x",
    EMAILJS_TEMPLATE_CONTACT: "template_contact",
    EMAILJS_TEMPLATE_NOTIFICATION: "template_notif",
    EMAILJS_PUBLIC_KEY: "public_key",
    EMAILJS_PRIVATE_KEY: undefined,
  });

  it("posts the template and its params to /api/v1.0/email/send", async () => {
    const service = await fakeService(200);
    try {
      await enqueueEmail({
        ...email(3),
        template: { id: "notification", params: { user_name: "studio", login_time: "Dimanche" } },
      });
      const result = await deliverDue(emailJsTransport(config(service.url)), { from: FROM });
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(service.calls[0]!.url).toBe("/api/v1.0/email/send");
      expect(service.calls[0]!.body).toMatchObject({
        user_id: "public_key",
        service_id: "service_x",
        template_id: "template_notif",
        template_params: { user_name: "studio", login_time: "Dimanche" },
      });
      expect(service.calls[0]!.body.lib_version).toEqual(expect.any(String));
    } finally {
      await service.close();
    }
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [500, "500 Nope"],
  ])("records status %i as '%s' and retries later", async (status, message) => {
    const service = await fakeService(status);
    try {
      const id = await enqueueEmail({ ...email(4), template: { id: "contact", params: {} } });
      await deliverDue(emailJsTransport(config(service.url)), { from: FROM });
      const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
      expect(row!.status).toBe("pending");
      expect(row!.lastError).toBe(message);
    } finally {
      await service.close();
    }
  });

  it("reports an unreachable service as 'Network Error'", async () => {
    const port = await freePort();
    const id = await enqueueEmail({ ...email(5), template: { id: "contact", params: {} } });
    await deliverDue(emailJsTransport(config(`http://127.0.0.1:${port}`)), { from: FROM });
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row!.lastError).toBe("Network Error");
  });
});
