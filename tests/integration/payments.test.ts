import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, onlinePayment, outbox, payment, user } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { issueDocument } from "#app/features/documents/register.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import {
  onlinePaymentAvailable,
  receiveNotification,
  settleOnlinePayment,
  startCheckout,
} from "#app/features/payments/payments.server.ts";
import { onlinePaymentsOf } from "#app/features/payments/staff.server.ts";
import { ONLINE_STATUS_LABELS } from "#app/features/payments/staff.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { startPaytechServer, type PaytechServer } from "#tests/fixtures/paytech-server.ts";
import { signWave, startWaveServer, type WaveServer } from "#tests/fixtures/wave-server.ts";

// Paying online (ADR 029) against local fake providers that implement Wave's and
// PayTech's documented endpoints and sign as documented. PGlite, and PostgreSQL
// with TEST_DATABASE_URL.

const SITE = "http://localhost:3000";
const STAFF: SessionUser = {
  id: "staff-payments",
  name: "Awa Ndiaye",
  email: "awa.payments@teranga-digital.sn",
  username: "awa-payments",
  role: "staff",
  staffRole: "gerant",
};
const WAVE = { apiKey: "wave_sn_test_cle", webhookSecret: "wave_sn_WHS_secret-de-test" };
const PAYTECH = { apiKey: "paytech-cle-de-test", apiSecret: "paytech-secret-de-test" };

let wave: WaveServer;
let paytech: PaytechServer;

/** 2 × 50 000 + 18 000 = 118 000 HT, 18 % VAT: 139 240 TTC (computed here, not by the app). */
const TOTAL = 118_000 + Math.round((118_000 * 18) / 100);

beforeAll(async () => {
  wave = await startWaveServer({ ...WAVE, webhookUrl: `${SITE}/paiements/wave/webhook` });
  paytech = await startPaytechServer(PAYTECH);
  Object.assign(process.env, {
    WAVE_API_KEY: WAVE.apiKey,
    WAVE_WEBHOOK_SECRET: WAVE.webhookSecret,
    WAVE_API_BASE: wave.base,
    PAYTECH_API_KEY: PAYTECH.apiKey,
    PAYTECH_API_SECRET: PAYTECH.apiSecret,
    PAYTECH_API_BASE: `${paytech.base}/`,
    PAYTECH_ENV: "test",
  });
  resetEnvForTests();
  await db()
    .insert(user)
    .values({
      id: STAFF.id,
      name: STAFF.name,
      email: STAFF.email,
      role: "staff",
      staffRole: "gerant",
    })
    .onConflictDoNothing();
});

afterAll(async () => {
  await wave.close();
  await paytech.close();
  for (const k of [
    "WAVE_API_KEY",
    "WAVE_WEBHOOK_SECRET",
    "WAVE_API_BASE",
    "PAYTECH_API_KEY",
    "PAYTECH_API_SECRET",
    "PAYTECH_API_BASE",
    "PAYTECH_ENV",
  ]) {
    delete process.env[k];
  }
  resetEnvForTests();
});

afterEach(async () => {
  await db().execute(
    sql`truncate table document, document_event, document_sequence, payment, online_payment, client_link, outbox, attachment, rate_limit cascade`,
  );
});

async function invoice() {
  const issued = await issueDocument(
    {
      kind: "invoice",
      requestKey: randomUUID(),
      form: quoteForm({
        prestations: [
          { designation: "Site vitrine", quantity: "2", unitPrice: "50 000" },
          { designation: "Nom de domaine", quantity: "1", unitPrice: "18 000" },
        ],
      }),
    },
    STAFF,
  );
  if (!issued.ok) throw new Error(issued.message);
  const [row] = await db().select().from(document).where(eq(document.number, issued.value.number));
  const link = await ensureClientLink(row!.id);
  return { id: row!.id, number: row!.number, token: link.token };
}

async function checkout(provider: "wave" | "paytech", inv: { id: string; token: string }) {
  const started = await startCheckout({ token: inv.token, documentId: inv.id, provider });
  if (!started.ok) throw new Error(started.message);
  const [row] = await db()
    .select()
    .from(onlinePayment)
    .where(and(eq(onlinePayment.documentId, inv.id), eq(onlinePayment.provider, provider)));
  return { url: started.value.url, row: row! };
}

const waveHeaders = (body: string, secret = WAVE.webhookSecret) =>
  new Headers({ "content-type": "application/json", "wave-signature": signWave(secret, body) });

async function waveNotify(body: string, secret?: string) {
  const answer = await receiveNotification("wave", body, waveHeaders(body, secret));
  await answer.settled;
  return answer;
}

async function paytechNotify(fields: Record<string, string>) {
  const answer = await receiveNotification(
    "paytech",
    new URLSearchParams(fields).toString(),
    new Headers({ "content-type": "application/x-www-form-urlencoded" }),
  );
  await answer.settled;
  return answer;
}

const payments = (documentId: string) =>
  db().select().from(payment).where(eq(payment.documentId, documentId));

async function invoiceRow(id: string) {
  const [row] = await db().select().from(document).where(eq(document.id, id));
  return row!;
}

describe("Wave", () => {
  it("asks Wave for the invoice's balance in XOF, with the payment's reference and return addresses", async () => {
    const inv = await invoice();
    // 40 000 paid by hand first: the checkout is for what remains.
    await recordPayment(
      inv.number,
      {
        amount: 40_000,
        paidOn: "2026-11-26",
        method: "virement",
        reference: "",
        requestKey: randomUUID(),
      },
      STAFF,
    );
    const { url, row } = await checkout("wave", inv);
    expect(row.amount).toBe(TOTAL - 40_000);
    expect(row.currency).toBe("XOF");
    const sent = wave.created.at(-1)!;
    expect(sent.auth).toBe(`Bearer ${WAVE.apiKey}`);
    expect(sent.body).toEqual({
      amount: String(TOTAL - 40_000),
      currency: "XOF",
      client_reference: row.id,
      success_url: `${SITE}/d/${inv.token}/paiement?p=${row.id}`,
      error_url: `${SITE}/d/${inv.token}/payer?annule=1`,
    });
    expect(url).toBe(wave.sessions.get(row.providerRef!)!.wave_launch_url);
    // A second click within minutes goes back to the same checkout.
    expect(
      (await startCheckout({ token: inv.token, documentId: inv.id, provider: "wave" })).ok,
    ).toBe(true);
    expect(wave.created).toHaveLength(1);
    expect(await db().select().from(onlinePayment)).toHaveLength(1);
  });

  it("a valid webhook records the payment in the ledger, the status follows, the client gets the receipt and the firm an email", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const event = wave.pay(row.providerRef!);
    const answer = await waveNotify(JSON.stringify(event));
    expect(answer.status).toBe(200);

    const [paid] = await payments(inv.id);
    expect(paid).toMatchObject({
      amount: TOTAL,
      method: "wave",
      reference: event.data.transaction_id,
      recordedBy: null,
      recordedByName: "Paiement en ligne (Wave)",
    });
    expect((await invoiceRow(inv.id)).status).toBe("paid");
    const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
    expect(stored).toMatchObject({ status: "paid", ledgerPaymentId: paid!.id });
    const mails = await db().select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual(
      [
        ["online-payment", process.env.MAIL_TO ?? "contact@teranga-digital.sn"],
        ["payment-receipt", "contact@keuryaay.sn"],
      ].sort(),
    );
    const receipt = mails.find((m) => m.kind === "payment-receipt")!;
    expect(receipt.attachmentIds).toHaveLength(1);
    const [event1] = await db()
      .select()
      .from(documentEvent)
      .where(and(eq(documentEvent.documentId, inv.id), eq(documentEvent.kind, "payment")));
    expect(event1!.byName).toBe("Paiement en ligne (Wave)");
  });

  it("a wrong signature is refused and records nothing", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const body = JSON.stringify(wave.pay(row.providerRef!));
    expect((await waveNotify(body, "un-autre-secret")).status).toBe(401);
    // A body changed after signing: refused too.
    const signature = signWave(WAVE.webhookSecret, body);
    const tampered = body.replace(`"amount":"${TOTAL}"`, `"amount":"${TOTAL}" `);
    const answer = await receiveNotification(
      "wave",
      tampered,
      new Headers({ "wave-signature": signature }),
    );
    expect(answer.status).toBe(401);
    expect((await receiveNotification("wave", body, new Headers())).status).toBe(401);
    expect(await payments(inv.id)).toHaveLength(0);
    const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
    expect(stored!.status).toBe("pending");
  });

  it("a replayed or duplicated event records one payment", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const body = JSON.stringify(wave.pay(row.providerRef!));
    expect((await waveNotify(body)).status).toBe(200);
    expect((await waveNotify(body)).status).toBe(200);
    // Both at once, as two deliveries racing.
    const both = await Promise.all([waveNotify(body), waveNotify(body)]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(await payments(inv.id)).toHaveLength(1);
    // Nothing else happened either: one receipt, one email to the firm, the row paid.
    const kinds = (await db().select().from(outbox)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["online-payment", "payment-receipt"]);
    const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
    expect(stored!.status).toBe("paid");
  });

  it("money received for an invoice settled meanwhile: nothing recorded twice, the firm told, the invoice's page shows it to check", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    // The client paid by transfer too, recorded by the staff before Wave's webhook.
    const manual = await recordPayment(
      inv.number,
      {
        amount: TOTAL,
        paidOn: "2026-11-26",
        method: "virement",
        reference: "VIR-1",
        requestKey: randomUUID(),
      },
      STAFF,
      new Date("2026-11-26T09:00:00Z"),
    );
    expect(manual.ok).toBe(true);
    expect((await waveNotify(JSON.stringify(wave.pay(row.providerRef!)))).status).toBe(200);
    expect((await payments(inv.id)).map((p) => p.method)).toEqual(["virement"]);
    const mails = await db().select().from(outbox);
    expect(mails.map((m) => m.subject)).toEqual([
      `À vérifier\u00a0: paiement en ligne non enregistré — facture ${inv.number}`,
    ]);
    const lines = await onlinePaymentsOf(inv.id);
    expect(lines).toEqual([
      expect.objectContaining({ way: "Wave", amount: TOTAL, status: "refused" }),
    ]);
    expect(lines[0]!.problem).toMatch(/\S/);
    expect(ONLINE_STATUS_LABELS[lines[0]!.status]).toBe(
      "Reçu mais non enregistré\u00a0: à vérifier",
    );
  });

  it("two settlements of the same received payment at once record it once (the claim in the ledger's transaction)", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const body = JSON.stringify(wave.pay(row.providerRef!));
    const answer = await receiveNotification("wave", body, waveHeaders(body));
    await Promise.all([answer.settled, settleOnlinePayment(row.id), settleOnlinePayment(row.id)]);
    expect(await payments(inv.id)).toHaveLength(1);
    expect((await invoiceRow(inv.id)).paidTotal).toBe(TOTAL);
  });

  it("an amount or a currency other than asked is refused and records nothing", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const event = wave.pay(row.providerRef!);
    const less = { ...event, data: { ...event.data, amount: String(TOTAL - 1) } };
    expect((await waveNotify(JSON.stringify(less))).status).toBe(422);
    const euros = { ...event, data: { ...event.data, currency: "EUR" } };
    expect((await waveNotify(JSON.stringify(euros))).status).toBe(422);
    expect(await payments(inv.id)).toHaveLength(0);
    const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
    expect(stored!.status).toBe("pending");
  });

  it("an unknown payment is refused and records nothing", async () => {
    const inv = await invoice();
    await checkout("wave", inv);
    const unknown = {
      id: "EV_inconnu",
      type: "checkout.session.completed",
      data: {
        id: "cos-inconnue",
        amount: String(TOTAL),
        currency: "XOF",
        payment_status: "succeeded",
      },
    };
    expect((await waveNotify(JSON.stringify(unknown))).status).toBe(404);
    expect(await payments(inv.id)).toHaveLength(0);
  });

  it("the webhook before the client comes back: the return page says « Paiement reçu »", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const { loader } = await import("#app/routes/d-paiement.tsx");
    const page = async () => {
      const result = (await loader({
        request: new Request(`${SITE}/d/${inv.token}/paiement?p=${row.id}`),
        params: { token: inv.token },
        context: {},
      } as never)) as unknown as { data: { state: string; balance: number } };
      return result.data;
    };
    expect(await page()).toMatchObject({ state: "pending", balance: TOTAL });
    await waveNotify(JSON.stringify(wave.pay(row.providerRef!)));
    expect(await page()).toMatchObject({ state: "paid", balance: 0 });
  });
});

describe("PayTech", () => {
  it("asks PayTech for the balance in XOF with its documented fields and headers", async () => {
    const inv = await invoice();
    const { url, row } = await checkout("paytech", inv);
    const sent = paytech.received.at(-1)!;
    expect(sent.headers).toMatchObject({ api_key: PAYTECH.apiKey, api_secret: PAYTECH.apiSecret });
    expect(sent.body).toMatchObject({
      item_price: TOTAL,
      currency: "XOF",
      ref_command: row.id,
      env: "test",
      ipn_url: `${SITE}/paiements/paytech/ipn`,
      success_url: `${SITE}/d/${inv.token}/paiement?p=${row.id}`,
      cancel_url: `${SITE}/d/${inv.token}/payer?annule=1`,
      target_payment: "Orange Money, Free Money, Carte Bancaire",
    });
    expect(row.providerRef).toBe(row.id);
    expect(url).toMatch(`${paytech.base}/payment/checkout/`);
  });

  it.each([
    ["Orange Money", "orange_money", "Paiement en ligne (Orange Money)"],
    ["Free Money", "free_money", "Paiement en ligne (Free Money)"],
    ["Carte Bancaire", "carte", "Paiement en ligne (Carte)"],
  ] as const)(
    "a valid IPN paid by %s lands in the ledger with its method",
    async (how, method, by) => {
      const inv = await invoice();
      const { row } = await checkout("paytech", inv);
      const token = [...paytech.requests.values()].find((r) => r.ref_command === row.id)!.token;
      expect((await paytechNotify(paytech.ipnFor(token, how))).status).toBe(200);
      const [paid] = await payments(inv.id);
      expect(paid).toMatchObject({ amount: TOTAL, method, reference: token, recordedByName: by });
      expect((await invoiceRow(inv.id)).status).toBe("paid");
    },
  );

  it("refuses a wrong hash, another amount, another currency, an unknown payment; a replay records one", async () => {
    const inv = await invoice();
    const { row } = await checkout("paytech", inv);
    const token = [...paytech.requests.values()].find((r) => r.ref_command === row.id)!.token;
    expect(
      (await paytechNotify(paytech.ipnFor(token, "Orange Money", {}, "mauvais-secret"))).status,
    ).toBe(401);
    expect(
      (
        await paytechNotify(
          paytech.ipnFor(token, "Orange Money", { hmac_compute: "00".repeat(32) }),
        )
      ).status,
    ).toBe(401);
    // Signed, but for less than asked.
    expect(
      (
        await paytechNotify(
          paytech.ipnFor(token, "Orange Money", { final_item_price: String(TOTAL - 100) }),
        )
      ).status,
    ).toBe(422);
    expect(
      (await paytechNotify(paytech.ipnFor(token, "Orange Money", { currency: "EUR" }))).status,
    ).toBe(422);
    expect(
      (await paytechNotify(paytech.ipnFor(token, "Orange Money", { ref_command: randomUUID() })))
        .status,
    ).toBe(404);
    expect(await payments(inv.id)).toHaveLength(0);
    const good = paytech.ipnFor(token, "Free Money");
    await Promise.all([paytechNotify(good), paytechNotify(good)]);
    await paytechNotify(good);
    expect(await payments(inv.id)).toHaveLength(1);
    const kinds = (await db().select().from(outbox)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["online-payment", "payment-receipt"]);
  });
});

describe("without keys", () => {
  it("no provider is offered, and a notification finds none", async () => {
    const saved = { ...process.env };
    delete process.env.WAVE_API_KEY;
    delete process.env.WAVE_WEBHOOK_SECRET;
    delete process.env.PAYTECH_API_KEY;
    delete process.env.PAYTECH_API_SECRET;
    resetEnvForTests();
    try {
      expect(onlinePaymentAvailable()).toBe(false);
      const inv = await invoice();
      const started = await startCheckout({
        token: inv.token,
        documentId: inv.id,
        provider: "wave",
      });
      expect(started.ok).toBe(false);
      expect((await receiveNotification("wave", "{}", new Headers())).status).toBe(404);
    } finally {
      Object.assign(process.env, saved);
      resetEnvForTests();
    }
    expect(onlinePaymentAvailable()).toBe(true);
  });
});
