import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { currentCompany, setCurrentCompany } from "#app/config/company-live.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  booking,
  client,
  clientDocument,
  document,
  documentEvent,
  onlinePayment,
  outbox,
  whatsappMessage,
} from "#app/db/schema.ts";
import { acceptQuote } from "#app/features/acceptance/acceptance.server.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { bookCall, callMembers, saveAvailability } from "#app/features/booking/booking.server.ts";
import { REMINDER_CHANNELS, remindDueCalls } from "#app/features/booking/reminder.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { sendDocument } from "#app/features/sending/send.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { settleOnlinePayment } from "#app/features/payments/payments.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { reminderPanel, remindNow } from "#app/features/reminders/reminders.server.ts";
import { resetCompanySettingsForTests } from "#app/features/settings/current.server.ts";
import type { WhatsappAutomation } from "#app/features/settings/labels.ts";
import { loadTodo } from "#app/features/todo/todo.server.ts";
import { markWhatsappHandled } from "#app/features/whatsapp/checks.server.ts";
import { whatsappConfig } from "#app/features/whatsapp/cloud.server.ts";
import { deliverDueWhatsapp } from "#app/features/whatsapp/jobs.server.ts";
import type { ContactPreference } from "#app/features/whatsapp/registry.ts";
import { sendPlanOf, whatsappSendChannel } from "#app/features/whatsapp/send.server.ts";
import { issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { siteAndDomain } from "#tests/fixtures/quote-form.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import {
  RE_ENGAGEMENT,
  startWhatsappServer,
  type WhatsappServer,
} from "#tests/fixtures/whatsapp-server.ts";

// WhatsApp Business's automatic sends (ADR 045, second part): the firm's choices in the
// settings, receipts (staff and Wave), the acceptance confirmation, « Envoyer au client »
// by the client's preference, « À vérifier » in « À faire », a booked call's reminder.
// Against a local Cloud API; PGlite, and PostgreSQL with TEST_DATABASE_URL.

const KEYS = {
  token: "EAAG-jeton-auto",
  phoneNumberId: "106540352242922",
  appSecret: "secret-auto",
};
const ENV_KEYS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_API_BASE",
] as const;
const STAFF = issuer("whatsapp-auto");
const PDF = Buffer.from("%PDF-1.4\n% un reçu\n%%EOF\n");
const draw = () => Promise.resolve(PDF);
// The invoices' client (quoteForm): its mobile as WhatsApp's `to` and as the page shows it.
const DIGITS = "221771234567";
const SHOWN = "+221 77 123 45 67";
const EMAIL = "contact@keuryaay.sn";
let wa: WhatsappServer;

beforeAll(async () => {
  wa = await startWhatsappServer(KEYS);
  Object.assign(process.env, {
    WHATSAPP_TOKEN: KEYS.token,
    WHATSAPP_PHONE_NUMBER_ID: KEYS.phoneNumberId,
    WHATSAPP_APP_SECRET: KEYS.appSecret,
    WHATSAPP_API_BASE: wa.base,
  });
  resetEnvForTests();
  await storeIssuer(STAFF);
});

afterAll(async () => {
  await wa.close();
  for (const k of ENV_KEYS) delete process.env[k];
  resetEnvForTests();
  resetCompanySettingsForTests();
});

afterEach(async () => {
  wa.sent.length = 0;
  resetCompanySettingsForTests();
  await emptyTables(
    "document, document_event, document_sequence, whatsapp_message, reminder, client_document, client, outbox, attachment, payment, online_payment, client_link, quote_response, booking",
  );
});

/** The firm's « WhatsApp Business » choices, as saved in the settings. */
function choose(off: WhatsappAutomation[]) {
  const c = currentCompany();
  setCurrentCompany({
    ...c,
    whatsappBusiness: {
      document: !off.includes("document"),
      reminder: !off.includes("reminder"),
      receipt: !off.includes("receipt"),
      acceptance: !off.includes("acceptance"),
      call: !off.includes("call"),
    },
  });
}

/** A document of the client book's client, who prefers `preference`. */
async function issued(kind: "quote" | "invoice", preference: ContactPreference) {
  const doc = await issueAs(STAFF, kind, { prestations: siteAndDomain() });
  const [c] = await db()
    .insert(client)
    .values({ name: "Boutique Keur Yaay", phone: "77 123 45 67", contactPreference: preference })
    .returning();
  // Issued, the document joined the client its snapshot names: moved to this card instead.
  await db()
    .insert(clientDocument)
    .values({ documentId: doc.id, clientId: c!.id })
    .onConflictDoUpdate({ target: clientDocument.documentId, set: { clientId: c!.id } });
  return doc;
}

const messages = (documentId: string) =>
  db().select().from(whatsappMessage).where(eq(whatsappMessage.documentId, documentId));
const emails = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind));
const deliver = () => deliverDueWhatsapp(whatsappConfig()!, new Date(Date.now() + 1000));

const SEND = { to: EMAIL, subject: "Votre facture", message: "Bonjour,\n\nLa voici." };
const send = (number: string) =>
  sendDocument(number, SEND, STAFF, new Date(), draw, undefined, undefined, whatsappSendChannel);

describe("« Envoyer au client » follows the client's preference", () => {
  it("WhatsApp only: the PDF by the API, the email kept for its fallback; the page said so", async () => {
    const { id, number } = await issued("invoice", "whatsapp");
    const doc = (await getDocument(number))!;
    expect(await sendPlanOf(doc)).toEqual({ channels: "whatsapp", whatsappTo: SHOWN, note: null });
    expect((await send(number)).ok).toBe(true);
    expect(await emails("document-invoice")).toEqual([]);
    const [message] = await messages(id);
    expect(message).toMatchObject({ purpose: "document", to: DIGITS, template: "envoi_document" });
    expect(message!.fallback).toMatchObject({ to: EMAIL, subject: "Votre facture" });
    const lines = (await getDocument(number))!.events.filter((e) => e.kind === "sent");
    expect(lines.map((e) => [e.details.channel ?? "email", e.details.to])).toEqual([
      ["whatsapp", SHOWN],
    ]);
    await deliver();
    expect(wa.sent.map((m) => [m.name, m.to])).toEqual([["envoi_document", DIGITS]]);
    expect(wa.sent[0]!.header?.filename).toMatch(/\.pdf$/);
  });

  it("both: the email and the message, a history line each", async () => {
    const { id, number } = await issued("invoice", "both");
    expect((await sendPlanOf((await getDocument(number))!)).channels).toBe("both");
    expect((await send(number)).ok).toBe(true);
    expect(await emails("document-invoice")).toHaveLength(1);
    expect(await messages(id)).toHaveLength(1);
    expect((await messages(id))[0]!.fallback).toBeNull();
    const lines = (await getDocument(number))!.events.filter((e) => e.kind === "sent");
    expect(lines.map((e) => e.details.channel ?? "email").sort()).toEqual(["email", "whatsapp"]);
  });

  it("e-mail: no message; and the firm's « Envoi des documents » off sends by email, saying why", async () => {
    const first = await issued("invoice", "email");
    expect((await send(first.number)).ok).toBe(true);
    expect(await messages(first.id)).toEqual([]);

    choose(["document"]);
    const { id, number } = await issued("invoice", "whatsapp");
    const plan = await sendPlanOf((await getDocument(number))!);
    expect(plan.channels).toBe("email");
    expect(plan.note).toContain("désactivé dans les paramètres");
    expect((await send(number)).ok).toBe(true);
    expect(await messages(id)).toEqual([]);
    expect(await emails("document-invoice")).toHaveLength(2);
  });
});

describe("reminders respect the firm's setting and their card says where they go", () => {
  it("« Relances » on: by WhatsApp; off: by email", async () => {
    const { id, number } = await issued("invoice", "whatsapp");
    expect((await reminderPanel(number, new Date()))!.recipient).toBe(`par WhatsApp au ${SHOWN}`);
    choose(["reminder"]);
    expect((await reminderPanel(number, new Date()))!.recipient).toBe(`à ${EMAIL}`);
    expect((await remindNow(number, STAFF, new Date())).ok).toBe(true);
    expect(await messages(id)).toEqual([]);
    expect(await emails("invoice-reminder")).toHaveLength(1);
  });
});

describe("a payment's receipt", () => {
  const pay = (number: string, amount: number, key: string) =>
    recordPayment(
      number,
      {
        amount,
        paidOn: dakarDay(new Date()),
        method: "virement",
        reference: "",
        requestKey: key,
        receipt: draw,
      },
      { id: null, name: STAFF.name },
      new Date(),
    );

  it("recorded by staff goes by WhatsApp with its PDF (the email as fallback), the history says so", async () => {
    const { id, number } = await issued("invoice", "whatsapp");
    expect((await pay(number, 100_000, "recu-1")).ok).toBe(true);
    expect(await emails("payment-receipt")).toEqual([]);
    const [message] = await messages(id);
    expect(message).toMatchObject({ purpose: "receipt", template: "recu_paiement", to: DIGITS });
    expect(message!.fallback).toMatchObject({ kind: "payment-receipt", to: EMAIL });
    const [event] = await db()
      .select()
      .from(documentEvent)
      .where(and(eq(documentEvent.documentId, id), eq(documentEvent.kind, "payment")));
    expect(event).toMatchObject({ whatsappId: message!.id, emailId: null });
    expect(event!.details.receiptWhatsapp).toBe(SHOWN);
    await deliver();
    expect(wa.sent).toHaveLength(1);
    expect(wa.sent[0]!).toMatchObject({ name: "recu_paiement", to: DIGITS });
    expect(wa.sent[0]!.header?.filename).toMatch(/\.pdf$/);
    // 100 000 written here as the client reads it (whichever no-break space groups it).
    expect(wa.sent[0]!.body[1]!.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "de 100 000 FCFA sur la facture",
    );
  });

  it("« Reçus de paiement » off: the email only", async () => {
    choose(["receipt"]);
    const { id, number } = await issued("invoice", "whatsapp");
    expect((await pay(number, 50_000, "recu-2")).ok).toBe(true);
    expect(await messages(id)).toEqual([]);
    expect(await emails("payment-receipt")).toHaveLength(1);
  });

  it("paid by Wave (its webhook settled): the receipt by WhatsApp too, once", async () => {
    const { id, number } = await issued("invoice", "both");
    const [row] = await db()
      .insert(onlinePayment)
      .values({
        documentId: id,
        provider: "wave",
        providerRef: "cos-auto-1",
        amount: 60_000,
        status: "received",
        method: "wave",
        providerTransaction: "T_AUTO_1",
      })
      .returning();
    await Promise.all([settleOnlinePayment(row!.id), settleOnlinePayment(row!.id)]);
    const receipts = (await messages(id)).filter((m) => m.purpose === "receipt");
    expect(receipts).toHaveLength(1);
    expect(await emails("payment-receipt")).toHaveLength(1);
    expect(
      (await db().select().from(document).where(eq(document.number, number)))[0]!.paidTotal,
    ).toBe(60_000);
  });
});

describe("a quote accepted online", () => {
  const SOURCE = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (Linux; Android 14)" };
  const accept = { name: "Fatou Sow", role: "Directrice", agree: "on" as const, signature: "" };

  it("confirms by WhatsApp with the accepted PDF and the quote's link, on the acceptance's line", async () => {
    const { id } = await issued("quote", "whatsapp");
    const link = await ensureClientLink(id);
    const done = await acceptQuote(link.token, accept, null, SOURCE, draw, new Date());
    expect(done?.ok).toBe(true);
    expect(await emails("quote-accepted-client")).toEqual([]);
    expect(await emails("quote-accepted-firm")).toHaveLength(1);
    const [message] = await messages(id);
    expect(message).toMatchObject({ purpose: "acceptance", template: "confirmation_accord" });
    expect(message!.fallback?.to).toBe(EMAIL);
    expect(message!.params[2]).toBe(link.url);
    const [event] = await db()
      .select()
      .from(documentEvent)
      .where(and(eq(documentEvent.documentId, id), eq(documentEvent.kind, "accepted")));
    expect(event!.whatsappId).toBe(message!.id);
    expect(event!.details.confirmationWhatsapp).toBe(SHOWN);
  });

  it("« Confirmation d'accord » off: the email, no message", async () => {
    choose(["acceptance"]);
    const { id } = await issued("quote", "whatsapp");
    const link = await ensureClientLink(id);
    expect((await acceptQuote(link.token, accept, null, SOURCE, draw, new Date()))?.ok).toBe(true);
    expect(await messages(id)).toEqual([]);
    expect(await emails("quote-accepted-client")).toHaveLength(1);
  });
});

describe("« À vérifier » in « À faire »", () => {
  it("a send that fell back to email is listed with a link to the document until marked seen to", async () => {
    const { id, number } = await issued("invoice", "whatsapp");
    expect((await send(number)).ok).toBe(true);
    wa.failNext(RE_ENGAGEMENT);
    await deliver();
    const [failed] = await messages(id);
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed!.fallbackEmailId).not.toBeNull();

    const todo = await loadTodo("gerant", new Date());
    const section = todo.sections.find((s) => s.key === "whatsapp")!;
    expect(section).toMatchObject({ title: "Envois WhatsApp à vérifier", count: 1 });
    expect(section.items[0]).toMatchObject({
      id: failed!.id,
      href: `/documents/${number}#carte-historique`,
      action: "Vérifier",
    });
    expect(section.items[0]!.detail).toContain("envoyé par e-mail à la place");
    // Meta's answer said in French, never its English text.
    expect(section.items[0]!.detail).toContain(
      "réponse de WhatsApp\u00a0: plus de 24\u00a0h depuis le dernier message du client",
    );
    expect(section.items[0]!.detail).not.toMatch(/Re-engagement/);
    // Not a section of a role that does not talk to clients.
    expect((await loadTodo("redaction", new Date())).sections.map((s) => s.key)).not.toContain(
      "whatsapp",
    );

    expect(await markWhatsappHandled(failed!.id, "AUTRE-NUMERO", "Awa", new Date())).toBe(false);
    expect(await markWhatsappHandled(failed!.id, number, "Awa Diop", new Date())).toBe(true);
    expect(await markWhatsappHandled(failed!.id, number, "Awa Diop", new Date())).toBe(false);
    expect((await loadTodo("gerant", new Date())).sections.map((s) => s.key)).not.toContain(
      "whatsapp",
    );
    const line = (await getDocument(number))!.events.find((e) => e.details.channel === "whatsapp");
    expect(line!.whatsappHandledBy).toBe("Awa Diop");
  });
});

describe("a booked call's reminder the day before", () => {
  // Monday 7 December 2026, 07:00 in Dakar (UTC+0); the call on Wednesday 10:00.
  const AT = new Date("2026-12-07T07:00:00Z");
  const WEDNESDAY = new Date("2026-12-09T10:00:00Z");
  let member: SessionUser;

  beforeAll(async () => {
    member = (
      await signIn("commercial", {
        email: "awa.rappels@teranga-digital.sn",
        name: "Awa Ndiaye",
        ip: "192.0.2.93",
      })
    ).user;
  });

  async function booked() {
    for (const m of await callMembers()) {
      await saveAvailability(m.memberId, {
        takesCalls: m.memberId === member.id,
        from: ["09:00", "09:00", "09:00", "09:00", "09:00", "", ""],
        to: ["18:00", "18:00", "18:00", "18:00", "18:00", "", ""],
        noticeMinutes: 120,
        bufferMinutes: 0,
        daysOff: [],
      });
    }
    const call = await bookCall(
      {
        slot: WEDNESDAY.toISOString(),
        name: "Mame Diarra",
        email: "mame@example.sn",
        phone: "77 765 43 21",
        company: "",
        subject: "site-vitrine",
        note: "",
      },
      WEDNESDAY,
      { at: AT },
    );
    if (!call.ok) throw new Error("not booked");
    return call;
  }

  it("goes by WhatsApp too, once though two instances claim at once, with its template", async () => {
    expect(REMINDER_CHANNELS).toEqual(["email", "whatsapp"]);
    const call = await booked();
    const at = new Date("2026-12-08T10:05:00Z");
    const [a, b] = await Promise.all([remindDueCalls(at), remindDueCalls(at)]);
    expect([...a, ...b]).toEqual([call.id]);
    const rows = await db()
      .select()
      .from(whatsappMessage)
      .where(eq(whatsappMessage.bookingId, call.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: "call",
      template: "rappel_appel",
      to: "221777654321",
    });
    expect(await emails("booking-reminder")).toHaveLength(1);
    await deliverDueWhatsapp(whatsappConfig()!, new Date(at.getTime() + 1000));
    expect(wa.sent).toHaveLength(1);
    expect(wa.sent[0]).toMatchObject({ name: "rappel_appel", to: "221777654321", header: null });
    expect(wa.sent[0]!.body[0]).toBe("Mame Diarra");
    expect(wa.sent[0]!.body[1]).toContain("le mercredi 9 décembre à 10:00");
    expect(wa.sent[0]!.body[2]).toContain(`/rendez-vous/${call.token}`);
  });

  it("« Rappel des appels réservés » off: the email only", async () => {
    choose(["call"]);
    const call = await booked();
    expect(await remindDueCalls(new Date("2026-12-08T10:05:00Z"))).toEqual([call.id]);
    expect(await db().select().from(whatsappMessage)).toEqual([]);
    expect(await db().select().from(booking)).toHaveLength(1);
  });
});
