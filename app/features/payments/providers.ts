import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "#app/config/env.server.ts";
import type { PaymentMethod } from "#app/db/schema.ts";
import type { OnlineProvider } from "./registry.ts";

// The one interface of an online payment provider (ADR 029), and what is pure in
// each adapter: reading and checking its notification exactly as its documentation
// says. Each adapter (wave.ts, paytech.ts) is pure; registry.ts declares the
// providers, and payments.server.ts makes the HTTP call an adapter describes.

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
  /** The ways of paying the checkout offers (the registry's methods of the provider). */
  methods: readonly PaymentMethod[];
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
      /** The provider's event (Wave's event id, PayTech's token): what « À vérifier » names. */
      eventId: string;
      /** Whole francs, or null when the figure is not one (« 1000.50 », absent). */
      amount: number | null;
      /** The amount as the notification wrote it. */
      reportedAmount: string;
      /** As the notification said it; "" when it said none. */
      currency: string;
      method: PaymentMethod | null;
      /** The provider's way of paying as it named it (« Orange Money »…). */
      reportedMethod: string;
      /** The provider's transaction, kept as the ledger's reference. */
      transaction: string;
    }
  | { kind: "failed"; providerRef: string }
  | { kind: "ignored" };

export type ParsedNotification =
  { ok: true; notification: Notification } | { ok: false; status: number; message: string };

/** A provider whose keys are set, as the pages and the notification routes use it. */
export interface PaymentProvider {
  readonly id: OnlineProvider;
  /** « Payer avec Wave », shown on the button. */
  readonly label: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks the signature on the raw body, then reads it. Nothing is trusted before. */
  parseNotification(rawBody: string, headers: Headers, now: Date): ParsedNotification;
}

/** The environment, with the keys that enable a provider (`K`, named in the registry) set. */
export type ProviderConfig<K extends keyof Env = never> = Env & { readonly [P in K]-?: string };

/** The checkout's HTTP call: a JSON POST. */
export type CheckoutCall = {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
};

/** The provider's answer to that call; `body` is null when it is no JSON. */
export type CheckoutAnswer = { status: number; ok: boolean; body: Record<string, unknown> | null };

/**
 * What the registry holds of a provider: pure, given the environment whose
 * enabling keys `K` are set (the compiler refuses an adapter that relies on a key
 * the registry does not name).
 */
export type ProviderAdapter<K extends keyof Env = never> = {
  checkoutCall: (request: CheckoutRequest, config: ProviderConfig<K>) => CheckoutCall;
  /** The checkout, or a ProviderError when the answer is a refusal or not what was asked. */
  readCheckout: (answer: CheckoutAnswer, request: CheckoutRequest) => Checkout;
  /** Checks the signature on the raw body, then reads it. Nothing is trusted before. */
  parseNotification: (
    rawBody: string,
    headers: Headers,
    config: ProviderConfig<K>,
    now: Date,
  ) => ParsedNotification;
};

export class ProviderError extends Error {}

const BAD_SIGNATURE = "Signature invalide.";
const STALE_SIGNATURE = "Signature périmée\u00a0: horodatage à plus de 5\u00a0minutes.";
export const UNREADABLE = "Notification illisible.";

function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}

/**
 * An integer number of francs from a provider's field (a string or a number), or null.
 * XOF has no minor unit: « 969364.00 » is 969 364, « 1000.50 » is no amount of francs.
 */
export function wholeFrancs(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const match = /^(\d{1,15})(?:\.0+)?$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

// --- Wave (https://docs.wave.com/webhook, https://docs.wave.com/checkout) ---

/** How far Wave's signed timestamp may be from now, either way: 5 minutes (ADR 029). */
export const WAVE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Wave's « signing secret » strategy: the `Wave-Signature` header is
 * `t=<timestamp>,v1=<hex>[,v1=<hex>…]`, each v1 being
 * HMAC-SHA256(webhook secret, timestamp + raw body) in hex; one match is enough
 * (several while a secret is being rolled). `valid` is the signature alone; the
 * timestamp it signs is returned for the replay window.
 */
export function waveSignature(
  header: string | null,
  rawBody: string,
  secret: string,
): { valid: boolean; timestamp: number | null } {
  const invalid = { valid: false, timestamp: null };
  if (!header) return invalid;
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
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return invalid;
  const expected = createHmac("sha256", secret)
    .update(timestamp + rawBody)
    .digest("hex");
  if (!signatures.some((s) => safeEqualHex(s, expected))) return invalid;
  return { valid: true, timestamp: Number(timestamp) };
}

/** The signature holds, and its timestamp is within 5 minutes of `now` (a replay is older). */
export function waveSignatureValid(
  header: string | null,
  rawBody: string,
  secret: string,
  now: Date,
): boolean {
  const checked = waveSignature(header, rawBody, secret);
  return (
    checked.valid && Math.abs(now.getTime() / 1000 - checked.timestamp!) <= WAVE_TOLERANCE_SECONDS
  );
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
  const eventId = (event as { id?: unknown }).id;
  return {
    ok: true,
    notification: {
      kind: "paid",
      providerRef: id,
      eventId: typeof eventId === "string" ? eventId : "",
      amount: wholeFrancs(data.amount),
      reportedAmount: reported(data.amount),
      currency: typeof data.currency === "string" ? data.currency : "",
      method: "wave",
      reportedMethod: "Wave",
      transaction: typeof data.transaction_id === "string" ? data.transaction_id : id,
    },
  };
}

/** A provider's figure as it wrote it, short (it is shown to the staff, never counted). */
function reported(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).slice(0, 40) : "";
}

export function parseWaveNotification(
  rawBody: string,
  headers: Headers,
  secret: string,
  now: Date,
): ParsedNotification {
  const checked = waveSignature(headers.get("wave-signature"), rawBody, secret);
  if (!checked.valid) return { ok: false, status: 401, message: BAD_SIGNATURE };
  // Signed, but not now: a captured event replayed (Wave's page, ADR 029).
  if (Math.abs(now.getTime() / 1000 - checked.timestamp!) > WAVE_TOLERANCE_SECONDS) {
    return { ok: false, status: 401, message: STALE_SIGNATURE };
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

/** PayTech's `target_payment`: its names of the ways the checkout offers (registry.ts). */
export function paytechTargets(methods: readonly PaymentMethod[]): string {
  const names = Object.keys(PAYTECH_METHODS);
  return methods
    .map((method) => names.find((name) => PAYTECH_METHODS[name] === method) ?? method)
    .join(", ");
}

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
  const price = fields.final_item_price || fields.item_price;
  return {
    ok: true,
    notification: {
      kind: "paid",
      providerRef: ref,
      eventId: fields.token || ref,
      amount: wholeFrancs(price),
      reportedAmount: reported(price),
      currency: paytechCurrency(fields),
      method: PAYTECH_METHODS[fields.payment_method ?? ""] ?? null,
      reportedMethod: reported(fields.payment_method),
      transaction: fields.token || ref,
    },
  };
}

/**
 * The IPN's currency, from every name PayTech's documentation and SDKs give it
 * (`currency`, `devise`): XOF only when one says XOF and none says otherwise;
 * another currency as written; "" when none says any (never assumed).
 */
export function paytechCurrency(fields: Record<string, string>): string {
  const said = PAYTECH_CURRENCY_FIELDS.map((k) => (fields[k] ?? "").trim()).filter(Boolean);
  const other = said.find((c) => c.toUpperCase() !== "XOF");
  if (other !== undefined) return other.slice(0, 40);
  return said.length > 0 ? "XOF" : "";
}

/** The names of the IPN's currency field, in PayTech's documentation and its SDKs. */
export const PAYTECH_CURRENCY_FIELDS = ["currency", "devise"] as const;
