import {
  parsePaytechNotification,
  paytechTargets,
  ProviderError,
  type ProviderAdapter,
} from "./providers.ts";

// PayTech (https://docs.intech.sn/doc_paytech.php): POST /payment/request-payment
// with the API_KEY and API_SECRET headers; the client pays at `redirect_url`
// (Orange Money, Free Money or a card), and PayTech posts its IPN to `ipn_url`.
// Pure: payments.server.ts makes the call (registry.ts names the keys that enable it).

/** The keys that enable PayTech (registry.ts names them; the adapter relies on no other). */
type PaytechKeys = "PAYTECH_API_KEY" | "PAYTECH_API_SECRET";

export const paytechAdapter: ProviderAdapter<PaytechKeys> = {
  checkoutCall: (request, config) => ({
    url: `${config.PAYTECH_API_BASE.replace(/\/$/, "")}/payment/request-payment`,
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      API_KEY: config.PAYTECH_API_KEY,
      API_SECRET: config.PAYTECH_API_SECRET,
    },
    body: {
      item_name: `Facture ${request.invoiceNumber}`,
      // Whole francs: XOF has no decimals.
      item_price: request.amount,
      currency: "XOF",
      ref_command: request.reference,
      command_name: `Règlement de la facture ${request.invoiceNumber}`,
      env: config.PAYTECH_ENV,
      ipn_url: request.notifyUrl,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      target_payment: paytechTargets(request.methods),
      custom_field: JSON.stringify({ invoice: request.invoiceNumber }),
    },
  }),
  readCheckout({ status, ok, body }, request) {
    const url = body?.redirect_url ?? body?.redirectUrl;
    if (!ok || !body || body.success !== 1 || typeof url !== "string") {
      throw new ProviderError(`PayTech a refusé la demande (${status}) : ${JSON.stringify(body)}`);
    }
    // The IPN names the payment by our ref_command.
    return { providerRef: request.reference, url };
  },
  parseNotification: (rawBody, headers, config) =>
    parsePaytechNotification(rawBody, headers, config.PAYTECH_API_KEY, config.PAYTECH_API_SECRET),
};
