import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { STAFF } from "../../playwright.config.ts";

// What the tests of two instances on one PostgreSQL share: the staff signed in on A
// with the same cookie sent to B, and an invoice as « Générer » posts it.

/** The staff signed in through A; B is sent A's session cookie. */
export async function staffOnBoth(
  a: { url: string },
  b: { url: string },
): Promise<{ viaA: APIRequestContext; viaB: APIRequestContext }> {
  const viaA = await playwrightRequest.newContext({
    baseURL: a.url,
    extraHTTPHeaders: { origin: a.url },
  });
  const login = await viaA.post("/simple-login", {
    form: { identifier: STAFF.username, password: STAFF.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const cookies = (await viaA.storageState()).cookies;
  const viaB = await playwrightRequest.newContext({
    baseURL: b.url,
    extraHTTPHeaders: {
      origin: b.url,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    },
  });
  return { viaA, viaB };
}

/**
 * The body of /documents/emettre for a one-line invoice (or quote), as « Générer »
 * posts it; `form` changes its fields.
 */
export function invoiceRequest(
  requestKey: string,
  form: Record<string, unknown> = {},
  kind: "invoice" | "quote" = "invoice",
) {
  return {
    kind,
    requestKey,
    form: {
      clientName: "Client",
      clientEmail: "client@example.sn",
      clientPhone: "+221 77 000 00 00",
      clientAddress: "Dakar",
      clientNinea: "",
      projectTitle: "Prestation",
      projectDuration: "1 jour",
      prestations: [{ designation: "Prestation", quantity: "1", unitPrice: "1000" }],
      applyDiscount: false,
      discountPercentage: "0",
      applyVat: true,
      vatPercentage: "18",
      showPaidStamp: false,
      paymentTerms: "30",
      validityDays: "30",
      ...form,
    },
  };
}
