import { expect, type Page } from "@playwright/test";
import type { WaveServer } from "../fixtures/wave-server.ts";

// Paying an invoice through Wave's checkout (ADR 029), shared by the specs that do it: the
// site's env for the local Wave server, and the client's two « Payer avec Wave » (the site's
// pay page, then Wave's own page) up to the site's « Paiement reçu », once the signed
// webhook has been recorded.

/** The env a site needs to send its clients to this local Wave server. */
export function waveEnv(wave: WaveServer, keys: { apiKey: string; webhookSecret: string }) {
  return {
    WAVE_API_KEY: keys.apiKey,
    WAVE_WEBHOOK_SECRET: keys.webhookSecret,
    WAVE_API_BASE: wave.base,
  };
}

/**
 * From the client's pay page (/d/:token/payer): « Payer avec Wave », Wave's page asking for
 * `amount` F CFA, its « Payer avec Wave », and back on the site once the payment is recorded.
 */
export async function payThroughWave(page: Page, amount: number) {
  const token = /\/d\/([^/]+)\/payer/.exec(new URL(page.url()).pathname)?.[1];
  expect(token, `${page.url()} is a client's pay page`).toBeTruthy();
  await page.getByRole("button", { name: "Payer avec Wave" }).click();
  await expect(page).toHaveTitle("Wave — serveur de test");
  await expect(page.getByText(`${amount} F CFA`)).toBeVisible();
  await page.getByRole("button", { name: "Payer avec Wave" }).click();
  // Back on the site: confirmed once the webhook's work is done (the page reloads itself).
  await expect(page).toHaveURL(new RegExp(`/d/${token}/paiement\\?p=`));
  await expect(page.getByRole("heading", { name: "Paiement reçu" })).toBeVisible({
    timeout: 20_000,
  });
}
