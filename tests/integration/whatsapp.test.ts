import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  client,
  clientDocument,
  documentEvent,
  outbox,
  reminder,
  whatsappMessage,
} from "#app/db/schema.ts";
import { remindNow } from "#app/features/reminders/reminders.server.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { whatsappConfig } from "#app/features/whatsapp/cloud.server.ts";
import { deliverDueWhatsapp, WHATSAPP_MAX_ATTEMPTS } from "#app/features/whatsapp/jobs.server.ts";
import { sendThroughApi } from "#app/features/whatsapp/route.server.ts";
import { whatsappState } from "#app/features/whatsapp/status.ts";
import { answerVerification, receiveWebhook } from "#app/features/whatsapp/webhook.server.ts";
import { documentRow, issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { siteAndDomain } from "#tests/fixtures/quote-form.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import {
  RE_ENGAGEMENT,
  SERVER_ERROR,
  startWhatsappServer,
  type WhatsappServer,
} from "#tests/fixtures/whatsapp-server.ts";

// WhatsApp Business (ADR 045) against a local Cloud API that follows Meta's documentation.
// PGlite, and PostgreSQL with TEST_DATABASE_URL.

const KEYS = {
  token: "EAAG-jeton-de-test",
  phoneNumberId: "106540352242922",
  appSecret: "secret-app",
};
const STAFF = issuer("whatsapp");
const LINK = "http://localhost:3000/d/jeton-du-client";
const PDF = Buffer.from("%PDF-1.4\n% une facture\n%%EOF\n");
const api = {
  draw: () => Promise.resolve(PDF),
  annexFor: () => Promise.resolve({ clientLink: { url: LINK, qr: { size: 1, path: "" } } }),
};
let wa: WhatsappServer;

beforeAll(async () => {
  wa = await startWhatsappServer(KEYS);
  Object.assign(process.env, {
    WHATSAPP_TOKEN: KEYS.token,
    WHATSAPP_PHONE_NUMBER_ID: KEYS.phoneNumberId,
    WHATSAPP_APP_SECRET: KEYS.appSecret,
    WHATSAPP_API_BASE: wa.base,
    WHATSAPP_VERIFY_TOKEN: "jeton-de-verification",
  });
  resetEnvForTests();
  await storeIssuer(STAFF);
});

afterAll(async () => {
  await wa.close();
  for (const k of [
    "WHATSAPP_TOKEN",
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_API_BASE",
    "WHATSAPP_VERIFY_TOKEN",
  ])
    delete process.env[k];
  resetEnvForTests();
});

afterEach(async () => {
  wa.sent.length = 0;
  wa.refused.length = 0;
  await emptyTables(
    "document, document_event, document_sequence, whatsapp_message, reminder, client_document, client, outbox, attachment",
  );
});

/** An invoice sent through the API; answers its message's row. */
async function sent() {
  const { id } = await issueAs(STAFF, "invoice", { prestations: siteAndDomain() });
  const row = await documentRow({ id });
  const queued = await sendThroughApi(
    row,
    { digits: "221771234567", display: "+221 77 123 45 67" },
    STAFF,
    api,
  );
  expect(queued.ok).toBe(true);
  const [message] = await db()
    .select()
    .from(whatsappMessage)
    .where(eq(whatsappMessage.documentId, id));
  return { id, number: row.number, message: message! };
}

const messageOf = async (id: string) =>
  (await db().select().from(whatsappMessage).where(eq(whatsappMessage.id, id)))[0]!;

const post = (raw: string, signature: string | null) =>
  receiveWebhook(
    new Request("http://localhost:3000/whatsapp/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "x-hub-signature-256": signature } : {}),
      },
      body: raw,
    }),
  );

describe("an invoice sent through WhatsApp Business", () => {
  it("is stored with its history line, then sent once though two workers claim at once", async () => {
    const { id, number, message } = await sent();
    expect(message).toMatchObject({
      status: "pending",
      to: "221771234567",
      template: "envoi_document",
    });
    const [event] = await db()
      .select()
      .from(documentEvent)
      .where(eq(documentEvent.whatsappId, message.id));
    expect(event).toMatchObject({
      kind: "sent",
      details: { to: "+221 77 123 45 67", channel: "whatsapp" },
    });
    expect((await documentRow({ id })).status).toBe("sent");

    const config = whatsappConfig()!;
    const now = new Date(Date.now() + 1000);
    const results = await Promise.all([
      deliverDueWhatsapp(config, now),
      deliverDueWhatsapp(config, now),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(wa.sent).toHaveLength(1);
    expect(wa.refused).toEqual([]);
    const [one] = wa.sent;
    expect(one!.to).toBe("221771234567");
    expect(one!.name).toBe("envoi_document");
    expect(one!.language).toBe("fr");
    expect(one!.header?.filename).toMatch(/\.pdf$/);
    expect(one!.body[0]).toBe("Boutique Keur Yaay");
    expect(one!.body[1]).toContain(`voici notre facture ${number}`);
    expect(one!.body[2]).toBe(LINK);
    const after = await messageOf(message.id);
    expect(after).toMatchObject({ status: "sent", waMessageId: one!.id });

    const view = await getDocument(number);
    const line = view!.events.find((e) => e.kind === "sent")!;
    expect(whatsappState(line)).toEqual({ label: "envoyé", toCheck: false });
  });

  it("is tried again after a server error, at the clock's next attempt", async () => {
    const { message } = await sent();
    wa.failNext(SERVER_ERROR);
    const config = whatsappConfig()!;
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDueWhatsapp(config, t0)).toEqual({ sent: 0, failed: 1 });
    const waiting = await messageOf(message.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    // Not due yet: nothing happens until the clock passes the wait.
    expect(await deliverDueWhatsapp(config, t0)).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueWhatsapp(config, new Date(t0.getTime() + 6000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(wa.sent).toHaveLength(1);
  });

  it("falls back to email and shows « À vérifier » when Meta refuses (131047) or after the last try", async () => {
    const { number, message } = await sent();
    wa.failNext(RE_ENGAGEMENT);
    const config = whatsappConfig()!;
    await deliverDueWhatsapp(config, new Date(Date.now() + 1000));
    const failed = await messageOf(message.id);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toContain("131047");
    const [email] = await db().select().from(outbox).where(eq(outbox.id, failed.fallbackEmailId!));
    expect(email).toMatchObject({ to: "contact@keuryaay.sn", kind: "document-invoice" });
    expect(email!.attachmentIds).toEqual([failed.attachmentId]);
    const line = (await getDocument(number))!.events.find((e) => e.kind === "sent")!;
    expect(whatsappState(line)).toEqual({
      label: "échec, envoyé par e-mail à la place",
      toCheck: true,
    });

    // Temporary failures, every time: given up after the last attempt.
    const second = await sent();
    wa.failNext(...Array.from({ length: WHATSAPP_MAX_ATTEMPTS }, () => SERVER_ERROR));
    let at = Date.now() + 1000;
    for (let i = 0; i < WHATSAPP_MAX_ATTEMPTS; i++) {
      await deliverDueWhatsapp(config, new Date(at));
      at += 3600_000;
    }
    const given = await messageOf(second.message.id);
    expect(given.status).toBe("failed");
    expect(given.attempts).toBe(WHATSAPP_MAX_ATTEMPTS);
    expect(given.fallbackEmailId).not.toBeNull();
  });
});

describe("a reminder, for a client who prefers WhatsApp", () => {
  it("goes through the API with the invoice's PDF, its email kept for the fallback", async () => {
    const { id, number } = await issueAs(STAFF, "invoice", { prestations: siteAndDomain() });
    const [c] = await db()
      .insert(client)
      .values({ name: "Boutique Keur Yaay", phone: "77 123 45 67", contactPreference: "whatsapp" })
      .returning();
    // Issued, the document joined the client its snapshot names: moved to this card instead.
    await db()
      .insert(clientDocument)
      .values({ documentId: id, clientId: c!.id })
      .onConflictDoUpdate({ target: clientDocument.documentId, set: { clientId: c!.id } });
    const reminded = await remindNow(number, STAFF, new Date());
    expect(reminded.ok).toBe(true);
    const [message] = await db()
      .select()
      .from(whatsappMessage)
      .where(eq(whatsappMessage.documentId, id));
    expect(message).toMatchObject({
      purpose: "reminder",
      template: "relance_facture",
      to: "221771234567",
    });
    expect(message!.fallback?.to).toBe("contact@keuryaay.sn");
    // WhatsApp alone: no email now.
    expect(await db().select().from(outbox)).toEqual([]);
    const lines = (await getDocument(number))!.events.filter((e) => e.kind === "reminded");
    expect(lines.map((e) => e.details.channel)).toEqual(["whatsapp"]);

    await deliverDueWhatsapp(whatsappConfig()!, new Date(Date.now() + 1000));
    expect(wa.sent).toHaveLength(1);
    expect(wa.sent[0]!.name).toBe("relance_facture");
    expect(wa.sent[0]!.header?.filename).toMatch(/\.pdf$/);
    expect(wa.sent[0]!.body[1]).toContain(`notre facture n°\u00a0${number}`);

    // « Les deux »: the email too.
    await db().update(client).set({ contactPreference: "both" }).where(eq(client.id, c!.id));
    await db().delete(reminder);
    expect((await remindNow(number, STAFF, new Date(Date.now() + 120_000))).ok).toBe(true);
    expect(await db().select().from(outbox)).toHaveLength(1);
    expect(await db().select().from(whatsappMessage)).toHaveLength(2);
  });
});

describe("the status webhook", () => {
  it("a signed « read » marks the message read; a forged one is refused and changes nothing", async () => {
    const { message } = await sent();
    await deliverDueWhatsapp(whatsappConfig()!, new Date(Date.now() + 1000));
    const waId = wa.sent[0]!.id;

    const delivered = wa.statusBody(waId, "delivered");
    const forged = await post(
      wa.statusBody(waId, "read"),
      wa.sign(wa.statusBody(waId, "read"), "faux-secret"),
    );
    expect(forged.status).toBe(401);
    expect(await post(delivered, null).then((r) => r.status)).toBe(401);
    expect(
      await post(delivered, wa.sign(delivered).replace("sha256=", "")).then((r) => r.status),
    ).toBe(401);
    expect((await messageOf(message.id)).delivery).toBeNull();

    expect((await post(delivered, wa.sign(delivered))).status).toBe(200);
    expect((await messageOf(message.id)).delivery).toBe("delivered");
    const read = wa.statusBody(waId, "read");
    expect((await post(read, wa.sign(read))).status).toBe(200);
    expect((await messageOf(message.id)).delivery).toBe("read");
    // Out of order: « delivered » after « read » leaves it read.
    expect((await post(delivered, wa.sign(delivered))).status).toBe(200);
    expect((await messageOf(message.id)).delivery).toBe("read");
  });

  it("answers Meta's GET check with the challenge for our token only; a signed body not JSON is refused", async () => {
    const get = (q: string) =>
      answerVerification(new Request(`http://localhost:3000/whatsapp/webhook?${q}`));
    const ok = get(
      "hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=jeton-de-verification",
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect(get("hub.mode=subscribe&hub.challenge=1&hub.verify_token=autre").status).toBe(403);
    const raw = "pas du JSON";
    const answer = await post(raw, wa.sign(raw));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Requête illisible\u00a0: JSON attendu.");
  });

  it("a signed « failed » falls back to email once", async () => {
    const { message } = await sent();
    await deliverDueWhatsapp(whatsappConfig()!, new Date(Date.now() + 1000));
    const failed = wa.statusBody(wa.sent[0]!.id, "failed");
    expect((await post(failed, wa.sign(failed))).status).toBe(200);
    expect((await post(failed, wa.sign(failed))).status).toBe(200);
    const row = await messageOf(message.id);
    expect(row.delivery).toBe("failed");
    expect(row.lastError).toContain("131026");
    const emails = await db().select().from(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.id).toBe(row.fallbackEmailId);
  });
});
