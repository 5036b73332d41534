import { createHmac, timingSafeEqual } from "node:crypto";
import type { OnlineProvider, PaymentMethod } from "#app/db/schema.ts";

// The one interface of an online payment provider (ADR 029), and what is pure in
// each adapter: reading and checking its notification exactly as its documentation
// says. The HTTP calls are in wave.server.ts and paytech.server.ts.

/** What the server asks a provider for: always the invoice's balance, in XOF. */
export type CheckoutRequest = {
  /** Our id of the payment: Wave's client_reference, PayTech's ref_command. */
  reference: string;
  /** Whole francs. */
  amount: number;
  invoiceNumber: string;
  successUrl: string;
  cancelUrl: string;
  /** Where the provider notifies us (PayTech takes it per request; Wave's is registered once). */
  notifyUrl: string;
};

export type Checkout = {
  /** The provider's id of the checkout, which its notification names. */
  providerRef: string;
  /** Where the browser goes to pay. */
  url: string;
};

/** A notification whose signature was checked. */
export type Notification =
  | {
      kind: "paid";
      providerRef: string;
      amount: number;
      currency: string;
      method: PaymentMethod | null;
      /** The provider's transaction, kept as the ledger's reference. */
      transaction: string;
    }
  | { kind: "failed"; providerRef: string }
  | { kind: "ignored" };

export type ParsedNotification =
  { ok: true; notification: Notification } | { ok: false; status: number; message: string };

export interface PaymentProvider {
  readonly id: OnlineProvider;
  /** « Payer avec Wave », shown on the button. */
  readonly label: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks the signature on the raw body, then reads it. Nothing is trusted before. */
  parseNotification(rawBody: string, headers: Headers): ParsedNotification;
}

export class ProviderError extends Error {}

const BAD_SIGNATURE = "Signature invalide.";
const UNREADABLE = "Notification illisible.";

function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}

/** An integer number of francs from a provider's field (a string or a number), or null. */
export function wholeFrancs(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  if (!/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}

// --- Wave (https://docs.wave.com/webhook, https://docs.wave.com/checkout) ---

/**
 * Wave's « signing secret » strategy: the `Wave-Signature` header is
 * `t=<timestamp>,v1=<hex>[,v1=<hex>…]`, each v1 being
 * HMAC-SHA256(webhook secret, timestamp + raw body) in hex; one match is enough
 * (several while a secret is being rolled).
 */
export function waveSignatureValid(
  header: string | null,
  rawBody: string,
  secret: string,
): boolean {
  if (!header) return false;
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t") timestamp = value;
    else if (key === "v1") signatures.push(value);
  }
  if (!timestamp || signatures.length === 0) return false;
  const expected = createHmac("sha256", secret)
    .update(timestamp + rawBody)
    .digest("hex");
  return signatures.some((s) => safeEqualHex(s, expected));
}

/** A Wave webhook body, once its signature holds. */
export function readWaveEvent(rawBody: string): ParsedNotification {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, message: UNREADABLE };
  }
  if (!event || typeof event !== "object") return { ok: false, status: 400, message: UNREADABLE };
  const { type, data } = event as { type?: unknown; data?: Record<string, unknown> };
  if (type !== "checkout.session.completed" && type !== "checkout.session.payment_failed") {
    return { ok: true, notification: { kind: "ignored" } };
  }
  const id = typeof data?.id === "string" ? data.id : null;
  if (!id) return { ok: false, status: 400, message: UNREADABLE };
  if (type === "checkout.session.payment_failed") {
    return { ok: true, notification: { kind: "failed", providerRef: id } };
  }
  if (data?.payment_status !== "succeeded") return { ok: true, notification: { kind: "ignored" } };
  const amount = wholeFrancs(data.amount);
  if (amount === null) return { ok: false, status: 400, message: UNREADABLE };
  return {
    ok: true,
    notification: {
      kind: "paid",
      providerRef: id,
      amount,
      currency: typeof data.currency === "string" ? data.currency : "",
      method: "wave",
      transaction: typeof data.transaction_id === "string" ? data.transaction_id : id,
    },
  };
}

export function parseWaveNotification(
  rawBody: string,
  headers: Headers,
  secret: string,
): ParsedNotification {
  if (!waveSignatureValid(headers.get("wave-signature"), rawBody, secret)) {
    return { ok: false, status: 401, message: BAD_SIGNATURE };
  }
  return readWaveEvent(rawBody);
}

// --- PayTech (https://docs.intech.sn/doc_paytech.php) ---

/** PayTech's `payment_method` names, as the ledger records them. */
export const PAYTECH_METHODS: Record<string, PaymentMethod> = {
  "Orange Money": "orange_money",
  "Free Money": "free_money",
  "Carte Bancaire": "carte",
  Wave: "wave",
};

/** What the checkout offers: Wave has its own adapter. */
export const PAYTECH_TARGETS = "Orange Money, Free Money, Carte Bancaire";

/**
 * PayTech's IPN check (HMAC method): `hmac_compute` is
 * HMAC-SHA256(API secret, `${final_item_price or item_price}|${ref_command}|${API key}`)
 * in hex. The older check (SHA-256 of the keys) is a constant any past IPN
 * reveals, so it is not accepted (ADR 029).
 */
export function paytechHmacValid(
  fields: Record<string, string>,
  apiKey: string,
  apiSecret: string,
): boolean {
  const given = fields.hmac_compute;
  if (!given || !fields.ref_command) return false;
  const price = fields.final_item_price || fields.item_price;
  if (!price) return false;
  const expected = createHmac("sha256", apiSecret)
    .update(`${price}|${fields.ref_command}|${apiKey}`)
    .digest("hex");
  return safeEqualHex(given, expected);
}

/** The IPN's fields: PayTech posts a form; JSON is read too. */
export function paytechFields(rawBody: string, contentType: string | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (contentType?.includes("application/json")) {
    try {
      const parsed = JSON.parse(rawBody) as Record<string, unknown>;
      for (const [k, v] of Object.entries(parsed ?? {})) {
        if (typeof v === "string" || typeof v === "number") fields[k] = String(v);
      }
    } catch {
      return {};
    }
    return fields;
  }
  for (const [k, v] of new URLSearchParams(rawBody)) fields[k] = v;
  return fields;
}

export function parsePaytechNotification(
  rawBody: string,
  headers: Headers,
  apiKey: string,
  apiSecret: string,
): ParsedNotification {
  const fields = paytechFields(rawBody, headers.get("content-type"));
  if (!paytechHmacValid(fields, apiKey, apiSecret)) {
    return { ok: false, status: 401, message: BAD_SIGNATURE };
  }
  const ref = fields.ref_command!;
  if (fields.type_event === "sale_canceled") {
    return { ok: true, notification: { kind: "failed", providerRef: ref } };
  }
  if (fields.type_event !== "sale_complete") return { ok: true, notification: { kind: "ignored" } };
  const amount = wholeFrancs(fields.final_item_price || fields.item_price);
  if (amount === null) return { ok: false, status: 400, message: UNREADABLE };
  return {
    ok: true,
    notification: {
      kind: "paid",
      providerRef: ref,
      amount,
      // Without the field, the currency is the one our request fixed (XOF).
      currency: fields.currency || "XOF",
      method: PAYTECH_METHODS[fields.payment_method ?? ""] ?? null,
      transaction: fields.token || ref,
    },
  };
}
