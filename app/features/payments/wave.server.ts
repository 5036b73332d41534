import { env } from "#app/config/env.server.ts";
import {
  parseWaveNotification,
  ProviderError,
  wholeFrancs,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
} from "./providers.ts";

// Wave's Checkout API (https://docs.wave.com/checkout): POST /v1/checkout/sessions
// with the API key as a bearer token; the client pays at `wave_launch_url`, and the
// webhook registered in the Wave Business Portal says `checkout.session.completed`.

const TIMEOUT_MS = 15_000;

export function waveProvider(): PaymentProvider | null {
  const { WAVE_API_KEY: key, WAVE_WEBHOOK_SECRET: secret, WAVE_API_BASE: base } = env();
  if (!key || !secret) return null;
  return {
    id: "wave",
    label: "Payer avec Wave",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      let response: Response;
      try {
        response = await fetch(`${base.replace(/\/$/, "")}/v1/checkout/sessions`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${key}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({
            // XOF has no decimals: a whole number, as a string (the API's type).
            amount: String(request.amount),
            currency: "XOF",
            client_reference: request.reference,
            success_url: request.successUrl,
            error_url: request.cancelUrl,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`Wave injoignable : ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !body) {
        throw new ProviderError(
          `Wave a refusé la session (${response.status}) : ${JSON.stringify(body)}`,
        );
      }
      const { id, wave_launch_url: url, currency } = body;
      if (typeof id !== "string" || typeof url !== "string") {
        throw new ProviderError("Réponse de Wave incomplète (id, wave_launch_url).");
      }
      if (wholeFrancs(body.amount) !== request.amount || currency !== "XOF") {
        throw new ProviderError(
          "Wave a créé une session d'un autre montant ou d'une autre devise.",
        );
      }
      return { providerRef: id, url };
    },
    parseNotification: (rawBody, headers, now) =>
      parseWaveNotification(rawBody, headers, secret, now),
  };
}
