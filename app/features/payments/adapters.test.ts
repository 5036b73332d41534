import { describe, expect, it } from "vitest";
import { parseEnv, type Env } from "#app/config/env.server.ts";
import { paytechAdapter } from "./paytech.ts";
import { ProviderError, type CheckoutRequest } from "./providers.ts";
import { providerEnabled, PROVIDERS, type ProviderEntry } from "./registry.ts";
import { waveAdapter } from "./wave.ts";

// The checkout each adapter asks for, as the providers document it (ADR 029):
// Wave's POST /v1/checkout/sessions (https://docs.wave.com/checkout) and PayTech's
// POST /payment/request-payment (https://docs.intech.sn/doc_paytech.php). The
// adapters are pure; payments.server.ts makes the call they describe.

const config = parseEnv({
  AUTH_SECRET: "x".repeat(32),
  WAVE_API_KEY: "wave-cle",
  WAVE_WEBHOOK_SECRET: "wave-secret",
  WAVE_API_BASE: "https://wave.example/",
  PAYTECH_API_KEY: "paytech-cle",
  PAYTECH_API_SECRET: "paytech-secret",
  PAYTECH_API_BASE: "https://paytech.example/api/",
  PAYTECH_ENV: "test",
});

/** The environment, as the registry's check hands it to an enabled provider. */
function enabled<K extends keyof Env>(entry: ProviderEntry<K>) {
  if (!providerEnabled(entry, config)) throw new Error("keys not set");
  return config;
}

const request = (methods: CheckoutRequest["methods"]): CheckoutRequest => ({
  reference: "0b9f6c1e-1111-4222-8333-444455556666",
  amount: 139_240,
  invoiceNumber: "FAC-2026-0007",
  successUrl: "https://site.example/d/t/paiement?p=1",
  cancelUrl: "https://site.example/d/t/payer?annule=1",
  notifyUrl: "https://site.example/paiements/paytech/ipn",
  methods,
});

describe("Wave's checkout", () => {
  it("posts the amount as a string of whole XOF, with the API key as a bearer token", () => {
    const call = waveAdapter.checkoutCall(request(PROVIDERS.wave.methods), enabled(PROVIDERS.wave));
    expect(call).toEqual({
      url: "https://wave.example/v1/checkout/sessions",
      headers: { Authorization: "Bearer wave-cle", "Content-Type": "application/json" },
      body: {
        amount: "139240",
        currency: "XOF",
        client_reference: "0b9f6c1e-1111-4222-8333-444455556666",
        success_url: "https://site.example/d/t/paiement?p=1",
        error_url: "https://site.example/d/t/payer?annule=1",
      },
    });
  });

  it("takes the session's id and launch address, and refuses any other amount or currency", () => {
    const asked = request(PROVIDERS.wave.methods);
    const session = { id: "cos-1", wave_launch_url: "https://pay.wave.com/c/cos-1" };
    expect(
      waveAdapter.readCheckout(
        { status: 200, ok: true, body: { ...session, amount: "139240", currency: "XOF" } },
        asked,
      ),
    ).toEqual({ providerRef: "cos-1", url: "https://pay.wave.com/c/cos-1" });
    for (const body of [
      { ...session, amount: "139241", currency: "XOF" },
      { ...session, amount: "139240", currency: "EUR" },
      { id: "cos-1", amount: "139240", currency: "XOF" },
    ]) {
      expect(() => waveAdapter.readCheckout({ status: 200, ok: true, body }, asked)).toThrow(
        ProviderError,
      );
    }
    expect(() =>
      waveAdapter.readCheckout({ status: 401, ok: false, body: { code: "x" } }, asked),
    ).toThrow("Wave a refusé la session (401)");
  });
});

describe("PayTech's checkout", () => {
  it("posts the price in whole XOF, its keys in headers, and offers the registry's ways", () => {
    const call = paytechAdapter.checkoutCall(
      request(PROVIDERS.paytech.methods),
      enabled(PROVIDERS.paytech),
    );
    expect(call).toEqual({
      url: "https://paytech.example/api/payment/request-payment",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        API_KEY: "paytech-cle",
        API_SECRET: "paytech-secret",
      },
      body: {
        item_name: "Facture FAC-2026-0007",
        item_price: 139_240,
        currency: "XOF",
        ref_command: "0b9f6c1e-1111-4222-8333-444455556666",
        command_name: "Règlement de la facture FAC-2026-0007",
        env: "test",
        ipn_url: "https://site.example/paiements/paytech/ipn",
        success_url: "https://site.example/d/t/paiement?p=1",
        cancel_url: "https://site.example/d/t/payer?annule=1",
        // Wave is paid through Wave's own API (ADR 029).
        target_payment: "Orange Money, Free Money, Carte Bancaire",
        custom_field: '{"invoice":"FAC-2026-0007"}',
      },
    });
  });

  it("takes the redirect address, names the payment by our reference, refuses a failure", () => {
    const asked = request(PROVIDERS.paytech.methods);
    const ok = { status: 200, ok: true };
    expect(
      paytechAdapter.readCheckout(
        { ...ok, body: { success: 1, token: "tok", redirect_url: "https://paytech.sn/p/tok" } },
        asked,
      ),
    ).toEqual({ providerRef: asked.reference, url: "https://paytech.sn/p/tok" });
    expect(() =>
      paytechAdapter.readCheckout({ ...ok, body: { success: 0, message: "non" } }, asked),
    ).toThrow("PayTech a refusé la demande (200)");
    expect(() => paytechAdapter.readCheckout({ ...ok, body: null }, asked)).toThrow(ProviderError);
  });
});
