import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { onlinePayment, onlinePaymentCheck } from "#app/db/schema.ts";
import routes from "#app/routes.ts";
import {
  NOTIFY_PATHS,
  ONLINE_PROVIDERS,
  providerEnabled,
  providerWay,
  PROVIDERS,
  type OnlineProvider,
} from "./registry.ts";

// The payment providers' registry (ADR 036): every provider has all it needs, each
// of its paths is routed, and one whose keys are unset is not offered. Adding a
// provider to the registry makes the records below fail to compile until it is
// described here too.

/** The names and buttons, written here apart from the code (ADR 029). */
const SHOWN = {
  wave: { name: "Wave", label: "Payer avec Wave" },
  paytech: { name: "PayTech", label: "Payer par Orange Money, Free Money ou carte" },
} satisfies Record<OnlineProvider, { name: string; label: string }>;

/** The keys that enable each provider (docs/configuration.md, « Online payments »). */
const KEYS = {
  wave: { WAVE_API_KEY: "wave-cle", WAVE_WEBHOOK_SECRET: "wave-secret" },
  paytech: { PAYTECH_API_KEY: "paytech-cle", PAYTECH_API_SECRET: "paytech-secret" },
} satisfies Record<OnlineProvider, Record<string, string>>;

const AUTH_SECRET = "x".repeat(32);

/** The environment with the keys of these providers only. */
function configWith(...ids: OnlineProvider[]) {
  return parseEnv({ AUTH_SECRET, ...Object.assign({}, ...ids.map((id) => KEYS[id])) });
}

describe("the payment providers' registry", () => {
  it("declares every provider with its name, button, path, keys, ways and adapter", () => {
    expect(ONLINE_PROVIDERS).toEqual(Object.keys(SHOWN));
    for (const id of ONLINE_PROVIDERS) {
      const entry = PROVIDERS[id];
      expect({ name: entry.name, label: entry.label }).toEqual(SHOWN[id]);
      expect(entry.notifyPath).toMatch(/^\/paiements\/[a-z0-9/-]+$/);
      expect([...entry.envKeys].sort()).toEqual(Object.keys(KEYS[id]).sort());
      expect(entry.methods.length).toBeGreaterThan(0);
      for (const method of entry.methods) expect(PAYMENT_METHOD_LABELS).toHaveProperty(method);
      expect(typeof entry.adapter.checkoutCall).toBe("function");
      expect(typeof entry.adapter.readCheckout).toBe("function");
      expect(typeof entry.adapter.parseNotification).toBe("function");
    }
    // Each provider notifies at its own address.
    expect(new Set(NOTIFY_PATHS).size).toBe(ONLINE_PROVIDERS.length);
  });

  it("is what the database's columns accept", () => {
    expect(getTableColumns(onlinePayment).provider.enumValues).toEqual(ONLINE_PROVIDERS);
    expect(getTableColumns(onlinePaymentCheck).provider.enumValues).toEqual(ONLINE_PROVIDERS);
  });

  it("has each provider's notification path routed in app/routes.ts, and no other", () => {
    const routed = routes
      .map((r) => `/${r.path ?? ""}`)
      .filter((p) => p.startsWith("/paiements/"))
      .sort();
    expect(routed).toEqual([...NOTIFY_PATHS].sort());
  });

  it("offers a provider when its keys are set, and not when they are absent", () => {
    const all = configWith(...ONLINE_PROVIDERS);
    for (const id of ONLINE_PROVIDERS) {
      expect(providerEnabled(PROVIDERS[id], all)).toBe(true);
      const others = ONLINE_PROVIDERS.filter((other) => other !== id);
      const without = configWith(...others);
      expect(providerEnabled(PROVIDERS[id], without)).toBe(false);
      for (const other of others) expect(providerEnabled(PROVIDERS[other], without)).toBe(true);
    }
    const none = configWith();
    expect(ONLINE_PROVIDERS.filter((id) => providerEnabled(PROVIDERS[id], none))).toEqual([]);
  });

  it("names the way a payment came: a provider of one way alone, another with the way", () => {
    expect(providerWay("wave", "Wave")).toBe("Wave");
    expect(providerWay("wave", null)).toBe("Wave");
    expect(providerWay("paytech", "Orange Money")).toBe("PayTech (Orange Money)");
    expect(providerWay("paytech", "Emoney")).toBe("PayTech (Emoney)");
    expect(providerWay("paytech", "")).toBe("PayTech");
    expect(providerWay("paytech", null)).toBe("PayTech");
  });
});
