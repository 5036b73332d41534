import { env } from "#app/config/env.server.ts";
import {
  parsePaytechNotification,
  PAYTECH_TARGETS,
  ProviderError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
} from "./providers.ts";

// PayTech (https://docs.intech.sn/doc_paytech.php): POST /payment/request-payment
// with the API_KEY and API_SECRET headers; the client pays at `redirect_url`
// (Orange Money, Free Money or a card), and PayTech posts its IPN to `ipn_url`.

const TIMEOUT_MS = 15_000;

export function paytechProvider(): PaymentProvider | null {
  const {
    PAYTECH_API_KEY: key,
    PAYTECH_API_SECRET: secret,
    PAYTECH_API_BASE: base,
    PAYTECH_ENV: mode,
  } = env();
  if (!key || !secret) return null;
  return {
    id: "paytech",
    label: "Payer par Orange Money, Free Money ou carte",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      let response: Response;
      try {
        response = await fetch(`${base.replace(/\/$/, "")}/payment/request-payment`, {
          method: "POST",
          headers: {
            Accept: "application/json",
            "Content-Type": "application/json",
            API_KEY: key,
            API_SECRET: secret,
          },
          body: JSON.stringify({
            item_name: `Facture ${request.invoiceNumber}`,
            // Whole francs: XOF has no decimals.
            item_price: request.amount,
            currency: "XOF",
            ref_command: request.reference,
            command_name: `Règlement de la facture ${request.invoiceNumber}`,
            env: mode,
            ipn_url: request.notifyUrl,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            target_payment: PAYTECH_TARGETS,
            custom_field: JSON.stringify({ invoice: request.invoiceNumber }),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`PayTech injoignable : ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const url = body?.redirect_url ?? body?.redirectUrl;
      if (!response.ok || !body || body.success !== 1 || typeof url !== "string") {
        throw new ProviderError(
          `PayTech a refusé la demande (${response.status}) : ${JSON.stringify(body)}`,
        );
      }
      // The IPN names the payment by our ref_command.
      return { providerRef: request.reference, url };
    },
    parseNotification: (rawBody, headers) =>
      parsePaytechNotification(rawBody, headers, key, secret),
  };
}
