import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import {
  documentEvent,
  onlinePayment,
  onlinePaymentCheck,
  outbox,
  payment,
} from "#app/db/schema.ts";
import { issueCreditNote, recordPayment } from "#app/features/ledger/ledger.server.ts";
import {
  onlinePaymentAvailable,
  receiveNotification,
  settleOnlinePayment,
  startCheckout,
} from "#app/features/payments/payments.server.ts";
import {
  onlinePaymentsOf,
  paymentChecksOf,
  paymentsToCheck,
} from "#app/features/payments/staff.server.ts";
import { ONLINE_STATUS_LABELS } from "#app/features/payments/staff.ts";
import { moveClock, now as serverNow } from "#app/features/platform/clock.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { siteAndDomain } from "#tests/fixtures/quote-form.ts";
import { startPaytechServer, type PaytechServer } from "#tests/fixtures/paytech-server.ts";
import { signWave, startWaveServer, type WaveServer } from "#tests/fixtures/wave-server.ts";
import { documentRow, issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { startHttp } from "#tests/fixtures/fake-http.ts";

// Paying online (ADR 029) against local fake providers that implement Wave's and
// PayTech's documented endpoints and sign as documented. PGlite, and PostgreSQL
// with TEST_DATABASE_URL.

const SITE = "http://localhost:3000";
const STAFF = issuer("payments");
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
  await storeIssuer(STAFF);
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

afterEach(() =>
  emptyTables(
    "document, document_event, document_sequence, payment, online_payment, client_link, outbox, attachment, rate_limit",
  ),
);

async function invoice() {
  const { id, number } = await issueAs(STAFF, "invoice", { prestations: siteAndDomain() });
  const link = await ensureClientLink(id);
  return { id, number, token: link.token };
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

/** « 139 240 FCFA », written here apart from the app's helpers. */
const fcfa = (n: number) => `${n.toLocaleString("fr-FR").replace(/\u202f/g, "\u00a0")}\u00a0FCFA`;

const checksOf = (documentId: string) =>
  db().select().from(onlinePaymentCheck).where(eq(onlinePaymentCheck.documentId, documentId));

const toCheckMails = async () =>
  (await db().select().from(outbox)).filter((m) => m.subject.startsWith("À vérifier"));

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

const invoiceRow = (id: string) => documentRow({ id });

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
    // « À vérifier » with its figures, on the invoice and on the dashboard.
    const [check] = await paymentChecksOf(inv.id);
    expect(check).toMatchObject({ way: "Wave", reported: fcfa(TOTAL), asked: TOTAL });
    expect(check!.reason).toBe(lines[0]!.problem);
    expect((await paymentsToCheck()).lines.map((l) => l.number)).toEqual([inv.number]);
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

  it("a connection the provider closed as it was reused: asked again, one checkout", async () => {
    // Between the site and Wave, a connection that dies with no answer on the first call,
    // as a kept-alive one closed by the other side does; the next calls go through.
    let calls = 0;
    const cutter = await startHttp(async (req, body, res, url) => {
      calls++;
      if (calls === 1) return void req.socket.destroy();
      const answer = await fetch(wave.base + url.pathname + url.search, {
        method: req.method,
        headers: {
          authorization: req.headers.authorization ?? "",
          "content-type": "application/json",
        },
        body: req.method === "POST" ? body : undefined,
      });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
    process.env.WAVE_API_BASE = cutter.base;
    resetEnvForTests();
    try {
      const inv = await invoice();
      const { url, row } = await checkout("wave", inv);
      expect(calls).toBe(2);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(row.status).toBe("pending");
    } finally {
      process.env.WAVE_API_BASE = wave.base;
      resetEnvForTests();
      await cutter.close();
    }
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

describe("« À vérifier »: money a provider says it took, that the ledger did not record", () => {
  it("Wave, another amount: answered 422 as before, recorded once with its figures (retried, two at once), shown on the invoice and the dashboard, the firm emailed once; the checkout stays open", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const event = wave.pay(row.providerRef!);
    const less = { ...event, data: { ...event.data, amount: String(TOTAL - 1) } };
    const body = JSON.stringify(less);
    const answers = [
      await waveNotify(body),
      ...(await Promise.all([waveNotify(body), waveNotify(body)])),
    ];
    expect(answers.map((a) => [a.status, a.message])).toEqual(
      Array(3).fill([422, "Montant différent de celui demandé."]),
    );
    expect(await payments(inv.id)).toHaveLength(0);
    expect(await checksOf(inv.id)).toEqual([
      expect.objectContaining({
        provider: "wave",
        eventId: event.id,
        cause: "notification",
        amount: String(TOTAL - 1),
        currency: "XOF",
        transaction: event.data.transaction_id,
        reason: `Montant différent de celui demandé\u00a0: ${fcfa(TOTAL - 1)} reçus pour ${fcfa(TOTAL)} demandés.`,
      }),
    ]);
    const mails = await toCheckMails();
    expect(mails.map((m) => m.subject)).toEqual([
      `À vérifier\u00a0: paiement en ligne non enregistré — facture ${inv.number}`,
    ]);
    expect(mails[0]!.text).toContain(fcfa(TOTAL - 1));
    expect(mails[0]!.text).toContain(event.id);
    expect(await paymentChecksOf(inv.id)).toEqual([
      expect.objectContaining({
        way: "Wave",
        reported: fcfa(TOTAL - 1),
        asked: TOTAL,
        eventId: event.id,
      }),
    ]);
    expect(await paymentsToCheck()).toEqual({
      total: 1,
      lines: [expect.objectContaining({ number: inv.number, reported: fcfa(TOTAL - 1) })],
    });
    // The checkout was not consumed: Wave's event for the right amount is recorded.
    const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
    expect(stored!.status).toBe("pending");
    expect((await waveNotify(JSON.stringify(wave.pay(row.providerRef!)))).status).toBe(200);
    expect(await payments(inv.id)).toHaveLength(1);
  });

  it("Wave, another currency: recorded with it", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const event = wave.pay(row.providerRef!);
    const euros = { ...event, data: { ...event.data, amount: "212", currency: "EUR" } };
    expect((await waveNotify(JSON.stringify(euros))).status).toBe(422);
    expect(await paymentChecksOf(inv.id)).toEqual([
      expect.objectContaining({
        reported: "212\u00a0EUR",
        reason: "Devise différente de celle demandée\u00a0: EUR au lieu de XOF.",
      }),
    ]);
    expect(await toCheckMails()).toHaveLength(1);
  });

  it("a payment for an invoice cancelled meanwhile: recorded « À vérifier », the firm emailed once", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const cancelled = await issueCreditNote(
      inv.number,
      {
        mode: "amount",
        amount: 0,
        lines: [],
        reason: "Projet abandonné",
        requestKey: randomUUID(),
      },
      STAFF,
      { cancel: true },
    );
    expect(cancelled.ok).toBe(true);
    const body = JSON.stringify(wave.pay(row.providerRef!));
    expect((await waveNotify(body)).status).toBe(200);
    await Promise.all([waveNotify(body), settleOnlinePayment(row.id)]);
    expect(await payments(inv.id)).toHaveLength(0);
    expect(await checksOf(inv.id)).toEqual([
      expect.objectContaining({ cause: "ledger", amount: String(TOTAL), currency: "XOF" }),
    ]);
    expect(await toCheckMails()).toHaveLength(1);
    expect((await paymentsToCheck()).total).toBe(1);
  });

  it("PayTech, devise=EUR and no `currency` field: never recorded as paid, « À vérifier »", async () => {
    const inv = await invoice();
    const { row } = await checkout("paytech", inv);
    const token = [...paytech.requests.values()].find((r) => r.ref_command === row.id)!.token;
    const { currency: _, ...withoutCurrency } = paytech.ipnFor(token, "Orange Money");
    const answer = await paytechNotify({ ...withoutCurrency, devise: "EUR" });
    expect(answer.status).toBe(422);
    expect(await payments(inv.id)).toHaveLength(0);
    expect(await paymentChecksOf(inv.id)).toEqual([
      expect.objectContaining({
        way: "PayTech (Orange Money)",
        reported: `${TOTAL}\u00a0EUR`,
        eventId: token,
      }),
    ]);
    // Nothing said of the currency at all: not taken for XOF either.
    const bare = await invoice();
    const second = await checkout("paytech", bare);
    const token2 = [...paytech.requests.values()].find(
      (r) => r.ref_command === second.row.id,
    )!.token;
    const { currency: __, ...noCurrency } = paytech.ipnFor(token2, "Orange Money");
    expect((await paytechNotify(noCurrency)).status).toBe(422);
    expect(await payments(bare.id)).toHaveLength(0);
    expect((await paymentChecksOf(bare.id))[0]!.reason).toBe(
      "Devise absente de la notification (XOF demandé).",
    );
  });

  it("PayTech, item_price written with zero decimals is paid; with others, « À vérifier »", async () => {
    const inv = await invoice();
    const { row } = await checkout("paytech", inv);
    const token = [...paytech.requests.values()].find((r) => r.ref_command === row.id)!.token;
    const decimals = `${TOTAL}.00`;
    const paid = paytech.ipnFor(token, "Free Money", {
      item_price: decimals,
      final_item_price: decimals,
    });
    expect((await paytechNotify(paid)).status).toBe(200);
    expect((await payments(inv.id)).map((p) => p.amount)).toEqual([TOTAL]);

    const other = await invoice();
    const second = await checkout("paytech", other);
    const token2 = [...paytech.requests.values()].find(
      (r) => r.ref_command === second.row.id,
    )!.token;
    const half = `${TOTAL - 1}.50`;
    const answer = await paytechNotify(
      paytech.ipnFor(token2, "Free Money", { item_price: half, final_item_price: half }),
    );
    expect([answer.status, answer.message]).toEqual([400, "Notification illisible."]);
    expect(await payments(other.id)).toHaveLength(0);
    expect(await paymentChecksOf(other.id)).toEqual([
      expect.objectContaining({ reported: `${half}\u00a0XOF` }),
    ]);
  });
});

describe("Wave's signed timestamp", () => {
  it("an event signed in 2001, or more than 5 minutes from now, is refused and records nothing", async () => {
    const inv = await invoice();
    const { row } = await checkout("wave", inv);
    const body = JSON.stringify(wave.pay(row.providerRef!));
    const now = Math.floor(Date.now() / 1000);
    for (const t of [978_307_200, now - 6 * 60, now + 6 * 60]) {
      const answer = await receiveNotification(
        "wave",
        body,
        new Headers({ "wave-signature": signWave(WAVE.webhookSecret, body, t) }),
      );
      await answer.settled;
      expect([answer.status, answer.message]).toEqual([
        401,
        "Signature périmée\u00a0: horodatage à plus de 5\u00a0minutes.",
      ]);
    }
    expect(await payments(inv.id)).toHaveLength(0);
    expect(await checksOf(inv.id)).toHaveLength(0);
    // Signed now: recorded.
    expect((await waveNotify(body)).status).toBe(200);
    expect(await payments(inv.id)).toHaveLength(1);
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
    // One receipt, one « Paiement en ligne reçu »; and, since issue 29, one « À vérifier »
    // for the signed IPN of another amount (PayTech names its event by its token: the
    // currency's IPN of the same token is the same event, recorded once).
    const mails = await db().select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "online-payment",
      "online-payment",
      "payment-receipt",
    ]);
    expect(mails.filter((m) => m.subject.startsWith("À vérifier"))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.startsWith("Paiement en ligne reçu"))).toHaveLength(1);
  });
});

describe("the server's clock", () => {
  it("a checkout, its notification and the ledger's payment are stamped with the server's clock (the test clock)", async () => {
    process.env.TEST_CLOCK = "1";
    resetEnvForTests();
    try {
      moveClock(new Date(Date.now() + 40 * 86_400_000));
      const clock = () => serverNow().getTime();
      const inv = await invoice();
      const { row } = await checkout("wave", inv);
      expect(Math.abs(row.createdAt.getTime() - clock())).toBeLessThan(60_000);
      // Wave signs at its own time, which is the clock's here.
      const body = JSON.stringify(wave.pay(row.providerRef!));
      const headers = new Headers({
        "content-type": "application/json",
        "wave-signature": signWave(WAVE.webhookSecret, body, Math.floor(clock() / 1000)),
      });
      const answer = await receiveNotification("wave", body, headers);
      await answer.settled;
      expect(answer.status).toBe(200);
      const [paid] = await payments(inv.id);
      expect(paid!.paidOn).toBe(dakarDay(serverNow()));
      const [stored] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, row.id));
      expect(Math.abs(stored!.receivedAt!.getTime() - clock())).toBeLessThan(60_000);
      expect(Math.abs(stored!.paidAt!.getTime() - clock())).toBeLessThan(60_000);
    } finally {
      moveClock(new Date());
      delete process.env.TEST_CLOCK;
      resetEnvForTests();
    }
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
