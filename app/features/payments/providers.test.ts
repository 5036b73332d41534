import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  parsePaytechNotification,
  parseWaveNotification,
  paytechCurrency,
  paytechFields,
  paytechHmacValid,
  waveSignatureValid,
  wholeFrancs,
} from "./providers.ts";

// The signature checks exactly as the providers document them (ADR 029); the
// expected values are computed here with node:crypto, apart from the code.

const SECRET = "wave_sn_WHS_xyz";
const body = JSON.stringify({
  id: "EV_1",
  type: "checkout.session.completed",
  data: {
    id: "cos-1",
    amount: "139240",
    currency: "XOF",
    payment_status: "succeeded",
    transaction_id: "T_1",
  },
});
const hmac = (key: string, message: string) =>
  createHmac("sha256", key).update(message).digest("hex");

describe("Wave-Signature", () => {
  it("is HMAC-SHA256(secret, timestamp + raw body), any of the v1 values", () => {
    const t = "1639081943";
    const at = new Date(Number(t) * 1000);
    const good = hmac(SECRET, t + body);
    expect(waveSignatureValid(`t=${t},v1=${good}`, body, SECRET, at)).toBe(true);
    // While a secret is rolled, two v1: one match is enough.
    expect(waveSignatureValid(`t=${t},v1=${"ab".repeat(32)},v1=${good}`, body, SECRET, at)).toBe(
      true,
    );
  });

  it("refuses another secret, a changed body or timestamp, a missing part", () => {
    const t = "1639081943";
    const at = new Date(Number(t) * 1000);
    const good = hmac(SECRET, t + body);
    expect(waveSignatureValid(`t=${t},v1=${hmac("autre", t + body)}`, body, SECRET, at)).toBe(
      false,
    );
    expect(waveSignatureValid(`t=${t},v1=${good}`, body + " ", SECRET, at)).toBe(false);
    expect(waveSignatureValid(`t=1639081944,v1=${good}`, body, SECRET, at)).toBe(false);
    expect(waveSignatureValid(`v1=${good}`, body, SECRET, at)).toBe(false);
    expect(waveSignatureValid(`t=${t}`, body, SECRET, at)).toBe(false);
    expect(waveSignatureValid(null, body, SECRET, at)).toBe(false);
    // A dot between timestamp and body (another provider's scheme) is not Wave's.
    expect(waveSignatureValid(`t=${t},v1=${hmac(SECRET, `${t}.${body}`)}`, body, SECRET, at)).toBe(
      false,
    );
  });

  it("reads a completed checkout: the session id, whole francs, the currency, the transaction", () => {
    const t = "1700000000";
    const headers = new Headers({ "wave-signature": `t=${t},v1=${hmac(SECRET, t + body)}` });
    const at = new Date(Number(t) * 1000);
    expect(parseWaveNotification(body, headers, SECRET, at)).toEqual({
      ok: true,
      notification: {
        kind: "paid",
        providerRef: "cos-1",
        eventId: "EV_1",
        amount: 139_240,
        reportedAmount: "139240",
        currency: "XOF",
        method: "wave",
        reportedMethod: "Wave",
        transaction: "T_1",
      },
    });
    expect(parseWaveNotification(body, new Headers(), SECRET, at)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it("ignores other events, notes a failed payment", () => {
    const sign = (b: string) =>
      new Headers({ "wave-signature": `t=1,v1=${hmac(SECRET, "1" + b)}` });
    const at = new Date(1000);
    const other = JSON.stringify({ id: "EV_2", type: "merchant.payment_received", data: {} });
    expect(parseWaveNotification(other, sign(other), SECRET, at)).toEqual({
      ok: true,
      notification: { kind: "ignored" },
    });
    const failed = JSON.stringify({
      id: "EV_3",
      type: "checkout.session.payment_failed",
      data: { id: "cos-9" },
    });
    expect(parseWaveNotification(failed, sign(failed), SECRET, at)).toEqual({
      ok: true,
      notification: { kind: "failed", providerRef: "cos-9" },
    });
  });
});

describe("Wave's replay window: the signed timestamp within 5 minutes of now", () => {
  const signed = (t: number) =>
    new Headers({ "wave-signature": `t=${t},v1=${hmac(SECRET, `${t}${body}`)}` });
  const now = new Date("2026-11-26T10:00:00Z");
  const seconds = now.getTime() / 1000;

  it("refuses a signed event from 2001, or from more than 5 minutes before or after now", () => {
    for (const t of [978_307_200, seconds - 301, seconds + 301]) {
      expect(parseWaveNotification(body, signed(t), SECRET, now)).toEqual({
        ok: false,
        status: 401,
        message: "Signature périmée\u00a0: horodatage à plus de 5\u00a0minutes.",
      });
      expect(waveSignatureValid(signed(t).get("wave-signature"), body, SECRET, now)).toBe(false);
    }
  });

  it("takes one signed up to 5 minutes before or after (clocks drift)", () => {
    for (const t of [seconds - 300, seconds, seconds + 300]) {
      expect(parseWaveNotification(body, signed(t), SECRET, now)).toMatchObject({ ok: true });
    }
  });
});

describe("PayTech IPN", () => {
  const KEY = "cle-api";
  const SEC = "secret-api";
  const fields = (change: Record<string, string> = {}) => {
    const f: Record<string, string> = {
      type_event: "sale_complete",
      ref_command: "ref-1",
      item_price: "139240",
      final_item_price: "139240",
      currency: "XOF",
      payment_method: "Free Money",
      token: "tok-1",
      ...change,
    };
    f.hmac_compute ??= hmac(SEC, `${f.final_item_price}|${f.ref_command}|${KEY}`);
    return f;
  };

  it("hmac_compute is HMAC-SHA256(API secret, final price|ref_command|API key)", () => {
    expect(paytechHmacValid(fields(), KEY, SEC)).toBe(true);
    expect(
      paytechHmacValid(fields({ hmac_compute: hmac("x", "139240|ref-1|cle-api") }), KEY, SEC),
    ).toBe(false);
    // The signature covers the price: changing it after signing breaks it.
    const signed = fields();
    expect(paytechHmacValid({ ...signed, final_item_price: "1" }, KEY, SEC)).toBe(false);
    // Without hmac_compute (the keys' SHA-256 only): not accepted.
    const { hmac_compute: _, ...bare } = signed;
    expect(paytechHmacValid(bare, KEY, SEC)).toBe(false);
  });

  it("reads the form PayTech posts (and JSON), the method as the ledger's", () => {
    const raw = new URLSearchParams(fields()).toString();
    const form = new Headers({ "content-type": "application/x-www-form-urlencoded" });
    expect(parsePaytechNotification(raw, form, KEY, SEC)).toEqual({
      ok: true,
      notification: {
        kind: "paid",
        providerRef: "ref-1",
        eventId: "tok-1",
        amount: 139_240,
        reportedAmount: "139240",
        currency: "XOF",
        method: "free_money",
        reportedMethod: "Free Money",
        transaction: "tok-1",
      },
    });
    expect(paytechFields(JSON.stringify({ a: 1, b: "x" }), "application/json")).toEqual({
      a: "1",
      b: "x",
    });
    const card = new URLSearchParams(fields({ payment_method: "Carte Bancaire" })).toString();
    expect(parsePaytechNotification(card, form, KEY, SEC)).toMatchObject({
      notification: { method: "carte" },
    });
    const cancelled = new URLSearchParams(fields({ type_event: "sale_canceled" })).toString();
    expect(parsePaytechNotification(cancelled, form, KEY, SEC)).toEqual({
      ok: true,
      notification: { kind: "failed", providerRef: "ref-1" },
    });
  });
});

describe("PayTech's currency and price", () => {
  const KEY = "cle-api";
  const SEC = "secret-api";
  const form = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  const ipn = (change: Record<string, string>) => {
    const f: Record<string, string> = {
      type_event: "sale_complete",
      ref_command: "ref-1",
      item_price: "139240",
      payment_method: "Orange Money",
      token: "tok-1",
      ...change,
    };
    f.hmac_compute = hmac(SEC, `${f.final_item_price || f.item_price}|${f.ref_command}|${KEY}`);
    return new URLSearchParams(f).toString();
  };
  const read = (change: Record<string, string>) => {
    const parsed = parsePaytechNotification(ipn(change), form, KEY, SEC);
    if (!parsed.ok || parsed.notification.kind !== "paid") throw new Error("not a payment");
    return parsed.notification;
  };

  it("reads the currency from `currency` and from `devise`: XOF only when one says it and none says otherwise", () => {
    expect(read({ currency: "XOF" }).currency).toBe("XOF");
    expect(read({ devise: "XOF" }).currency).toBe("XOF");
    expect(read({ currency: "xof", devise: "XOF" }).currency).toBe("XOF");
    // devise=EUR without a `currency` field: another currency, never XOF.
    expect(read({ devise: "EUR" }).currency).toBe("EUR");
    expect(read({ currency: "XOF", devise: "EUR" }).currency).toBe("EUR");
    expect(read({ currency: "EUR", devise: "XOF" }).currency).toBe("EUR");
    // None said: not assumed.
    expect(read({}).currency).toBe("");
    expect(paytechCurrency({ currency: " ", devise: "" })).toBe("");
  });

  it("takes item_price written with zero decimals, not with others (XOF has no minor unit)", () => {
    expect(read({ currency: "XOF", item_price: "969364.00" })).toMatchObject({
      amount: 969_364,
      reportedAmount: "969364.00",
    });
    expect(read({ currency: "XOF", item_price: "1000.50" })).toMatchObject({
      amount: null,
      reportedAmount: "1000.50",
    });
  });
});

it("whole francs only", () => {
  expect(wholeFrancs("139240")).toBe(139_240);
  expect(wholeFrancs(5000)).toBe(5000);
  expect(wholeFrancs("1000.50")).toBeNull();
  expect(wholeFrancs("969364.00")).toBe(969_364);
  expect(wholeFrancs("5000.0")).toBe(5000);
  expect(wholeFrancs("5000.")).toBeNull();
  expect(wholeFrancs("-5")).toBeNull();
  expect(wholeFrancs(undefined)).toBeNull();
});
