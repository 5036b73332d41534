import {
  parseWaveNotification,
  ProviderError,
  wholeFrancs,
  type ProviderAdapter,
} from "./providers.ts";

// Wave's Checkout API (https://docs.wave.com/checkout): POST /v1/checkout/sessions
// with the API key as a bearer token; the client pays at `wave_launch_url`, and the
// webhook registered in the Wave Business Portal says `checkout.session.completed`.
// Pure: payments.server.ts makes the call (registry.ts names the keys that enable it).

/** The keys that enable Wave (registry.ts names them; the adapter relies on no other). */
type WaveKeys = "WAVE_API_KEY" | "WAVE_WEBHOOK_SECRET";

export const waveAdapter: ProviderAdapter<WaveKeys> = {
  checkoutCall: (request, config) => ({
    url: `${config.WAVE_API_BASE.replace(/\/$/, "")}/v1/checkout/sessions`,
    headers: {
      Authorization: `Bearer ${config.WAVE_API_KEY}`,
      "Content-Type": "application/json",
    },
    body: {
      // XOF has no decimals: a whole number, as a string (the API's type).
      amount: String(request.amount),
      currency: "XOF",
      client_reference: request.reference,
      success_url: request.successUrl,
      error_url: request.cancelUrl,
    },
  }),
  readCheckout({ status, ok, body }, request) {
    if (!ok || !body) {
      throw new ProviderError(`Wave a refusé la session (${status}) : ${JSON.stringify(body)}`);
    }
    const { id, wave_launch_url: url, currency } = body;
    if (typeof id !== "string" || typeof url !== "string") {
      throw new ProviderError("Réponse de Wave incomplète (id, wave_launch_url).");
    }
    if (wholeFrancs(body.amount) !== request.amount || currency !== "XOF") {
      throw new ProviderError("Wave a créé une session d'un autre montant ou d'une autre devise.");
    }
    return { providerRef: id, url };
  },
  parseNotification: (rawBody, headers, config, now) =>
    parseWaveNotification(rawBody, headers, config.WAVE_WEBHOOK_SECRET, now),
};
